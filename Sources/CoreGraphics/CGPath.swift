import Foundation

/// One step of a Core Graphics path.
public enum CGPathElementKind: Hashable, Sendable {
    case moveTo(CGPoint)
    case addLineTo(CGPoint)
    case addQuadCurveTo(control: CGPoint, point: CGPoint)
    case addCurveTo(control1: CGPoint, control2: CGPoint, point: CGPoint)
    case closeSubpath
}

/// A Core Graphics path: moves, lines, Bézier curves and closes, as
/// `UIBezierPath.cgPath` gives it and SwiftUI's `Path(_:)` takes it.
/// Points that are not finite are left out.
public class CGPath: @unchecked Sendable {
    /// The path's steps, in order.
    public fileprivate(set) var steps: [CGPathElementKind] = []

    public init() {}

    /// Whether the path has no steps.
    public var isEmpty: Bool { steps.isEmpty }

    /// The point the path ends at; `.zero` when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, point = CGPoint.zero
        for step in steps {
            switch step {
            case .moveTo(let p): start = p; point = p
            case .addLineTo(let p), .addQuadCurveTo(_, let p), .addCurveTo(_, _, let p): point = p
            case .closeSubpath: point = start
            }
        }
        return point
    }

    /// A copy that can be added to.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.steps = steps
        return copy
    }
}

/// A Core Graphics path that can be added to.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() {}

    private static func finite(_ points: CGPoint...) -> Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    public func move(to point: CGPoint) {
        guard Self.finite(point) else { return }
        steps.append(.moveTo(point))
    }

    public func addLine(to point: CGPoint) {
        guard Self.finite(point) else { return }
        steps.append(.addLineTo(point))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard Self.finite(end, control) else { return }
        steps.append(.addQuadCurveTo(control: control, point: end))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard Self.finite(end, control1, control2) else { return }
        steps.append(.addCurveTo(control1: control1, control2: control2, point: end))
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func addRect(_ rect: CGRect) {
        guard Self.finite(rect.origin, CGPoint(x: rect.width, y: rect.height)) else { return }
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// An ellipse in `rect`, as four cubic curves from its right-hand point, clockwise on screen.
    public func addEllipse(in rect: CGRect) {
        guard Self.finite(rect.origin, CGPoint(x: rect.width, y: rect.height)) else { return }
        let rect = rect.standardized
        let k: CGFloat = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    public func addPath(_ path: CGPath) {
        steps += path.steps
    }

    public func closeSubpath() {
        steps.append(.closeSubpath)
    }
}
