import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("Painting effects: opacity, clipping and hidden views")
struct EffectPaintingTests {
    @Test("Opacity 0.5 mixes a colour halfway with what is behind")
    func opacity() throws {
        let bitmap = try Paintings.bitmap(
            Color.red.frame(width: 10, height: 10).opacity(0.5), canvas: PaintArea(width: 10, height: 10))
        let red = RGBA(Color.red)
        let half = RGBA(red: (red.red + 255) / 2, green: (red.green + 255) / 2, blue: (red.blue + 255) / 2)
        #expect(bitmap.pixels.allSatisfy { $0.color.isClose(to: half) }, "\(bitmap[5, 5]) is not \(half)")
    }

    @Test("Opacity applies to the subtree as one layer: overlaps are no darker")
    func opacityLayer() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.black.frame(width: 20, height: 10)
            Color.black.frame(width: 20, height: 10).offset(x: 10)
        }
        .opacity(0.5)
        let bitmap = try Paintings.bitmap(view, canvas: PaintArea(width: 30, height: 10))
        let grey = RGBA(red: 128, green: 128, blue: 128)
        #expect(bitmap[5, 5].isClose(to: grey) && bitmap[15, 5].isClose(to: grey) && bitmap[25, 5].isClose(to: grey))
    }

    @Test("Nested opacities multiply")
    func nestedOpacity() throws {
        var view = AnyView(Color.black.frame(width: 10, height: 10))
        for _ in 0..<10 { view = AnyView(view.opacity(0.9)) }
        let bitmap = try Paintings.bitmap(view, canvas: PaintArea(width: 10, height: 10))
        let expected = Int((255 * (1 - pow(0.9, 10))).rounded()) // black at 0.9¹⁰ over white
        #expect(abs(bitmap[5, 5].red - expected) <= 3, "\(bitmap[5, 5])")
    }

    @Test("Clipping cuts a child larger than its parent")
    func clipping() throws {
        let canvas = PaintArea(width: 60, height: 60)
        let origin = CGPoint(x: 20, y: 20)
        let child = Color.blue.frame(width: 100, height: 100)
        let spilled = try Paintings.bitmap(child.frame(width: 20, height: 20), at: origin, canvas: canvas)
        #expect(spilled[5, 5] != .white, "unclipped, the child covers the canvas")
        let clipped = try Paintings.bitmap(child.frame(width: 20, height: 20).clipped(), at: origin, canvas: canvas)
        let bounds = try #require(clipped.inkBounds())
        #expect(bounds == PixelBounds(20, 20, 39, 39))

        let circle = try Paintings.bitmap(
            child.frame(width: 20, height: 20).clipShape(Circle()), at: origin, canvas: canvas)
        #expect(circle[20, 20] == .white && circle[30, 30] != .white && circle[20, 30] != .white)
        let rounded = try Paintings.bitmap(
            child.frame(width: 20, height: 20).cornerRadius(6), at: origin, canvas: canvas)
        #expect(rounded[20, 20] == .white && rounded[20, 21] == .white && rounded[26, 20] != .white)
    }

    @Test("A hidden view draws nothing, its siblings still draw")
    func hidden() throws {
        let canvas = PaintArea(width: 40, height: 20)
        let hidden = try Paintings.bitmap(Color.red.frame(width: 40, height: 20).hidden(), canvas: canvas)
        #expect(hidden.ink().isEmpty)
        let sibling = try Paintings.bitmap(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).hidden()
                Color.blue.frame(width: 20, height: 20)
            }, canvas: canvas)
        #expect(sibling[10, 10] == .white && sibling[30, 10].isClose(to: RGBA(Color.blue)))
        let transparent = try Paintings.bitmap(Color.red.frame(width: 40, height: 20).opacity(0), canvas: canvas)
        #expect(transparent.ink().isEmpty)
    }

    @Test("Opacity layers nested deeper than memory allows are refused before painting")
    func layerLimit() throws {
        var view = AnyView(Color.black.frame(width: 10, height: 10))
        for _ in 0..<5 { view = AnyView(view.opacity(0.5)) }
        let canvas = PaintArea(width: 10_000, height: 10_000)
        let result = try Paintings.layout(view, canvas: canvas)
        #expect(throws: PaintError.tooManyLayers(limit: 4)) {
            try Painter().render(canvas.layout(result), format: .png)
        }
    }

    /// A PNG's opacity layer was a group the size of the canvas; it is now
    /// rasterised only where it has ink, and that counts as paint work (issue 33, item 2).
    @Test("Opacity layers count their pixels as paint work, only where they have ink")
    func opacityLayerWork() throws {
        let rows = VStack(spacing: 10) {
            ForEach(0..<10) { _ in Color.red.frame(width: 10, height: 10).opacity(0.5) }
        }
        let canvas = PaintArea(width: 1_000, height: 1_000)
        let result = try Paintings.layout(rows, canvas: canvas)
        // Ten layers the size of the canvas would be 10,000,000 pixels. Each
        // layer is its ink plus the one-pixel margin every effect layer takes
        // (`EffectLayer.region`), 12 × 12; one cut by a band takes it in each band.
        let png = try Painter(limits: ResourceLimits(paintWork: 10 * 20 * 20)).render(
            canvas.layout(result), format: .png)
        let bitmap = try Bitmap(png: png)
        let red = RGBA(Color.red)
        let half = RGBA(red: (red.red + 255) / 2, green: (red.green + 255) / 2, blue: (red.blue + 255) / 2)
        let top = try #require(bitmap.inkBounds())
        #expect(bitmap[top.minX + 5, top.minY + 5].isClose(to: half), "\(bitmap[top.minX + 5, top.minY + 5])")
        #expect(bitmap.ink().count == 10 * 10 * 10, "ten 10 × 10 squares, nothing else")
        #expect(throws: PaintError.tooMuchWork(limit: 500)) {
            try Painter(limits: ResourceLimits(paintWork: 500)).render(canvas.layout(result), format: .png)
        }
    }

    /// Counting a million views' layers took seconds past the limit (issue 33, item 2).
    @Test("Counting the layers reads the clock: out of time, a tree of too many layers stops for the time")
    func layerCountingTime() throws {
        var view = AnyView(
            VStack(spacing: 0) { ForEach(0..<1_100) { _ in Color.black.frame(width: 10, height: 0.001) } })
        for _ in 0..<5 { view = AnyView(view.opacity(0.5)) }
        let canvas = PaintArea(width: 10_000, height: 10_000)
        let result = try Paintings.layout(view, canvas: canvas)
        #expect(throws: PaintError.tooManyLayers(limit: 4)) {
            try Painter().render(canvas.layout(result), format: .png)
        }
        #expect(throws: PaintError.outOfTime(limit: .nanoseconds(1))) {
            try Painter(limits: ResourceLimits(time: .nanoseconds(1))).render(canvas.layout(result), format: .png)
        }
    }
}
