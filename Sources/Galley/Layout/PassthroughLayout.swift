import Foundation

/// A layout that changes nothing but where its child is drawn: `offset`
/// moves the drawing, and drawing modifiers (opacity, clipping) wrap
/// their view in it. The child keeps its size and its alignment guides.
struct PassthroughLayout: Layout {
    var offset: CGSize = .zero

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading, proposal: proposal)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: proposal)[explicit: guide] }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: proposal)[explicit: guide] }
    }
}
