import Foundation

/// Children on top of one another, aligned on both guides.
nonisolated public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        AlignedOverlay(alignment: alignment).size(of: subviews.map { $0.dimensions(in: proposal) })
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let origins = AlignedOverlay(alignment: alignment).origins(of: dimensions)
        for (subview, origin) in zip(subviews, origins) {
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                proposal: proposal)
        }
    }
}

/// Views on top of one another.
nonisolated public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, name: "ZStack", content: content) }
}

/// Views lined up on an alignment's two guides: the union of their frames.
struct AlignedOverlay {
    let alignment: Alignment

    /// For each view, how far its guide sits from its top-leading corner.
    private func guides(_ dimensions: [ViewDimensions]) -> [CGPoint] {
        dimensions.map { CGPoint(x: $0[alignment.horizontal], y: $0[alignment.vertical]) }
    }

    func size(of dimensions: [ViewDimensions]) -> CGSize {
        let guides = self.guides(dimensions)
        let left = guides.map(\.x).max() ?? 0
        let right = zip(dimensions, guides).map { $0.width - $1.x }.max() ?? 0
        let up = guides.map(\.y).max() ?? 0
        let down = zip(dimensions, guides).map { $0.height - $1.y }.max() ?? 0
        return CGSize(width: left + right, height: up + down)
    }

    /// Each view's top-leading corner relative to the union's.
    func origins(of dimensions: [ViewDimensions]) -> [CGPoint] {
        let guides = self.guides(dimensions)
        let left = guides.map(\.x).max() ?? 0
        let up = guides.map(\.y).max() ?? 0
        return guides.map { CGPoint(x: left - $0.x, y: up - $0.y) }
    }
}
