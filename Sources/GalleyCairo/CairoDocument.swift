import CCairo
import Foundation

/// A Cairo surface for one output format, drawn on once and encoded.
enum CairoDocument {
    /// Creates the surface for `format`, runs `draw` on a context over it
    /// (in points: a PNG's context is scaled by the canvas scale) and
    /// returns the encoded file.
    static func encode(
        format: ImageFormat, canvas: Surface, pixelSize: (width: Int, height: Int),
        draw: (OpaquePointer) throws(PaintError) -> Void
    ) throws(PaintError) -> Data {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let width = Double(canvas.width), height = Double(canvas.height)
        let surface: OpaquePointer = switch format {
        case .png: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelSize.width), Int32(pixelSize.height))
        case .svg: cairo_svg_surface_create_for_stream(ByteSink.write, closure, width, height)
        case .pdf: cairo_pdf_surface_create_for_stream(ByteSink.write, closure, width, height)
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        if format == .pdf {
            // Cairo 1.16 stamps the time of writing; an empty date leaves it out.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        }

        let context: OpaquePointer = cairo_create(surface)
        defer { cairo_destroy(context) }
        if format == .png { cairo_scale(context, Double(canvas.scale), Double(canvas.scale)) }
        try draw(context)
        try check(cairo_status(context))

        switch format {
        case .png:
            cairo_surface_flush(surface)
            return try PNGEncoder.encode(surface: surface)
        case .svg, .pdf:
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface))
            let data = withExtendedLifetime(sink) { sink.data }
            return format == .svg ? SVGIdentifiers.renumbered(data) : data
        }
    }

    static func check(_ status: cairo_status_t) throws(PaintError) {
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }
}

/// Collects what a Cairo stream surface writes.
final class ByteSink {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
