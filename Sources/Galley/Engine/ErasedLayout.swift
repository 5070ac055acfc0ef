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
struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    var showsOnlyPlacedSubviews: Bool { layout is any ShowsOnlyPlacedSubviews }

    var mirrorsInRightToLeft: Bool { !(layout is any PlacesAlikeInBothDirections) }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` with the typed cache, writing it back.
    private func withCache<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) { cache in
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
