// `import CoreGraphics` on Linux: `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect` are Foundation's here, so the module brings Foundation, and
// adds what Foundation lacks: `CGAffineTransform`, `CGVector`, the C-style makers.
@_exported import Foundation

/// A two-dimensional vector, as Core Graphics has it.
public struct CGVector: Hashable, Codable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector of no length.
    public static var zero: CGVector { CGVector() }
}

/// Core Graphics' C-style makers.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
