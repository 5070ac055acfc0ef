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
            // Cairo's RGB24 is a native-endian 32-bit word, blue in the low byte.
            let format = Int32(UInt32(littleEndian: 1) == 1 ? TJPF_BGRX.rawValue : TJPF_XRGB.rawValue)
            return ImageSurface.make(CAIRO_FORMAT_RGB24, width: width, height: height) { data, stride in
                let status = tjDecompress2(decoder, base, size, data, width, stride, height, format, TJFLAG_ACCURATEDCT)
                // A warning (a truncated file, say) still leaves a picture; an error does not.
                return status == 0 || tjGetErrorCode(decoder) == Int32(TJERR_WARNING.rawValue)
            }
        }
    }
}
