import Foundation
import SwiftUI

/// A span along one axis of the plot, in fractions of it; `points`, when
/// set, is a width in points centred on the span's middle, and `inset`
/// points come off each end.
struct PlotSpan: Sendable {
    var lower: Double
    var upper: Double
    var points: CGFloat? = nil
    var inset: CGFloat = 0

    func resolved(origin: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
        if let points {
            let middle = origin + CGFloat((lower + upper) / 2) * length
            return (middle - points / 2, middle + points / 2)
        }
        var low = origin + CGFloat(min(lower, upper)) * length, high = origin + CGFloat(max(lower, upper)) * length
        let inset = min(inset, (high - low) / 2)
        if inset > 0 { (low, high) = (low + inset, high - inset) }
        return (low, high)
    }
}

/// What a chart shape draws, in fractions of the plot (y from the bottom).
enum PlotGeometry: Sendable {
    case rects([PlotRect])
    case line([CGPoint], InterpolationMethod.Kind)
    case area(top: [CGPoint], bottom: [CGPoint], InterpolationMethod.Kind)
    case symbols([CGPoint], BasicChartSymbolShape.Kind, diameter: CGFloat)
    case segments([PlotSegment])
    case sector(start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat)
}

struct PlotRect: Sendable {
    var x: PlotSpan
    var y: PlotSpan
    var cornerRadius: CGFloat
}

struct PlotSegment: Sendable {
    var from: CGPoint
    var to: CGPoint
}

/// A chart's marks (or grid) as one shape in the plot's rectangle.
nonisolated struct PlotShape: Shape {
    let geometry: PlotGeometry

    func path(in rect: CGRect) -> Path {
        func point(_ p: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + p.x * rect.width, y: rect.maxY - p.y * rect.height)
        }
        var path = Path()
        switch geometry {
        case .rects(let rects):
            for plotRect in rects {
                let (x0, x1) = plotRect.x.resolved(origin: rect.minX, length: rect.width)
                let (y0, y1) = plotRect.y.resolved(origin: 0, length: rect.height)
                let box = CGRect(x: x0, y: rect.maxY - y1, width: max(0, x1 - x0), height: max(0, y1 - y0))
                guard box.width.isFinite, box.height.isFinite, box.width > 0 || box.height > 0 else { continue }
                let radius = min(plotRect.cornerRadius, box.width / 2, box.height / 2)
                if radius > 0 {
                    path.addRoundedRect(in: box, cornerSize: CGSize(width: radius, height: radius))
                } else {
                    path.addRect(box)
                }
            }
        case .line(let points, let method):
            Self.addCurve(points.map(point), method, to: &path, moving: true)
        case .area(let top, let bottom, let method):
            guard top.count > 1 else { break }
            Self.addCurve(top.map(point), method, to: &path, moving: true)
            let back = bottom.reversed().map(point)
            if let first = back.first { path.addLine(to: first) }
            Self.addCurve(back, method, to: &path, moving: false)
            path.closeSubpath()
        case .symbols(let points, let kind, let diameter):
            for centre in points.map(point) { Self.addSymbol(kind, at: centre, diameter: diameter, to: &path) }
        case .segments(let segments):
            for segment in segments {
                path.move(to: point(segment.from))
                path.addLine(to: point(segment.to))
            }
        case .sector(let start, let end, let inner, let outer, let inset):
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            let full = min(rect.width, rect.height) / 2
            func radius(_ dimension: MarkDimension, automatic: CGFloat) -> CGFloat {
                switch dimension.kind {
                case .automatic: automatic
                case .fixed(let points): min(full, max(0, points))
                case .ratio(let ratio): full * min(1, max(0, ratio))
                case .inset(let points): max(0, full - points)
                }
            }
            let outerRadius = radius(outer, automatic: full),
                innerRadius = min(outerRadius, radius(inner, automatic: 0))
            guard outerRadius > 0 else { break }
            let trim = outerRadius > 0 ? Double(inset / 2 / outerRadius) : 0
            let from = start + trim, to = end - trim
            guard to > from else { break }
            path.addArc(
                center: centre, radius: outerRadius, startAngle: .radians(from), endAngle: .radians(to),
                clockwise: false)
            if innerRadius > 0 {
                path.addArc(
                    center: centre, radius: innerRadius, startAngle: .radians(to), endAngle: .radians(from),
                    clockwise: true)
            } else {
                path.addLine(to: centre)
            }
            path.closeSubpath()
        }
        return path
    }

    /// A line through `points` as `method` passes through them.
    static func addCurve(_ points: [CGPoint], _ method: InterpolationMethod.Kind, to path: inout Path, moving: Bool) {
        guard let first = points.first else { return }
        if moving { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart, .stepEnd, .stepCenter:
            for index in 1..<points.count {
                let (a, b) = (points[index - 1], points[index])
                switch method {
                case .stepStart: path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd: path.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let middle = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: middle, y: a.y))
                    path.addLine(to: CGPoint(x: middle, y: b.y))
                }
                path.addLine(to: b)
            }
        case .monotone
        where zip(points, points.dropFirst()).allSatisfy({ $0.x < $1.x })
            || zip(points, points.dropFirst()).allSatisfy({ $0.x > $1.x }):
            // Fritsch–Carlson: tangents that keep each piece monotone.
            let count = points.count
            var slopes = [CGFloat](repeating: 0, count: count - 1)
            for index in 0..<count - 1 {
                slopes[index] = (points[index + 1].y - points[index].y) / (points[index + 1].x - points[index].x)
            }
            var tangents = [CGFloat](repeating: 0, count: count)
            tangents[0] = slopes[0]
            tangents[count - 1] = slopes[count - 2]
            for index in 1..<count - 1 {
                let (a, b) = (slopes[index - 1], slopes[index])
                tangents[index] = a * b <= 0 ? 0 : 2 / (1 / a + 1 / b)
            }
            for index in 0..<count - 1 {
                let (a, b) = (points[index], points[index + 1])
                let third = (b.x - a.x) / 3
                path.addCurve(
                    to: b, control1: CGPoint(x: a.x + third, y: a.y + tangents[index] * third),
                    control2: CGPoint(x: b.x - third, y: b.y - tangents[index + 1] * third)
                )
            }
        default:
            // Catmull–Rom through every point, as cubic Béziers.
            for index in 0..<points.count - 1 {
                let p0 = points[max(0, index - 1)], p1 = points[index], p2 = points[index + 1],
                    p3 = points[min(points.count - 1, index + 2)]
                path.addCurve(
                    to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                    control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                )
            }
        }
    }

    /// A symbol centred at `centre`.
    static func addSymbol(
        _ kind: BasicChartSymbolShape.Kind, at centre: CGPoint, diameter: CGFloat, to path: inout Path
    ) {
        let r = diameter / 2
        func polygon(_ sides: Int, rotation: Double) {
            let corners = (0..<sides).map { index -> CGPoint in
                let angle = rotation + Double(index) * 2 * .pi / Double(sides)
                return CGPoint(x: centre.x + r * CGFloat(cos(angle)), y: centre.y + r * CGFloat(sin(angle)))
            }
            path.addLines(corners)
            path.closeSubpath()
        }
        switch kind {
        case .circle: path.addEllipse(in: CGRect(x: centre.x - r, y: centre.y - r, width: diameter, height: diameter))
        case .square:
            path.addRect(CGRect(x: centre.x - r * 0.85, y: centre.y - r * 0.85, width: r * 1.7, height: r * 1.7))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus, .cross, .asterisk:
            let arm = r * 0.3
            path.addRect(CGRect(x: centre.x - r, y: centre.y - arm, width: diameter, height: arm * 2))
            path.addRect(CGRect(x: centre.x - arm, y: centre.y - r, width: arm * 2, height: diameter))
        }
    }
}

nonisolated extension Shape {
    /// The shape filled with a style known only at run time.
    func filled(_ style: any ShapeStyle, opacity: Double) -> AnyView {
        func fill<S: ShapeStyle>(_ style: S) -> AnyView { AnyView(self.fill(style).opacity(opacity)) }
        return fill(style)
    }

    /// The shape stroked with a style known only at run time.
    func stroked(_ style: any ShapeStyle, style stroke: StrokeStyle, opacity: Double) -> AnyView {
        func draw<S: ShapeStyle>(_ style: S) -> AnyView { AnyView(self.stroke(style, style: stroke).opacity(opacity)) }
        return draw(style)
    }
}
