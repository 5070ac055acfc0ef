import CCairo
import Foundation

/// PNG bytes decoded by Cairo.
enum PNGDecoder {
    /// An image surface with the PNG in `data` (the caller destroys it), or
    /// nil when Cairo cannot decode it.
    static func surface(for data: Data) -> OpaquePointer? {
        let reader = Reader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(Reader.read, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Hands Cairo the bytes in order.
    private final class Reader {
        let data: Data
        var offset = 0

        init(data: Data) {
            self.data = data
        }

        static let read: cairo_read_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard count <= reader.data.count - reader.offset else { return CAIRO_STATUS_READ_ERROR }
            let start = reader.data.startIndex + reader.offset
            reader.data.copyBytes(to: buffer, from: start..<start + count)
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
    }
}
