import Foundation

/// A reusable change to a view, written as a view of its `content`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
public struct ViewModifierContent: View, PrimitiveView {
    let nodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { nodes }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public let content: Content
    public let modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        EnvironmentValues.withCurrent(environment) {
            let inner = ViewModifierContent(nodes: resolveNodes(content, in: environment))
            return resolveNodes(modifier.body(content: inner), in: environment)
        }
    }
}

extension View {
    /// This view changed by `modifier`.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
