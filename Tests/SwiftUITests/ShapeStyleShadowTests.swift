import Foundation
import GalleyCairo
import SwiftUI
import Testing
import GalleyTestSupport

/// `ShadowStyle` and `ShapeStyle.shadow(_:)`: drop shadows beneath what a
/// style fills, inner shadows over it and inside it, wherever a shape style goes.
@Suite("Shape style shadows: .drop and .inner on fills, strokes, backgrounds, text and symbols")
struct ShapeStyleShadowTests {
    static func paint(_ view: some View, width: CGFloat = 100, height: CGFloat = 100) throws -> RasterImage {
        try Layouts.paint(view, width: width, height: height)
    }

    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] { Layouts.rgb(image, x, y) }

    /// How many pixels are clearly `reddish`: red high, green and blue low.
    static func count(_ image: RasterImage, where test: ([Int]) -> Bool) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where test(rgb(image, x, y)) { count += 1 }
        }
        return count
    }

    static func isRed(_ pixel: [Int]) -> Bool { pixel[0] > 180 && pixel[1] < 90 && pixel[2] < 90 }

    /// Pure red and blue, for exact pixels (SwiftUI's `.red` and `.blue` are UIKit's system colours).
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    @Test("ShadowStyle's defaults are SwiftUI's: a drop shadow black at 0.33, an inner one at 0.55, no offset")
    func defaults() {
        let drop = ShadowStyle.drop(radius: 4)
        #expect(drop == .drop(color: Color(.sRGBLinear, white: 0, opacity: 0.33), radius: 4, x: 0, y: 0))
        #expect(drop.kind == .drop && drop.color == Color(white: 0, opacity: 0.33) && drop.offset == .zero)
        let inner = ShadowStyle.inner(radius: 4)
        #expect(inner.kind == .inner && inner.color == Color(white: 0, opacity: 0.55) && inner.radius == 4)
        #expect(inner != drop)
        // Radii and offsets as the shadow modifier keeps them.
        #expect(ShadowStyle.drop(radius: -3).radius == 0)
        #expect(ShadowStyle.drop(radius: .nan, x: .infinity).radius == 0)
        #expect(ShadowStyle.drop(radius: .nan, x: .infinity).offset == .zero)
    }

    @Test("The paint carries the style's shadows: .white.shadow(.drop) fills white casting it; shadows stack in order")
    func paintModel() throws {
        let root = Layouts.layout(Circle().fill(.white.shadow(.drop(radius: 5))).frame(width: 85, height: 85)).root
        let circle = try #require(root.all("Circle").first)
        #expect(circle.paint == .fill(.shadowed(.color(.white), [.drop(radius: 5)]), .circle))
        let stacked = Paint.Style(Color.red.shadow(.drop(radius: 1)).shadow(.inner(radius: 2)))
        #expect(stacked == .shadowed(.color(.red), [.drop(radius: 1), .inner(radius: 2)]))
        #expect(stacked.color == .red)
        // AnyShapeStyle carries them too; opacity keeps them, faded.
        #expect(
            Paint.Style(AnyShapeStyle(Color.blue.shadow(.drop(radius: 3))))
                == .shadowed(.color(.blue), [.drop(radius: 3)]))
        // Erased styles chosen at run time, as a view's stored properties hold them: text carries the shadows.
        for expanded in [true, false] {
            let style = expanded ? AnyShapeStyle(Color.mint.shadow(.drop(radius: 2))) : AnyShapeStyle(Color.secondary)
            let text = try #require(Layouts.layout(Text("Title").foregroundStyle(style)).root.text("Title"))
            #expect(text.paint == (expanded ? .text([.mint], shadows: [.drop(radius: 2)]) : .text([.secondary])))
        }
        let faded = Paint.Style(Color.blue.shadow(.drop(color: .black, radius: 3)).opacity(0.5))
        #expect(
            faded == .shadowed(.color(Color.blue.opacity(0.5)), [.drop(color: Color.black.opacity(0.5), radius: 3)]))
    }

    @Test("A drop shadow darkens pixels outside the shape below and right, as its offset says, beneath the fill")
    func dropShadowOffset() throws {
        // The square is 30…70; its hard shadow 40…80.
        let view = Rectangle().fill(Self.red.shadow(.drop(color: .black, radius: 0, x: 10, y: 10))).frame(
            width: 40, height: 40)
        let image = try Self.paint(view)
        #expect(Self.rgb(image, 50, 50) == [255, 0, 0])
        #expect(Self.rgb(image, 75, 75) == [0, 0, 0])
        #expect(Self.rgb(image, 75, 45) == [0, 0, 0])
        #expect(Self.rgb(image, 45, 75) == [0, 0, 0])
        // Nothing above or to the left, nor beyond the offset.
        #expect(Self.rgb(image, 25, 50) == [255, 255, 255])
        #expect(Self.rgb(image, 50, 25) == [255, 255, 255])
        #expect(Self.rgb(image, 35, 75) == [255, 255, 255])
        #expect(Self.rgb(image, 85, 85) == [255, 255, 255])
        // Without the shadow the same pixels stay white.
        let plain = try Self.paint(Rectangle().fill(Self.red).frame(width: 40, height: 40))
        #expect(Self.rgb(plain, 75, 75) == [255, 255, 255])
    }

    @Test("A blurred drop shadow fades out from the shape as the shadow modifier's does, at the same pixels")
    func blurredDropMatchesModifier() throws {
        let styled = try Self.paint(
            Circle().fill(.white.shadow(.drop(color: .black.opacity(0.6), radius: 5))).frame(width: 60, height: 60))
        let modifier = try Self.paint(
            Circle().fill(.white).frame(width: 60, height: 60).shadow(color: .black.opacity(0.6), radius: 5))
        #expect(styled == modifier)
        // Just outside the circle it is darkened, farther out less, far away not at all.
        let near = Self.rgb(styled, 50, 81)[0], farther = Self.rgb(styled, 50, 84)[0], far = Self.rgb(styled, 50, 97)[0]
        #expect(near < farther && farther < 255 && far == 255)
        #expect(Self.rgb(styled, 50, 50) == [255, 255, 255])
    }

    @Test("An inner shadow darkens just inside the edge, not the centre and not outside")
    func innerShadow() throws {
        // The square is 20…80.
        let view = Rectangle().fill(.white.shadow(.inner(color: .black, radius: 6))).frame(width: 60, height: 60)
        let image = try Self.paint(view)
        let edge = Self.rgb(image, 21, 50)[0], inward = Self.rgb(image, 26, 50)[0]
        #expect(edge < 200)
        #expect(edge < inward)
        #expect(Self.rgb(image, 50, 50) == [255, 255, 255])
        #expect(Self.rgb(image, 18, 50) == [255, 255, 255])
        #expect(Self.rgb(image, 50, 82) == [255, 255, 255])
        // The same on every side, the shadow having no offset.
        #expect(abs(Self.rgb(image, 78, 50)[0] - Self.rgb(image, 21, 50)[0]) <= 2)
        #expect(abs(Self.rgb(image, 50, 21)[0] - Self.rgb(image, 50, 78)[0]) <= 2)
    }

    @Test("An inner shadow's offset moves the outside in: x 5, y 5 shades the top and left edges only")
    func innerShadowOffset() throws {
        let view = Rectangle().fill(.white.shadow(.inner(color: .black, radius: 0, x: 5, y: 5))).frame(
            width: 60, height: 60)
        let image = try Self.paint(view)
        #expect(Self.rgb(image, 22, 50) == [0, 0, 0])
        #expect(Self.rgb(image, 50, 22) == [0, 0, 0])
        #expect(Self.rgb(image, 27, 50) == [255, 255, 255])
        #expect(Self.rgb(image, 77, 50) == [255, 255, 255])
        #expect(Self.rgb(image, 50, 77) == [255, 255, 255])
        #expect(Self.rgb(image, 50, 50) == [255, 255, 255])
    }

    @Test("Stacked shadows all draw: a red drop shadow to the right and a blue one below")
    func stackedShadows() throws {
        let style = Color.white.shadow(.drop(color: Self.red, radius: 0, x: 10)).shadow(
            .drop(color: Self.blue, radius: 0, y: 10))
        let image = try Self.paint(Rectangle().fill(style).frame(width: 40, height: 40))
        #expect(Self.rgb(image, 75, 50) == [255, 0, 0])
        #expect(Self.rgb(image, 50, 75) == [0, 0, 255])
        #expect(Self.rgb(image, 50, 50) == [255, 255, 255])
        // An inner shadow over a drop shadow: both.
        let both = try Self.paint(
            Rectangle().fill(
                .white.shadow(.drop(color: Self.red, radius: 0, x: 10)).shadow(
                    .inner(color: Self.blue, radius: 0, y: 5))
            ).frame(width: 40, height: 40)
        )
        #expect(Self.rgb(both, 75, 50) == [255, 0, 0])
        #expect(Self.rgb(both, 50, 32) == [0, 0, 255])
        #expect(Self.rgb(both, 50, 50) == [255, 255, 255])
    }

    @Test(
        "The corpus's shapes compile and draw: a grey capsule with an inner shadow, a white circle with a drop shadow")
    func corpusForms() throws {
        let capsule = try Self.paint(
            Capsule().fill(.gray.opacity(0.25).shadow(.inner(color: .black.opacity(0.2), radius: 10))).frame(
                width: 90, height: 40)
        )
        let plainCapsule = try Self.paint(Capsule().fill(.gray.opacity(0.25)).frame(width: 90, height: 40))
        // The fill's alpha is a quarter, so three quarters of its inside counts
        // as outside (alpha inverted): shaded all over, a little more at the edge.
        #expect(Self.rgb(capsule, 50, 50)[0] < Self.rgb(plainCapsule, 50, 50)[0] - 5)
        #expect(Self.rgb(capsule, 50, 31)[0] <= Self.rgb(capsule, 50, 50)[0])
        #expect(Self.rgb(capsule, 50, 25) == [255, 255, 255])
        // An opaque capsule is shaded at its edge only.
        let opaque = try Self.paint(
            Capsule().fill(.white.shadow(.inner(color: .black.opacity(0.2), radius: 10))).frame(width: 90, height: 40))
        #expect(Self.rgb(opaque, 50, 31)[0] < 240)
        #expect(Self.rgb(opaque, 50, 50) == [255, 255, 255])
        let circle = try Self.paint(
            Circle().fill(.white.shadow(.drop(color: .black.opacity(0.2), radius: 5))).frame(width: 85, height: 85),
            width: 120, height: 120)
        #expect(Self.rgb(circle, 60, 60) == [255, 255, 255])
        #expect(Self.rgb(circle, 60, 104)[0] < 250)
        #expect(Self.rgb(circle, 16, 60)[0] < 250)
    }

    @Test("foregroundStyle with a shadow: shapes, Text and SF symbols cast it; .shadow(…) keeps the foreground colour")
    func foregroundStyles() throws {
        let shadowed = Color.black.shadow(.drop(color: .red, radius: 0, x: 3, y: 3))
        let text = try Self.paint(
            Text("Hi").font(.system(size: 48, weight: .bold)).foregroundStyle(shadowed), width: 120)
        let plainText = try Self.paint(
            Text("Hi").font(.system(size: 48, weight: .bold)).foregroundStyle(.black), width: 120)
        #expect(Self.count(text, where: Self.isRed) > 40)
        #expect(Self.count(plainText, where: Self.isRed) == 0)
        // The view modifier reaches text inside.
        let stacked = try Self.paint(
            VStack { Text("Hi").font(.system(size: 48, weight: .bold)) }.foregroundStyle(shadowed), width: 120)
        #expect(Self.count(stacked, where: Self.isRed) > 40)

        let symbol = try Self.paint(Image(systemName: "star.fill").font(.system(size: 48)).foregroundStyle(shadowed))
        let plainSymbol = try Self.paint(Image(systemName: "star.fill").font(.system(size: 48)).foregroundStyle(.black))
        #expect(Self.count(symbol, where: Self.isRed) > 40)
        #expect(Self.count(plainSymbol, where: Self.isRed) == 0)

        // `.foregroundStyle(.shadow(…))` under `.foregroundColor(.green)`: green, with the shadow.
        let rounded = RoundedRectangle(cornerRadius: 4)
            .foregroundStyle(.shadow(.drop(color: .black, radius: 0, x: 8, y: 8)))
            .foregroundColor(.green)
            .frame(width: 40, height: 40)
        let image = try Self.paint(rounded)
        #expect(Self.rgb(image, 50, 50) == Self.rgb(try Self.paint(Color.green), 50, 50))
        #expect(Self.rgb(image, 74, 74) == [0, 0, 0])
        // A button's label, drawn in the foreground colour again, keeps the style's shadow.
        let button = try #require(Layouts.layout(Button("Go") {}.foregroundStyle(shadowed)).root.text("Go"))
        #expect(button.paint == .text([.black], shadows: [.drop(color: .red, radius: 0, x: 3, y: 3)]))
        // A colour set inside replaces the shadowed style, as a new foreground style does.
        let replaced = try Self.paint(
            Rectangle().foregroundColor(.green).frame(width: 40, height: 40).foregroundStyle(shadowed))
        #expect(Self.rgb(replaced, 74, 74) == [255, 255, 255])
    }

    @Test("background(_:in:), stroke and strokeBorder take a shadowed style; AnyShapeStyle carries it")
    func otherPlaces() throws {
        let background = Color.clear.frame(width: 40, height: 40)
            .background(
                .white.shadow(.drop(color: .black, radius: 0, x: 8, y: 8)), in: RoundedRectangle(cornerRadius: 4))
        let image = try Self.paint(background)
        #expect(Self.rgb(image, 74, 74) == [0, 0, 0])
        #expect(Self.rgb(image, 50, 50) == [255, 255, 255])

        let stroke = try Self.paint(
            Circle().stroke(.blue.shadow(.drop(color: .red, radius: 0, x: 5, y: 5)), lineWidth: 4).frame(
                width: 60, height: 60))
        #expect(Self.count(stroke, where: Self.isRed) > 40)
        let border = try Self.paint(
            Circle().strokeBorder(.blue.shadow(.inner(color: .red, radius: 0, x: 2)), lineWidth: 6).frame(
                width: 60, height: 60))
        #expect(Self.count(border, where: Self.isRed) > 20)

        let bordered = try Self.paint(
            Color.white.frame(width: 40, height: 40).border(
                Self.blue.shadow(.drop(color: Self.red, radius: 0, x: 4)), width: 2))
        #expect(Self.rgb(bordered, 72, 50) == [255, 0, 0])
        #expect(Self.rgb(bordered, 69, 50) == [0, 0, 255])

        let erased = try Self.paint(
            Rectangle().fill(AnyShapeStyle(Self.red.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))).frame(
                width: 40, height: 40))
        #expect(Self.rgb(erased, 75, 75) == [0, 0, 0])
        #expect(Self.rgb(erased, 50, 50) == [255, 0, 0])
    }

    @Test("Shadows draw into SVG as an embedded image, and in the dark scheme's colours")
    func outputs() throws {
        let view = Capsule().fill(.white.shadow(.drop(color: .black, radius: 8, y: 6)).shadow(.inner(radius: 4))).frame(
            width: 80, height: 40)
        let layout = try Galley.Canvas(size: .fixed(width: 120, height: 100), scale: 2).layout(
            view, using: Layouts.engine)
        let svg = String(decoding: try Painter().render(layout, format: .svg), as: UTF8.self)
        let plainLayout = try Galley.Canvas(size: .fixed(width: 120, height: 100), scale: 2).layout(
            Capsule().fill(.white).frame(width: 80, height: 40), using: Layouts.engine)
        let plainSVG = String(decoding: try Painter().render(plainLayout, format: .svg), as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(!plainSVG.contains("<image"))
        // In the dark scheme an inner shadow in `.primary` is white: the black capsule's edge is light.
        let dark = try Self.paint(
            Capsule().fill(.black.shadow(.inner(color: .primary, radius: 4))).frame(width: 80, height: 40)
                .preferredColorScheme(.dark)
        )
        let light = try Self.paint(
            Capsule().fill(.black.shadow(.inner(color: .primary, radius: 4))).frame(width: 80, height: 40))
        #expect(Self.rgb(dark, 50, 31)[0] > 60)
        #expect(Self.rgb(light, 50, 31)[0] < 10)
        #expect(Self.rgb(dark, 50, 50)[0] < 10)
    }
}
