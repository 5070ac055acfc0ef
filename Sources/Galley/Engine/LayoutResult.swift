import Foundation
import GalleyText

/// A laid-out view tree: every view and layout modifier placed, with its
/// frame in root coordinates, what to paint, and for text the laid-out
/// lines and glyph runs. A painter and the layout dump need nothing more.
public struct LayoutResult: Sendable {
    /// The root view, placed.
    public let root: PlacedView
    /// Problems found on the way (contradictory frames and the like); the
    /// layout still followed SwiftUI's behaviour.
    public let warnings: [String]
    /// How many sizes the pass computed, cached answers not counted.
    public let measurementCount: Int
    /// What the placed tree's `onPreferenceChange` modifiers asked for.
    var preferenceActions = PreferenceActions()

    /// The `onPreferenceChange(_:perform:)` actions the layout found,
    /// each calling the user's action with the final value of its
    /// modifier's content (its subtree's preferences, reduced in view
    /// order), for those whose value is not the key's `defaultValue`; in
    /// placement order (children before the views around them).
    ///
    /// The layout does not run them: SwiftUI calls such an action after a
    /// frame, and it usually sets state that changes the next one. A
    /// runtime runs them on the main actor, where the views that made them
    /// live, and lays the view out again with the state they set.
    package func pendingPreferenceActions() -> [@MainActor () -> Void] {
        preferenceActions.actions.map { action in { @MainActor in action.run() } }
    }
}

/// One placed view or layout modifier.
public struct PlacedView: Sendable {
    /// The view's or modifier's SwiftUI name ("Text", "frame", "HStack" …).
    public let name: String
    /// The user's name for it, if any.
    public let id: String?
    /// Where it was written, when a front end says: a scene's path to the
    /// view or modifier (`root.content[2]`, `root.content[2].modifiers[0]`).
    /// Views Galley made inside one have its location.
    public let location: String?
    /// Where it sits, in root coordinates (points, origin top-left).
    public let frame: CGRect
    /// The views inside, in order.
    public let children: [PlacedView]
    /// For text: its lines and glyph runs, relative to `frame`'s origin.
    public let text: TextLayout?
    /// What to paint for this view, if anything.
    public let paint: Paint?
    /// How this view's drawing, and everything inside it, is changed.
    public let effect: DrawingEffect?
    /// Its painting order among its siblings: higher is drawn later, equal
    /// values in child order (`zIndex`, 0 unless set).
    public let zIndex: Double
    /// The environment the view was built in (colours, fonts).
    public let environment: EnvironmentValues
    /// Galley made this view to carry out what the user wrote — the stroke
    /// of a border, the stack a ScrollView or a multi-view root puts its
    /// content in — so a listing of the user's views leaves it out.
    public let isImplicit: Bool

    /// This view and every view inside it, depth first.
    public var allViews: [PlacedView] {
        [self] + children.flatMap(\.allViews)
    }

    /// The first view (depth first) with this id.
    public func view(withID id: String) -> PlacedView? {
        allViews.first { $0.id == id }
    }
}
