import Foundation

/// A 2D shape: an outline for any rectangle. As a view it takes the space it
/// is offered (10 points where unspecified) and fills its outline with the
/// foreground colour.
public protocol Shape: Animatable, View, Sendable {
    /// The outline fitted to `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// Whether the outline is mirrored in a layout direction: its points
    /// mirrored within the frame, as SwiftUI does from iOS 17. A shape of
    /// your own mirrors in right to left (`.mirrors`); Galley's symmetric
    /// built-in shapes and `Path` are `.fixed`.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

nonisolated extension Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

/// A shape that can be shrunk inwards, so that its stroke stays inside its
/// frame (`strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape shrunk by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension Shape {
    public var body: some View { ShapeDrawing(self, drawing: .fill(.foreground(shadows: []), FillStyle())) }
}

/// Shapes Galley knows by kind, drawn from ``ShapeKind``'s outlines.
protocol BuiltInShape: InsettableShape where InsetShape == InsetBuiltInShape {
    nonisolated var kind: ShapeKind { get }
}

nonisolated extension BuiltInShape {
    public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> InsetBuiltInShape { InsetBuiltInShape(kind: kind, amount: amount) }
}

nonisolated public struct Rectangle: BuiltInShape {
    public init() {}
    var kind: ShapeKind { .rectangle }
}

/// How a rounded rectangle's corners are drawn.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// SwiftUI's smoother corners, whose curve starts further along the
    /// sides. Galley draws them as quarter circles of the same radius.
    case continuous
}

nonisolated public struct RoundedRectangle: BuiltInShape {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    /// Corners `cornerSize.width` wide; Galley draws circular corners of
    /// that radius (an elliptical corner's height is not used).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerSize.width, style: style)
    }

    /// The corners' size: the radius both ways.
    public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerRadius) }

    var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

nonisolated public struct Circle: BuiltInShape {
    public init() {}
    var kind: ShapeKind { .circle }
}

nonisolated public struct Capsule: BuiltInShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    var kind: ShapeKind { .capsule }
}

nonisolated public struct Ellipse: BuiltInShape {
    public init() {}
    var kind: ShapeKind { .ellipse }
}

/// A built-in shape shrunk on every side: what their `inset(by:)` gives.
nonisolated public struct InsetBuiltInShape: InsettableShape {
    let kind: ShapeKind
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path { kind.path(in: rect, inset: amount) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> InsetBuiltInShape {
        InsetBuiltInShape(kind: kind, amount: self.amount + amount)
    }
}

extension ShapeKind {
    /// The outline fitted to `rect` shrunk by `inset` on every side (half the
    /// line width for `strokeBorder`, so the stroke stays inside `rect`).
    ///
    /// A circle's diameter is the shorter side, centred; a capsule is a
    /// rounded rectangle whose radius is half the shorter side. Rounded
    /// corners are circular arcs (SwiftUI's default `.circular` style), the
    /// radius shrunk by the inset and capped at half the shorter side.
    /// Rectangles and rounded rectangles start at the top-left going
    /// clockwise, circles and ellipses at the right-hand point, which is
    /// where dashes and trims begin. A ``path(_:_:)`` is moved to the
    /// rectangle's origin and not inset.
    public func path(in rect: CGRect, inset: CGFloat = 0) -> Path {
        let inset = inset.isFinite ? inset : 0
        let width = Swift.max(0, rect.width - 2 * inset), height = Swift.max(0, rect.height - 2 * inset)
        let box = CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
        switch self {
        case .rectangle:
            return Path(box)
        case .roundedRectangle(let cornerRadius):
            return Path(roundedRect: box, cornerRadius: cornerRadius.isFinite ? cornerRadius - inset : 0)
        case .circle:
            var path = Path()
            path.addArc(
                center: CGPoint(x: box.midX, y: box.midY), radius: Swift.min(width, height) / 2, startAngle: .zero,
                endAngle: .radians(2 * .pi), clockwise: false)
            path.closeSubpath()
            return path
        case .capsule:
            return Path(roundedRect: box, cornerRadius: Swift.min(width, height) / 2)
        case .ellipse:
            return Path(ellipseIn: box)
        case .path(let path, _):
            return path.offsetBy(dx: rect.minX, dy: rect.minY)
        }
    }
}

/// The part of a shape's outline from one fraction of its length to another.
nonisolated struct TrimmedShape<Base: Shape>: Shape, NamedShape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    package var viewName: String { shapeName(base) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

extension InsetBuiltInShape: NamedShape {
    package var viewName: String { kind.name }
}

/// A shape whose view is named otherwise than its type.
package protocol NamedShape {
    var viewName: String { get }
}

/// The name of a shape's view in the layout: its type's, or its base's.
package func shapeName<S: Shape>(_ shape: S) -> String {
    (shape as? any NamedShape)?.viewName ?? String(describing: S.self)
}

extension ShapeKind {
    /// The name of the shape's view.
    var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .path: "Path"
        }
    }
}
