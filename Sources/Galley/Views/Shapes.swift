import Foundation

/// A 2D shape: a view that takes the space it is offered and fills it.
public protocol Shape: View {}

/// Shapes Galley draws itself.
protocol BuiltInShape: Shape, PrimitiveView {
    var kind: ShapeKind { get }
    static var name: String { get }
}

extension BuiltInShape {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: Self.name, content: .fill, environment: environment,
                  paint: .fill(environment.foregroundColor ?? .primary, kind))]
    }
}

public struct Rectangle: BuiltInShape {
    public init() {}
    public var body: EmptyView { EmptyView() }
    var kind: ShapeKind { .rectangle }
    static let name = "Rectangle"
}

public struct RoundedRectangle: BuiltInShape {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public var body: EmptyView { EmptyView() }
    var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
    static let name = "RoundedRectangle"
}

public struct Circle: BuiltInShape {
    public init() {}
    public var body: EmptyView { EmptyView() }
    var kind: ShapeKind { .circle }
    static let name = "Circle"
}

public struct Capsule: BuiltInShape {
    public init() {}
    public var body: EmptyView { EmptyView() }
    var kind: ShapeKind { .capsule }
    static let name = "Capsule"
}

public struct Ellipse: BuiltInShape {
    public init() {}
    public var body: EmptyView { EmptyView() }
    var kind: ShapeKind { .ellipse }
    static let name = "Ellipse"
}

/// A shape filled or stroked with a colour.
struct PaintedShape<S: BuiltInShape>: View, PrimitiveView {
    let shape: S
    let paint: (ShapeKind) -> Paint

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: S.name, content: .fill, environment: environment, paint: paint(shape.kind))]
    }
}

extension Shape {
    /// The shape filled with a colour or a gradient.
    public func fill<S: ShapeStyle>(_ style: S) -> some View {
        paintedShape { kind in
            if let gradient = style as? AnyGradient { return .gradient(gradient, kind) }
            if let gradient = style as? LinearGradient { return .linearGradient(gradient, kind) }
            return .fill(style as? Color ?? .primary, kind)
        }
    }

    /// The shape's outline, centred on its edge, `lineWidth` wide.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> some View {
        paintedShape { .stroke(color, $0, lineWidth: lineWidth) }
    }

    private func paintedShape(_ paint: @escaping (ShapeKind) -> Paint) -> AnyView {
        guard let shape = self as? any BuiltInShape else { return AnyView(self) }
        func wrap<S: BuiltInShape>(_ shape: S) -> AnyView { AnyView(PaintedShape(shape: shape, paint: paint)) }
        return wrap(shape)
    }
}

extension Color: View, PrimitiveView {
    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Color", content: .fill, environment: environment, paint: .fill(self, .rectangle))]
    }
}

/// Space that grows along its stack's axis: at least `minLength` (8 by default).
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Spacer", content: .spacer(minLength: minLength), environment: environment)]
    }
}

/// A hairline across its stack's axis.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Divider", content: .divider, environment: environment, paint: .fill(.gray.opacity(0.5), .rectangle))]
    }
}
