import CCairo
import Foundation
import Galley

/// Images: PNGs and JPEGs as pixels stretched over their frame, SVGs and
/// PDFs as vectors (``VectorImagePainter``).
extension PlacedViewDrawer {
    /// The image stretched over `frame`. On a PNG its edge pixels extend
    /// outwards under the smoothing filter rather than fading to clear.
    func draw(_ image: PNGImage, in frame: CGRect, of view: PlacedView) throws(PaintError) {
        guard frame.width > 0, frame.height > 0 else { return }
        guard let surface = images.surface(for: image) else {
            throw .unreadableImage(
                view: "the image " + (image.source.map { "\"\($0)\" " } ?? "") + "of " + Self.describe(view))
        }
        defer { cairo_surface_destroy(surface) }
        try draw(surface: surface, in: frame, of: view)
    }

    /// An image surface stretched over `frame`.
    func draw(surface: OpaquePointer, in frame: CGRect, of view: PlacedView) throws(PaintError) {
        let context = target.context
        let pixelWidth = Double(cairo_image_surface_get_width(surface))
        let pixelHeight = Double(cairo_image_surface_get_height(surface))
        let scaleX = frame.width / pixelWidth, scaleY = frame.height / pixelHeight
        guard scaleX.isFinite, scaleY.isFinite, (scaleX * scaleY).isNormal, frame.width < 1e9, frame.height < 1e9 else {
            throw .cannotDraw(
                view: Self.describe(view),
                reason:
                    """
                    its image (\(Int(pixelWidth)) × \(Int(pixelHeight)) pixels) would be drawn \(frame.width) × \
                    \(frame.height) points; check its scale and frame
                    """
            )
        }
        cairo_save(context)
        cairo_translate(context, frame.minX, frame.minY)
        cairo_scale(context, scaleX, scaleY)
        cairo_set_source_surface(context, surface, 0, 0)
        let pattern = cairo_get_source(context)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if isRaster { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        cairo_rectangle(context, 0, 0, pixelWidth, pixelHeight)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// A JPEG, SVG or PDF stretched over `frame`: a JPEG as its pixels
    /// (like a PNG), the others as vectors.
    func draw(_ image: EncodedImage, in frame: CGRect, of view: PlacedView) throws(PaintError) {
        guard frame.width > 0, frame.height > 0 else { return }
        let name = "the \(image.format.name) " + (image.source.map { "\"\($0)\" " } ?? "") + "of " + Self.describe(view)
        guard frame.isFinite, frame.width < 1e9, frame.height < 1e9 else {
            throw .cannotDraw(
                view: Self.describe(view),
                reason: "its image would be drawn \(frame.width) × \(frame.height) points; check its frame")
        }
        guard image.format == .jpeg else {
            do {
                try VectorImagePainter.draw(image, in: frame, on: target.context)
            } catch {
                switch error {
                case .unreadable: throw .undecodableImage(view: name, format: image.format.name)
                case .missingLibrary(let reason):
                    throw .cannotDraw(
                        view: Self.describe(view), reason: "its \(image.format.name) cannot be drawn: \(reason)")
                }
            }
            return
        }
        guard let surface = images.surface(forJPEG: image) else {
            throw .undecodableImage(view: name, format: image.format.name)
        }
        defer { cairo_surface_destroy(surface) }
        try draw(surface: surface, in: frame, of: view)
    }
}
