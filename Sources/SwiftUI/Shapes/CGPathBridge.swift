import CoreGraphics
import Foundation

extension Path {
    /// A Core Graphics path (`UIBezierPath(…).cgPath`) as a SwiftUI path.
    public init(_ path: CGPath) {
        self.init()
        for step in path.steps {
            switch step {
            case .moveTo(let point): move(to: point)
            case .addLineTo(let point): addLine(to: point)
            case .addQuadCurveTo(let control, let point): addQuadCurve(to: point, control: control)
            case .addCurveTo(let control1, let control2, let point):
                addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path as Core Graphics has it (arcs and ellipses as Bézier curves).
    public var cgPath: CGPath {
        let path = CGMutablePath()
        forEach { element in
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                path.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
