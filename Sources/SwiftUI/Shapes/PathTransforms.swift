import CoreGraphics
import Foundation

extension Path {
    /// The path with every point moved by `transform` (arcs and ellipses
    /// as the Bézier curves they are drawn with).
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var moved = Path()
        forEach { moved.add($0, transform: transform) }
        return moved
    }

    /// Another path's subpaths, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
        addPath(path.applying(transform))
    }

    /// A rounded rectangle (see `addRoundedRect(in:cornerSize:style:)`), moved by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform
    ) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        addPath(rounded, transform: transform)
    }

    /// A rectangle with a radius for each corner (see
    /// `addRoundedRect(in:cornerRadii:style:)`), moved by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform
    ) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        addPath(rounded, transform: transform)
    }

    /// An arc of `delta` from `startAngle`, moved by `transform`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform
    ) {
        var arc = Path()
        if let point = currentPoint { arc.move(to: point.applying(transform.inverted())) }
        arc.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
        continueSubpath(with: arc.applying(transform))
    }

    /// A rounded corner (see `addArc(tangent1End:tangent2End:radius:)`), its points in the space `transform` maps from.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform
    ) {
        guard !transform.isIdentity else {
            addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
            return
        }
        var corner = Path()
        if let point = currentPoint { corner.move(to: point.applying(transform.inverted())) }
        corner.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        continueSubpath(with: corner.applying(transform))
    }

    /// `piece`'s elements after its opening move, continuing the current
    /// subpath (the move is kept when there is none).
    private mutating func continueSubpath(with piece: Path) {
        var skipsMove = currentPoint != nil
        piece.forEach { element in
            if case .move = element, skipsMove {
                skipsMove = false
            } else {
                add(element)
            }
        }
    }

    /// Adds one element, its points moved by `transform`.
    private mutating func add(_ element: Element, transform: CGAffineTransform = .identity) {
        switch element {
        case .move(let to): move(to: to.applying(transform))
        case .line(let to): addLine(to: to.applying(transform))
        case .quadCurve(let to, let control):
            addQuadCurve(to: to.applying(transform), control: control.applying(transform))
        case .curve(let to, let control1, let control2):
            addCurve(
                to: to.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        case .closeSubpath: closeSubpath()
        }
    }
}
