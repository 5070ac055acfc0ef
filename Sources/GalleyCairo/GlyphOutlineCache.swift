import GalleyText
import Synchronization

/// Glyph outlines shared by every painting, bounded by their total number of
/// path elements.
///
/// Two generations: lookups fill the recent one, and when it holds half the
/// limit it becomes the older one and the oldest is dropped; an outline
/// found in the older generation moves back to the recent one. Entries keep
/// their face alive, so a key never refers to a freed face's address.
final class GlyphOutlineCache: Sendable {
    static let shared = GlyphOutlineCache(elementLimit: 1 << 18)

    private struct Key: Hashable {
        let face: FontFace
        let glyph: UInt32
    }

    private struct Generations {
        var recent: [Key: GlyphOutline] = [:]
        var older: [Key: GlyphOutline] = [:]
        var recentElements = 0

        mutating func outline(for key: Key, limit: Int) -> GlyphOutline? {
            if let outline = recent[key] { return outline }
            guard let outline = older.removeValue(forKey: key) else { return nil }
            insert(outline, for: key, limit: limit)
            return outline
        }

        mutating func insert(_ outline: GlyphOutline, for key: Key, limit: Int) {
            let cost = outline.elements.count + 1
            guard cost <= limit / 2, recent[key] == nil else { return }
            if recentElements + cost > limit / 2 {
                older = recent
                recent = [:]
                recentElements = 0
            }
            recent[key] = outline
            recentElements += cost
        }
    }

    private let generations = Mutex(Generations())
    /// The most path elements kept in all.
    let elementLimit: Int

    init(elementLimit: Int) {
        self.elementLimit = max(2, elementLimit)
    }

    /// The outlines of `glyphs` in `face`, loading those not cached (under
    /// the face's own lock, not the cache's).
    func outlines(for glyphs: [UInt32], in face: FontFace) -> [GlyphOutline] {
        let cached = generations.withLock { state in
            glyphs.map { state.outline(for: Key(face: face, glyph: $0), limit: elementLimit) }
        }
        var loaded: [Key: GlyphOutline] = [:]
        let outlines = zip(glyphs, cached).map { glyph, outline in
            if let outline { return outline }
            let key = Key(face: face, glyph: glyph)
            if let outline = loaded[key] { return outline }
            let outline = GlyphOutline(glyph: glyph, in: face)
            loaded[key] = outline
            return outline
        }
        if !loaded.isEmpty {
            generations.withLock { state in
                for (key, outline) in loaded { state.insert(outline, for: key, limit: elementLimit) }
            }
        }
        return outlines
    }

    /// How many outlines are kept.
    var count: Int { generations.withLock { $0.recent.count + $0.older.count } }
}
