import CCairo
import Galley
import GalleyText
import Synchronization

/// The PNG and JPEG images of one painting, each decoded once and shared by everything
/// painting it.
///
/// Bands of a PNG are painted on several threads at once, and a Cairo
/// surface (with the pixman image behind it) must not be used by two
/// threads at a time; so for bands every use gets a surface of its own over
/// the shared, never-written pixels. A vector document, painted on one
/// thread, uses the decoded surface itself, which lets Cairo write an image
/// used many times into the file once.
final class ImageStore: Sendable {
    private let decoded = Mutex<[PNGImage: DecodedImage]>([:])
    private let decodedJPEGs = Mutex<[EncodedImage: DecodedImage]>([:])
    /// Colour glyphs as surfaces, for a vector document only.
    private let glyphs = Mutex<[GlyphKey: DecodedImage]>([:])
    /// Whether surfaces are handed out for use on several threads at once.
    private let isConcurrent: Bool

    init(isConcurrent: Bool) {
        self.isConcurrent = isConcurrent
    }

    /// A surface showing `image`, for the caller to destroy; nil when Cairo
    /// cannot decode the image.
    func surface(for image: PNGImage) -> OpaquePointer? {
        let decoded = decoded.withLock { images -> DecodedImage? in
            if let known = images[image] { return known }
            let decoded = DecodedImage(data: image)
            images[image] = decoded
            return decoded
        }
        return handOut(decoded?.surface)
    }

    /// A surface showing the JPEG `image`, for the caller to destroy; nil
    /// when it cannot be decoded.
    func surface(forJPEG image: EncodedImage) -> OpaquePointer? {
        let decoded = decodedJPEGs.withLock { images -> DecodedImage? in
            if let known = images[image] { return known }
            let decoded = DecodedImage(surface: JPEGDecoder.surface(for: image))
            images[image] = decoded
            return decoded
        }
        return handOut(decoded?.surface)
    }

    /// The shared surface itself, or one of its own over its pixels when
    /// surfaces are used on several threads at once.
    private func handOut(_ surface: OpaquePointer?) -> OpaquePointer? {
        guard let surface else { return nil }
        guard isConcurrent else { return cairo_surface_reference(surface) }
        return cairo_image_surface_create_for_data(
            cairo_image_surface_get_data(surface), cairo_image_surface_get_format(surface),
            cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
            cairo_image_surface_get_stride(surface)
        )
    }
}

extension ImageStore {
    private struct GlyphKey: Hashable {
        let face: FontFace
        let glyph: UInt32
    }

    /// A surface showing the colour bitmap of `glyph` in `face`, for the
    /// caller to destroy: each use its own on a PNG's bands, one shared by
    /// every use in a vector document (so the file holds it once).
    func surface(forGlyph glyph: UInt32, in face: FontFace, bitmap: GlyphBitmap) -> OpaquePointer? {
        guard isConcurrent else {
            let image = glyphs.withLock { glyphs in
                if let known = glyphs[GlyphKey(face: face, glyph: glyph)] { return known }
                let image = DecodedImage(surface: Self.surface(of: bitmap))
                glyphs[GlyphKey(face: face, glyph: glyph)] = image
                return image
            }
            return image.surface.map { cairo_surface_reference($0) }
        }
        return Self.surface(of: bitmap)
    }

    /// A new image surface holding a copy of `bitmap`'s pixels.
    private static func surface(of bitmap: GlyphBitmap) -> OpaquePointer? {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.pixels.count == bitmap.width * bitmap.height,
            let width = Int32(exactly: bitmap.width), let height = Int32(exactly: bitmap.height)
        else { return nil }
        return ImageSurface.make(CAIRO_FORMAT_ARGB32, width: width, height: height) { data, stride in
            bitmap.pixels.withUnsafeBytes { pixels in
                guard let base = pixels.baseAddress else { return false }
                let rowBytes = bitmap.width * 4
                for row in 0..<bitmap.height {
                    UnsafeMutableRawPointer(data + row * Int(stride)).copyMemory(
                        from: base + row * rowBytes, byteCount: rowBytes)
                }
                return true
            }
        }
    }
}

/// An image surface decoded from a PNG (nil when it could not be), read
/// and never written once decoded.
private final class DecodedImage: @unchecked Sendable {
    let surface: OpaquePointer?

    convenience init(data image: PNGImage) {
        self.init(surface: PNGDecoder.surface(for: image.data))
    }

    /// Takes over `surface`.
    init(surface: OpaquePointer?) {
        self.surface = surface
        if let surface { cairo_surface_flush(surface) }
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }
}
