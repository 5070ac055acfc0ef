import Foundation

/// Space that grows along its stack's axis: at least `minLength` (8 by default).
nonisolated public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let node = ViewNode(
            name: "Spacer", content: .layout(LayoutBox(layout: SpacerLayout(minLength: minLength))),
            environment: environment)
        // A spacer yields to every other view of its stack: its layout
        // priority is the lowest there is, as SwiftUI's spacer reports
        // (`layoutPriority(_:)` on it still sets another).
        node.traits.layoutPriority = -.infinity
        return [node]
    }
}

/// A spacer as a layout of no subviews. Along the axis of the stack it is
/// in it takes the proposal, but at least its minimum length, and across
/// it nothing; outside a stack it grows both ways. Its neighbours keep no
/// distance from it.
nonisolated struct SpacerLayout: Layout {
    let minLength: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let minimum = minLength ?? 8
        guard let axis = subviews.enclosingStackOrientation else {
            return CGSize(
                width: Swift.max(proposal.width ?? minimum, minimum),
                height: Swift.max(proposal.height ?? minimum, minimum))
        }
        return CGSize(axis, along: Swift.max(proposal[axis] ?? minimum, minimum), across: 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .flexibleSpace }
}
