import Foundation

/// `position(x:y:)`: takes the whole proposal and centres the child on the point.
nonisolated struct PositionLayout: Layout {
    var position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: proposal)
    }
}
