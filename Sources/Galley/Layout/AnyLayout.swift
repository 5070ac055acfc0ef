import Foundation

/// A layout of any type, so a view can switch layouts (HStackLayout to
/// VStackLayout) while keeping its subviews.
nonisolated public struct AnyLayout: Layout {
    let box: any ErasedLayout

    public init<L: Layout>(_ layout: L) {
        box = LayoutBox(layout: layout)
    }

    public typealias Cache = Any

    public func makeCache(subviews: Subviews) -> Any { box.makeCache(subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Any
    ) -> CGFloat? {
        box.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        box.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
