import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("rotation3DEffect: the view's drawing resampled through Core Animation's projection")
struct Rotation3DPaintingTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    static func isRed(_ p: RGBA) -> Bool { p.red > 200 && p.green < 60 && p.blue < 60 }

    @Test("A turn about z is a flat rotation: a horizontal bar turned 90° stands up")
    func aboutZ() throws {
        let view = Self.red.frame(width: 30, height: 6).rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)).frame(
            width: 40, height: 40)
        let bitmap = try Paintings.bitmap(view, canvas: PaintArea(width: 40, height: 40))
        #expect(Self.isRed(bitmap[20, 8]) && Self.isRed(bitmap[20, 32]))
        #expect(bitmap[8, 20] == .white && bitmap[32, 20] == .white)
    }

    @Test("A turn about y in perspective: the near edge grows, the far edge shrinks, as m34 = −1/max(w, h) gives")
    func perspective() throws {
        // A 40-point square turned 45° about y, centred in 60 × 60: its left edge comes to x ≈ 8.1 spanning
        // y ≈ −1…61, its right edge goes to x ≈ 40.4 spanning y ≈ 15.2…44.8.
        let view = Self.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).frame(
            width: 60, height: 60)
        let bitmap = try Paintings.bitmap(view, canvas: PaintArea(width: 60, height: 60))
        #expect(Self.isRed(bitmap[38, 30]) && bitmap[42, 30] == .white)
        #expect(Self.isRed(bitmap[10, 30]) && bitmap[6, 30] == .white)
        #expect(Self.isRed(bitmap[10, 1]) && Self.isRed(bitmap[10, 58]), "the near edge is taller than the square")
        #expect(bitmap[37, 11] == .white && Self.isRed(bitmap[37, 16]), "the far edge is shorter")
        // Layout is unchanged.
        let result = try Paintings.layout(
            Self.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)),
            canvas: PaintArea(width: 60, height: 60))
        #expect(result.root.frame.size == CGSize(width: 40, height: 40))
    }

    @Test("Without perspective a turn about y only narrows; edge-on draws nothing")
    func orthographic() throws {
        let view = Self.red.frame(width: 40, height: 40)
        let flat = try Paintings.bitmap(
            view.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0).frame(width: 60, height: 60),
            canvas: PaintArea(width: 60, height: 60))
        // cos 60° = 0.5: 20 points wide, 40 tall.
        #expect(
            Self.isRed(flat[21, 11]) && Self.isRed(flat[38, 48]) && flat[18, 30] == .white && flat[42, 30] == .white)
        let edgeOn = try Paintings.bitmap(
            view.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0), perspective: 0).frame(width: 60, height: 60),
            canvas: PaintArea(width: 60, height: 60))
        #expect(edgeOn.ink().isEmpty)
    }

    @Test("Values that are not finite, and an axis of no length, do not turn")
    func hostile() throws {
        let canvas = PaintArea(width: 60, height: 60)
        let plain = try Paintings.bitmap(
            Self.red.frame(width: 40, height: 40).frame(width: 60, height: 60), canvas: canvas
        ).pixels.map(\.color)
        for view in [
            Self.red.frame(width: 40, height: 40).rotation3DEffect(.radians(.nan), axis: (x: 0, y: 1, z: 0)),
            Self.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0)),
            Self.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(30), axis: (x: .infinity, y: 1, z: 0)),
        ] {
            #expect(
                try Paintings.bitmap(view.frame(width: 60, height: 60), canvas: canvas).pixels.map(\.color) == plain)
        }
        let infinite = Self.red.frame(width: 40, height: 40).rotation3DEffect(
            .degrees(45), axis: (x: 0, y: 1, z: 0), perspective: .infinity)
        let one = Self.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        #expect(
            try Paintings.bitmap(infinite.frame(width: 60, height: 60), canvas: canvas).pixels.map(\.color)
                == Paintings.bitmap(one.frame(width: 60, height: 60), canvas: canvas).pixels.map(\.color))
    }

    @Test("In SVG the projected drawing is an embedded image")
    func vector() throws {
        let canvas = PaintArea(width: 60, height: 60)
        let result = try Paintings.layout(
            Self.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0)),
            canvas: canvas)
        let svg = String(decoding: try Painter().render(canvas.layout(result), format: .svg), as: UTF8.self)
        #expect(svg.contains("<image"))
    }
}
