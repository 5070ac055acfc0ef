import CoreGraphics
import Foundation

/// A shape moved within its frame: what `offset` gives a shape.
nonisolated public struct OffsetShape<Content: Shape>: Shape, NamedShape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path for `rect`, moved by `offset` (an offset that is
    /// not finite does not move it).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var viewName: String { shapeName(shape) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape turned about a point of its frame: what `rotation` gives a shape.
nonisolated public struct RotatedShape<Content: Shape>: Shape, NamedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path for `rect` turned by `angle` (positive: clockwise
    /// on screen, as `rotationEffect`) about `anchor` of `rect`. An angle
    /// or anchor that is not finite leaves it as it is.
    public func path(in rect: CGRect) -> Path {
        let path = shape.path(in: rect)
        guard angle.radians.isFinite, angle.radians != 0, let point = ShapeTransform.anchorPoint(anchor, in: rect)
        else { return path }
        return path.applying(ShapeTransform.about(point, CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var viewName: String { shapeName(shape) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled about a point of its frame: what `scale` gives a shape.
nonisolated public struct ScaledShape<Content: Shape>: Shape, NamedShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path for `rect` scaled by `scale` about `anchor` of
    /// `rect`: `Rectangle().scale(x: 0.25, anchor: .trailing)` is the
    /// trailing quarter of the frame. A factor that is not finite leaves
    /// that axis as it is; a zero factor flattens the shape to a line.
    public func path(in rect: CGRect) -> Path {
        let path = shape.path(in: rect)
        let x = scale.width.isFinite ? scale.width : 1, y = scale.height.isFinite ? scale.height : 1
        guard x != 1 || y != 1, let point = ShapeTransform.anchorPoint(anchor, in: rect) else { return path }
        return path.applying(ShapeTransform.about(point, CGAffineTransform(scaleX: x, y: y)))
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var viewName: String { shapeName(shape) }
}

/// A shape moved by an affine transform of its frame's coordinates: what
/// `transform` gives a shape.
nonisolated public struct TransformedShape<Content: Shape>: Shape, NamedShape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path for `rect`, every point moved by `transform` (a
    /// transform with a component that is not finite leaves it as it is).
    public func path(in rect: CGRect) -> Path {
        let path = shape.path(in: rect)
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return path }
        return path.applying(t)
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var viewName: String { shapeName(shape) }
}

nonisolated extension Shape {
    /// The shape moved by `offset` within its frame; the frame stays.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `offset` within its frame; the frame stays.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x`, `y` within its frame; the frame stays.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` both ways about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape with every point moved by `transform`, in its frame's coordinates.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// The transforms of shapes about a point of their frame.
enum ShapeTransform {
    /// `transform` done about `point`: moved there, transformed, moved back.
    static func about(_ point: CGPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -point.x, y: -point.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }

    /// The point of `rect` at `anchor`; nil when either is not finite.
    static func anchorPoint(_ anchor: UnitPoint, in rect: CGRect) -> CGPoint? {
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return point.x.isFinite && point.y.isFinite ? point : nil
    }
}
