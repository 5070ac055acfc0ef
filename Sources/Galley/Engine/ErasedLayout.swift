import Foundation

/// A Layout with its cache type hidden, so nodes can hold any layout.
protocol ErasedLayout {
    var stackOrientation: Axis? { get }
    /// Subviews the layout does not place are not shown (ViewThatFits).
    var showsOnlyPlacedSubviews: Bool { get }
    /// Whether a right-to-left environment mirrors the layout's placements.
    var mirrorsInRightToLeft: Bool { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
    ) -> CGFloat?
}

/// Wraps a concrete layout as an ``ErasedLayout``.
///
/// `Layout` is isolated to the main actor, as in SwiftUI, so each call runs
/// as a pass stands in for it (see `onMainActorDuringLayout(_:_:)`). The
/// calls go through the main-actor functions below, not closures: Swift
/// checks a main-actor closure's executor each time it runs (two system
/// calls on Linux), and a pass makes these calls for every node.
nonisolated struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var stackOrientation: Axis? { onMainActorDuringLayout((), Self.properties).stackOrientation }

    var showsOnlyPlacedSubviews: Bool { layout is any ShowsOnlyPlacedSubviews }

    var mirrorsInRightToLeft: Bool { !(layout is any PlacesAlikeInBothDirections) }

    func makeCache(subviews: LayoutSubviews) -> Any { onMainActorDuringLayout((layout, subviews), Self.newCache) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        let (size, typed) = onMainActorDuringLayout((layout, proposal, subviews, cache), Self.size)
        cache = typed
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        cache = onMainActorDuringLayout((layout, bounds, proposal, subviews, cache), Self.place)
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        let (spacing, typed) = onMainActorDuringLayout((layout, subviews, cache), Self.spacing)
        cache = typed
        return spacing
    }

    func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
    ) -> CGFloat? {
        let (guide, typed) = onMainActorDuringLayout((layout, key, bounds, proposal, subviews, cache), Self.guide)
        cache = typed
        return guide
    }

    @MainActor private static func properties(_: Void) -> LayoutProperties { L.layoutProperties }

    @MainActor private static func newCache(_ call: (L, LayoutSubviews)) -> Any { call.0.makeCache(subviews: call.1) }

    /// `cache` as the layout's type, or a new one.
    @MainActor private static func typed(_ cache: Any, _ layout: L, _ subviews: LayoutSubviews) -> L.Cache {
        (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    }

    @MainActor private static func size(_ call: (L, ProposedViewSize, LayoutSubviews, Any)) -> (CGSize, Any) {
        var cache = typed(call.3, call.0, call.2)
        return (call.0.sizeThatFits(proposal: call.1, subviews: call.2, cache: &cache), cache)
    }

    @MainActor private static func place(_ call: (L, CGRect, ProposedViewSize, LayoutSubviews, Any)) -> Any {
        var cache = typed(call.4, call.0, call.3)
        call.0.placeSubviews(in: call.1, proposal: call.2, subviews: call.3, cache: &cache)
        return cache
    }

    @MainActor private static func spacing(_ call: (L, LayoutSubviews, Any)) -> (ViewSpacing, Any) {
        var cache = typed(call.2, call.0, call.1)
        return (call.0.spacing(subviews: call.1, cache: &cache), cache)
    }

    @MainActor private static func guide(
        _ call: (L, AlignmentKey, CGRect, ProposedViewSize, LayoutSubviews, Any)
    ) -> (CGFloat?, Any) {
        let (layout, key, bounds, proposal, subviews, erased) = call
        var cache = typed(erased, layout, subviews)
        let guide =
            key.axis == .horizontal
            ? layout.explicitAlignment(
                of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return (guide, cache)
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
