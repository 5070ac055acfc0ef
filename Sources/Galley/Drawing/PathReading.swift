import Foundation

/// A path read: where its next segment starts, its elements as SwiftUI
/// gives them, its bounds and a trimmed part (measured in
/// ``PathGeometry``).
extension Path {
    /// Where the next segment starts: the end of the last one; nil for an
    /// empty path.
    public var currentPoint: CGPoint? {
        var subpathStart: CGPoint?
        var point: CGPoint?
        for segment in segments {
            switch segment {
            case .move(let to):
                subpathStart = to
                point = to
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
                if subpathStart == nil { subpathStart = to }
                point = to
            case .arc(let arc):
                let end = CGPoint(
                    x: arc.center.x + arc.radius * CGFloat(cos(arc.endAngle)),
                    y: arc.center.y + arc.radius * CGFloat(sin(arc.endAngle)))
                if point == nil || subpathStart == nil {
                    subpathStart = CGPoint(
                        x: arc.center.x + arc.radius * CGFloat(cos(arc.startAngle)),
                        y: arc.center.y + arc.radius * CGFloat(sin(arc.startAngle)))
                }
                point = end
            case .rect(let rect):
                subpathStart = rect.origin
                point = rect.origin
            case .ellipse(let rect):
                let right = CGPoint(x: rect.maxX, y: rect.midY)
                subpathStart = right
                point = right
            case .close:
                point = subpathStart
            }
        }
        return point
    }

    /// The path's elements, arcs and ellipses as cubic Bézier curves of at
    /// most a quarter turn each.
    public func forEach(_ body: (Element) -> Void) {
        for piece in PathGeometry.pieces(of: self) {
            switch piece {
            case .move(let point): body(.move(to: point))
            case .line(_, let to): body(.line(to: to))
            case .curve(let curve): body(.curve(to: curve.p3, control1: curve.p1, control2: curve.p2))
            case .close: body(.closeSubpath)
            }
        }
    }

    /// The smallest rectangle holding every point the path passes through
    /// (curves' control points need not be inside); `CGRect.null` when empty.
    public var boundingRect: CGRect {
        PathGeometry.bounds(of: PathGeometry.pieces(of: self))
    }

    /// Whether `point` is inside the path filled with the non-zero rule, or
    /// the even-odd rule when `eoFill`; curves are followed in short lines.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for line in PathGeometry.polylines(of: self) {
            var points = line.points
            if let first = points.first, points.last != first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y {
                    if b.y > point.y, side > 0 { winding += 1 }
                } else if b.y <= point.y, side < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The part of the outline from `from` to `to`, fractions of its whole
    /// length (every subpath's, closing lines included, in order), each
    /// clamped to 0…1; empty unless `from < to`. Whole subpaths stay closed.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        PathGeometry.trimmed(self, from: from, to: to)
    }
}
