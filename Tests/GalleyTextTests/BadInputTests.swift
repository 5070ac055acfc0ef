import Foundation
import Testing
@testable import GalleyText

@Suite("Bad input never crashes")
struct BadInputTests {
    @Test("NaN proposals read as unspecified; negative ones as zero; infinite heights as no limit")
    func oddProposals() {
        let text = "Hello, World!"
        let ideal = Fixtures.layout(text, width: nil)
        #expect(Fixtures.layout(text, width: .nan).size == ideal.size)
        #expect(Fixtures.layout(text, width: .nan, height: .nan).size == ideal.size)
        #expect(Fixtures.layout(text, width: -5).size == .zero)
        #expect(Fixtures.layout(text, width: 100, height: -1).size == .zero)
        #expect(Fixtures.layout(text, width: -.infinity).size == .zero)
        #expect(Fixtures.layout(text, width: .infinity, height: .infinity).size == ideal.size)
        #expect(Fixtures.layout(text, width: 1e300).size == ideal.size)
        #expect(
            Fixtures.layout(text, width: 50, scale: .nan).lineCount
                == Fixtures.layout(text, width: 50, scale: 1).lineCount)
        let odd = ParagraphStyle(lineLimit: -3, lineSpacing: .nan, minimumScaleFactor: -2)
        let layout = Fixtures.layout(text, width: 40, style: odd)
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
    }

    @Test("Absurd font sizes and spacings give finite sizes")
    func absurdFonts() {
        for size in [Double.nan, -5, 0, .infinity, 1e300] {
            let layout = Fixtures.layout("Hello world", width: 100, font: .system(size: size))
            #expect(layout.width.isFinite && layout.height.isFinite, "size \(size)")
            #expect(layout.width >= 0 && layout.height >= 0)
        }
        for spacing in [Double.nan, .infinity, -.infinity, 1e300] {
            let layout = Fixtures.engine.layout(
                StyledText("Hello world", kerning: spacing, tracking: spacing),
                proposal: TextProposal(width: 100, height: nil))
            #expect(layout.size.width.isFinite && layout.size.height.isFinite, "spacing \(spacing)")
            let spaced = Fixtures.layout("a\nb\nc", width: nil, style: ParagraphStyle(lineSpacing: spacing))
            #expect(
                spaced.height.isFinite && spaced.height >= 3 * Fixtures.layout("a", width: nil).height - 1,
                "line spacing \(spacing)")
        }
    }

    @Test("The empty string is 0 × 0 at every proposal")
    func empty() {
        for width in [nil, 0, 10, .infinity] as [Double?] {
            let layout = Fixtures.layout("", width: width, style: ParagraphStyle(lineLimit: 1))
            #expect(layout.size == .zero)
            #expect(layout.glyphRuns.isEmpty)
        }
    }

    @Test("Control characters draw nothing and take no room; tabs shape as spaces")
    func controls() {
        let plain = Fixtures.advance("ab")
        for control in ["\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}"] {
            let layout = Fixtures.layout("a\(control)b", width: nil)
            #expect(
                abs(Fixtures.advance("a\(control)b") - plain) < 1e-9,
                "U+\(String(control.unicodeScalars.first!.value, radix: 16))")
            #expect(layout.glyphRuns.flatMap(\.glyphs).allSatisfy { $0 != 0 } || control == "\u{85}")
        }
        #expect(abs(Fixtures.advance("a\tb") - Fixtures.advance("a b")) < 1e-9)
    }

    @Test("Unassigned code points and ones no face has get .notdef, never a crash")
    func unassigned() throws {
        for scalar in [0x0378, 0x0FFFF, 0x10FFFF, 0xE0080, 0x1FAFF, 0x10_0000] {
            let text = "a" + String(UnicodeScalar(UInt32(scalar))!) + "b"
            let layout = Fixtures.layout(text, width: 5)
            #expect(layout.lineCount >= 1)
            let glyphs = layout.glyphRuns.flatMap(\.glyphs)
            #expect(glyphs.contains(0) || scalar == 0xE0080, "U+\(String(scalar, radix: 16))")
        }
    }

    @Test("A megabyte without a break opportunity lays out, wrapped and truncated")
    func megabyteWithoutBreaks() throws {
        let text = String(repeating: "abcdefghij", count: 100_000)
        let engine = TextEngine(fonts: Fixtures.fonts)
        let styled = StyledText(text)
        let ideal = engine.layout(styled, proposal: .unspecified)
        #expect(ideal.lineCount == 1)
        #expect(ideal.width > 100_000)
        let limited = engine.layout(
            styled, style: ParagraphStyle(lineLimit: 3), proposal: TextProposal(width: 100, height: nil))
        #expect(limited.lineCount == 3)
        #expect(limited.isTruncated)
        #expect(limited.lines.allSatisfy { $0.width <= 100 })
        for mode in [TruncationMode.head, .middle] {
            let single = engine.layout(
                styled, style: ParagraphStyle(lineLimit: 1, truncationMode: mode),
                proposal: TextProposal(width: 100, height: nil))
            #expect(single.lineStrings.first?.contains("…") == true)
        }
        let wrapped = engine.layout(styled, proposal: TextProposal(width: 2_000, height: nil))
        #expect(wrapped.lineCount > 300)
        #expect(wrapped.lineStrings.joined() == text)
    }

    @Test("Long runs of line breaks and spaces lay out in one pass")
    func longWhiteSpaceRuns() {
        let newlines = String(repeating: "\n", count: 100_000)
        let layout = Fixtures.layout(newlines, width: 100)
        #expect(layout.lineCount == 100_001)
        #expect(layout.width == 0)
        let spaces = String(repeating: "\u{3000} ", count: 50_000) + "x"
        #expect(Fixtures.layout(spaces, width: 100).lineStrings.last == "x")
    }

    @Test("Text past the maximum paragraph length is left out, cut between code points")
    func overlong() {
        let text = "a" + String(repeating: "😀", count: StyledText.maximumLength / 2)
        let layout = Fixtures.layout(text, width: nil)
        #expect(layout.lineCount == 1)
        let laidOut = layout.lines[0].range
        #expect(laidOut.upperBound == StyledText.maximumLength - 1)
    }

    @Test("Unpaired surrogates read as U+FFFD and isolated combining marks stand alone")
    func brokenSequences() {
        let lone = String(decoding: [0xD800, 0x61, 0xDC00, 0x62] as [UInt16], as: UTF16.self)
        let layout = Fixtures.layout(lone, width: nil)
        #expect(layout.lineCount == 1)
        #expect(layout.width > 0)
        for marks in [
            "\u{0301}", "\u{0301}\u{0301}\u{0301}abc", "\u{064B}\u{0651}", "\u{093F}", "\u{0E31}\u{0E48}", "a\u{20E3}",
        ] {
            let layout = Fixtures.layout(marks, width: 1)
            #expect(layout.lineCount >= 1, "\(marks.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(layout.lines.allSatisfy { !$0.range.isEmpty })
        }
    }

    @Test("10,000 emoji in one line lay out on one line, one cluster each")
    func manyEmoji() {
        let string = String(repeating: "😀👍🏽🇯🇵👨‍👩‍👧", count: 2_500)
        let layout = Fixtures.layout(string, width: nil)
        #expect(layout.lineCount == 1)
        let narrow = Fixtures.layout(string, width: 100)
        // Wrapped between clusters, never inside a sequence.
        #expect(narrow.lineCount > 100)
        #expect(narrow.lineStrings.joined() == string)
        for line in narrow.lineStrings {
            let scalars = line.unicodeScalars.map(\.value)
            #expect(scalars.first.map { $0 != 0x200D && !(0x1F3FB...0x1F3FF).contains($0) } == true)
            #expect(scalars.last != 0x200D)
            #expect(scalars.filter { (0x1F1E6...0x1F1FF).contains($0) }.count.isMultiple(of: 2))
        }
    }

    @Test("1,000 nested embeddings: ICU caps the depth, layout goes on")
    func deepEmbeddings() {
        let string =
            String(repeating: "\u{202B}", count: 1_000) + "abc שלום" + String(repeating: "\u{202C}", count: 1_000)
        let units = Array(string.utf16)
        let bidi = units.withUnsafeBufferPointer { BidiLevels($0, direction: .leftToRight) }
        #expect(units.indices.allSatisfy { bidi.level(at: $0) <= 126 })
        let layout = Fixtures.layout(string, width: 50)
        #expect(layout.lineCount >= 1)
        let isolates = String(repeating: "\u{2067}", count: 1_000) + "abc" + String(repeating: "\u{2069}", count: 1_000)
        #expect(Fixtures.layout(isolates, width: nil).lineCount == 1)
    }

    @Test("Five scripts at every character: many tiny runs, the same glyphs every time")
    func scriptSoup() {
        let string = String(repeating: "aب中अกש한😀", count: 1_000)
        let first = Fixtures.layout(string, width: 200, engine: TextEngine(fonts: Fixtures.fonts, cacheLimits: .none))
        let second = Fixtures.layout(string, width: 200, engine: TextEngine(fonts: Fixtures.fonts, cacheLimits: .none))
        #expect(first.lineCount > 10)
        #expect(first.lineStrings == second.lineStrings)
        #expect(first.glyphRuns.map(\.glyphs) == second.glyphRuns.map(\.glyphs))
        #expect(first.glyphRuns.map(\.positions) == second.glyphRuns.map(\.positions))
    }
}
