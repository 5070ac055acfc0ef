import Foundation

/// `padding`: the proposal less the insets (never below 0); the child's size plus them.
nonisolated struct PaddingLayout: Layout {
    var insets: EdgeInsets

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { Swift.max(0, $0 - insets.top - insets.bottom) }
        )
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(
            width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
            proposal: childProposal(proposal)
        )
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }.map { $0 + insets.top }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }.map {
            $0 + insets.leading
        }
    }

    /// The child's spacing preferences, but on a padded edge the default:
    /// `Text(…).padding(.horizontal, 2)` is still a text above and below.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return subviews.first?.spacing.resetting(padded) ?? .default
    }
}
