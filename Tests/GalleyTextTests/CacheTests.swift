import Foundation
import Testing
@testable import GalleyText

@Suite("Caches: shape once, lay out many, stay bounded")
struct CacheTests {
    @Test("A paragraph is shaped once however many widths it is laid out at")
    func shapeOnce() {
        let engine = TextEngine(fonts: Fixtures.fonts)
        let text = StyledText("The quick brown fox jumps over the lazy dog")
        for width in stride(from: 20.0, through: 400, by: 10) {
            _ = engine.layout(text, proposal: TextProposal(width: width, height: nil))
        }
        #expect(engine.shapingCount == 1)
        // Truncating shapes the ellipsis once more, and only once.
        for width in stride(from: 20.0, through: 400, by: 10) {
            _ = engine.layout(
                text, style: ParagraphStyle(lineLimit: 1), proposal: TextProposal(width: width, height: nil))
        }
        #expect(engine.shapingCount == 2)
        // Another font is another shaping.
        _ = engine.layout(
            StyledText("The quick brown fox jumps over the lazy dog", font: .title), proposal: .unspecified)
        #expect(engine.shapingCount == 3)
    }

    @Test("Asking again returns the kept layout; without caches every call shapes")
    func layoutCache() {
        let engine = TextEngine(fonts: Fixtures.fonts)
        let paragraph = engine.shape(StyledText("Hello, World!"))
        let first = engine.layout(paragraph, proposal: TextProposal(width: 50, height: nil), displayScale: 2)
        let second = engine.layout(paragraph, proposal: TextProposal(width: 50, height: nil), displayScale: 2)
        #expect(engine.layoutCount == 1)
        #expect(first.lineStrings == second.lineStrings)
        #expect(second.glyphRuns.map(\.glyphs) == first.glyphRuns.map(\.glyphs))
        _ = engine.layout(paragraph, proposal: TextProposal(width: 51, height: nil), displayScale: 2)
        _ = engine.layout(paragraph, proposal: TextProposal(width: 50, height: nil), displayScale: 3)
        #expect(engine.layoutCount == 3)
        // NaN reads as unspecified, and hits the cache like any other key.
        for _ in 0..<3 {
            _ = engine.layout(
                paragraph, style: ParagraphStyle(lineSpacing: .nan), proposal: TextProposal(width: .nan, height: nil))
            _ = engine.layout(
                StyledText("Hello, World!", font: .system(size: .nan), kerning: .nan), proposal: .unspecified)
        }
        #expect(engine.layoutCount == 5)
        #expect(engine.shapingCount == 2)

        let uncached = TextEngine(fonts: Fixtures.fonts, cacheLimits: .none)
        _ = uncached.layout(StyledText("Hello"), proposal: .unspecified)
        _ = uncached.layout(StyledText("Hello"), proposal: .unspecified)
        #expect(uncached.shapingCount == 2)
    }

    @Test("Caches forget the least recently used entries past their limit")
    func bounded() {
        let cache = BoundedCache<Int, String>(costLimit: 100)
        for key in 0..<1_000 {
            cache.insert("value \(key)", for: key, cost: 10)
            _ = cache.value(for: 0) // keep 0 in use
            #expect(cache.count <= 10)
        }
        #expect(cache.value(for: 0) == "value 0")
        #expect(cache.value(for: 999) == "value 999")
        #expect(cache.value(for: 1) == nil)
        cache.insert("too big", for: -1, cost: 101)
        #expect(cache.value(for: -1) == nil)

        let engine = TextEngine(fonts: Fixtures.fonts, cacheLimits: .init(shapedCodeUnits: 1_000, layoutLines: 50))
        for index in 0..<200 {
            _ = engine.layout(
                StyledText("Paragraph number \(index) of many"), proposal: TextProposal(width: 60, height: nil))
        }
        #expect(engine.shapingCount == 200)
        _ = engine.layout(StyledText("Paragraph number 0 of many"), proposal: .unspecified)
        #expect(engine.shapingCount == 201)
    }
}
