import Foundation
import GalleyCairo
import SwiftUI
import Testing
import GalleyTestSupport

/// Reads the redaction reasons, as a placeholder-aware view does.
private struct ReasonsReader: View {
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        Text(reasons.contains(.placeholder) ? "placeholder" : "real")
    }
}

@Suite("redacted(reason:) draws placeholders as iOS does")
@MainActor
struct RedactionTests {
    /// `view` painted on a canvas of its own size, at 1x.
    static func paint(_ view: some View, width: CGFloat = 200, height: CGFloat = 60) throws -> RasterImage {
        try Layouts.paint(view, width: width, height: height)
    }

    static func pixels(of image: RasterImage) -> [(x: Int, y: Int, grey: Int, isGrey: Bool)] {
        (0..<image.height).flatMap { y in
            (0..<image.width).map { x in
                let p = image[x, y]
                return (x, y, Int(p.red), p.red == p.green && p.green == p.blue)
            }
        }
    }

    @Test("Text becomes rounded bars over its lines in its colour at 0.16, with no glyph ink; layout is unchanged")
    func textBars() throws {
        let text = Text("Placeholder text").font(.system(size: 20)).frame(width: 200, height: 60)
        let plain = Layouts.layout(text, width: 200, height: 60)
        let redacted = Layouts.layout(text.redacted(reason: .placeholder), width: 200, height: 60)
        let plainText = try #require(plain.root.allViews.first { $0.text != nil })
        let redactedText = try #require(redacted.root.allViews.first { $0.text != nil })
        #expect(plainText.frame == redactedText.frame)
        #expect(plainText.text?.lineStrings == redactedText.text?.lineStrings)

        let image = try Self.paint(text.redacted(reason: .placeholder))
        let pixels = Self.pixels(of: image)
        // Primary (black) at 0.16 over white: 255 × 0.84.
        let bar = pixels.filter { abs($0.grey - 214) <= 1 }
        #expect(pixels.allSatisfy { $0.isGrey && $0.grey >= 213 }, "no glyph ink, only the bar")
        let line = try #require(redactedText.text?.lines.first)
        let frame = redactedText.frame
        let expected = CGRect(x: frame.minX + line.x, y: frame.minY + line.top, width: line.width, height: line.height)
        #expect(abs(Double(bar.count) - expected.width * expected.height) < expected.width + expected.height * 2)
        let middle = (x: Int(expected.midX), y: Int(expected.midY))
        #expect(abs(Int(image[middle.x, middle.y].red) - 214) <= 1)
        // The corners are rounded: the bar's very corner pixel is lighter.
        #expect(image[Int(expected.minX), Int(expected.minY)].red > 220)

        let plainImage = try Self.paint(text)
        #expect(Self.pixels(of: plainImage).contains { $0.grey < 100 }, "unredacted, the glyphs draw dark ink")
    }

    @Test("The bars adapt: in dark mode they are white at 0.16 over black; coloured text keeps its colour")
    func darkAndColoured() throws {
        let text = Text("Hello").font(.system(size: 30)).frame(width: 200, height: 60)
        let dark = try Self.paint(
            text.redacted(reason: .placeholder).preferredColorScheme(.dark).background(Color.black))
        #expect(Self.pixels(of: dark).contains { abs($0.grey - 41) <= 1 && $0.isGrey })
        #expect(Self.pixels(of: dark).allSatisfy { $0.grey <= 42 })
        let red = try Self.paint(text.foregroundColor(Color(red: 1, green: 0, blue: 0)).redacted(reason: .placeholder))
        let centre = red[100, 30]
        #expect(centre.red == 255 && abs(Int(centre.green) - 214) <= 1 && abs(Int(centre.blue) - 214) <= 1, "\(centre)")
    }

    @Test("unredacted() draws its subtree as usual; redacted(reason: []) draws normally")
    func unredacted() throws {
        let view = HStack(spacing: 0) {
            Text("Hidden").frame(width: 100, height: 60)
            Text("Shown").unredacted().frame(width: 100, height: 60)
        }
        let image = try Self.paint(view.redacted(reason: .placeholder))
        let pixels = Self.pixels(of: image)
        #expect(pixels.filter { $0.x < 100 }.allSatisfy { $0.grey >= 213 })
        #expect(pixels.contains { $0.x >= 100 && $0.grey < 100 })
        let none = try Self.paint(view.redacted(reason: []))
        #expect(Self.pixels(of: none).contains { $0.x < 100 && $0.grey < 100 })
    }

    @Test("Images are drawn as boxes of their frame")
    func images() throws {
        let view = Image(systemName: "star.fill").resizable().frame(width: 40, height: 40).frame(width: 200, height: 60)
        let image = try Self.paint(view.redacted(reason: .placeholder))
        // The star's frame is 80…120 × 10…50: its corners, outside the star, are filled too.
        for (x, y) in [(81, 11), (118, 48), (100, 30), (81, 48)] {
            #expect(
                abs(Int(image[x, y].red) - 214) <= 1 && image[x, y].red == image[x, y].blue,
                "(\(x), \(y)) is \(image[x, y])")
        }
        #expect(image[70, 30].red == 255)
    }

    @Test("\\.redactionReasons holds the reasons, and unredacted() empties them")
    func environment() {
        let redacted = Layouts.layout(ReasonsReader().redacted(reason: .placeholder))
        #expect(redacted.root.textLines == [["placeholder"]])
        let inner = Layouts.layout(ReasonsReader().unredacted().redacted(reason: .placeholder))
        #expect(inner.root.textLines == [["real"]])
        let privacy = Layouts.layout(ReasonsReader().redacted(reason: .privacy))
        #expect(privacy.root.textLines == [["real"]])
        #expect(Layouts.layout(ReasonsReader()).root.textLines == [["real"]])
    }
}
