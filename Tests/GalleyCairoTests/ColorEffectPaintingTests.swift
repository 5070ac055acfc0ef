import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("Painting colour effects, masks and compositing groups")
struct ColorEffectPaintingTests {
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let sample = Color(red: 0.2, green: 0.4, blue: 0.6)

    /// The colour at the middle of a 10 × 10 square of `view`.
    static func centre(_ view: some View) throws -> RGBA {
        try Paintings.bitmap(view.frame(width: 10, height: 10), canvas: PaintArea(width: 10, height: 10))[5, 5]
    }

    static func svg(_ view: some View, width: CGFloat = 20, height: CGFloat = 20) throws -> String {
        let canvas = PaintArea(width: width, height: height)
        let result = try Paintings.layout(view, canvas: canvas)
        return String(decoding: try Painter().render(canvas.layout(result), format: .svg), as: UTF8.self)
    }

    @Test("grayscale(1) and saturation(0) give the Rec. 709 luminance: pure red is (54, 54, 54)")
    func grayscale() throws {
        let grey = RGBA(red: 54, green: 54, blue: 54)
        #expect(try Self.centre(Self.pureRed.grayscale(1)).isClose(to: grey))
        #expect(try Self.centre(Self.pureRed.saturation(0)).isClose(to: grey))
        // Halfway: red 0.2126 + 0.7874 / 2, green and blue their weights halved.
        #expect(try Self.centre(Self.pureRed.saturation(0.5)).isClose(to: RGBA(red: 155, green: 27, blue: 27)))
        #expect(try Self.centre(Self.pureRed.grayscale(0.5)).isClose(to: RGBA(red: 155, green: 27, blue: 27)))
    }

    @Test("brightness adds, contrast scales about 0.5, colorInvert complements, colorMultiply multiplies")
    func matrices() throws {
        #expect(try Self.centre(Self.sample.brightness(0.2)).isClose(to: RGBA(red: 102, green: 153, blue: 204)))
        #expect(try Self.centre(Self.sample.brightness(-1)).isClose(to: RGBA(red: 0, green: 0, blue: 0)))
        let contrasted = Color(red: 0.2, green: 0.4, blue: 1).contrast(0.5)
        #expect(try Self.centre(contrasted).isClose(to: RGBA(red: 89, green: 115, blue: 191)))
        #expect(try Self.centre(Self.sample.colorInvert()).isClose(to: RGBA(red: 204, green: 153, blue: 102)))
        let multiplied = Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0))
        #expect(try Self.centre(multiplied).isClose(to: RGBA(red: 255, green: 128, blue: 0)))
    }

    @Test("hueRotation turns hues as SVG's hueRotate: red by 180° is (0, 108, 108), by 360° itself")
    func hueRotation() throws {
        #expect(
            try Self.centre(Self.pureRed.hueRotation(.degrees(180))).isClose(to: RGBA(red: 0, green: 108, blue: 108)))
        #expect(try Self.centre(Self.pureRed.hueRotation(.degrees(360))).isClose(to: RGBA(red: 255, green: 0, blue: 0)))
        // 120°: the SVG matrix's first column, with the Rec. 709 weights.
        let c = cos(2 * Double.pi / 3), s = sin(2 * Double.pi / 3)
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        let expected = RGBA(
            red: byte(0.2126 + c * 0.7874 - s * 0.2126), green: byte(0.2126 - c * 0.2126 + s * 0.143),
            blue: byte(0.2126 - c * 0.2126 - s * 0.7874)
        )
        #expect(try Self.centre(Self.pureRed.hueRotation(.degrees(120))).isClose(to: expected))
    }

    @Test("Colour effects change text, strokes and gradients, and leave clear pixels clear")
    func everythingDrawn() throws {
        let canvas = PaintArea(width: 60, height: 30)
        let text = try Paintings.bitmap(Text("Hello").foregroundColor(Self.pureRed).grayscale(1), canvas: canvas)
        let ink = text.ink()
        #expect(ink.count > 20)
        #expect(
            ink.allSatisfy {
                let p = text[$0.x, $0.y]; return abs(p.red - p.green) <= 1 && abs(p.green - p.blue) <= 1
            })
        let gradient = LinearGradient(
            colors: [Self.pureRed, Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing)
        let grey = try Paintings.bitmap(
            Rectangle().fill(gradient).frame(width: 60, height: 30).grayscale(1), canvas: canvas)
        #expect(
            grey.pixels.allSatisfy { abs($0.color.red - $0.color.blue) <= 1 && abs($0.color.red - $0.color.green) <= 1 }
        )
        #expect(grey[2, 15].red > grey[57, 15].red + 20, "red's luminance is above blue's")
        let stroke = try Paintings.bitmap(
            Circle().stroke(Self.pureRed, lineWidth: 4).frame(width: 30, height: 30).colorInvert(),
            canvas: PaintArea(width: 30, height: 30))
        #expect(stroke[15, 1].isClose(to: RGBA(red: 0, green: 255, blue: 255), tolerance: 2))
        #expect(stroke[15, 15] == .white, "inside the ring nothing is drawn, so nothing is inverted")

        let clear = PaintArea(width: 20, height: 20)
        let result = try Paintings.layout(
            Self.pureRed.frame(width: 10, height: 10).colorInvert().frame(width: 20, height: 20), canvas: clear)
        let bitmap = try Bitmap(png: Painter(background: .clear).render(clear.layout(result), format: .png))
        #expect(bitmap[1, 1].alpha == 0 && bitmap[10, 10].isClose(to: RGBA(red: 0, green: 255, blue: 255)))
    }

    @Test("Amounts that are not finite change nothing; others are clamped")
    func hostileAmounts() throws {
        let red = RGBA(red: 255, green: 0, blue: 0)
        #expect(try Self.centre(Self.pureRed.saturation(.nan)) == red)
        #expect(try Self.centre(Self.pureRed.brightness(.infinity)) == red)
        #expect(try Self.centre(Self.pureRed.contrast(-.infinity)) == red)
        #expect(try Self.centre(Self.pureRed.hueRotation(.radians(.nan))) == red)
        #expect(try Self.centre(Self.pureRed.grayscale(-3)) == red)
        #expect(try Self.centre(Self.pureRed.grayscale(7)).isClose(to: RGBA(red: 54, green: 54, blue: 54)))
        #expect(try Self.centre(Self.pureRed.saturation(-1)).isClose(to: RGBA(red: 54, green: 54, blue: 54)))
        #expect(try Self.centre(Self.sample.brightness(40)) == .white)
    }

    @Test("In SVG a colour effect is an embedded image, as a blur is")
    func vector() throws {
        #expect(try Self.svg(Self.pureRed.frame(width: 10, height: 10).grayscale(1)).contains("<image"))
        let canvas = PaintArea(width: 20, height: 20)
        let result = try Paintings.layout(
            Self.pureRed.frame(width: 10, height: 10).hueRotation(.degrees(90)), canvas: canvas)
        #expect(try Painter().render(canvas.layout(result), format: .pdf).starts(with: Data("%PDF".utf8)))
    }

    @Test("A mask shows the view only where the mask draws: a circle leaves the corners out")
    func circleMask() throws {
        let canvas = PaintArea(width: 20, height: 20)
        let bitmap = try Paintings.bitmap(Self.pureRed.frame(width: 20, height: 20).mask { Circle() }, canvas: canvas)
        #expect(bitmap[0, 0] == .white && bitmap[19, 19] == .white && bitmap[19, 0] == .white)
        #expect(
            bitmap[10, 10] == RGBA(red: 255, green: 0, blue: 0) && bitmap[10, 1] == RGBA(red: 255, green: 0, blue: 0))
        // The mask changes no layout.
        let masked = try Paintings.layout(
            Self.pureRed.frame(width: 20, height: 20).mask { Circle().frame(width: 50) }, canvas: canvas)
        #expect(masked.root.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("Only the mask's alpha counts, not its colour; it is aligned as an overlay")
    func maskAlpha() throws {
        let red = RGBA(red: 255, green: 0, blue: 0)
        #expect(try Self.centre(Self.pureRed.mask { Color.black }) == red)
        #expect(try Self.centre(Self.pureRed.mask { Color.white }) == red)
        #expect(try Self.centre(Self.pureRed.mask { Color.clear }) == .white)
        #expect(
            try Self.centre(Self.pureRed.mask { Color.blue.opacity(0.5) }).isClose(
                to: RGBA(red: 255, green: 128, blue: 128)))
        let canvas = PaintArea(width: 20, height: 20)
        let aligned = try Paintings.bitmap(
            Self.pureRed.frame(width: 20, height: 20).mask(alignment: .topLeading) {
                Color.black.frame(width: 10, height: 10)
            },
            canvas: canvas
        )
        #expect(
            aligned[5, 5] == red && aligned[15, 5] == .white && aligned[5, 15] == .white && aligned[15, 15] == .white)
    }

    @available(*, deprecated)
    @Test("The deprecated mask(_:) masks as mask(alignment:_:) does")
    func deprecatedMask() throws {
        let canvas = PaintArea(width: 20, height: 20)
        let old = try Paintings.bitmap(Self.pureRed.frame(width: 20, height: 20).mask(Circle()), canvas: canvas)
        let new = try Paintings.bitmap(Self.pureRed.frame(width: 20, height: 20).mask { Circle() }, canvas: canvas)
        #expect(old.pixels.map(\.color) == new.pixels.map(\.color))
        #expect(old[0, 0] == .white && old[10, 10] == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test("A mask is a real mask in SVG")
    func vectorMask() throws {
        let svg = try Self.svg(Self.pureRed.frame(width: 20, height: 20).mask { Circle() })
        #expect(svg.contains("mask"))
        #expect(!svg.contains("<image"))
    }

    @Test("compositingGroup and drawingGroup flatten: an opacity after them applies once to overlaps")
    func groups() throws {
        func overlapping() -> some View {
            ZStack(alignment: .topLeading) {
                Color.black.frame(width: 20, height: 10)
                Color.black.frame(width: 20, height: 10).offset(x: 10)
            }
        }
        let canvas = PaintArea(width: 30, height: 10)
        let grey = RGBA(red: 128, green: 128, blue: 128)
        for view in [
            AnyView(overlapping().compositingGroup().opacity(0.5)), AnyView(overlapping().drawingGroup().opacity(0.5)),
        ] {
            let bitmap = try Paintings.bitmap(view, canvas: canvas)
            #expect(
                bitmap[5, 5].isClose(to: grey) && bitmap[15, 5].isClose(to: grey) && bitmap[25, 5].isClose(to: grey))
        }
        // A group alone draws what its content draws.
        let plain = try Paintings.bitmap(overlapping(), canvas: canvas)
        let grouped = try Paintings.bitmap(overlapping().compositingGroup(), canvas: canvas)
        #expect(plain.pixels.map(\.color) == grouped.pixels.map(\.color))
    }
}
