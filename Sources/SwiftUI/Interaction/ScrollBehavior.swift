import Foundation

// iOS 17's scroll modifiers. Galley draws no scroll indicators and a
// render never scrolls, so most change nothing in the picture: they are
// no-ops, kept so that the code compiles. `contentMargins` moves the content.

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// Where `contentMargins(_:_:for:)` applies.
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Int
    /// The content, as `scrollContent` (Galley draws no indicators).
    public static let automatic = ContentMarginPlacement(kind: 0)
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    /// The scroll indicators: nothing Galley draws.
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
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
    /// Adds `length` on `edges` around the content of the scroll views
    /// inside (iOS 17); `nil` adds nothing. Indicators' margins change nothing.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let length = length.flatMap { $0.isFinite ? $0 : nil } ?? 0
        func on(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? length : 0 }
        return contentMargins(
            EdgeInsets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing)),
            for: placement)
    }
    /// Adds `insets` around the content of the scroll views inside.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        environmentChange { environment in
            guard placement != .scrollIndicators else { return }
            environment.scrollContentMargins.top += insets.top
            environment.scrollContentMargins.leading += insets.leading
            environment.scrollContentMargins.bottom += insets.bottom
            environment.scrollContentMargins.trailing += insets.trailing
        }
    }
    /// Adds `length` on every edge around the content of the scroll views inside.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
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
