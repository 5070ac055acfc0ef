import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("Painting text from its glyph runs")
struct TextPaintingTests {
    @Test("Text ink lies within the text's frame and is not empty", arguments: [1.0, 2.0, 3.0])
    func inkWithinFrame(scale: Double) throws {
        let canvas = PaintArea(width: 160, height: 50, scale: scale)
        let result = try Paintings.layout(Text("Hello, Wörld! gjpqy"), at: CGPoint(x: 10, y: 10), canvas: canvas)
        let frame = result.root.frame
        let bitmap = try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
        let ink = bitmap.ink()
        #expect(ink.count > Int(20 * scale * scale))
        let bounds = try #require(bitmap.inkBounds())
        let pixelFrame = CGRect(
            x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        #expect(Double(bounds.minX) >= pixelFrame.minX - 1 && Double(bounds.maxX) < pixelFrame.maxX + 1)
        #expect(Double(bounds.minY) >= pixelFrame.minY - 1 && Double(bounds.maxY) < pixelFrame.maxY + 1)
        #expect(bitmap.pixels.contains { $0.color == RGBA(red: 0, green: 0, blue: 0) }, "glyph stems are solid black")
    }

    @Test(
        "Text placed further right has its ink shifted by exactly that",
        arguments: [(1.0, 27.0), (2.0, 13.5), (3.0, 1.0 / 3)])
    func shift(scale: Double, offset: Double) throws {
        let canvas = PaintArea(width: 120, height: 40, scale: scale)
        let text = Text("Shifted ink")
        let left = try Paintings.bitmap(text, at: CGPoint(x: 10, y: 10), canvas: canvas)
        let right = try Paintings.bitmap(text, at: CGPoint(x: 10 + offset, y: 10), canvas: canvas)
        let pixels = Int((offset * scale).rounded())
        #expect(!left.ink().isEmpty)
        var mismatches = 0
        for y in 0..<left.height {
            for x in 0..<(left.width - pixels) where left[x, y] != right[x + pixels, y] { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("Glyphs are not snapped to whole pixels: text half a pixel to the right is drawn between")
    func subpixelPositions() throws {
        let canvas = PaintArea(width: 120, height: 40, scale: 1)
        // Laid out on a half-point grid, painted at one pixel per point.
        func painted(atX x: Double) throws -> Bitmap {
            let result = try Paintings.engine.get().layout(
                Text("Shifted ink"), proposal: .unspecified, at: CGPoint(x: x, y: 10), displayScale: 2)
            return try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
        }
        let whole = try painted(atX: 10), half = try painted(atX: 10.5), next = try painted(atX: 11)
        let colors = { (bitmap: Bitmap) in bitmap.pixels.map(\.color) }
        #expect(colors(half) != colors(whole) && colors(half) != colors(next))
        /// The ink's horizontal centre of mass.
        func centre(_ bitmap: Bitmap) -> Double {
            let weights = bitmap.pixels.map { (Double($0.x), Double(255 - $0.color.red)) }
            return weights.map { $0.0 * $0.1 }.reduce(0, +) / weights.map(\.1).reduce(0, +)
        }
        #expect(abs(centre(half) - centre(whole) - 0.5) < 0.05)
        #expect(abs(centre(next) - centre(whole) - 1) < 0.01)
    }

    @Test("Each span is painted in its own colour, in order")
    func spanColours() throws {
        let text = Text("Red ").foregroundColor(.red) + Text("Blue").foregroundColor(.blue)
        let bitmap = try Paintings.bitmap(
            text.font(.system(size: 30, weight: .bold)), canvas: PaintArea(width: 160, height: 50))
        let red = bitmap.ink { $0.isClose(to: RGBA(Color.red), tolerance: 2) }
        let blue = bitmap.ink { $0.isClose(to: RGBA(Color.blue), tolerance: 2) }
        #expect(!red.isEmpty && !blue.isEmpty)
        #expect((red.map(\.x).max() ?? 0) < (blue.map(\.x).min() ?? 0))
    }

    @Test("A face without italics is slanted about 12° when italic is asked for")
    func syntheticItalic() throws {
        let canvas = PaintArea(width: 100, height: 80)
        let font = Font.system(size: 60, design: .monospaced)
        let italic = try Paintings.layout(Text("I").font(font).italic(), canvas: canvas)
        let runs = try #require(italic.root.text?.glyphRuns)
        #expect(!runs.isEmpty && runs.allSatisfy { $0.needsSyntheticItalic })
        let slanted = try Bitmap(png: Painter().render(canvas.layout(italic), format: .png))
        let upright = try Paintings.bitmap(Text("I").font(font), canvas: canvas)

        /// The lean of the ink: the shift of its centre from its bottom row to its top row, per row.
        func lean(_ bitmap: Bitmap) throws -> Double {
            let ink = bitmap.ink { $0.red < 128 }
            let bounds = try #require(bitmap.inkBounds { $0.red < 128 })
            func centre(_ y: Int) -> Double {
                let xs = ink.filter { $0.y == y }.map { Double($0.x) }
                return xs.reduce(0, +) / Double(max(1, xs.count))
            }
            return (centre(bounds.minY + 2) - centre(bounds.maxY - 2)) / Double(bounds.maxY - bounds.minY - 4)
        }
        #expect(abs(try lean(upright)) < 0.02)
        #expect(abs(try lean(slanted) - tan(12 * Double.pi / 180)) < 0.03)
    }
}
