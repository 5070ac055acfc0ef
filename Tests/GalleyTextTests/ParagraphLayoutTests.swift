import Foundation
import Testing
@testable import GalleyText

@Suite("Paragraph layout: SwiftUI's Text sizing")
struct ParagraphLayoutTests {
    let sentence = "The quick brown fox jumps over the lazy dog"
    /// A line's box at 17 pt: SF Pro's ascender plus descender (1950 + 494
    /// of 2048 units), which the system font takes, 20.29 points as on iOS.
    let lineHeight = 17 * 2444.0 / 2048
    /// Body's baseline-to-baseline distance at the default Dynamic Type
    /// size: 22 points, iOS's line height for the style.
    let pitch = 22.0

    func roundUp(_ value: Double, scale: Double = 3) -> Double { (value * scale - 1e-6).rounded(.up) / scale }

    @Test("nil and infinite widths give the ideal size: one line, rounded up to the pixel grid")
    func idealSize() {
        let ideal = Fixtures.advance(sentence)
        for width in [nil, Double.infinity] {
            let layout = Fixtures.layout(sentence, width: width)
            #expect(layout.lineStrings == [sentence])
            #expect(layout.width == roundUp(ideal))
            #expect(layout.height == roundUp(lineHeight))
            #expect(!layout.isTruncated)
        }
        #expect(Fixtures.layout(sentence, width: nil, scale: 1).width == ideal.rounded(.up))
    }

    @Test("Hard breaks break even at the ideal size: \\n, \\r\\n, U+2028")
    func hardBreaks() {
        for separator in ["\n", "\r\n", "\u{2028}", "\r", "\u{2029}"] {
            let layout = Fixtures.layout("Hello\(separator)wide world", width: nil)
            #expect(
                layout.lineStrings == ["Hello", "wide world"], "separator \(separator.unicodeScalars.map(\.value))")
            #expect(layout.width == roundUp(Fixtures.advance("wide world")))
            #expect(layout.height == roundUp(pitch + lineHeight))
        }
        let trailing = Fixtures.layout("Hello\n", width: nil)
        #expect(trailing.lineStrings == ["Hello", ""])
        #expect(trailing.height == roundUp(pitch + lineHeight))
    }

    @Test("Zero in either dimension gives 0 × 0; so does the empty string")
    func zero() {
        for (width, height) in [(0.0, nil), (100.0, 0.0), (0.0, 0.0), (Double.infinity, 0.0)] as [(Double, Double?)] {
            let layout = Fixtures.layout(sentence, width: width, height: height)
            #expect(layout.size == .zero)
            #expect(layout.lineCount == 0)
        }
        #expect(Fixtures.layout("", width: nil).size == .zero)
        #expect(Fixtures.layout("", width: 100).lineCount == 0)
    }

    @Test("A width at or above the ideal width gives the ideal size")
    func wideProposal() {
        let ideal = Fixtures.layout(sentence, width: nil).size
        for width in [ideal.width, ideal.width + 0.4, 1000] {
            #expect(Fixtures.layout(sentence, width: width).size == ideal)
        }
    }

    @Test("Below the ideal width text wraps at word boundaries; the width is the widest line")
    func wrapping() {
        let layout = Fixtures.layout(sentence, width: 150)
        #expect(layout.lineStrings == referenceLines(sentence, width: 150))
        #expect(layout.lineCount == 3)
        let widest = layout.lineStrings.map { Fixtures.advance($0) }.max() ?? 0
        #expect(layout.width == roundUp(widest))
        #expect(layout.width <= 150)
        #expect(layout.height == roundUp(2 * pitch + lineHeight))
        // Each line is as full as it can be: the next word would not fit.
        for (line, next) in zip(layout.lineStrings, layout.lineStrings.dropFirst()) {
            let firstWord = next.split(separator: " ").first.map(String.init) ?? ""
            #expect(Fixtures.advance(line + " " + firstWord) > 150)
        }
    }

    @Test("Trailing spaces hang: they take no width at the end of a line")
    func hangingSpaces() {
        let plain = Fixtures.layout("Hello", width: nil)
        #expect(Fixtures.layout("Hello     ", width: nil).size == plain.size)
        let wrapped = Fixtures.layout("Hello      Hello", width: Fixtures.advance("Hello") + 1)
        #expect(wrapped.lineStrings == ["Hello", "Hello"])
    }

    @Test("A word wider than the width breaks between grapheme clusters")
    func longWord() {
        let word = "Supercalifragilisticexpialidocious"
        let layout = Fixtures.layout(word, width: 60)
        #expect(layout.lineCount > 3)
        #expect(layout.lineStrings.joined() == word)
        for line in layout.lineStrings { #expect(Fixtures.advance(line) <= 60) }
        // Even narrower than one letter: one grapheme cluster per line.
        let narrow = Fixtures.layout("Wé", width: 1)
        #expect(narrow.lineStrings == ["W", "é"])
        let decomposed = Fixtures.layout("We\u{301}", width: 1)
        #expect(decomposed.lineStrings == ["W", "e\u{301}"])
    }

    @Test("A grapheme or ellipsis wider than the proposal overflows: the width stays within it, floored to the grid")
    func neverWiderThanProposal() {
        // "H" alone is wider than 10 pt: each letter gets its own line and
        // the text answers 10, not the width of its widest line.
        let hi = Fixtures.layout("Hi", width: 10)
        #expect(hi.lineStrings == ["H", "i"])
        #expect(Fixtures.advance("H") > 10)
        #expect(hi.width == 10)
        #expect(hi.lines.map(\.width).max() ?? 0 > 10)
        // A proposal off the pixel grid answers the grid value below it.
        #expect(Fixtures.layout("Hi", width: 10.2).width == 10)
        #expect(Fixtures.layout("Hi", width: 10.2, scale: 1).width == 10)
        // An ellipsis wider than the proposal: one line, still 10 wide.
        let limited = Fixtures.layout("Hi there", width: 10, style: ParagraphStyle(lineLimit: 1))
        #expect(limited.isTruncated)
        #expect(limited.lineCount == 1)
        #expect(limited.width == 10)
        // Trailing alignment keeps the overflow on the leading side.
        let trailing = Fixtures.layout("Hi", width: 10, style: ParagraphStyle(multilineTextAlignment: .trailing))
        for line in trailing.lines { #expect(abs(line.x + line.width - 10) < 1e-9) }
    }

    @Test("lineSpacing puts space between lines, not after the last: 10 points instead of body's 1.71 of leading")
    func lineSpacing() {
        let style = ParagraphStyle(lineSpacing: 10)
        let layout = Fixtures.layout(sentence, width: 150, style: style)
        #expect(layout.lineCount == 3)
        #expect(layout.height == roundUp(3 * lineHeight + 20))
        #expect(abs(layout.lines[1].top - (lineHeight + 10)) < 1e-9)
    }

    @Test("Sizes round up to 1/scale at every display scale", arguments: [1.0, 2.0, 3.0])
    func rounding(scale: Double) {
        let layout = Fixtures.layout(sentence, width: 150, scale: scale)
        for value in [layout.width, layout.height] {
            #expect((value * scale).rounded() == value * scale)
        }
        let raw = Fixtures.layout(sentence, width: 150, scale: 1e6)
        #expect(layout.width >= raw.width && layout.width - raw.width < 1 / scale)
    }

    @Test("First and last baselines come from the first and last lines")
    func baselines() {
        let layout = Fixtures.layout(sentence, width: 150)
        let ascent = 17 * 1950.0 / 2048
        #expect(abs(layout.firstBaseline - ascent) < 1e-9)
        #expect(abs(layout.lastBaseline - (2 * pitch + ascent)) < 1e-9)
        #expect(Fixtures.layout("", width: nil).firstBaseline == 0)
    }

    @Test("multilineTextAlignment places each line in the text's width", arguments: TextAlignment.allCases)
    func alignment(alignment: TextAlignment) {
        let layout = Fixtures.layout(sentence, width: 150, style: ParagraphStyle(multilineTextAlignment: alignment))
        for line in layout.lines {
            let expected =
                switch alignment {
                case .leading: 0.0
                case .center: (layout.width - line.width) / 2
                case .trailing: layout.width - line.width
                }
            #expect(abs(line.x - expected) < 1e-9)
        }
    }

    @Test("Kerning and tracking add their amount after every character; tracking turns ligatures off")
    func spacing() {
        let text = "Office"
        let base = Fixtures.advance(text)
        let count = Double(text.count)
        let kerned = Fixtures.engine.shape(StyledText(text, kerning: 2))
        #expect(abs(kerned.caretX[kerned.count] - (base + 2 * count)) < 1e-9)
        let tracked = Fixtures.engine.shape(StyledText(text, tracking: 2))
        #expect(abs(tracked.caretX[tracked.count] - (base + 2 * count)) < 1e-9)
        #expect(tracked.glyphs.count == text.utf16.count)
        let negative = Fixtures.engine.shape(StyledText(text, kerning: -1))
        #expect(negative.caretX[negative.count] < base)
        // Per character, even inside a ligature (Noto Serif ligates "fi"),
        // and not for control characters, which take no room.
        let serif = Font.system(size: 17, design: .serif)
        let ligature = Fixtures.engine.shape(StyledText("fi", font: serif))
        #expect(ligature.glyphs.count == 1)
        let kernedLigature = Fixtures.engine.shape(StyledText("fi", font: serif, kerning: 5))
        #expect(kernedLigature.glyphs.count == 1)
        #expect(abs(kernedLigature.caretX[2] - (ligature.caretX[2] + 10)) < 1e-9)
        let bell = Fixtures.engine.shape(StyledText("a\u{7}b", tracking: 5))
        #expect(abs(bell.caretX[bell.count] - (Fixtures.advance("ab") + 10)) < 1e-9)
    }

    @Test("Glyph runs carry every shown glyph, left to right on each baseline")
    func glyphRuns() throws {
        let layout = Fixtures.layout(sentence, width: 150)
        let runs = layout.glyphRuns
        #expect(runs.count == 3)
        for (run, line) in zip(runs, layout.lines) {
            #expect(run.face.familyName == "Inter")
            #expect(run.size == 17)
            #expect(run.positions.allSatisfy { $0.y == line.baseline })
            #expect(zip(run.positions, run.positions.dropFirst()).allSatisfy { $0.x < $1.x })
            #expect(run.positions.first.map { Double($0.x) } == line.x)
        }
        // Spaces inside lines are glyphs; the ones that hang are not drawn.
        let shown = layout.lineStrings.map { $0.unicodeScalars.count }.reduce(0, +)
        #expect(runs.map(\.glyphs.count).reduce(0, +) == shown)
        let lastRun = try #require(runs.last)
        let face = lastRun.face
        let lastLine = try #require(layout.lineStrings.last)
        #expect(lastRun.glyphs == lastLine.unicodeScalars.map { face.glyph(for: $0.value) ?? 0 })
    }
}
