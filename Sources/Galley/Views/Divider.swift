import Foundation

/// A hairline across its stack's axis.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [DividerLayout.node(name: "Divider", color: .gray.opacity(0.5), environment: environment)]
    }
}

/// A divider as a layout of no subviews: one pixel thick along the axis of
/// the stack it is in, and across it the proposal (10 points without
/// one). Outside a horizontal stack it is a horizontal line.
nonisolated struct DividerLayout: Layout {
    /// One pixel of the display scale.
    let thickness: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let axis = subviews.enclosingStackOrientation ?? .vertical
        return CGSize(axis, along: thickness, across: proposal[axis.cross] ?? 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    /// A node drawing a divider of `color`: a Divider, a list's separator.
    static func node(name: String, color: Color, environment: EnvironmentValues) -> ViewNode {
        let scale = environment.displayScale.isFinite && environment.displayScale > 0 ? environment.displayScale : 1
        return ViewNode(
            name: name, content: .layout(LayoutBox(layout: DividerLayout(thickness: 1 / scale))),
            environment: environment,
            paint: .fill(.color(color), .rectangle)
        )
    }
}
