import Foundation

/// A shape's stroke as a shape of its own: what `stroke(style:)` and
/// `stroke(lineWidth:)` give, so that `Circle().stroke(lineWidth: 8)` can
/// be filled, trimmed or offset further. Drawn on its own, it is the base
/// shape stroked in the foreground style; as a shape, its outline is
/// ``Path/strokedPath(_:)``.
nonisolated public struct StrokedShape<Base: Shape>: Shape, NamedShape {
    /// The shape stroked.
    public var shape: Base
    /// How it is stroked.
    public var style: StrokeStyle

    public init(shape: Base, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    /// The base shape stroked in the foreground style: a real stroke, with
    /// its curves and dashes as the painter draws them.
    public var body: some View { shape.stroke(ForegroundStyle(), style: style) }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var viewName: String { shapeName(shape) }
}

extension Path {
    /// The area `style`'s stroke of this path covers, as a path to fill
    /// (non-zero): each line's band, each corner's join and each open end's
    /// cap, curves followed in short lines. Dashes split the path first. A
    /// hairline (width 0) covers nothing.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var outline = Path()
        for line in PathGeometry.dashed(PathGeometry.polylines(of: self), style.dash, phase: style.dashPhase) {
            PathGeometry.addStroke(of: line, half: half, style: style, to: &outline)
        }
        return outline
    }
}

extension PathGeometry {
    /// A subpath as points: curves in chords, a closed one ending where it began.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// Chords per curve when following it for a stroke.
    private static let strokeChords = 24

    /// `path`'s subpaths as polylines.
    static func polylines(of path: Path) -> [Polyline] {
        var lines: [Polyline] = []
        var current: Polyline?
        func finish() {
            if let line = current, line.points.count > 1 { lines.append(line) }
            current = nil
        }
        for piece in pieces(of: path) {
            switch piece {
            case .move(let point):
                finish()
                current = Polyline(points: [point], isClosed: false)
            case .line(_, let to):
                current?.points.append(to)
            case .curve(let cubic):
                for step in 1...strokeChords {
                    current?.points.append(cubic.point(at: Double(step) / Double(strokeChords)))
                }
            case .close(_, let to):
                current?.points.append(to)
                current?.isClosed = true
                finish()
            }
        }
        finish()
        return lines
    }

    /// `lines` cut into dashes (`pattern` alternates dash and gap lengths).
    static func dashed(_ lines: [Polyline], _ pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let pattern = pattern.map { max(0, $0.isFinite ? $0 : 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return lines }
        var dashes: [Polyline] = []
        for line in lines {
            // Where in the pattern the line starts.
            var offset = (phase.isFinite ? phase : 0).truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - offset
            var dash: [CGPoint]? = index % 2 == 0 ? [line.points[0]] : nil
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                var start = a
                var length = hypot(b.x - start.x, b.y - start.y)
                while length > left {
                    let t = left / length
                    let cut = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
                    if var points = dash {
                        points.append(cut)
                        dashes.append(Polyline(points: points, isClosed: false))
                        dash = nil
                    } else {
                        dash = [cut]
                    }
                    length -= left
                    start = cut
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= length
                dash?.append(b)
            }
            if let points = dash, points.count > 1 { dashes.append(Polyline(points: points, isClosed: false)) }
        }
        return dashes
    }

    /// Adds the stroke of `line` to `outline`: a band along each chord, a
    /// join at each corner and a cap at each open end, all wound one way.
    static func addStroke(of line: Polyline, half: CGFloat, style: StrokeStyle, to outline: inout Path) {
        var points: [CGPoint] = []
        for point in line.points where points.last.map({ hypot($0.x - point.x, $0.y - point.y) > 1e-9 }) ?? true {
            points.append(point)
        }
        if line.isClosed, points.count > 1, let first = points.first, let last = points.last,
            hypot(first.x - last.x, first.y - last.y) <= 1e-9
        {
            points.removeLast()
        }
        guard points.count > 1 else {
            // A lone point shows only as a round or square cap.
            if let point = points.first, style.lineCap != .butt {
                addCap(at: point, half: half, style: style, to: &outline)
            }
            return
        }
        let count = line.isClosed ? points.count : points.count - 1
        var directions: [CGPoint] = []
        for index in 0..<count {
            let a = points[index], b = points[(index + 1) % points.count]
            let length = hypot(b.x - a.x, b.y - a.y)
            directions.append(CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length))
        }
        for index in 0..<count {
            var a = points[index]
            var b = points[(index + 1) % points.count]
            let d = directions[index]
            if !line.isClosed, style.lineCap == .square {
                if index == 0 { a = CGPoint(x: a.x - d.x * half, y: a.y - d.y * half) }
                if index == count - 1 { b = CGPoint(x: b.x + d.x * half, y: b.y + d.y * half) }
            }
            let n = CGPoint(x: -d.y * half, y: d.x * half) // the normal, half the width long
            addPolygon(
                [
                    CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                    CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
                ], to: &outline)
        }
        // Joins where two chords meet.
        let corners = line.isClosed ? Array(0..<count) : Array(1..<count)
        for index in corners {
            let incoming = directions[(index - 1 + count) % count], outgoing = directions[index]
            addJoin(at: points[index], incoming, outgoing, half: half, style: style, to: &outline)
        }
        if !line.isClosed, style.lineCap == .round {
            addCap(at: points[0], half: half, style: style, to: &outline)
            addCap(at: points[points.count - 1], half: half, style: style, to: &outline)
        }
    }

    private static func addCap(at point: CGPoint, half: CGFloat, style: StrokeStyle, to outline: inout Path) {
        if style.lineCap == .square {
            addPolygon(
                [
                    CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
                    CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half),
                ], to: &outline)
        } else {
            outline.addEllipse(in: CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
        }
    }

    private static func addJoin(
        at point: CGPoint, _ incoming: CGPoint, _ outgoing: CGPoint, half: CGFloat, style: StrokeStyle,
        to outline: inout Path
    ) {
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        // Straight on: nothing to fill.
        guard abs(cross) > 1e-9 || dot < 0 else { return }
        if style.lineJoin == .round {
            outline.addEllipse(in: CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
            return
        }
        // The outer side is opposite the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let a = CGPoint(x: point.x - incoming.y * half * side, y: point.y + incoming.x * half * side)
        let b = CGPoint(x: point.x - outgoing.y * half * side, y: point.y + outgoing.x * half * side)
        // The miter's length over the width is 1 / sin(θ/2), θ the angle between the chords.
        let cosine = max(-1, min(1, -dot))
        let miterRatio = 1 / sqrt(max(1e-12, (1 - cosine) / 2))
        if style.lineJoin == .miter, miterRatio <= style.miterLimit {
            let bisector = CGPoint(x: a.x + b.x - 2 * point.x, y: a.y + b.y - 2 * point.y)
            let length = hypot(bisector.x, bisector.y)
            if length > 1e-9 {
                let reach = half * miterRatio / length
                let tip = CGPoint(x: point.x + bisector.x * reach, y: point.y + bisector.y * reach)
                addPolygon([point, a, tip, b], to: &outline)
                return
            }
        }
        addPolygon([point, a, b], to: &outline)
    }

    /// A closed polygon, wound clockwise on screen whatever its order, so
    /// that overlapping pieces add up under the non-zero rule.
    private static func addPolygon(_ points: [CGPoint], to outline: inout Path) {
        var area: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) { area += a.x * b.y - b.x * a.y }
        outline.addLines(area < 0 ? points.reversed() : points)
        outline.closeSubpath()
    }
}
