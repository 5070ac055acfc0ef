import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("Painting images")
struct ImagePaintingTests {
    static let colors = [
        [RGBA(red: 255, green: 0, blue: 0), RGBA(red: 0, green: 255, blue: 0)],
        [RGBA(red: 0, green: 0, blue: 255), RGBA(red: 0, green: 0, blue: 0)],
    ]

    @Test("An image's pixels appear scaled to its frame, edges included")
    func scaled() throws {
        let png = try makePNG(Self.colors)
        let bitmap = try Paintings.bitmap(
            Image(pngData: png).resizable().frame(width: 20, height: 20), at: CGPoint(x: 10, y: 10),
            canvas: PaintArea(width: 40, height: 40)
        )
        // Smoothing blends the middle of the 20 points; each quarter's outer half is its pixel's colour, out to the
        // frame's edge.
        let near = [[0, 2, 4], [15, 17, 19]]
        for (row, colors) in Self.colors.enumerated() {
            for (column, color) in colors.enumerated() {
                for dx in near[column] {
                    for dy in near[row] {
                        #expect(
                            bitmap[10 + dx, 10 + dy].isClose(to: color, tolerance: 2),
                            "pixel \(10 + dx), \(10 + dy): \(bitmap[10 + dx, 10 + dy])")
                    }
                }
            }
        }
        let bounds = try #require(bitmap.inkBounds())
        #expect(bounds == PixelBounds(10, 10, 29, 29))
    }

    @Test("An image at its own size copies its pixels")
    func natural() throws {
        let png = try makePNG(Self.colors)
        let bitmap = try Paintings.bitmap(
            Image(pngData: png), at: CGPoint(x: 3, y: 4), canvas: PaintArea(width: 8, height: 8))
        for (row, colors) in Self.colors.enumerated() {
            for (column, color) in colors.enumerated() {
                #expect(bitmap[3 + column, 4 + row] == color)
            }
        }
        #expect(bitmap.ink().count == 4)
    }

    @Test("Image data Cairo cannot decode is reported with the view's id")
    func unreadable() throws {
        let png = try makePNG(Self.colors)
        let broken = png.prefix(33) + Data(repeating: 7, count: 40)
        let canvas = PaintArea(width: 10, height: 10)
        let result = try Paintings.layout(Image(pngData: broken).id("logo"), canvas: canvas)
        #expect(throws: PaintError.unreadableImage(view: "the image of the Image \"logo\"")) {
            try Painter().render(canvas.layout(result), format: .png)
        }
    }
}
