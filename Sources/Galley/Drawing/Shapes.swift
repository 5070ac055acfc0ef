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
                  paint: .fill(.color(environment.foregroundColor ?? .primary), kind))]
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
        paintedShape { .fill(Paint.Style(style), $0) }
    }

    /// The shape's outline, centred on its edge, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, centred on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        paintedShape { .stroke(Paint.Style(content), $0, style, inset: false) }
    }

    /// The shape's outline drawn inside its edge, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        paintedShape { .stroke(Paint.Style(content), $0, style, inset: true) }
    }

    private func paintedShape(_ paint: @escaping (ShapeKind) -> Paint) -> AnyView {
        guard let shape = self as? any BuiltInShape else { return AnyView(self) }
        func wrap<S: BuiltInShape>(_ shape: S) -> AnyView { AnyView(PaintedShape(shape: shape, paint: paint)) }
        return wrap(shape)
    }
}
