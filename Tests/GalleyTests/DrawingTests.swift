import Foundation
import Testing
@testable import Galley

@Suite("Drawing: paint, strokes, effects and images")
struct DrawingTests {
    /// A 3 × 2 red PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR4nGP4z8DwH4YZkDkAm34L9XKwuTwAAAAASUVORK5CYII=")!

    @Test("Drawing modifiers are nodes named after the modifier that leave layout alone")
    func effectsKeepLayout() throws {
        let plain = Layouts.layout(
            HStack {
                Text("Hello").id("t"); Color.red.frame(width: 30, height: 20).id("c")
            })
        let drawn = Layouts.layout(
            HStack {
                Text("Hello").id("t").opacity(0.5).hidden()
                Color.red.frame(width: 30, height: 20).id("c").clipped().clipShape(Circle()).cornerRadius(4)
            })
        for id in ["t", "c"] {
            #expect(drawn.root.view(withID: id)?.frame == plain.root.view(withID: id)?.frame)
        }
        let names = drawn.root.allViews.map(\.name)
        #expect(
            names == ["HStack", "hidden", "opacity", "Text", "cornerRadius", "clipShape", "clipped", "frame", "Color"])
        let effects = drawn.root.allViews.compactMap(\.effect)
        #expect(
            effects == [
                .hidden, .opacity(0.5), .clip(.roundedRectangle(cornerRadius: 4)), .clip(.circle), .clip(.rectangle),
            ])
    }

    @Test("An offset or opacity keeps the view's baseline for its stack")
    func effectsForwardGuides() throws {
        let result = Layouts.layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).id("big")
                Text("small").id("small").offset(x: 4).opacity(0.5)
            })
        let big = try #require(result.root.view(withID: "big"))
        let small = try #require(result.root.view(withID: "small"))
        let bigBaseline = Double(big.frame.minY) + (big.text?.firstBaseline ?? 0)
        let smallBaseline = Double(small.frame.minY) + (small.text?.firstBaseline ?? 0)
        #expect(abs(bigBaseline - smallBaseline) < 1.0 / 3 + 1e-9)
        #expect(small.frame.maxY < big.frame.maxY)
    }

    @Test("Strokes carry their style; strokeBorder and border stroke inside the bounds")
    func strokes() throws {
        let dashed = StrokeStyle(lineWidth: 10, lineCap: .round, dash: [30])
        let result = Layouts.layout(
            VStack {
                Circle().stroke(.blue, style: dashed).id("dashed")
                Capsule().strokeBorder(Color.red, lineWidth: 4).id("inset")
                Rectangle().stroke(Color.green.gradient, lineWidth: 2).id("gradient")
                Text("Hi").border(.orange, width: 3).id("bordered")
            })
        #expect(result.root.view(withID: "dashed")?.paint == .stroke(.color(.blue), .circle, dashed, inset: false))
        #expect(
            result.root.view(withID: "inset")?.paint
                == .stroke(.color(.red), .capsule, StrokeStyle(lineWidth: 4), inset: true))
        #expect(
            result.root.view(withID: "gradient")?.paint
                == .stroke(.gradient(Color.green.gradient), .rectangle, StrokeStyle(lineWidth: 2), inset: false))
        let border = try #require(result.root.view(withID: "bordered")?.children.last)
        #expect(border.paint == .stroke(.color(.orange), .rectangle, StrokeStyle(lineWidth: 3), inset: true))
        #expect(border.isImplicit)
        #expect(result.root.allViews.filter(\.isImplicit).count == 1)
    }

    @Test("Concatenated text paints each span in its own colour; the environment colours the rest")
    func textColours() throws {
        let result = Layouts.layout(
            (Text("Hello ") + Text("World").foregroundColor(.red)).foregroundColor(.blue).id("t"))
        #expect(result.root.view(withID: "t")?.paint == .text([.blue, .red]))
        let environment = Layouts.layout(Text("Hi").id("t").foregroundStyle(.green))
        #expect(environment.root.view(withID: "t")?.paint == .text([.green]))
    }

    @Test("An image is its pixel size over its scale; resizable, it takes the proposal")
    func images() throws {
        let image = try #require(PNGImage(data: Self.png))
        #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
        let result = Layouts.layout(
            VStack {
                Image(pngData: Self.png).id("one")
                Image(pngData: Self.png, scale: 2).id("half")
                Image(pngData: Self.png).resizable().frame(width: 90, height: 40).id("stretched")
                Image(pngData: Self.png).resizable().aspectRatio(contentMode: .fit).frame(width: 90, height: 40).id(
                    "fitted")
            })
        #expect(result.root.view(withID: "one")?.frame.size.doubles == [3, 2])
        #expect(result.root.view(withID: "half")?.frame.size.doubles == [1.5, 1])
        #expect(result.root.view(withID: "stretched")?.children.first?.frame.size.doubles == [90, 40])
        #expect(result.root.view(withID: "fitted")?.children.first?.frame.size.doubles == [60, 40])
        #expect(result.root.view(withID: "one")?.paint == .image(image))
    }

    @Test("Data that is not a PNG, or a missing file, shows nothing and warns")
    func badImages() throws {
        #expect(PNGImage(data: Data("GIF89a".utf8)) == nil)
        #expect(PNGImage(data: Self.png.prefix(20)) == nil)
        let result = Layouts.layout(
            HStack {
                Image(contentsOfFile: "/nonexistent/logo.png").id("missing")
                Image(pngData: Data([0x89, 0x50])).id("broken")
            })
        #expect(result.root.view(withID: "missing")?.frame.size.doubles == [0, 0])
        #expect(result.root.view(withID: "missing")?.paint == nil)
        #expect(
            result.warnings.contains(
                "Image: /nonexistent/logo.png is not a readable PNG, JPEG, SVG or PDF image (no such file)"))
        #expect(result.warnings.contains("Image: the image data is not a readable PNG image"))
    }

    @Test("A ScrollView clips what scrolls out of view")
    func scrollViewClips() throws {
        let result = Layouts.layout(
            ScrollView(.horizontal) { HStack { Color.red.frame(width: 500, height: 10) } }.frame(width: 100))
        let scroll = try #require(result.root.allViews.first { $0.name == "ScrollView" })
        #expect(scroll.effect == .clip(.rectangle))
        #expect(scroll.children.map(\.name) == ["VStack"] && scroll.children[0].isImplicit)
        #expect(scroll.frame.width == 100)
    }
}
