import Foundation
import GalleyText
@testable import GalleyCairo
import Testing

@Suite("Glyph outlines from FreeType, and their cache")
struct GlyphOutlineTests {
    static func face(_ file: String) throws -> FontFace {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fonts")
        return try FontFace(path: fonts.appendingPathComponent(file).path)
    }

    static func contours(_ outline: GlyphOutline) -> (moves: Int, closes: Int, curves: Int) {
        outline.elements.reduce(into: (0, 0, 0)) { counts, element in
            switch element {
            case .move: counts.0 += 1
            case .close: counts.1 += 1
            case .curve: counts.2 += 1
            case .line: break
            }
        }
    }

    @Test(
        "Outlines are in font units, every contour closed; quadratic (TrueType) and cubic (CFF) curves alike",
        arguments: ["Inter-Regular.otf", "NotoSerif-Regular.ttf"])
    func outlines(file: String) throws {
        let face = try Self.face(file)
        let o = try #require(face.glyph(for: UInt32(("O" as Unicode.Scalar).value)))
        let outline = GlyphOutline(glyph: o, in: face)
        let counts = Self.contours(outline)
        #expect(counts.moves == 2 && counts.closes == 2 && counts.curves >= 8)
        guard case .move = outline.elements.first, case .close = outline.elements.last else {
            Issue.record("an outline starts with a move and ends closed")
            return
        }
        let points = outline.elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let point), .line(let point): [point]
            case .curve(let control1, let control2, let point): [control1, control2, point]
            case .close: []
            }
        }
        let upem = face.unitsPerEm
        #expect(points.allSatisfy { $0.x >= 0 && $0.x <= upem && $0.y >= -0.05 * upem && $0.y <= face.ascender * upem })
        #expect((points.map(\.y).max() ?? 0) > 0.6 * upem, "the top of an O is near cap height, y up")

        let space = try #require(face.glyph(for: 0x20))
        #expect(GlyphOutline(glyph: space, in: face).elements.isEmpty)
    }

    @Test("The cache returns what FreeType gives and stays within its bound")
    func cache() throws {
        let face = try Self.face("Inter-Regular.otf")
        let glyphs = try (UInt32(0x41)...UInt32(0x5A)).map { try #require(face.glyph(for: $0)) }
        let cache = GlyphOutlineCache(elementLimit: 300)
        for _ in 0..<3 {
            let outlines = cache.outlines(for: glyphs + glyphs, in: face)
            #expect(outlines.map(\.elements) == (glyphs + glyphs).map { GlyphOutline(glyph: $0, in: face).elements })
        }
        #expect(cache.count > 0 && cache.count < glyphs.count)
        #expect(cache.count <= 300 / 2)
    }
}
