import GalleyText

/// Colour glyph bitmaps (emoji) shared by every painting, decoded once per
/// face and glyph and bounded by their total number of pixels (32 MB of
/// them); glyphs without a bitmap are remembered too.
final class GlyphBitmapCache: Sendable {
    static let shared = GlyphBitmapCache(pixelLimit: 1 << 23)

    private struct Key: Hashable, Sendable {
        let face: FontFace
        let glyph: UInt32
    }

    private let cache: BoundedCache<Key, GlyphBitmap?>

    init(pixelLimit: Int) {
        cache = BoundedCache(costLimit: pixelLimit)
    }

    /// The bitmap of `glyph` in `face`, loading it (under the face's own
    /// lock, not the cache's) when not cached; nil for a glyph without one.
    func bitmap(for glyph: UInt32, in face: FontFace) -> GlyphBitmap? {
        let key = Key(face: face, glyph: glyph)
        if let known = cache.value(for: key) { return known }
        let bitmap = GlyphBitmap(glyph: glyph, in: face)
        cache.insert(bitmap, for: key, cost: bitmap.map { $0.width * $0.height } ?? 1)
        return bitmap
    }

    /// How many glyphs are kept.
    var count: Int { cache.count }
}
