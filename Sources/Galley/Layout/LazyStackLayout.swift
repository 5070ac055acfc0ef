import Foundation

/// A lazy stack's layout: its stack's, except that it takes the length it
/// is offered across its axis (a LazyVStack is as wide as its scroll view,
/// a VStack as its widest child). Its children are placed in that length
/// by the stack's alignment. Its calls are the stack's, on the main actor
/// as any layout's are.
nonisolated struct LazyStackLayout<Stack: Layout>: Layout {
    let stack: Stack
    let axis: Axis

    @MainActor static var layoutProperties: LayoutProperties { Stack.layoutProperties }

    @MainActor func makeCache(subviews: Subviews) -> Stack.Cache { stack.makeCache(subviews: subviews) }

    @MainActor func updateCache(_ cache: inout Stack.Cache, subviews: Subviews) {
        stack.updateCache(&cache, subviews: subviews)
    }

    @MainActor func spacing(subviews: Subviews, cache: inout Stack.Cache) -> ViewSpacing {
        stack.spacing(subviews: subviews, cache: &cache)
    }

    @MainActor func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Stack.Cache) -> CGSize {
        var size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        switch axis {
        case .vertical:
            if let width = proposal.width, width.isFinite { size.width = width }
        case .horizontal:
            if let height = proposal.height, height.isFinite { size.height = height }
        }
        return size
    }

    @MainActor func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Stack.Cache
    ) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    @MainActor func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Stack.Cache
    ) -> CGFloat? {
        stack.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    @MainActor func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Stack.Cache
    ) -> CGFloat? {
        stack.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
