import Foundation

/// An outline of lines and curves, as SwiftUI's `Path`.
///
/// As a view a path takes the space it is offered (10 points where a
/// dimension is unspecified) and fills its outline with the foreground
/// colour, drawn in the view's own coordinates: unscaled, with the origin
/// at the top-left of its frame. Angles turn from +x towards +y, which in
/// this y-down space is visually clockwise: `addArc(…, clockwise: false)`
/// sweeps increasing angles and so draws a visually clockwise arc (SwiftUI's
/// `clockwise` names the direction in an unflipped, y-up space).
///
/// Points, radii and angles that are not finite are ignored, so no path
/// holds a NaN or an infinity.
nonisolated public struct Path: Shape, Equatable {
    /// How a path is stored: arcs, rectangles and ellipses are kept as such
    /// (a painter draws them exactly); ``forEach(_:)`` gives them as curves.
    package enum Segment: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A circular arc; a line joins it to an open subpath's current point.
        case arc(Arc)
        /// A closed rectangle, clockwise from its top-left corner.
        case rect(CGRect)
        /// A closed ellipse inscribed in the rectangle, from its right-hand point.
        case ellipse(CGRect)
        case close
    }

    /// A circular arc from `startAngle` to `endAngle` (radians): increasing
    /// angles unless `clockwise`, sweeping at most one turn.
    package struct Arc: Equatable, Sendable {
        package var center: CGPoint
        package var radius: CGFloat
        package var startAngle: Double
        package var endAngle: Double
        package var clockwise: Bool
    }

    /// The elements of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    package private(set) var segments: [Segment] = []

    public init() {}

    /// A path made by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { segments.isEmpty }

    /// A path is the same outline wherever it is drawn.
    public func path(in rect: CGRect) -> Path { self }

    /// A path is drawn at its own points in either layout direction (a
    /// **choice**: Apple does not say; a path's coordinates are absolute).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        segments.append(.move(point))
    }

    /// A straight line from the current point.
    public mutating func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        segments.append(.line(point))
    }

    /// A subpath through `points`: a move to the first, lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A closed rectangle, clockwise from its top-left corner.
    public mutating func addRect(_ rect: CGRect) {
        guard rect.isFinite else { return }
        segments.append(.rect(rect.standardized))
    }

    /// A closed rectangle with rounded corners of `cornerSize` (capped at half
    /// each side), clockwise from the end of the top-left corner. Corners
    /// are drawn circular (or quarter ellipses) whatever the `style`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        guard rect.isFinite, cornerSize.width.isFinite, cornerSize.height.isFinite else { return }
        let rect = rect.standardized
        // Circular corners are capped at half the shorter side, elliptical ones at half their own side.
        let isCircular = cornerSize.width == cornerSize.height
        let rx = Swift.min(
            Swift.max(0, cornerSize.width), isCircular ? Swift.min(rect.width, rect.height) / 2 : rect.width / 2)
        let ry = isCircular ? rx : Swift.min(Swift.max(0, cornerSize.height), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        if rx == ry {
            // Circular corners, kept as arcs.
            let corners = [
                (CGPoint(x: rect.maxX - rx, y: rect.minY + rx), -Double.pi / 2, 0.0),
                (CGPoint(x: rect.maxX - rx, y: rect.maxY - rx), 0, Double.pi / 2),
                (CGPoint(x: rect.minX + rx, y: rect.maxY - rx), Double.pi / 2, Double.pi),
                (CGPoint(x: rect.minX + rx, y: rect.minY + rx), Double.pi, 3 * Double.pi / 2),
            ]
            for (center, start, end) in corners {
                segments.append(
                    .arc(Arc(center: center, radius: rx, startAngle: start, endAngle: end, clockwise: false)))
            }
        } else {
            // Elliptical corners, each a quarter of an ellipse as one curve.
            let k = PathGeometry.quarterCurveFactor
            addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
            addCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
            addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
            addCurve(
                to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
            addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
            addCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
            addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
            addCurve(
                to: CGPoint(x: rect.minX + rx, y: rect.minY),
                control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        }
        closeSubpath()
    }

    /// A closed rectangle whose corners each have a radius of their own,
    /// clockwise from the end of the top-left corner: leading is the left
    /// (minimum x) side. A radius is at most half the shorter side; one
    /// that is negative or not a number is 0. Corners are circular arcs
    /// whatever the `style`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        guard rect.isFinite else { return }
        let rect = rect.standardized
        let limit = Swift.max(0, Swift.min(rect.width, rect.height) / 2)
        func radius(_ value: CGFloat) -> CGFloat {
            value.isFinite ? Swift.min(Swift.max(0, value), limit) : 0
        }
        let topLeft = radius(cornerRadii.topLeading), topRight = radius(cornerRadii.topTrailing)
        let bottomRight = radius(cornerRadii.bottomTrailing), bottomLeft = radius(cornerRadii.bottomLeading)
        move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
        addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
            radius: topRight)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
            radius: bottomRight)
        addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
            radius: bottomLeft)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
            radius: topLeft)
        closeSubpath()
    }

    /// A closed ellipse inscribed in `rect`, starting at its right-hand point.
    public mutating func addEllipse(in rect: CGRect) {
        guard rect.isFinite else { return }
        segments.append(.ellipse(rect.standardized))
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`:
    /// increasing angles (visually clockwise, y being down) unless
    /// `clockwise`. A line joins it to an open subpath; otherwise it starts
    /// a new subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians, end = endAngle.radians
        guard center.isFinite, radius.isFinite, start.isFinite, end.isFinite else { return }
        // Sweep in the arc's direction, at most one turn (as Core Graphics).
        var endAngle = end
        let sweep = clockwise ? start - end : end - start
        if !(0...2 * .pi).contains(sweep) {
            let turned = sweep < 0 ? sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi : 2 * .pi
            endAngle = clockwise ? start - turned : start + turned
        }
        segments.append(
            .arc(
                Arc(
                    center: center, radius: Swift.max(0, radius), startAngle: start, endAngle: endAngle,
                    clockwise: clockwise)))
    }

    /// A quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard point.isFinite, control.isFinite else { return }
        segments.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        segments.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        segments.append(.close)
    }

    /// Another path's subpaths, appended as they are.
    public mutating func addPath(_ path: Path) {
        segments += path.segments
    }

    /// An arc of `delta` from `startAngle` around `center`: increasing
    /// angles (visually clockwise, y being down) for a positive delta.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(
            center: center, radius: radius, startAngle: startAngle,
            endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
    }

    /// A corner rounded with `radius`: a line from the current point towards
    /// `tangent1End`, then the arc tangent to that line and to the line from
    /// `tangent1End` to `tangent2End`, as Core Graphics's and the web
    /// canvas's `arcTo` draw it. Without a current point the path moves to
    /// `tangent1End`; where the points are in a line, or the radius is 0,
    /// it is a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        guard p1.isFinite, p2.isFinite, radius.isFinite else { return }
        guard let p0 = currentPoint else {
            move(to: p1)
            return
        }
        let a = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), b = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lengthA = (a.x * a.x + a.y * a.y).squareRoot(), lengthB = (b.x * b.x + b.y * b.y).squareRoot()
        let cross = a.x * b.y - a.y * b.x
        guard radius > 0, lengthA > 0, lengthB > 0, abs(cross) > 1e-12 * lengthA * lengthB else {
            addLine(to: p1)
            return
        }
        let u = CGPoint(x: a.x / lengthA, y: a.y / lengthA), v = CGPoint(x: b.x / lengthB, y: b.y / lengthB)
        // The angle at p1 between the two lines, and where the circle touches them.
        let angle = acos(Swift.max(-1, Swift.min(1, Double(u.x * v.x + u.y * v.y))))
        let reach = radius / CGFloat(tan(angle / 2))
        let start = CGPoint(x: p1.x + u.x * reach, y: p1.y + u.y * reach)
        let end = CGPoint(x: p1.x + v.x * reach, y: p1.y + v.y * reach)
        let bisector = CGPoint(x: u.x + v.x, y: u.y + v.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let distance = radius / CGFloat(sin(angle / 2))
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * distance, y: p1.y + bisector.y / bisectorLength * distance)
        let startAngle = atan2(Double(start.y - center.y), Double(start.x - center.x))
        let endAngle = atan2(Double(end.y - center.y), Double(end.x - center.x))
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(
            center: center, radius: radius, startAngle: Angle(radians: startAngle),
            endAngle: Angle(radians: startAngle + sweep), clockwise: sweep < 0)
    }

    // MARK: Moving and mirroring

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return self }
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        var path = Path()
        path.segments = segments.map { segment -> Segment in
            switch segment {
            case .move(let point): .move(moved(point))
            case .line(let point): .line(moved(point))
            case .quadCurve(let to, let control): .quadCurve(to: moved(to), control: moved(control))
            case .curve(let to, let control1, let control2):
                .curve(to: moved(to), control1: moved(control1), control2: moved(control2))
            case .arc(let arc):
                .arc(
                    Arc(
                        center: moved(arc.center), radius: arc.radius, startAngle: arc.startAngle,
                        endAngle: arc.endAngle, clockwise: arc.clockwise))
            case .rect(let rect): .rect(rect.offsetBy(dx: dx, dy: dy))
            case .ellipse(let rect): .ellipse(rect.offsetBy(dx: dx, dy: dy))
            case .close: .close
            }
        }
        return path
    }

    /// The path mirrored left to right within `rect`: each point as far
    /// from its right edge as it was from its left. Subpaths turn the other
    /// way, as in a mirror, so fill rules give the mirrored area.
    public func mirroredHorizontally(in rect: CGRect) -> Path {
        guard rect.isFinite else { return self }
        let sum = rect.minX + rect.maxX
        func mirrored(_ point: CGPoint) -> CGPoint { CGPoint(x: sum - point.x, y: point.y) }
        var path = Path()
        for segment in segments {
            switch segment {
            case .move(let point): path.segments.append(.move(mirrored(point)))
            case .line(let point): path.segments.append(.line(mirrored(point)))
            case .quadCurve(let to, let control):
                path.segments.append(.quadCurve(to: mirrored(to), control: mirrored(control)))
            case .curve(let to, let control1, let control2):
                path.segments.append(
                    .curve(to: mirrored(to), control1: mirrored(control1), control2: mirrored(control2)))
            case .arc(let arc):
                // A direction at angle θ becomes one at π − θ, swept the other way.
                path.segments.append(
                    .arc(
                        Arc(
                            center: mirrored(arc.center), radius: arc.radius, startAngle: .pi - arc.startAngle,
                            endAngle: .pi - arc.endAngle,
                            clockwise: !arc.clockwise
                        )))
            case .rect(let box):
                // Anticlockwise from the top-right corner: the mirror of clockwise from the top-left.
                path.segments += [
                    .move(mirrored(CGPoint(x: box.minX, y: box.minY))),
                    .line(mirrored(CGPoint(x: box.maxX, y: box.minY))),
                    .line(mirrored(CGPoint(x: box.maxX, y: box.maxY))),
                    .line(mirrored(CGPoint(x: box.minX, y: box.maxY))), .close,
                ]
            case .ellipse(let box):
                Path(ellipseIn: box).forEach { element in
                    switch element {
                    case .move(let point): path.segments.append(.move(mirrored(point)))
                    case .line(let point): path.segments.append(.line(mirrored(point)))
                    case .quadCurve(let to, let control):
                        path.segments.append(.quadCurve(to: mirrored(to), control: mirrored(control)))
                    case .curve(let to, let control1, let control2):
                        path.segments.append(
                            .curve(to: mirrored(to), control1: mirrored(control1), control2: mirrored(control2)))
                    case .closeSubpath: path.segments.append(.close)
                    }
                }
            case .close: path.segments.append(.close)
            }
        }
        return path
    }
}
