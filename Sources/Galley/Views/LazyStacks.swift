import Foundation

/// Views one above the other, as a VStack places them, in the whole width
/// it is offered. Nothing is lazy on a canvas: every view is laid out.
nonisolated public struct LazyVStack<Content: View>: View {
    let layout: LazyStackLayout<VStackLayout>
    let content: Content

    /// - Parameters:
    ///   - alignment: Places the views across the stack's width.
    ///   - spacing: The space between views; nil for each pair's default.
    ///   - pinnedViews: Accepted and ignored: a canvas does not scroll, so
    ///     section headers are where a first frame shows them.
    ///   - content: The views, top to bottom.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(stack: VStackLayout(alignment: alignment, spacing: spacing), axis: .vertical)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, name: "LazyVStack", content: content) }
}

/// Views side by side, as an HStack places them, in the whole height it is
/// offered. Nothing is lazy on a canvas: every view is laid out.
nonisolated public struct LazyHStack<Content: View>: View {
    let layout: LazyStackLayout<HStackLayout>
    let content: Content

    /// - Parameters:
    ///   - alignment: Places the views across the stack's height.
    ///   - spacing: The space between views; nil for each pair's default.
    ///   - pinnedViews: Accepted and ignored: a canvas does not scroll.
    ///   - content: The views, leading to trailing.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(stack: HStackLayout(alignment: alignment, spacing: spacing), axis: .horizontal)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, name: "LazyHStack", content: content) }
}
