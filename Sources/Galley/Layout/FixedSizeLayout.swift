import Foundation

/// `fixedSize(horizontal:vertical:)`: the child's ideal length on the fixed axes.
nonisolated struct FixedSizeLayout: Layout, KeepsChildSpacing {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal))
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }
    }
}
