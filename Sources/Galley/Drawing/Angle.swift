import Foundation

/// An angle, as SwiftUI's `Angle`: zero points along +x and positive angles
/// turn from +x towards +y, which in a view's y-down space is clockwise.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }

    public init(radians: Double) { self.radians = radians }

    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// SwiftUI's arithmetic on angles (its `_VectorMath`): sums and
/// differences of angles, and an angle scaled by a number.
extension Angle: AdditiveArithmetic {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }

    /// The angle in radians, as SwiftUI animates it.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// The size of the angle in radians.
    public var magnitude: Double { Swift.abs(radians) }
}
