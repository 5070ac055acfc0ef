import CCairo
import CPoppler
import CRsvg
import Foundation
import Galley
import Synchronization

/// Draws SVG and PDF images as vectors through Cairo: librsvg for SVG,
/// Poppler for a PDF's first page. On a PNG's context they are rasterised
/// at the canvas scale, crisp at any size; in SVG and PDF output they stay
/// vectors.
///
/// Each drawing parses the file again, so that bands painted on several
/// threads share nothing; Poppler, whose global state is not meant for
/// concurrent use, draws one image at a time.
enum VectorImagePainter {
    /// Draws `image` stretched over `frame` (in user space) on `context`;
    /// false when the file cannot be parsed.
    static func draw(_ image: EncodedImage, in frame: CGRect, on context: OpaquePointer) -> Bool {
        guard image.width > 0, image.height > 0 else { return false }
        switch image.format {
        case .svg: return drawSVG(image, in: frame, on: context)
        case .pdf: return popplerLock.withLock { _ in drawPDF(image, in: frame, on: context) }
        case .jpeg: return false
        }
    }

    private static let popplerLock = Mutex(())

    private static func drawSVG(_ image: EncodedImage, in frame: CGRect, on context: OpaquePointer) -> Bool {
        let handle = image.data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var error: UnsafeMutablePointer<GError>?
            let handle = rsvg_handle_new_from_data(base, gsize(raw.count), &error)
            if let error { g_error_free(error) }
            return handle
        }
        guard let handle else { return false }
        defer { g_object_unref(handle) }
        cairo_save(context)
        defer { cairo_restore(context) }
        place(naturalWidth: image.width, naturalHeight: image.height, in: frame, on: context)
        // The document fitted to its natural size, as its viewBox and
        // preserveAspectRatio say, and clipped to it.
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(handle, context, &viewport, &error) != 0
        if let error { g_error_free(error) }
        return drawn
    }

    private static func drawPDF(_ image: EncodedImage, in frame: CGRect, on context: OpaquePointer) -> Bool {
        let bytes = image.data.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        let document = poppler_document_new_from_bytes(bytes, nil, &error)
        if let error { g_error_free(error) }
        guard let document else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return false }
        cairo_save(context)
        defer { cairo_restore(context) }
        place(naturalWidth: CGFloat(width), naturalHeight: CGFloat(height), in: frame, on: context)
        poppler_page_render(page, context)
        return true
    }

    /// Maps the rectangle (0, 0, natural size) onto `frame` and clips to it.
    private static func place(naturalWidth: CGFloat, naturalHeight: CGFloat, in frame: CGRect, on context: OpaquePointer) {
        cairo_translate(context, frame.minX, frame.minY)
        cairo_scale(context, frame.width / naturalWidth, frame.height / naturalHeight)
        cairo_rectangle(context, 0, 0, naturalWidth, naturalHeight)
        cairo_clip(context)
    }
}
