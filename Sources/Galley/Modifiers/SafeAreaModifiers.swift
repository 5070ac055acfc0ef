import Foundation

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The device's and containers' insets: status bar, home indicator, bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's; a canvas shows no keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// The view drawn out to the screen's edges (or a `safeAreaInset`
    /// view's) where it touches the safe area on `edges`; its layout is
    /// unchanged. Only the container region matters on a canvas.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ModifierLayoutView(
            content: self, layout: IgnoresSafeAreaLayout(edges: regions.contains(.container) ? edges : []),
            name: "ignoresSafeArea"
        )
    }

    /// The view drawn out to the screen's edges where it touches the safe area on `edges`.
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }

    /// `content` on the top or bottom edge of this view, which is inset by
    /// its height and `spacing` (nil: the views' own spacing); the view's
    /// safe area ends at `content`.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, inset: content(),
            layout: SafeAreaInsetLayout(
                edge: Edge(edge), alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        )
    }

    /// `content` on the leading or trailing edge of this view, which is
    /// inset by its width and `spacing`; the view's safe area ends at `content`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, inset: content(),
            layout: SafeAreaInsetLayout(
                edge: Edge(edge), alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        )
    }

    /// Padding that also widens the safe area: laid out as `padding`, and
    /// content ignoring the safe area reaches into it. 16 points when no
    /// length is given.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    /// Safe-area padding of `length` on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Safe-area padding by edge.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        ModifierLayoutView(content: self, layout: SafeAreaPaddingLayout(insets: insets), name: "safeAreaPadding")
    }
}

/// `safeAreaInset`: the content, then the inset view (several views stack).
nonisolated struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    let content: Content
    let inset: Inset
    let layout: SafeAreaInsetLayout

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        resolveNodes(content, in: environment).map { node in
            let insetNode = ViewNode.stacked(
                resolveNodes(inset, in: environment), alignment: layout.alignment, environment: environment)
            let wrapper = ViewNode(
                name: "safeAreaInset", content: .layout(LayoutBox(layout: layout)), children: [node, insetNode],
                environment: environment)
            wrapper.traits.inherit(from: node.traits)
            return wrapper
        }
    }
}
