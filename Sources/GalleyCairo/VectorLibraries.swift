import Foundation

/// librsvg and Poppler's GLib interface, opened the first time an SVG or
/// PDF image is drawn.
///
/// Linked, the two would load some forty libraries (GIO, Pango, NSS, lcms,
/// OpenJPEG, libtiff…) into every process that starts, drawing vectors or
/// not: about 8 ms of each `render` and each preview program's start. Only
/// the calls Galley makes are looked up, with their C types spelled here;
/// the libraries' own headers are not needed to build.
struct VectorLibraries: Sendable {
    typealias Handle = OpaquePointer
    /// `GError **`: only ever freed, never read.
    typealias ErrorOut = UnsafeMutablePointer<OpaquePointer?>

    // librsvg 2.52 and later.
    let newHandle: @convention(c) (UnsafePointer<UInt8>?, UInt, ErrorOut?) -> Handle?
    /// `rsvg_handle_render_document(handle, cairo, const RsvgRectangle *viewport, error)`;
    /// an `RsvgRectangle` is four doubles: x, y, width, height.
    let renderDocument: @convention(c) (Handle?, OpaquePointer?, UnsafePointer<Double>?, ErrorOut?) -> Int32
    // GLib and GObject, which both libraries use.
    let freeError: @convention(c) (OpaquePointer?) -> Void
    let unreference: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let newBytes: @convention(c) (UnsafeRawPointer?, UInt) -> OpaquePointer?
    let unreferenceBytes: @convention(c) (OpaquePointer?) -> Void
    // Poppler.
    let newDocument: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, ErrorOut?) -> Handle?
    let pageCount: @convention(c) (Handle?) -> Int32
    let page: @convention(c) (Handle?, Int32) -> Handle?
    let pageSize: @convention(c) (Handle?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let renderPage: @convention(c) (Handle?, OpaquePointer?) -> Void

    /// The libraries, opened once; or why they could not be.
    static let shared: Result<VectorLibraries, VectorLibraryError> = Result { () throws(VectorLibraryError) in
        try VectorLibraries()
    }

    /// The sonames tried, Debian 12's first.
    static let rsvgNames = ["librsvg-2.so.2", "librsvg-2.so"]
    static let popplerNames = ["libpoppler-glib.so.8", "libpoppler-glib.so"]

    private init() throws(VectorLibraryError) {
        let rsvg = try Self.open(Self.rsvgNames)
        let poppler = try Self.open(Self.popplerNames)
        newHandle = try Self.function(rsvg, "rsvg_handle_new_from_data")
        renderDocument = try Self.function(rsvg, "rsvg_handle_render_document")
        freeError = try Self.function(rsvg, "g_error_free")
        unreference = try Self.function(rsvg, "g_object_unref")
        newBytes = try Self.function(poppler, "g_bytes_new")
        unreferenceBytes = try Self.function(poppler, "g_bytes_unref")
        newDocument = try Self.function(poppler, "poppler_document_new_from_bytes")
        pageCount = try Self.function(poppler, "poppler_document_get_n_pages")
        page = try Self.function(poppler, "poppler_document_get_page")
        pageSize = try Self.function(poppler, "poppler_page_get_size")
        renderPage = try Self.function(poppler, "poppler_page_render")
    }

    /// The first of `names` that opens; its symbols stay private to it.
    private static func open(_ names: [String]) throws(VectorLibraryError) -> UnsafeMutableRawPointer {
        for name in names {
            if let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return library }
        }
        let reason = dlerror().map { String(cString: $0) } ?? "not found"
        throw VectorLibraryError(
            description: "cannot open \(names[0]) (\(reason)); install it (Scripts/install-dependencies)")
    }

    /// `name` in `library` (or the libraries it loaded), as a function of type `Function`.
    private static func function<Function>(
        _ library: UnsafeMutableRawPointer, _ name: String
    ) throws(VectorLibraryError) -> Function {
        guard let symbol = dlsym(library, name) else {
            throw VectorLibraryError(description: "\(name) is missing from the installed library")
        }
        return unsafeBitCast(symbol, to: Function.self)
    }
}

/// Why SVG and PDF images cannot be drawn on this machine.
struct VectorLibraryError: Error, Sendable, CustomStringConvertible {
    let description: String
}
