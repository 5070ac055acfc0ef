import CoreGraphics
import Foundation
import Galley

/// Corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path: lines, curves, arcs, rectangles and ovals built in a
/// view's y-down space, whose `cgPath` SwiftUI's `Path(_:)` draws.
/// (`fill()` and `stroke()` draw into a UIKit graphics context, which a
/// render has none of: they do nothing.)
open class UIBezierPath: NSObject, @unchecked Sendable {
    /// The path as Galley draws it.
    package private(set) var path = Path()
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var usesEvenOddFillRule = false

    public override init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width`
    /// (no more than half the shorter side, as UIKit clamps it).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let limit = min(rect.width, rect.height) / 2
        let wanted = cornerRadii.width.isFinite ? max(0, cornerRadii.width) : 0
        let radius = min(wanted, limit)
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path.move(to: CGPoint(x: rect.minX + r(.topLeft), y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - r(.topRight), y: rect.minY))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
            radius: r(.topRight))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r(.bottomRight)))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
            radius: r(.bottomRight))
        path.addLine(to: CGPoint(x: rect.minX + r(.bottomLeft), y: rect.maxY))
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
            radius: r(.bottomLeft))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r(.topLeft)))
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
            radius: r(.topLeft))
        path.closeSubpath()
    }

    /// An arc; `clockwise` as seen on screen (UIKit's y-down space).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        for step in cgPath.steps {
            switch step {
            case .moveTo(let point): path.move(to: point)
            case .addLineTo(let point): path.addLine(to: point)
            case .addQuadCurveTo(let control, let point): path.addQuadCurve(to: point, control: control)
            case .addCurveTo(let control1, let control2, let point):
                path.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
    }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc from `startAngle` to `endAngle` (radians); `clockwise` as seen on screen.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // Galley's `clockwise` is SwiftUI's, named in a y-up space: the
        // opposite of what UIKit's means on screen.
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise
        )
    }

    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = Path() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    public var isEmpty: Bool { path.isEmpty }
    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The path as Core Graphics has it (arcs and ovals as Bézier curves).
    public var cgPath: CGPath {
        let cgPath = CGMutablePath()
        path.forEach { element in
            switch element {
            case .move(let point): cgPath.move(to: point)
            case .line(let point): cgPath.addLine(to: point)
            case .quadCurve(let point, let control): cgPath.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                cgPath.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: cgPath.closeSubpath()
            }
        }
        return cgPath
    }

    /// Draws into the current UIKit graphics context: a render has none.
    public func fill() {}
    /// Draws into the current UIKit graphics context: a render has none.
    public func stroke() {}
}
