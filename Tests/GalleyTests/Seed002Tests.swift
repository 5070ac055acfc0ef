import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

// 002-LayoutSwitchDemo's file-scope views, as the seed writes them.
fileprivate var logo: some View {
    Rectangle()
        .fill(.orange)
        .frame(idealWidth: 100, maxWidth: 200, idealHeight: 100)
        // ⟦GALLEY: removed `.overlay(Image(systemName: "heart.fill").font(.title).foregroundStyle(.white))` — a centred icon; an overlay never changes layout⟧
}

fileprivate var title: some View {
    Text("Hello World")
        .fixedSize()
        .font(.headline).bold()
        .frame(maxWidth: 120)
}

/// Seed 002 (ViewThatFits in depth): every example the catalog lists that
/// no older suite covers. The examples it repeats from seed 000 are in
/// Seed000Tests and SeedExampleTests.
@Suite("Seed 002: ViewThatFits in depth")
struct Seed002Tests {
    static let geometrySentence = "GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."
    static let sentence1 = "1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."
    static let sentence2 = "2: In addition, some views believe that:"
    static let weekly = "Fatbobman's Swift Weekly"

    /// The child a ViewThatFits inside `result` shows.
    func chosen(_ result: LayoutResult) throws -> PlacedView {
        let fits = try #require(result.root.first("ViewThatFits"))
        #expect(fits.children.count == 1)
        return try #require(fits.children.first)
    }

    // MARK: 002-VTFNoFrame

    // Seed: 002-VTFNoFrame
    @Test("ViewThatFits(in: .horizontal) as a root on a 390-wide screen shows the first text: it fits on one line")
    func noFrame() throws {
        let result = Layouts.layout(
            ViewThatFits(in: .horizontal) {
                Text("Hello Beautiful World")
                Text("Hello World")
                Text("Hi")
            }
        )
        let ideal = Layouts.textSize("Hello Beautiful World")
        #expect(Double(ideal.width) <= 390)
        let text = try chosen(result)
        #expect(text.text?.string == "Hello Beautiful World")
        #expect(text.frame.size.doubles == ideal.doubles)
        #expect(result.root.frame.size.doubles == ideal.doubles)
    }

    // MARK: 002-VTFHiLineLimit

    // Seed: 002-VTFHiLineLimit
    @Test("No text fits 10, so the last is shown; with lineLimit(1) it is one truncated line instead of two")
    func hiLineLimit() throws {
        let result = Layouts.layout(
            ViewThatFits(in: .horizontal) {
                Text("Hello Beautiful World") // 100 < width < 200
                Text("Hello World") //  20 < width < 100
                Text("Hi")
                    .lineLimit(1)
            }
            .border(.blue) // required size of ViewThatFits
            .frame(width:10)
            .border(.red) // proposed size from parent View
        )
        let text = try chosen(result)
        #expect(text.text?.string == "Hi")
        #expect(text.text?.lineCount == 1)
        #expect(text.text?.isTruncated == true)
        #expect(text.text?.lineStrings.first?.hasSuffix("…") == true)
        // One line high (without the limit it wraps to "H" / "i", two lines).
        let oneLine = Layouts.textSize("Hi")
        #expect(text.frame.height == oneLine.height)
        #expect(Layouts.text("Hi", width: 10).lineCount == 2)
        #expect(result.root.frame.size.doubles == [10, Double(oneLine.height)])
    }

    // MARK: 002-IdealSizeDemo2

    struct IdealSizeDemo2: View {
        var body: some View {
            Text("GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                .fixedSize(horizontal: false, vertical: true)
                .border(.red, width: 2)
                .frame(width: 100, height: 100)
                .border(.blue, width: 2)
        }
    }

    // Seed: 002-IdealSizeDemo2
    @Test("fixedSize(horizontal: false, vertical: true): the text keeps the width 100 but takes all the height it needs, past the 100 × 100 frame")
    func idealSizeDemo2() throws {
        let result = Layouts.layout(IdealSizeDemo2())
        let blue = result.root
        #expect(blue.frame.size.doubles == [100, 100])
        let wrapped = Layouts.textSize(Self.geometrySentence, width: 100)
        #expect(Double(wrapped.height) > 100)
        let red = try #require(blue.all("border").dropFirst().first)
        #expect(red.frame.size.doubles == wrapped.doubles)
        let text = try #require(blue.first("Text"))
        #expect(text.text?.isTruncated == false)
        // Centred on the frame: it sticks out as much above as below.
        #expect(nearlyEqual(red.frame.midY, blue.frame.midY))
        #expect(nearlyEqual(blue.frame.minY - red.frame.minY, (wrapped.height - 100) / 2))
    }

    // MARK: 002-VTFHeight30

    // Seed: 002-VTFHeight30
    @Test("ViewThatFits(in: .vertical) in 200 × 30: neither text fits, so the last is chosen and truncated to one line at the top")
    func height30() throws {
        let result = Layouts.layout(
            ViewThatFits(in: .vertical) {
                Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                Text("2: In addition, some views believe that:")
            }
            .border(.blue)
            .frame(width: 200, height: 30, alignment: .top)
            .border(.red)
        )
        // Wrapped at 200 both are taller than 30.
        #expect(Double(Layouts.textSize(Self.sentence1, width: 200).height) > 30)
        #expect(Double(Layouts.textSize(Self.sentence2, width: 200).height) > 30)
        let red = result.root
        #expect(red.frame.size.doubles == [200, 30])
        let text = try chosen(result)
        #expect(text.text?.string == Self.sentence2)
        // Presented at the real proposal, 200 × 30: one line, cut short.
        let cut = Layouts.text(Self.sentence2, width: 200, height: 30)
        #expect(text.frame.size.doubles == cut.size.doubles)
        #expect(text.text?.lineCount == 1)
        #expect(text.text?.isTruncated == true)
        let blue = try #require(red.all("border").dropFirst().first)
        #expect(blue.frame.minY == red.frame.minY)
        #expect(nearlyEqual(blue.frame.midX, red.frame.midX))
    }

    // MARK: 002-TextDemo

    struct TextDemo: View {
        var width: CGFloat = 100 // ⟦GALLEY: was `@State var width: CGFloat = 100`, driven by the Slider (30 ... 300, continuous); test e.g. 30, 80, 120, 180, 250⟧
        var body: some View {
            VStack {
                // ⟦GALLEY: removed the first child `Slider(value: $width, in: 30 ... 300).padding()`⟧
                ViewThatFits {
                    Text("Fatbobman's Swift Weekly")
                    Text("Fatbobman's Weekly")
                    Text("Fat's Weekly")
                    Text("Weekly")
                        .fixedSize()
                }
                .frame(width: width)
                .border(.red)
            }
        }
    }

    // Seed: 002-TextDemo
    @Test("TextDemo: the first text whose ideal width fits the frame is shown; the last, fixed, keeps its ideal size even when wider", arguments: [30.0, 80, 120, 180, 250])
    func textDemo(width: Double) throws {
        let texts = ["Fatbobman's Swift Weekly", "Fatbobman's Weekly", "Fat's Weekly", "Weekly"]
        let ideals = texts.map { Layouts.textSize($0) }
        let expected = ideals.dropLast().firstIndex { Double($0.width) <= width } ?? texts.count - 1
        let result = Layouts.layout(TextDemo(width: width))
        let shown = try #require(result.root.first("ViewThatFits")?.first("Text"))
        #expect(result.root.all("Text").count == 1)
        #expect(shown.text?.string == texts[expected])
        // Every choice shows its text on one line at its ideal size.
        #expect(shown.frame.size.doubles == ideals[expected].doubles)
        let red = try #require(result.root.first("border"))
        #expect(red.frame.size.doubles == [width, Double(ideals[expected].height)])
        #expect(nearlyEqual(shown.frame.midX, red.frame.midX))
    }

    // Seed: 002-TextDemo
    @Test("TextDemo's widths reach all four texts (the test above is not trivially one branch)")
    func textDemoCoversEveryText() {
        let widths = [30.0, 80, 120, 180, 250]
        let texts = ["Fatbobman's Swift Weekly", "Fatbobman's Weekly", "Fat's Weekly"]
        let chosen = Set(widths.map { width in texts.firstIndex { Double(Layouts.textSize($0).width) <= width } ?? 3 })
        #expect(chosen == [0, 1, 2, 3])
    }

    // MARK: 002-VTFFontSizes

    // Seed: 002-VTFFontSizes
    @Test("The same text in three fonts: the largest whose one line fits the width; else footnote, wrapped", arguments: [250.0, 200, 170, 100])
    func fontSizes(width: Double) throws {
        let result = Layouts.layout(
            ViewThatFits {
                Text("Fatbobman's Swift Weekly")
                    .font(.body)
                Text("Fatbobman's Swift Weekly")
                    .font(.subheadline)
                Text("Fatbobman's Swift Weekly")
                    .font(.footnote)
            }
            .frame(width: width) // the container the article's animation implies
        )
        let fonts: [Font] = [.body, .subheadline, .footnote]
        let ideals = fonts.map { Layouts.text(Self.weekly, font: $0).size }
        let expected = ideals.dropLast().firstIndex { Double($0.width) <= width } ?? 2
        let shown = try chosen(result)
        let presented = Layouts.text(Self.weekly, font: fonts[expected], width: width, height: 763)
        #expect(shown.frame.size.doubles == presented.size.doubles)
        #expect(shown.text?.lineStrings == presented.lineStrings)
        // The last is not fixed: below its ideal width it wraps.
        #expect((shown.text?.lineCount ?? 0) > 1 || Double(ideals[expected].width) <= width)
    }

    // Seed: 002-VTFFontSizes
    @Test("VTFFontSizes' widths reach all three fonts, and the last wraps at 100")
    func fontSizesCoverEveryFont() {
        let fonts: [Font] = [.body, .subheadline, .footnote]
        let ideals = fonts.map { Double(Layouts.text(Self.weekly, font: $0).size.width) }
        let chosen = Set([250.0, 200, 170, 100].map { width in ideals.dropLast().firstIndex { $0 <= width } ?? 2 })
        #expect(chosen == [0, 1, 2])
        #expect(ideals[2] > 100)
    }

    // MARK: 002-MinimumScaleFactor

    // Seed: 002-MinimumScaleFactor
    @Test("minimumScaleFactor(0.3) with lineLimit(1): the font shrinks until the text fits the width; below 30 % it is truncated too", arguments: [100.0, 30])
    func minimumScaleFactor(width: Double) throws {
        let result = Layouts.layout(
            // ⟦GALLEY: `width` is TextDemo's slider value (30 ... 300) — give it a fixed value, e.g. `let width: CGFloat = 100`⟧
            Text("Fatbobman's Swift Weekly")
                .lineLimit(1)
                .font(.body)
                .minimumScaleFactor(0.3)
                .frame(width: width)
                .border(.red)
        )
        let text = try #require(result.root.first("Text"))
        let layout = try #require(text.text)
        let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.3)
        let expected = Layouts.text(Self.weekly, width: width, height: 763, style: style)
        #expect(text.frame.size.doubles == expected.size.doubles)
        #expect(layout.lineCount == 1)
        #expect(Double(text.frame.width) <= width)
        #expect(layout.scaleFactor < 1 && layout.scaleFactor >= 0.3 - 1e-9)
        let ideal = Layouts.textSize(Self.weekly)
        if Double(ideal.width) * 0.3 <= width {
            // Shrinking is enough: all of it shows, smaller.
            #expect(layout.isTruncated == false)
            #expect(layout.lineStrings == [Self.weekly])
            #expect(Double(text.frame.height) < Double(ideal.height))
        } else {
            // Even at 30 % it is too wide: shrunk to the floor and truncated.
            #expect(abs(layout.scaleFactor - 0.3) < 1e-9)
            #expect(layout.isTruncated == true)
            #expect(layout.lineStrings.first?.hasSuffix("…") == true)
        }
        #expect(result.root.frame.size.doubles == [width, Double(text.frame.height)])
    }

    // MARK: 002-LayoutSwitchDemo

    struct LayoutSwitchDemo: View {
        var width: CGFloat = 100 // ⟦GALLEY: was `@State var width: CGFloat = 100`, driven by the Slider (90 ... 250); test e.g. 100, 195, 200, 250⟧
        var body: some View {
            VStack {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 0) {
                        logo
                        title
                    }
                    VStack(spacing: 0) {
                        logo
                        title
                    }
                }
                .frame(maxWidth: width, maxHeight: 130)
                .border(.blue)

                Spacer()
                // ⟦GALLEY: removed `Slider(value: $width, in: 90 ... 250).padding(50)` (last child)⟧
            }
        }
    }

    // Seed: 002-LayoutSwitchDemo
    @Test("LayoutSwitchDemo: the HStack while its ideal width (logo's ideal 100 + the title) fits, else the VStack; the logo then fills what is left", arguments: [100.0, 150, 200, 250])
    func layoutSwitchDemo(width: Double) throws {
        let titleText = Layouts.text("Hello World", font: Font.headline.bold()).size
        let horizontalIdeal = 100 + Double(titleText.width)
        let result = Layouts.layout(LayoutSwitchDemo(width: width))
        // The blue border is the proposal clamped by maxWidth/maxHeight, at the top.
        let blue = try #require(result.root.first("border"))
        #expect(blue.frame.size.doubles == [width, 130])
        #expect(blue.frame.minY == result.root.frame.minY)
        let shown = try chosen(result)
        let logoFrame = try #require(shown.first("Rectangle")).frame
        let titleFrame = try #require(shown.children.last).frame
        let text = try #require(shown.first("Text"))
        #expect(text.frame.size.doubles == titleText.doubles)
        if horizontalIdeal <= width {
            #expect(shown.name == "HStack")
            // The title (at most 120) is less flexible than the logo (at most 200):
            // it is offered half the width first; the logo takes the rest.
            let titleWidth = min(width / 2, 120)
            #expect(titleFrame.size.doubles == [titleWidth, Double(titleText.height)])
            #expect(logoFrame.size.doubles == [min(width - titleWidth, 200), 130])
            #expect(logoFrame.maxX == titleFrame.minX)
        } else {
            #expect(shown.name == "VStack")
            #expect(titleFrame.size.doubles == [min(width, 120), Double(titleText.height)])
            let logoHeight: Double = 130 - Double(titleText.height)
            #expect(logoFrame.size.doubles == [min(width, 200), logoHeight])
            #expect(logoFrame.maxY == titleFrame.minY)
        }
    }

    // Seed: 002-LayoutSwitchDemo
    @Test("LayoutSwitchDemo's widths reach both branches")
    func layoutSwitchCoversBoth() {
        let horizontalIdeal = 100 + Double(Layouts.text("Hello World", font: Font.headline.bold()).size.width)
        #expect(horizontalIdeal > 150 && horizontalIdeal <= 200)
    }
}
