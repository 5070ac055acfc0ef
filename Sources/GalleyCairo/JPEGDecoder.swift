import CCairo
import CTurboJPEG
import Foundation
import Galley

/// Decodes a JPEG to a Cairo image surface with libjpeg-turbo.
enum JPEGDecoder {
    /// A new surface (opaque, `CAIRO_FORMAT_RGB24`) showing the JPEG in
    /// `image`, for the caller to destroy; nil when the data cannot be
    /// decoded, or its header disagrees with the size the layout used.
    static func surface(for image: EncodedImage) -> OpaquePointer? {
        guard image.format == .jpeg, let decoder = tjInitDecompress() else { return nil }
        defer { tjDestroy(decoder) }
        return image.data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> OpaquePointer? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, let size = UInt(exactly: raw.count) else {
                return nil
            }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(decoder, base, size, &width, &height, &subsampling, &colorspace) == 0,
                width > 0, height > 0, CGFloat(width) == image.width, CGFloat(height) == image.height
            else { return nil }
            let created = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
            guard let surface = created, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                let data = cairo_image_surface_get_data(surface)
            else {
                cairo_surface_destroy(created)
                return nil
            }
            cairo_surface_flush(surface)
            // Cairo's RGB24 is a native-endian 32-bit word, blue in the low byte.
            let format = Int32(UInt32(littleEndian: 1) == 1 ? TJPF_BGRX.rawValue : TJPF_XRGB.rawValue)
            let stride = cairo_image_surface_get_stride(surface)
            let status = tjDecompress2(decoder, base, size, data, width, stride, height, format, TJFLAG_ACCURATEDCT)
            // A warning (a truncated file, say) still leaves a picture; an error does not.
            if status != 0, tjGetErrorCode(decoder) != Int32(TJERR_WARNING.rawValue) {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
    }
}
