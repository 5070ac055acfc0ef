import Foundation

/// How the ends of a stroked line are drawn.
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt
    case round
    case square
}

/// How the corners of a stroked line are drawn.
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter
    case round
    case bevel
}

/// The width, ends, corners and dashes of a stroke.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating; a solid line when empty.
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
