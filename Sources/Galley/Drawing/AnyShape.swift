import Foundation

/// A shape whose type is hidden: its path and its layout direction
/// behaviour are the wrapped shape's.
nonisolated public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let behavior: LayoutDirectionBehavior

    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        behavior = shape.layoutDirectionBehavior
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }
}

// The built-in shapes by the names SwiftUI gives them where a shape is
// expected: `.clipShape(.capsule)`, `.background(.blue, in: .rect(cornerRadius: 8))`.

nonisolated extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
