import Foundation

/// A view that takes the space it is offered and builds its content from
/// that size and where it is placed; the content is offered the size and
/// placed at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let content = self.content
        return [
            ViewNode(
                name: "GeometryReader",
                content: .geometry { proxy in
                    // Built when placed, after resolving: the environment is set again for its bodies.
                    EnvironmentValues.withCurrent(environment) { resolveNodes(content(proxy), in: environment) }
                },
                environment: environment
            )
        ]
    }
}

/// What a GeometryReader's content knows of it: its size, and where it
/// was placed, in the root's space and in the named spaces around it.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// How far the reader reaches, edge by edge, outside the safe area
    /// (zero on a canvas without one).
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in the root's (the canvas's) coordinates.
    let globalFrame: CGRect
    /// The frames, in root coordinates, of the named coordinate spaces
    /// around the reader, outermost first.
    let namedSpaces: [NamedSpace]

    struct NamedSpace {
        let name: AnyHashable
        let frame: CGRect
    }

    init(
        size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), globalFrame: CGRect? = nil,
        namedSpaces: [NamedSpace] = []
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame ?? CGRect(origin: .zero, size: size)
        self.namedSpaces = namedSpaces
    }

    /// The reader's frame in `coordinateSpace`: at the origin in `.local`;
    /// in `.global`, in the root's coordinates (a render's canvas; a
    /// scroll view's content is not scrolled). A name no view around the
    /// reader gave is taken as `.global`, as SwiftUI takes it.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        case .named(let name):
            namedSpace(name).map { globalFrame.offsetBy(dx: -$0.minX, dy: -$0.minY) } ?? globalFrame
        }
    }

    /// The reader's frame in `coordinateSpace` (`.local`, `.global`, `.named(…)`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The frame of the view that named `coordinateSpace`, in the reader's
    /// own coordinates; nil when no view around the reader has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        namedSpace(coordinateSpace.name).map { $0.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY) }
    }

    /// The anchor's value (a rect, a point) in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(in: globalFrame.origin)
    }

    /// The frame, in root coordinates, of the innermost space named `name`.
    private func namedSpace(_ name: AnyHashable) -> CGRect? {
        namedSpaces.last { $0.name == name }?.frame
    }
}
