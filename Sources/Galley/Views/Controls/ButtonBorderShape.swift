import Foundation

/// The shape behind a bordered button: SwiftUI's `ButtonBorderShape`.
/// `.automatic` is a rounded rectangle on iOS, its corners sized by the
/// control size (see ``ButtonBox``).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// The platform's shape: a rounded rectangle on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's corners.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius` points (a negative or
    /// not finite radius reads as 0).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? Swift.max(0, radius) : 0))
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The shape of the bordered buttons inside (`buttonBorderShape(_:)`).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the bordered buttons in this subtree on `shape`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
