import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("Painting drawing effects: transforms, shadows, blurs, zIndex and hairlines")
struct DrawingEffectPaintingTests {
    static let red = RGBA(Color.red), blue = RGBA(Color.blue)

    /// The sum over every pixel of how far below white its red channel is.
    static func ink(_ bitmap: Bitmap) -> Int {
        bitmap.pixels.reduce(0) { $0 + 255 - $1.color.red }
    }

    @Test("rotationEffect(90°) turns a 40×10 bar about its centre into a 10×40 one; its frame is unchanged")
    func rotation() throws {
        let canvas = PaintArea(width: 60, height: 60)
        let view = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90))
        let result = try Paintings.layout(
            view, at: CGPoint(x: 10, y: 25), canvas: canvas, proposal: ProposedViewSize(width: 40, height: 10))
        #expect(result.root.frame == CGRect(x: 10, y: 25, width: 40, height: 10))
        let bitmap = try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
        #expect(bitmap.inkBounds { $0.isClose(to: Self.red, tolerance: 40) } == PixelBounds(25, 10, 34, 49))
    }

    @Test("rotationEffect turns about its anchor: 90° about topLeading swings the bar down and to the left")
    func rotationAnchor() throws {
        let canvas = PaintArea(width: 60, height: 60)
        let view = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90), anchor: .topLeading)
        let bitmap = try Paintings.bitmap(
            view, at: CGPoint(x: 20, y: 10), canvas: canvas, proposal: ProposedViewSize(width: 40, height: 10))
        #expect(bitmap.inkBounds { $0.isClose(to: Self.red, tolerance: 40) } == PixelBounds(10, 10, 19, 49))
    }

    @Test("scaleEffect(2) doubles the painted extent about the centre while the frame stays as laid out")
    func scale() throws {
        let canvas = PaintArea(width: 60, height: 60)
        let view = Color.blue.frame(width: 20, height: 10).scaleEffect(2)
        let result = try Paintings.layout(
            view, at: CGPoint(x: 20, y: 25), canvas: canvas, proposal: ProposedViewSize(width: 20, height: 10))
        #expect(result.root.frame == CGRect(x: 20, y: 25, width: 20, height: 10))
        #expect(result.root.allViews.map(\.name) == ["scaleEffect", "frame", "Color"])
        let bitmap = try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
        #expect(bitmap.inkBounds() == PixelBounds(10, 20, 49, 39))
        // Anchored at the bottom trailing corner it grows up and to the left.
        let anchored = try Paintings.bitmap(
            Color.blue.frame(width: 20, height: 10).scaleEffect(x: 2, y: 3, anchor: .bottomTrailing),
            at: CGPoint(x: 20, y: 25), canvas: canvas,
            proposal: ProposedViewSize(width: 20, height: 10)
        )
        #expect(anchored.inkBounds() == PixelBounds(0, 5, 39, 34))
    }

    @Test("scaleEffect(0) draws nothing; an absurd scale is bounded and still paints quickly")
    func degenerateScales() throws {
        let canvas = PaintArea(width: 40, height: 40)
        let zero = try Paintings.bitmap(Color.red.frame(width: 10, height: 10).scaleEffect(0), canvas: canvas)
        #expect(zero.ink().isEmpty)
        let flat = try Paintings.bitmap(Color.red.frame(width: 10, height: 10).scaleEffect(x: 1, y: 0), canvas: canvas)
        #expect(flat.ink().isEmpty)
        let huge = try Paintings.bitmap(Color.red.frame(width: 10, height: 10).scaleEffect(1e9), canvas: canvas)
        #expect(huge.pixels.allSatisfy { $0.color.isClose(to: Self.red) }, "scaled up, the colour covers the canvas")
    }

    @Test(
        "A shadow is the shape's alpha offset by (x, y) beneath it, in the shadow's colour; a clear colour casts none")
    func shadow() throws {
        let canvas = PaintArea(width: 40, height: 40)
        let origin = CGPoint(x: 10, y: 10)
        let shape = Color.blue.frame(width: 10, height: 10)
        let hard = try Paintings.bitmap(shape.shadow(color: .red, radius: 0, x: 6, y: 4), at: origin, canvas: canvas)
        #expect(hard[15, 15].isClose(to: Self.blue), "the view is drawn over its shadow")
        #expect(hard.inkBounds { $0.isClose(to: Self.red) } == PixelBounds(16, 14, 25, 23))
        #expect(hard[9, 9] == .white && hard[17, 22].isClose(to: Self.red))

        let soft = try Paintings.bitmap(shape.shadow(color: .black, radius: 4, x: 6, y: 4), at: origin, canvas: canvas)
        #expect(soft[15, 15].isClose(to: Self.blue))
        #expect(
            soft[27, 18].red < 250 && soft[27, 18].red > 100,
            "the blurred shadow fades past its offset edge: \(soft[27, 18])")
        #expect(soft[12, 22].red < soft[7, 22].red, "the shadow lies towards its offset")

        let clear = try Paintings.bitmap(shape.shadow(color: .clear, radius: 4, x: 6, y: 4), at: origin, canvas: canvas)
        let plain = try Paintings.bitmap(shape, at: origin, canvas: canvas)
        #expect(clear.pixels.map(\.color) == plain.pixels.map(\.color))
    }

    @Test("A shadow falls from text as from shapes")
    func textShadow() throws {
        let canvas = PaintArea(width: 60, height: 30)
        let text = Text("Hi").font(.system(size: 20))
        let plain = try Paintings.bitmap(text, at: CGPoint(x: 5, y: 2), canvas: canvas)
        let shadowed = try Paintings.bitmap(
            text.shadow(color: .red, radius: 0, x: 20, y: 0), at: CGPoint(x: 5, y: 2), canvas: canvas)
        let plainRed = plain.ink { $0.isClose(to: Self.red, tolerance: 60) }.count
        let shadowRed = shadowed.ink { $0.isClose(to: Self.red, tolerance: 60) }.count
        #expect(plainRed == 0 && shadowRed > 40, "red shadow pixels: \(shadowRed)")
    }

    @Test("blur spreads ink about 3σ (σ = radius / 2) beyond the edge and keeps the total ink")
    func blur() throws {
        let canvas = PaintArea(width: 80, height: 80)
        let origin = CGPoint(x: 30, y: 30)
        let square = Color.black.frame(width: 20, height: 20)
        let sharp = try Paintings.bitmap(square, at: origin, canvas: canvas)
        let blurred = try Paintings.bitmap(square.blur(radius: 6), at: origin, canvas: canvas)
        // σ = 3: 2 px outside the edge is well inked, 12 px (4σ) outside is not.
        #expect(blurred[40, 28].red < 200, "\(blurred[40, 28])")
        #expect(blurred[40, 18] == .white && blurred[62, 40] == .white)
        #expect(blurred[40, 40].red < 40, "the middle stays dark: \(blurred[40, 40])")
        let before = Self.ink(sharp), after = Self.ink(blurred)
        #expect(abs(after - before) < before / 50, "ink before \(before), after \(after)")
        let inkBounds = try #require(blurred.inkBounds())
        #expect(inkBounds.minX >= 30 - 11 && inkBounds.minX <= 30 - 6, "\(inkBounds)")
    }

    @Test("An opaque blur stays within the view's frame")
    func opaqueBlur() throws {
        let canvas = PaintArea(width: 60, height: 40)
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 10); Color.white.frame(width: 10)
        }.frame(height: 20)
        let blurred = try Paintings.bitmap(
            view.blur(radius: 4, opaque: true), at: CGPoint(x: 20, y: 10), canvas: canvas)
        #expect(blurred.ink().allSatisfy { (20...39).contains($0.x) && (10...29).contains($0.y) })
        #expect(blurred[20, 10].red < 30, "the edge extends rather than fading: \(blurred[20, 10])")
        #expect(blurred[31, 20].red < 240 && blurred[31, 20].red > 15)
    }

    @Test("A huge blur radius is bounded: it paints quickly and keeps its ink")
    func hugeBlur() throws {
        let canvas = PaintArea(width: 40, height: 40)
        let start = Date()
        let bitmap = try Paintings.bitmap(Color.black.frame(width: 40, height: 40).blur(radius: 1e9), canvas: canvas)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(bitmap[20, 20].red >= 250, "spread over a thousand points, the ink all but vanishes: \(bitmap[20, 20])")
    }

    @Test("zIndex draws a higher sibling later, on top, in a ZStack; equal values keep their order")
    func zIndex() throws {
        let canvas = PaintArea(width: 20, height: 20)
        let plain = try Paintings.bitmap(
            ZStack {
                Color.red; Color.blue
            }, canvas: canvas)
        #expect(plain[10, 10].isClose(to: Self.blue))
        let lifted = try Paintings.bitmap(
            ZStack {
                Color.red.zIndex(1); Color.blue
            }, canvas: canvas)
        #expect(lifted[10, 10].isClose(to: Self.red))
        let equal = try Paintings.bitmap(
            ZStack {
                Color.red.zIndex(2); Color.blue.zIndex(2)
            }, canvas: canvas)
        #expect(equal[10, 10].isClose(to: Self.blue))
        let throughModifiers = try Paintings.bitmap(
            ZStack {
                Color.red.zIndex(1).padding(0).opacity(1); Color.blue
            }, canvas: canvas)
        #expect(throughModifiers[10, 10].isClose(to: Self.red), "modifiers around a view pass its zIndex on")
        let overlay = try Paintings.bitmap(Color.red.zIndex(1).overlay(Color.blue), canvas: canvas)
        #expect(overlay[10, 10].isClose(to: Self.red))
    }

    @Test("A lineWidth 0 stroke is a hairline: exactly one pixel row at @2x and @3x")
    func hairline() throws {
        for scale in [2.0, 3.0] {
            let canvas = PaintArea(width: 40, height: 10, scale: scale)
            // On the centre of a pixel row: row 5·scale.
            let y = 5 + 0.5 / scale
            let line = Path {
                $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: 40, y: y))
            }
            let bitmap = try Paintings.bitmap(line.stroke(Color.black, lineWidth: 0), canvas: canvas)
            let rows = (0..<bitmap.height).filter { bitmap[20, $0] != .white }
            #expect(rows == [Int(5 * scale)], "@\(scale)x: rows \(rows)")
            #expect(bitmap[20, Int(5 * scale)].red < 10)
        }
        let rectangle = try Paintings.bitmap(
            Rectangle().stroke(Color.black, lineWidth: 0).frame(width: 20, height: 20),
            canvas: PaintArea(width: 20, height: 20))
        #expect(!rectangle.ink().isEmpty, "a hairline rectangle is drawn")
    }

    @Test("Transforms are exact in SVG; shadows and blurs are embedded images there")
    func vectors() throws {
        let canvas = PaintArea(width: 60, height: 60)
        func svg(_ view: some View) throws -> String {
            let result = try Paintings.layout(view, canvas: canvas)
            return String(decoding: try Painter().render(canvas.layout(result), format: .svg), as: UTF8.self)
        }
        let square = Color.red.frame(width: 20, height: 20)
        let rotated = try svg(square.rotationEffect(.degrees(30)))
        // The 20-point square at the origin turned 30° about (10, 10): a corner at (23.66, 6.34).
        #expect(!rotated.contains("<image") && rotated.contains("L 23.66") && rotated.contains(" 6.33"))
        #expect(try svg(square.shadow(radius: 3)).contains("<image"))
        #expect(try svg(square.blur(radius: 3)).contains("<image"))
    }

    @Test("Effects paint the same bytes every time")
    func determinism() throws {
        let canvas = PaintArea(width: 80, height: 60, scale: 2)
        let view = VStack {
            Text("Shadow").shadow(color: .black, radius: 2, x: 1, y: 2)
            Text("Blur").blur(radius: 2).rotationEffect(.degrees(10))
        }
        let result = try Paintings.layout(view, canvas: canvas)
        for format in [ImageFormat.png, .svg, .pdf] {
            #expect(
                try Painter().render(canvas.layout(result), format: format)
                    == Painter().render(canvas.layout(result), format: format))
        }
    }
}
