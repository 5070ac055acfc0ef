import CCairo
import Galley
import Synchronization

/// The images of one painting, each decoded once and shared by everything
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
        guard let surface = decoded?.surface else { return nil }
        guard isConcurrent else { return cairo_surface_reference(surface) }
        return cairo_image_surface_create_for_data(
            cairo_image_surface_get_data(surface), cairo_image_surface_get_format(surface),
            cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
            cairo_image_surface_get_stride(surface)
        )
    }
}

/// An image surface decoded from a PNG (nil when it could not be), read
/// and never written once decoded.
private final class DecodedImage: @unchecked Sendable {
    let surface: OpaquePointer?

    init(data image: PNGImage) {
        surface = PNGDecoder.surface(for: image.data)
        if let surface { cairo_surface_flush(surface) }
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }
}
