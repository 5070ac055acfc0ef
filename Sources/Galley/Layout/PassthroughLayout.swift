import Foundation

/// A layout that changes nothing but where its child is drawn: `offset`
/// moves the drawing, and drawing modifiers (opacity, clipping) wrap
/// their view in it. The child keeps its size and its alignment guides.
///
/// Its placement is not mirrored in a right-to-left environment: in
/// SwiftUI `offset` is a render effect, not a placement, so a positive x
/// still moves the drawing to the right.
nonisolated struct PassthroughLayout: Layout, PlacesAlikeInBothDirections, KeepsChildSpacing {
    var offset: CGSize = .zero

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading,
            proposal: proposal)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: proposal)[explicit: guide] }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: proposal)[explicit: guide] }
    }
}

/// A layout whose placements a right-to-left environment leaves as they
/// are, where every other layout's are mirrored within its bounds.
protocol PlacesAlikeInBothDirections {}
