import Foundation

/// `background` and `overlay`: the primary view's size; the secondary is
/// offered that size and aligned on it.
nonisolated struct SecondaryLayout: Layout {
    var alignment: Alignment
    /// Which subview is the primary (the background is drawn first, so it comes first).
    var primaryIndex: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.indices.contains(subviews.startIndex + primaryIndex) else { return .zero }
        return subviews[subviews.startIndex + primaryIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            if index == primaryIndex {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                align(subview, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
            }
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard subviews.indices.contains(subviews.startIndex + primaryIndex) else { return nil }
        return subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard subviews.indices.contains(subviews.startIndex + primaryIndex) else { return nil }
        return subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide]
    }

    /// The primary view's spacing preferences.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard subviews.indices.contains(subviews.startIndex + primaryIndex) else { return .default }
        return subviews[subviews.startIndex + primaryIndex].spacing
    }
}
