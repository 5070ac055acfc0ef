import Foundation
import Galley
import GalleyCairo
import Testing

/// `Image(systemName:)` drawn with the bundled Material Icons stand-ins.
@Suite("Symbol images")
struct SymbolImageTests {
    static func layout<V: View>(_ view: V, displayScale: CGFloat = 1) throws -> LayoutResult {
        try Paintings.engine.get().layout(
            view, proposal: ProposedViewSize(width: 400, height: 400), displayScale: displayScale)
    }

    static func symbolFrame<V: View>(_ view: V) throws -> CGRect {
        try #require(layout(view).root.allViews.first { $0.name == "Image" }).frame
    }

    static let black = RGBA(red: 0, green: 0, blue: 0)

    @Test("A known name draws its icon: a star's middle is inked, its frame's corners are not")
    func knownName() throws {
        let view = Image(systemName: "star.fill").font(.system(size: 40))
        let result = try Paintings.layout(view, at: CGPoint(x: 10, y: 10), canvas: PaintArea(width: 80, height: 80))
        #expect(result.warnings.isEmpty)
        let image = try #require(result.root.allViews.first { $0.name == "Image" })
        guard case .fill(_, .path) = image.paint else {
            Issue.record(
                "a symbol is a filled outline, not the placeholder's stroke: \(String(describing: image.paint))")
            return
        }
        // The star's ink box: 426 of the font's 512 units wide, 405 high, at
        // an em of 1.3 × 40 points (a symbol not in a circle).
        #expect(abs(image.frame.width - 426.0 / 512 * 1.3 * 40) < 0.01)
        #expect(abs(image.frame.height - 405.0 / 512 * 1.3 * 40) < 0.01)
        let bitmap = try Paintings.bitmap(view, at: CGPoint(x: 10, y: 10), canvas: PaintArea(width: 80, height: 80))
        let frame = image.frame
        #expect(bitmap[Int(frame.midX), Int(frame.midY)] == Self.black)
        // A star leaves its box's corners empty; the placeholder's square would not.
        #expect(bitmap[Int(frame.minX) + 1, Int(frame.minY) + 1] == .white)
        #expect(bitmap[Int(frame.maxX) - 2, Int(frame.maxY) - 2] == .white)
        let ink = try #require(bitmap.inkBounds())
        #expect(
            ink
                == PixelBounds(
                    Int(frame.minX), Int(frame.minY), Int(frame.maxX.rounded(.up)) - 1, Int(frame.maxY.rounded(.up)) - 1
                ))
    }

    @Test(
        """
        A symbol takes the font's weight: heavier weights ink more (the outline widened), lighter ones draw as \
        regular; the frame stays the icon's
        """
    )
    func weights() throws {
        func inked(_ weight: Font.Weight) throws -> (count: Int, frame: CGRect, paint: Paint?) {
            let view = Image(systemName: "gear").font(.system(size: 40, weight: weight))
            let canvas = PaintArea(width: 60, height: 60)
            let result = try Paintings.layout(view, at: CGPoint(x: 5, y: 5), canvas: canvas)
            let bitmap = try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
            let image = try #require(result.root.allViews.first { $0.name == "Image" })
            return (bitmap.ink { $0.red < 128 }.count, image.frame, image.paint)
        }
        let regular = try inked(.regular), light = try inked(.light), semibold = try inked(.semibold),
            black = try inked(.black)
        #expect(light.count == regular.count)
        #expect(semibold.count > regular.count && black.count > semibold.count)
        #expect(black.frame == regular.frame)
        // 0.03 of the em, which is 1.3 × 40 points.
        if case .emboldenedFill(_, .path, let outset)? = black.paint {
            #expect(abs(outset - 0.03 * 1.3 * 40) < 0.001)
        } else {
            Issue.record("black is emboldened")
        }
        // bold() and fontWeight in the environment count too.
        let bold = try #require(
            Self.layout(Image(systemName: "gear").bold()).root.allViews.first { $0.name == "Image" })
        if case .emboldenedFill = bold.paint {} else { Issue.record("bold() emboldens the symbol") }
    }

    @Test("A symbol's size follows the font's size")
    func sizeFollowsFont() throws {
        let small = try Self.symbolFrame(Image(systemName: "heart.fill").font(.system(size: 20)))
        let large = try Self.symbolFrame(Image(systemName: "heart.fill").font(.system(size: 40)))
        let body = try Self.symbolFrame(Image(systemName: "heart.fill"))
        let title = try Self.symbolFrame(Image(systemName: "heart.fill").font(.title))
        #expect(abs(large.width / small.width - 2) < 1e-9)
        #expect(abs(large.height / small.height - 2) < 1e-9)
        #expect(abs(title.width / body.width - 28.0 / 17) < 1e-9)
        // Widths vary per icon: a chevron is narrower than a heart.
        let chevron = try Self.symbolFrame(Image(systemName: "chevron.right").font(.system(size: 40)))
        #expect(chevron.width < large.width / 2)
    }

    @Test("imageScale: small is 0.8 and large 1.3 × medium")
    func imageScale() throws {
        let medium = try Self.symbolFrame(Image(systemName: "gear").font(.title))
        let small = try Self.symbolFrame(Image(systemName: "gear").imageScale(.small).font(.title))
        let large = try Self.symbolFrame(VStack { Image(systemName: "gear") }.imageScale(.large).font(.title))
        #expect(abs(small.width / medium.width - 0.8) < 1e-9)
        #expect(abs(large.height / medium.height - 1.3) < 1e-9)
    }

    @Test("A resizable symbol fills its frame; scaledToFit keeps its aspect ratio")
    func resizable() throws {
        let stretched = Image(systemName: "star.fill").resizable().frame(width: 100, height: 100)
        #expect(try Self.symbolFrame(stretched) == CGRect(x: 0, y: 0, width: 100, height: 100))
        let bitmap = try Paintings.bitmap(stretched, canvas: PaintArea(width: 100, height: 100))
        #expect(bitmap.inkBounds() == PixelBounds(0, 0, 99, 99))

        // A chevron's ink is 158 × 256 units: fitted into 100 × 100 it is 100 high.
        let fitted = try Self.symbolFrame(
            Image(systemName: "chevron.right").resizable().scaledToFit().frame(width: 100, height: 100))
        #expect(abs(fitted.height - 100) < 1e-9)
        #expect(abs(fitted.width - 100 * 158.0 / 256) < 1e-6)
        let filled = try Self.symbolFrame(
            Image(systemName: "chevron.right").resizable().aspectRatio(contentMode: .fill).frame(
                width: 100, height: 100))
        #expect(abs(filled.width - 100) < 1e-9)
        #expect(abs(filled.height - 100 * 256.0 / 158) < 1e-6)
    }

    @Test("The symbol is drawn in the foreground colour")
    func foregroundColor() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        for (view, color) in [
            (AnyView(Image(systemName: "circle.fill").font(.system(size: 40)).foregroundColor(red)), red),
            (AnyView(Image(systemName: "circle.fill").font(.system(size: 40)).foregroundStyle(blue)), blue),
        ] {
            let canvas = PaintArea(width: 60, height: 60)
            let frame = try #require(Paintings.layout(view, canvas: canvas).root.allViews.first { $0.name == "Image" })
                .frame
            let bitmap = try Paintings.bitmap(view, canvas: canvas)
            #expect(bitmap[Int(frame.midX), Int(frame.midY)] == RGBA(color))
        }
    }

    @Test(
        """
        An unknown name draws the outlined placeholder, an icon's live area (20/24 of the 1.3 × 20-point em) \
        square, with a warning, not an error
        """
    )
    func unknownName() throws {
        let result = try Self.layout(Image(systemName: "foo.bar").font(.system(size: 20)))
        let image = try #require(result.root.allViews.first { $0.name == "Image" })
        guard case .stroke = image.paint else {
            Issue.record("an unknown symbol draws the outlined square: \(String(describing: image.paint))")
            return
        }
        #expect(abs(image.frame.width - 20.0 / 24 * 1.3 * 20) < 1e-9 && image.frame.height == image.frame.width)
        #expect(result.warnings == [#"Image: no symbol stand-in for "foo.bar"; a placeholder stands in"#])
        #expect(try Self.layout(Image(systemName: "star")).warnings.isEmpty)
    }

    @Test("A symbol sits on the text baseline beside Text, its middle at the middle of the capitals")
    func baseline() throws {
        // Ink boxes in font units (of 512): star.fill 64…469, checkmark 107…393; the em's centre is at 256.
        let symbols: [(name: String, top: CGFloat, bottom: CGFloat, scale: Image.Scale)] = [
            ("star.fill", 469, 64, .large), ("checkmark", 393, 107, .medium),
        ]
        for alignment in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
            for symbol in symbols {
                let result = try Self.layout(
                    HStack(alignment: alignment) {
                        Image(systemName: symbol.name).imageScale(symbol.scale)
                        Text("Hg").font(.system(size: 60))
                    }.font(.system(size: 30)),
                    // A fine pixel grid, so that rounding origins to it moves nothing by more than 1/128 point.
                    displayScale: 64
                )
                let text = try #require(result.root.allViews.first { $0.name == "Text" })
                let image = try #require(result.root.allViews.first { $0.name == "Image" })
                let layout = try #require(text.text)
                let baselineY =
                    text.frame.minY
                    + CGFloat(alignment == .firstTextBaseline ? layout.firstBaseline : layout.lastBaseline)
                let emCentreY =
                    image.frame.minY + (symbol.top - 256) / (symbol.top - symbol.bottom) * image.frame.height
                #expect(
                    abs(baselineY - emCentreY - 0.727 / 2 * 30) < 0.02,
                    "\(symbol.name): \(image.frame), baseline at \(baselineY)")
            }
        }
        // Centre alignment does not use the baseline: the star and the text share a centre line.
        let centred = try Self.layout(
            HStack {
                Image(systemName: "star.fill"); Text("Hg")
            })
        let image = try #require(centred.root.allViews.first { $0.name == "Image" })
        let text = try #require(centred.root.allViews.first { $0.name == "Text" })
        #expect(abs(image.frame.midY - text.frame.midY) < 0.5)
    }
}
