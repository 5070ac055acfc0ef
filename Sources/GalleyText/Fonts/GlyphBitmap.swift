internal import CFreeType
import Foundation

/// A glyph's colour bitmap from the largest strike of a face with colour
/// bitmaps (``FontFace/hasColorBitmaps``), read once from FreeType and then
/// placed at any position and size.
///
/// Pixels are premultiplied ARGB in native-endian 32-bit words, rows top
/// to bottom: Cairo's `CAIRO_FORMAT_ARGB32`.
package struct GlyphBitmap: Sendable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt32]
    /// From the glyph origin right to the bitmap's left edge, in strike pixels.
    package let left: Int
    /// From the baseline up to the bitmap's top edge, in strike pixels.
    package let top: Int
    /// The strike's pixels per em: at font size `s`, a strike pixel is
    /// `s / pixelsPerEm` points.
    package let pixelsPerEm: Double

    /// The bitmap of `glyph` in `face`; nil for a glyph without one (a
    /// space), a face without colour bitmaps, or one FreeType cannot load.
    package init?(glyph: UInt32, in face: FontFace) {
        guard face.hasColorBitmaps else { return nil }
        let loaded = face.withFreeTypeFaceHandle { handle -> GlyphBitmap? in
            let ftFace = FT_Face(handle)
            guard let strike = Self.largestStrike(of: ftFace), FT_Select_Size(ftFace, Int32(strike.index)) == 0,
                FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = ftFace.pointee.glyph
            else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0,
                abs(pitch) >= width * 4, let buffer = bitmap.buffer
            else { return nil }
            var pixels = [UInt32](repeating: 0, count: width * height)
            for row in 0..<height {
                // A negative pitch lists the rows bottom up, from the buffer's start.
                let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
                for column in 0..<width {
                    let bgra = source + column * 4
                    pixels[row * width + column] =
                        UInt32(bgra[3]) << 24 | UInt32(bgra[2]) << 16 | UInt32(bgra[1]) << 8 | UInt32(bgra[0])
                }
            }
            return GlyphBitmap(
                width: width, height: height, pixels: pixels, left: Int(slot.pointee.bitmap_left),
                top: Int(slot.pointee.bitmap_top),
                pixelsPerEm: strike.pixelsPerEm
            )
        }
        guard let loaded else { return nil }
        self = loaded
    }

    private init(width: Int, height: Int, pixels: [UInt32], left: Int, top: Int, pixelsPerEm: Double) {
        (self.width, self.height, self.pixels, self.left, self.top, self.pixelsPerEm) = (
            width, height, pixels, left, top, pixelsPerEm
        )
    }

    /// The strike with the most pixels per em (downscaling keeps the most
    /// detail), and its pixels per em from `y_ppem` (26.6 fixed point).
    private static func largestStrike(of face: FT_Face) -> (index: Int, pixelsPerEm: Double)? {
        guard let sizes = face.pointee.available_sizes else { return nil }
        var best: (index: Int, pixelsPerEm: Double)?
        for index in 0..<Int(face.pointee.num_fixed_sizes) {
            let ppem = Double(sizes[index].y_ppem) / 64
            if ppem > 0, ppem > best?.pixelsPerEm ?? 0 { best = (index, ppem) }
        }
        return best
    }

    /// The box the bitmap covers with its origin at `x`, `y` (the baseline)
    /// at font size `size`, in the same units as `x`, `y` and `size`.
    package func placedBounds(x: Double, y: Double, size: Double) -> CGRect {
        let scale = size / pixelsPerEm
        return CGRect(
            x: x + Double(left) * scale, y: y - Double(top) * scale, width: Double(width) * scale,
            height: Double(height) * scale)
    }
}
