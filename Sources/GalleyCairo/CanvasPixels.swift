import Foundation
import Galley

extension CanvasLayout {
    /// The most pixels a canvas may have on a side (Cairo's limit).
    public static let maximumPixelsPerSide = 32_767

    /// The PNG's size in pixels: each side of the canvas × its scale,
    /// rounded up (within a millionth of a pixel, so that 89.333… pt at @3x
    /// is 268 pixels, not 269). Sizes that are not positive and finite, and
    /// canvases over ``maximumPixelsPerSide`` or `limit` pixels in all, are
    /// refused; the limits hold for SVG and PDF too.
    public func pixelSize(
        limit: Int = ResourceLimits.standard.canvasPixels
    ) throws(PaintError) -> (width: Int, height: Int) {
        let width = canvasSize.width, height = canvasSize.height
        guard width > 0, height > 0, scale > 0, width.isFinite, height.isFinite, scale.isFinite else {
            throw .invalidCanvas(width: Double(width), height: Double(height), scale: Double(scale))
        }
        let pixelWidth = (Double(width) * Double(scale) - 1e-6).rounded(.up)
        let pixelHeight = (Double(height) * Double(scale) - 1e-6).rounded(.up)
        let side = Double(Self.maximumPixelsPerSide)
        guard pixelWidth <= side, pixelHeight <= side, pixelWidth * pixelHeight <= Double(limit) else {
            throw .canvasTooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight, limit: limit)
        }
        return (Int(max(1, pixelWidth)), Int(max(1, pixelHeight)))
    }
}
