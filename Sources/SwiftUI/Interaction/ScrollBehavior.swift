import Foundation

// iOS 17's scroll modifiers. Galley draws no scroll indicators and a
// render never scrolls, so each changes nothing in the picture: they are
// no-ops, kept so that the code compiles.

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// When a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let kind: Int
    public static let automatic = ScrollBounceBehavior(kind: 0)
    public static let always = ScrollBounceBehavior(kind: 1)
    public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}

/// Where scrolling comes to rest.
public protocol ScrollTargetBehavior {}

/// Resting at page boundaries (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}

/// Resting aligned to views (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Which views a scroll may rest on.
    public struct LimitBehavior: Hashable, Sendable {
        let kind: Int
        public static let automatic = LimitBehavior(kind: 0)
        public static let always = LimitBehavior(kind: 1)
        public static let never = LimitBehavior(kind: 2)
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

nonisolated extension View {
    /// Shows or hides scroll indicators: a no-op, as Galley draws none.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View { self }
    /// Marks the views scrolling rests on: a no-op (a render never scrolls).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Where scrolling rests: a no-op (a render never scrolls).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    /// Whether a scroll view bounces at its ends: a no-op (a render never scrolls).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
    /// Turns scrolling off: a no-op, the picture is the same.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Lets content draw past the scroll view's edges: a no-op, Galley's
    /// scroll views draw their content as laid out.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// Binds the id of the view scrolled to: a no-op; the binding is not
    /// written, and the scroll view shows its start.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}
