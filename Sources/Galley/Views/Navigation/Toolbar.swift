import Foundation

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, hidden
    }

    let slot: Slot

    /// The trailing end of the navigation bar, on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the navigation bar, in the inline title's place.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The toolbar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The centre of the bottom toolbar.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// Above the keyboard: not shown, no keyboard is up in a render.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}

/// The bars `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, tabBar, bottomBar, automatic }
    let bar: Bar

    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// One toolbar item, as a navigation stack lays it out.
struct ToolbarItemEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Items for a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s, or a
/// type of yours whose `body` is made of them.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// `Never` is toolbar content, as in SwiftUI: a body that only stops compiles.
extension Never: ToolbarContent {}

/// Toolbar content Galley reads directly, rather than through `body`.
protocol PrimitiveToolbarContent {
    var entries: [ToolbarItemEntry] { get }
}

extension ToolbarContent {
    /// The items of any toolbar content: a primitive's own, else its body's.
    var entries: [ToolbarItemEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
        return onMainActorDuringLayout(self) { $0.body }.entries
    }
}

/// A view in a toolbar, at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Galley reads the item itself; its body is empty.
    public var body: TupleToolbarContent { TupleToolbarContent(entries: []) }
    var entries: [ToolbarItemEntry] { [ToolbarItemEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views in a toolbar at one placement, side by side (a Spacer
/// among them spreads them out).
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Galley reads the group itself; its body is empty.
    public var body: TupleToolbarContent { TupleToolbarContent(entries: []) }
    var entries: [ToolbarItemEntry] { [ToolbarItemEntry(placement: placement, content: AnyView(content))] }
}

/// Several pieces of toolbar content, as a builder block makes them.
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarItemEntry]
    /// Galley reads the items themselves; the body is empty.
    public var body: TupleToolbarContent { TupleToolbarContent(entries: []) }
}

/// Builds toolbar content from closures: items, `if`/`else`, `for`-in.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> TupleToolbarContent {
        TupleToolbarContent(entries: content.entries)
    }

    public static func buildBlock(_ content: TupleToolbarContent...) -> TupleToolbarContent {
        TupleToolbarContent(entries: content.flatMap(\.entries))
    }

    public static func buildOptional(_ content: TupleToolbarContent?) -> TupleToolbarContent {
        content ?? TupleToolbarContent(entries: [])
    }

    public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent { first }
    public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent { second }

    public static func buildArray(_ components: [TupleToolbarContent]) -> TupleToolbarContent {
        TupleToolbarContent(entries: components.flatMap(\.entries))
    }

    public static func buildLimitedAvailability(_ content: TupleToolbarContent) -> TupleToolbarContent { content }
}

nonisolated extension View {
    /// Items for the navigation bar or the bottom toolbar of the
    /// NavigationStack around this view.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content().entries
        return containerValue { $0.toolbarItems += entries }
    }

    /// Views for the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarItemEntry(placement: .automatic, content: AnyView(content()))
        return containerValue { $0.toolbarItems.append(entry) }
    }

    /// The navigation bar's leading and trailing items, as iOS 13 set them
    /// (deprecated, still common): the same as toolbar items at
    /// `.navigationBarLeading` and `.navigationBarTrailing`.
    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> some View {
        let entries = [
            ToolbarItemEntry(placement: .navigationBarLeading, content: AnyView(leading)),
            ToolbarItemEntry(placement: .navigationBarTrailing, content: AnyView(trailing)),
        ]
        return containerValue { $0.toolbarItems += entries }
    }

    /// The navigation bar's leading item (deprecated).
    public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
        let entry = ToolbarItemEntry(placement: .navigationBarLeading, content: AnyView(leading))
        return containerValue { $0.toolbarItems.append(entry) }
    }

    /// The navigation bar's trailing item (deprecated).
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
        let entry = ToolbarItemEntry(placement: .navigationBarTrailing, content: AnyView(trailing))
        return containerValue { $0.toolbarItems.append(entry) }
    }

    /// Shows or hides bars: `.toolbar(.hidden, for: .navigationBar)`, `.tabBar`.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    /// Shows or hides bars (the `in:` spelling of `toolbar(_:for:)`).
    public func toolbar(_ visibility: Visibility, in bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    private func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let hidden: Bool? =
            switch visibility {
            case .hidden: true
            case .visible: false
            case .automatic: nil
            }
        return containerValue { $0.changeBars(bars) { $0.isHidden = hidden } }
    }
}
