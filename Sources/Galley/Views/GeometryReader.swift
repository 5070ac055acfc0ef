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
            name: "GeometryReader", content: .geometry { frame in
                // Built when placed, after resolving: the environment is set again for its bodies.
                EnvironmentValues.withCurrent(environment) {
                    resolveNodes(content(GeometryProxy(size: frame.size, globalFrame: frame)), in: environment)
                }
            },
            environment: environment
        )]
    }
}

/// What a GeometryReader's content knows of it.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in the canvas's coordinates.
    package let globalFrame: CGRect

    package init(size: CGSize, globalFrame: CGRect? = nil) {
        self.size = size
        self.globalFrame = globalFrame ?? CGRect(origin: .zero, size: size)
    }
}
