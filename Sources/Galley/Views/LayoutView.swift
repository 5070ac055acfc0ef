import Foundation

/// A layout applied to views: what `SomeLayout() { … }` and the stacks make.
nonisolated struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let name: String
    let content: Content

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [
            ViewNode(
                name: name, content: .layout(LayoutBox(layout: layout)),
                children: resolveNodes(content, in: environment), environment: environment)
        ]
    }
}

nonisolated extension Layout {
    /// These views, arranged by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, name: String(describing: Self.self), content: content())
    }
}

/// A view that wraps its content in a layout modifier's node.
nonisolated struct ModifierLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let content: Content
    let layout: L
    let name: String
    /// What the modifier does to the drawing, if anything.
    var effect: DrawingEffect?
    /// What it does when that depends on the view's size.
    var effectForSize: ((CGSize) -> DrawingEffect)?
    /// Problems with how the modifier was written, reported with the layout.
    var warnings: [String] = []

    var body: EmptyView { EmptyView() }

    /// One node per node of the content: a modifier on a Group applies to each member.
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        resolveNodes(content, in: environment).map { node in
            let wrapper = ViewNode(
                wrapping: node, name: name, layout: LayoutBox(layout: layout), environment: environment)
            wrapper.effect = effect
            wrapper.effectForSize = effectForSize
            wrapper.warnings = warnings
            return wrapper
        }
    }
}

/// `background` / `overlay`: the content with a secondary view behind or in front.
nonisolated struct SecondaryView<Content: View, Secondary: View>: View, PrimitiveView {
    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    let name: String

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        resolveNodes(content, in: environment).map { node in
            let secondaryNode = ViewNode.stacked(
                resolveNodes(secondary, in: environment), alignment: alignment, environment: environment)
            let children = isBackground ? [secondaryNode, node] : [node, secondaryNode]
            let wrapper = ViewNode(
                name: name,
                content: .layout(
                    LayoutBox(layout: SecondaryLayout(alignment: alignment, primaryIndex: isBackground ? 1 : 0))),
                children: children, environment: environment
            )
            wrapper.traits.inherit(from: node.traits)
            return wrapper
        }
    }
}

/// A view whose environment is changed for its subtree.
nonisolated struct EnvironmentView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var environment = environment
        change(&environment)
        return EnvironmentValues.withCurrent(environment) { resolveNodes(content, in: environment) }
    }
}

/// A view whose nodes are adjusted after they are built: a trait for the
/// parent layout, a name for the result, a warning.
nonisolated struct NodeAdjustingView<Content: View>: View, PrimitiveView {
    let content: Content
    let adjust: (ViewNode) -> Void

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let nodes = resolveNodes(content, in: environment)
        for node in nodes { adjust(node) }
        return nodes
    }
}
