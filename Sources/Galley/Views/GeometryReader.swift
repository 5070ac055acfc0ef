import Foundation

/// A view that takes the space it is offered and builds its content from
/// that size; the content is offered the size and placed at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let content = self.content
        return [ViewNode(
            name: "GeometryReader", content: .geometry { size in
                // Built when placed, after resolving: the environment is set again for its bodies.
                EnvironmentValues.withCurrent(environment) { resolveNodes(content(GeometryProxy(size: size)), in: environment) }
            },
            environment: environment
        )]
    }
}

/// What a GeometryReader's content knows of it.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
}
