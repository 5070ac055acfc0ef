import Foundation

/// A view laid out on a canvas: what a painter and the layout dump need.
public struct CanvasLayout: Sendable {
    /// The placed views, in canvas coordinates.
    public let result: LayoutResult
    /// The canvas in points.
    public let canvasSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    public init(result: LayoutResult, canvasSize: CGSize, scale: CGFloat) {
        self.result = result
        self.canvasSize = canvasSize
        self.scale = scale
    }
}
