import Foundation

/// Children side by side, aligned on a vertical guide.
nonisolated public struct HStackLayout: Layout, StackLayout {
    static let axis = Axis.horizontal

    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// Views side by side.
nonisolated public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, name: "HStack", content: content) }
}
