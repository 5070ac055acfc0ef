import Foundation

/// A Core Graphics colour: red, green, blue and alpha in sRGB, 0 to 1 (a
/// grey is stored as its RGB), as `UIColor.cgColor` gives it and layers'
/// `borderColor`, `shadowColor` and `backgroundColor` take it.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 4 else { return nil }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(" + (components ?? []).map { "\($0)" }.joined(separator: ", ") + ")"
    }
}
