import CCairo
import Foundation

/// Some rows of a PNG canvas, painted on a Cairo surface of their own.
///
/// A PNG is painted a band at a time, each band the rows of one stripe of
/// the encoder, so the whole canvas is never in memory at once: a card at
/// @3x holds two bands of about 350 KB rather than 4 MB of pixels. The same
/// bands paint a canvas kept as pixels (`Painter.paint(_:canvas:)`), so
/// both give the same pixels. The band
/// is the canvas seen through a whole-pixel device offset, so a pixel gets
/// the value it would get on a surface as big as the canvas — but for an
/// anti-aliased edge that crosses a band boundary, which Cairo's rasterizer
/// may cover a few levels differently once the boundary clips it.
final class RasterBand: @unchecked Sendable {
    /// A context on the band in points: user space is the canvas's.
    let context: OpaquePointer
    private let surface: OpaquePointer
    private let rows: Range<Int>
    private let width: Int

    init(width: Int, rows: Range<Int>, scale: CGFloat) throws(PaintError) {
        let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows.count))
        let status = cairo_surface_status(created)
        guard let surface = created, status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(created)
            try PaintError.check(status)
            throw .cairo("no surface")
        }
        cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
        self.surface = surface
        self.rows = rows
        self.width = width
        context = cairo_create(surface)
        cairo_scale(context, Double(scale), Double(scale))
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Ends the painting, failing if Cairo did.
    func finish() throws(PaintError) {
        try PaintError.check(cairo_status(context))
        cairo_surface_flush(surface)
    }

    /// Writes canvas row `y` (one of the band's) as `format`.
    func write(row y: Int, into row: UnsafeMutablePointer<UInt8>, format: CairoPixel.RowFormat) {
        guard rows.contains(y), let data = cairo_image_surface_get_data(surface) else {
            row.initialize(repeating: 0, count: width * (format == .rgb ? 3 : 4))
            return
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let words = UnsafeRawPointer(data + (y - rows.lowerBound) * stride).assumingMemoryBound(to: UInt32.self)
        CairoPixel.write(words, count: width, into: row, format: format)
    }
}
