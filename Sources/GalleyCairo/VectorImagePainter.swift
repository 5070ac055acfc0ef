import CCairo
import Foundation
import Galley
import Synchronization

/// Draws SVG and PDF images as vectors through Cairo: librsvg for SVG,
/// Poppler for a PDF's first page (opened when first needed, see
/// ``VectorLibraries``). On a PNG's context they are rasterised
/// at the canvas scale, crisp at any size; in SVG and PDF output they stay
/// vectors.
///
/// Each drawing parses the file again, so that bands painted on several
/// threads share nothing; Poppler, whose global state is not meant for
/// concurrent use, draws one image at a time.
enum VectorImagePainter {
    /// Draws `image` stretched over `frame` (in user space) on `context`;
    /// throws when the file cannot be parsed or the library is missing.
    static func draw(_ image: EncodedImage, in frame: CGRect, on context: OpaquePointer) throws(VectorImageError) {
        guard image.width > 0, image.height > 0 else { throw .unreadable }
        let libraries: VectorLibraries
        switch VectorLibraries.shared {
        case .success(let opened): libraries = opened
        case .failure(let error): throw .missingLibrary(error.description)
        }
        let drawn =
            switch image.format {
            case .svg: drawSVG(image, in: frame, on: context, with: libraries)
            case .pdf: popplerLock.withLock { _ in drawPDF(image, in: frame, on: context, with: libraries) }
            case .jpeg: false
            }
        if !drawn { throw .unreadable }
    }

    private static let popplerLock = Mutex(())

    private static func drawSVG(
        _ image: EncodedImage, in frame: CGRect, on context: OpaquePointer, with libraries: VectorLibraries
    ) -> Bool {
        let handle = image.data.withUnsafeBytes { raw -> VectorLibraries.Handle? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var error: OpaquePointer?
            let handle = libraries.newHandle(base, UInt(raw.count), &error)
            if let error { libraries.freeError(error) }
            return handle
        }
        guard let handle else { return false }
        defer { libraries.unreference(UnsafeMutableRawPointer(handle)) }
        cairo_save(context)
        defer { cairo_restore(context) }
        place(naturalWidth: image.width, naturalHeight: image.height, in: frame, on: context)
        // The document fitted to its natural size, as its viewBox and
        // preserveAspectRatio say, and clipped to it.
        let viewport = [0, 0, Double(image.width), Double(image.height)]
        var error: OpaquePointer?
        let drawn = libraries.renderDocument(handle, context, viewport, &error) != 0
        if let error { libraries.freeError(error) }
        return drawn
    }

    private static func drawPDF(
        _ image: EncodedImage, in frame: CGRect, on context: OpaquePointer, with libraries: VectorLibraries
    ) -> Bool {
        let bytes = image.data.withUnsafeBytes { raw in libraries.newBytes(raw.baseAddress, UInt(raw.count)) }
        defer { libraries.unreferenceBytes(bytes) }
        var error: OpaquePointer?
        let document = libraries.newDocument(bytes, nil, &error)
        if let error { libraries.freeError(error) }
        guard let document else { return false }
        defer { libraries.unreference(UnsafeMutableRawPointer(document)) }
        guard libraries.pageCount(document) > 0, let page = libraries.page(document, 0) else { return false }
        defer { libraries.unreference(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        libraries.pageSize(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return false }
        cairo_save(context)
        defer { cairo_restore(context) }
        place(naturalWidth: CGFloat(width), naturalHeight: CGFloat(height), in: frame, on: context)
        libraries.renderPage(page, context)
        return true
    }

    /// Maps the rectangle (0, 0, natural size) onto `frame` and clips to it.
    private static func place(
        naturalWidth: CGFloat, naturalHeight: CGFloat, in frame: CGRect, on context: OpaquePointer
    ) {
        cairo_translate(context, frame.minX, frame.minY)
        cairo_scale(context, frame.width / naturalWidth, frame.height / naturalHeight)
        cairo_rectangle(context, 0, 0, naturalWidth, naturalHeight)
        cairo_clip(context)
    }
}

/// Why a vector image was not drawn.
enum VectorImageError: Error {
    /// The file is not one the library can draw.
    case unreadable
    /// librsvg or Poppler cannot be opened on this machine.
    case missingLibrary(String)
}
