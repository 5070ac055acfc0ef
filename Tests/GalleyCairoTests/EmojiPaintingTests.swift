import Foundation
import Galley
@testable import GalleyCairo
import GalleyText
import Testing

@Suite("Painting colour emoji from their bitmaps")
struct EmojiPaintingTests {
    private static let canvas = PaintArea(width: 40, height: 30, scale: 3)
    private static let origin = CGPoint(x: 9, y: 4)

    /// "😀" at 17 pt (coverage fallback reaches Noto Color Emoji: Inter
    /// lacks U+1F600), laid out at ``origin``.
    private func layout(_ text: Text = Text("😀")) throws -> LayoutResult {
        try Paintings.layout(text.font(.system(size: 17)), at: Self.origin, canvas: Self.canvas)
    }

    /// The emoji's box in pixels: its strike bitmap placed at the glyph's position.
    private func glyphBox(_ result: LayoutResult) throws -> CGRect {
        let text = try #require(result.root.allViews.compactMap(\.text).first)
        let run = try #require(text.glyphRuns.first)
        #expect(run.face.familyName == "Noto Color Emoji" && run.face.hasColorBitmaps)
        let box = TextPainter.inkBounds(
            of: text, at: result.root.allViews.first { $0.text != nil }?.frame.origin ?? .zero)
        #expect(!box.isNull)
        let scale = Self.canvas.scale
        return CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
    }

    @Test("😀 paints yellow inside its box, at the size of its advance, and nothing outside")
    func yellowInsideBox() throws {
        let result = try layout()
        let box = try glyphBox(result)
        // The strike's 136 × 128 pixels at 109 ppem, scaled to 17 pt: 21.2 × 20 pt.
        #expect(abs(box.width / Self.canvas.scale - 136 * 17 / 109.0) < 1e-9)
        #expect(abs(box.height / Self.canvas.scale - 128 * 17 / 109.0) < 1e-9)
        #expect(abs(box.width / Self.canvas.scale - 17 * 2550 / 2048) < 0.1, "as wide as HarfBuzz's advance")
        let bitmap = try Bitmap(png: Painter().render(Self.canvas.layout(result), format: .png))
        let ink = bitmap.ink()
        #expect(ink.count > Int(box.width * box.height / 2))
        for pixel in ink {
            #expect(
                Double(pixel.x) >= box.minX.rounded(.down) && Double(pixel.x) < box.maxX.rounded(.up)
                    && Double(pixel.y) >= box.minY.rounded(.down) && Double(pixel.y) < box.maxY.rounded(.up),
                "ink at \(pixel) outside \(box)"
            )
        }
        let yellow = ink.filter { pixel in
            let color = bitmap[pixel.x, pixel.y]
            return color.red > 200 && color.green > 140 && color.blue < 100
        }
        #expect(Double(yellow.count) > 0.5 * Double(ink.count), "\(yellow.count) of \(ink.count) inked pixels yellow")
        // Colour, not grey: a grey (the text colour's) has equal channels.
        let coloured = ink.filter {
            let c = bitmap[$0.x, $0.y]; return max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 60
        }
        #expect(Double(coloured.count) > 0.6 * Double(ink.count))
    }

    @Test("A red foreground colour does not tint the emoji")
    func foregroundDoesNotTint() throws {
        let plain = try Painter().render(Self.canvas.layout(layout()), format: .png)
        let red = try Painter().render(Self.canvas.layout(layout(Text("😀").foregroundColor(.red))), format: .png)
        #expect(plain == red)
        let bitmap = try Bitmap(png: red)
        let reddish = bitmap.ink().filter {
            let c = bitmap[$0.x, $0.y]; return c.red > 200 && c.green < 60 && c.blue < 60
        }
        #expect(reddish.isEmpty)
    }

    @Test("Text and emoji together: the letters take the foreground colour, the emoji its own")
    func mixedText() throws {
        let canvas = PaintArea(width: 80, height: 30, scale: 2)
        let result = try Paintings.layout(
            Text("Hi😀").font(.system(size: 17)).foregroundColor(.blue), at: CGPoint(x: 4, y: 4), canvas: canvas)
        let text = try #require(result.root.allViews.compactMap(\.text).first)
        #expect(text.glyphRuns.map(\.face.familyName) == ["Inter", "Noto Color Emoji"])
        let bitmap = try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
        let colors = bitmap.ink().map { bitmap[$0.x, $0.y] }
        #expect(colors.contains { $0.isClose(to: RGBA(Color.blue)) })
        #expect(colors.contains { $0.red > 200 && $0.green > 140 && $0.blue < 100 })
    }

    @Test("An emoji across two bands of a PNG is painted as within one, and one in the other band too")
    func acrossBands() throws {
        // A tall canvas makes two bands (encoder stripes); the second emoji
        // is cut by their boundary, the first and third lie in one band each.
        let canvas = PaintArea(width: 30, height: 400, scale: 3)
        let boundary = Double(PNGEncoder(width: 90, height: 1200, hasAlpha: false).stripeRows) / 3
        #expect(boundary > 40 && boundary < 360)
        func png(at y: Double) throws -> Bitmap {
            try Bitmap(
                png: Painter().render(
                    canvas.layout(
                        Paintings.layout(Text("😀").font(.system(size: 17)), at: CGPoint(x: 4, y: y), canvas: canvas)),
                    format: .png))
        }
        let inks = try [10.0, boundary - 10, 370].map { y in try png(at: y) }
        #expect(inks[1].inkBounds().map { Double($0.minY) < boundary * 3 && Double($0.maxY) > boundary * 3 } == true)
        let shapes = inks.map { bitmap -> [RGBA] in
            guard let bounds = bitmap.inkBounds() else { return [] }
            return (bounds.minY...bounds.maxY).flatMap { y in (bounds.minX...bounds.maxX).map { x in bitmap[x, y] } }
        }
        #expect(!shapes[0].isEmpty)
        // Pixman samples the image with 16.16 fixed-point coordinates, so a
        // different position may move a few pixels by one level, no more.
        for other in [1, 2] {
            #expect(shapes[other].count == shapes[0].count)
            #expect(zip(shapes[0], shapes[other]).allSatisfy { $0.isClose(to: $1, tolerance: 1) })
        }
    }

    @Test("SVG embeds the emoji as an image, once however often it is drawn")
    func svg() throws {
        let once = String(decoding: try Painter().render(Self.canvas.layout(layout()), format: .svg), as: UTF8.self)
        #expect(once.contains("<image") && once.contains("data:image/png;base64,"))
        let canvas = PaintArea(width: 120, height: 30, scale: 3)
        let thrice = try Paintings.layout(Text("😀😀😀").font(.system(size: 17)), canvas: canvas)
        let svg = String(decoding: try Painter().render(canvas.layout(thrice), format: .svg), as: UTF8.self)
        #expect(svg.components(separatedBy: "data:image/png;base64,").count - 1 == 1)
    }

    @Test("PDF embeds the emoji as an image")
    func pdf() throws {
        let pdf = try Painter().render(Self.canvas.layout(layout()), format: .pdf)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(pdf.range(of: Data("/Subtype /Image".utf8)) != nil)
    }

    @Test("Two renders give the same bytes", arguments: [ImageFormat.png, .svg, .pdf])
    func deterministic(format: ImageFormat) throws {
        let text = Text("Emoji 😀👍🏽🇯🇵 done")
        let first = try Painter().render(Self.canvas.layout(layout(text)), format: format)
        let second = try Painter().render(Self.canvas.layout(layout(text)), format: format)
        #expect(first == second)
    }

    @Test("The bitmap cache keeps decoded glyphs and remembers glyphs without one")
    func cache() throws {
        let face = try #require(FontLibrary.bundled().resolve(.custom("Noto Color Emoji", size: 17)).primary)
        let cache = GlyphBitmapCache(pixelLimit: 100_000)
        let glyph = try #require(face.glyph(for: 0x1F600))
        let bitmap = try #require(cache.bitmap(for: glyph, in: face))
        #expect(bitmap.width == 136 && bitmap.height == 128 && bitmap.pixelsPerEm == 109)
        #expect(cache.bitmap(for: try #require(face.glyph(for: 0x20)), in: face) == nil)
        #expect(cache.count == 2)
        // Seven more emoji pass the limit: the oldest are forgotten.
        for scalar in UInt32(0x1F601)...0x1F607 { _ = cache.bitmap(for: face.glyph(for: scalar) ?? 0, in: face) }
        #expect(cache.count < 9)
    }
}
