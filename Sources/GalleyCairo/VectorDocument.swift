import CCairo
import Foundation

/// A Cairo SVG or PDF surface, drawn on once and finished.
enum VectorDocument {
    enum Kind {
        case svg, pdf
    }

    /// Creates a `kind` surface of `size` in points, runs `draw` on a
    /// context over it and returns the finished file.
    static func encode(
        _ kind: Kind, size: CGSize, draw: (OpaquePointer) throws(PaintError) -> Void
    ) throws(PaintError) -> Data {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let width = Double(size.width), height = Double(size.height)
        let surface: OpaquePointer =
            switch kind {
            case .svg: cairo_svg_surface_create_for_stream(ByteSink.write, closure, width, height)
            case .pdf: cairo_pdf_surface_create_for_stream(ByteSink.write, closure, width, height)
            }
        defer { cairo_surface_destroy(surface) }
        try PaintError.check(cairo_surface_status(surface))
        if kind == .pdf {
            // Cairo 1.16 stamps the time of writing; an empty date leaves it out.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        }

        let context: OpaquePointer = cairo_create(surface)
        defer { cairo_destroy(context) }
        try draw(context)
        try PaintError.check(cairo_status(context))
        cairo_surface_finish(surface)
        try PaintError.check(cairo_surface_status(surface))
        let data = withExtendedLifetime(sink) { sink.data }
        return kind == .svg ? SVGIdentifiers.renumbered(data) : data
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
