import Foundation

/// A path as lines and cubic Bézier curves: what its length, bounds and
/// trimmed parts are measured on.
enum PathGeometry {
    /// A cubic Bézier curve.
    struct Cubic: Equatable {
        var p0, p1, p2, p3: CGPoint

        func point(at t: Double) -> CGPoint {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }

        /// The part from `t0` to `t1` (de Casteljau).
        func part(from t0: Double, to t1: Double) -> Cubic {
            let tail = t0 > 0 ? split(at: t0).1 : self
            guard t1 < 1 else { return tail }
            return tail.split(at: t0 < 1 ? (t1 - t0) / (1 - t0) : 0).0
        }

        private func split(at t: Double) -> (Cubic, Cubic) {
            func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
                CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            let a = mix(p0, p1), b = mix(p1, p2), c = mix(p2, p3)
            let d = mix(a, b), e = mix(b, c), f = mix(d, e)
            return (Cubic(p0: p0, p1: a, p2: d, p3: f), Cubic(p0: f, p1: e, p2: c, p3: p3))
        }
    }

    /// One piece of a path; lines and the closing line carry their ends.
    enum Piece: Equatable {
        case move(CGPoint)
        case line(from: CGPoint, to: CGPoint)
        case curve(Cubic)
        /// The line back to the subpath's start.
        case close(from: CGPoint, to: CGPoint)
    }

    /// How far along the tangent a quarter circle's Bézier control points lie, 4/3·tan(π/8).
    static let quarterCurveFactor = 4.0 / 3 * tan(Double.pi / 8)

    /// Chords per curve when measuring its length.
    private static let chordsPerCurve = 32

    /// `path` as pieces: arcs as curves of at most a quarter turn,
    /// rectangles and ellipses as closed subpaths.
    static func pieces(of path: Path) -> [Piece] {
        var pieces: [Piece] = []
        var current: CGPoint?
        var start = CGPoint.zero
        var isOpen = false
        func moveTo(_ point: CGPoint) {
            pieces.append(.move(point))
            current = point
            start = point
            isOpen = true
        }
        // As Cairo and Core Graphics: after a close, lines and curves start
        // a new subpath at the closed one's start; with no current point
        // at all, at their first point.
        func lineTo(_ point: CGPoint) {
            guard let from = current else { return moveTo(point) }
            if !isOpen { moveTo(from) }
            pieces.append(.line(from: from, to: point))
            current = point
        }
        func curveTo(_ control1: CGPoint, _ control2: CGPoint, _ point: CGPoint) {
            let from = current ?? control1
            if !isOpen { moveTo(from) }
            pieces.append(.curve(Cubic(p0: from, p1: control1, p2: control2, p3: point)))
            current = point
        }
        func close() {
            guard isOpen, let from = current else { return }
            pieces.append(.close(from: from, to: start))
            current = start
            isOpen = false
        }
        for segment in path.segments {
            switch segment {
            case .move(let point): moveTo(point)
            case .line(let point): lineTo(point)
            case .quadCurve(let to, let control):
                let from = current ?? control
                curveTo(
                    CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y)),
                    CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y)), to
                )
            case .curve(let to, let control1, let control2):
                curveTo(control1, control2, to)
            case .arc(let arc):
                let begin = CGPoint(
                    x: arc.center.x + arc.radius * cos(arc.startAngle),
                    y: arc.center.y + arc.radius * sin(arc.startAngle))
                if isOpen { lineTo(begin) } else { moveTo(begin) }
                for curve in arcCurves(arc) { curveTo(curve.p1, curve.p2, curve.p3) }
            case .rect(let rect):
                moveTo(CGPoint(x: rect.minX, y: rect.minY))
                lineTo(CGPoint(x: rect.maxX, y: rect.minY))
                lineTo(CGPoint(x: rect.maxX, y: rect.maxY))
                lineTo(CGPoint(x: rect.minX, y: rect.maxY))
                close()
            case .ellipse(let rect):
                let center = CGPoint(x: rect.midX, y: rect.midY)
                let curves = arcCurves(
                    Path.Arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false))
                func stretched(_ point: CGPoint) -> CGPoint {
                    CGPoint(x: center.x + point.x * rect.width / 2, y: center.y + point.y * rect.height / 2)
                }
                moveTo(stretched(curves[0].p0))
                for curve in curves { curveTo(stretched(curve.p1), stretched(curve.p2), stretched(curve.p3)) }
                close()
            case .close:
                close()
            }
        }
        return pieces
    }

    /// An arc as cubic curves, each at most a quarter turn.
    static func arcCurves(_ arc: Path.Arc) -> [Cubic] {
        let sweep = arc.endAngle - arc.startAngle
        let count = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3 * tan(step / 4) * arc.radius
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: arc.center.x + arc.radius * cos(angle), y: arc.center.y + arc.radius * sin(angle))
        }
        return (0..<count).map { index in
            let a0 = arc.startAngle + step * Double(index), a1 = a0 + step
            let p0 = point(a0), p3 = point(a1)
            return Cubic(
                p0: p0, p1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                p2: CGPoint(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1)), p3: p3
            )
        }
    }

    // MARK: Bounds

    static func bounds(of pieces: [Piece]) -> CGRect {
        var bounds = CGRect.null
        func include(_ point: CGPoint) { bounds = bounds.union(CGRect(origin: point, size: .zero)) }
        for piece in pieces {
            switch piece {
            case .move(let point): include(point)
            case .line(_, let to), .close(_, let to): include(to)
            case .curve(let curve):
                include(curve.p3)
                for t in extremes(curve) { include(curve.point(at: t)) }
            }
        }
        return bounds
    }

    /// Where a curve turns back along x or y, strictly inside 0…1.
    private static func extremes(_ c: Cubic) -> [Double] {
        func roots(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
            // The derivative, a quadratic a·t² + b·t + c.
            let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return (roots(c.p0.x, c.p1.x, c.p2.x, c.p3.x) + roots(c.p0.y, c.p1.y, c.p2.y, c.p3.y)).filter {
            $0 > 0 && $0 < 1
        }
    }

    // MARK: Trimming

    /// A piece that has length, with its length.
    private struct Measured {
        var piece: Piece
        /// Cumulative chord lengths of a curve at t = i / chordsPerCurve.
        var table: [Double]
        var length: Double { table.last ?? 0 }
        /// Whether this piece begins its subpath (nothing drawn before it in the subpath).
        var beginsSubpath: Bool

        /// The curve parameter (or line fraction) `distance` along the piece.
        func parameter(at distance: Double) -> Double {
            guard length > 0 else { return 0 }
            guard distance > 0 else { return 0 }
            guard distance < length else { return 1 }
            // The chord whose span holds `distance`, then linearly within it.
            var low = 0, high = table.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if table[middle] <= distance { low = middle } else { high = middle }
            }
            let span = table[high] - table[low]
            let within = span > 0 ? (distance - table[low]) / span : 0
            return (Double(low) + within) / Double(table.count - 1)
        }
    }

    static func trimmed(_ path: Path, from: CGFloat, to: CGFloat) -> Path {
        let from = from.isNaN ? 0 : Swift.min(1, Swift.max(0, Double(from)))
        let to = to.isNaN ? 0 : Swift.min(1, Swift.max(0, Double(to)))
        guard from < to else { return Path() }
        let measured = measure(pieces(of: path))
        let total = measured.reduce(0) { $0 + $1.length }
        guard total > 0 else { return from == 0 && to == 1 ? path : Path() }
        let start = from * total, end = to * total
        var result = Path()
        var position = 0.0
        var isOpen = false
        /// Whether every piece of the current subpath so far was kept whole.
        var wholeSubpath = false
        for item in measured {
            let length = item.length
            defer { position += length }
            if item.beginsSubpath {
                wholeSubpath = true
                isOpen = false
            }
            let isWhole = start <= position && end >= position + length
            if !isWhole { wholeSubpath = false }
            if case .close = item.piece, isWhole, wholeSubpath, isOpen {
                result.closeSubpath()
                isOpen = false
                continue
            }
            guard length > 0 else { continue }
            let lower = Swift.max(start, position), upper = Swift.min(end, position + length)
            guard lower < upper else {
                isOpen = false
                continue
            }
            let t0 = item.parameter(at: lower - position), t1 = item.parameter(at: upper - position)
            switch item.piece {
            case .line(let a, let b), .close(let a, let b):
                let p = mix(a, b, t0), q = mix(a, b, t1)
                if !isOpen { result.move(to: p) }
                result.addLine(to: q)
            case .curve(let curve):
                let part = curve.part(from: t0, to: t1)
                if !isOpen { result.move(to: part.p0) }
                result.addCurve(to: part.p3, control1: part.p1, control2: part.p2)
            case .move:
                continue
            }
            isOpen = true
        }
        return result
    }

    private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func measure(_ pieces: [Piece]) -> [Measured] {
        var measured: [Measured] = []
        var begins = true
        for piece in pieces {
            switch piece {
            case .move:
                begins = true
            case .line(let a, let b), .close(let a, let b):
                measured.append(Measured(piece: piece, table: [0, hypot(b.x - a.x, b.y - a.y)], beginsSubpath: begins))
                begins = false
            case .curve(let curve):
                var table = [0.0]
                var previous = curve.p0
                for index in 1...chordsPerCurve {
                    let point = curve.point(at: Double(index) / Double(chordsPerCurve))
                    table.append(table[index - 1] + hypot(point.x - previous.x, point.y - previous.y))
                    previous = point
                }
                measured.append(Measured(piece: piece, table: table, beginsSubpath: begins))
                begins = false
            }
        }
        return measured
    }
}
