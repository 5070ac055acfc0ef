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
/// as a pass stands in for it (see `onMainActorDuringLayout(_:_:)`).
nonisolated struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var stackOrientation: Axis? { onMainActorDuringLayout(layout) { _ in L.layoutProperties.stackOrientation } }

    var showsOnlyPlacedSubviews: Bool { layout is any ShowsOnlyPlacedSubviews }

    var mirrorsInRightToLeft: Bool { !(layout is any PlacesAlikeInBothDirections) }

    func makeCache(subviews: LayoutSubviews) -> Any {
        onMainActorDuringLayout((layout, subviews)) { $0.makeCache(subviews: $1) }
    }

    /// Runs `body` on the main actor with the layout, its subviews and its
    /// typed cache, writing the cache back.
    private func withCache<R>(
        _ cache: inout Any, subviews: LayoutSubviews, _ body: @MainActor (L, LayoutSubviews, inout L.Cache) -> R
    ) -> R {
        let (result, updated) = onMainActorDuringLayout((layout, subviews, cache)) { layout, subviews, erased in
            var typed = (erased as? L.Cache) ?? layout.makeCache(subviews: subviews)
            let result = body(layout, subviews, &typed)
            return (result, typed as Any)
        }
        cache = updated
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) {
            $0.sizeThatFits(proposal: proposal, subviews: $1, cache: &$2)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) {
            $0.placeSubviews(in: bounds, proposal: proposal, subviews: $1, cache: &$2)
        }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { $0.spacing(subviews: $1, cache: &$2) }
    }

    func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) { layout, subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache
                )
                : layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
