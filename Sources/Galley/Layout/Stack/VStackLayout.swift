import Foundation

/// Children one above the other, aligned on a horizontal guide.
nonisolated public struct VStackLayout: Layout, StackLayout {
    static let axis = Axis.vertical

    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// Views one above the other.
nonisolated public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, name: "VStack", content: content) }
}
