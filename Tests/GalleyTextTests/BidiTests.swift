import Foundation
import Testing
@testable import GalleyText

@Suite("Bidirectional text: levels, visual order, direction of alignment")
struct BidiTests {
    private func levels(_ string: String, _ direction: LayoutDirection = .leftToRight) -> [UInt8] {
        let units = Array(string.utf16)
        let bidi = units.withUnsafeBufferPointer { BidiLevels($0, direction: direction) }
        return units.indices.map { bidi.level(at: $0) }
    }

    @Test("Latin text in a left-to-right interface never reaches ICU: every level 0")
    func latinIsLevelZero() {
        let units = Array("Hello, world (1 + 2)".utf16)
        let bidi = units.withUnsafeBufferPointer { BidiLevels($0, direction: .leftToRight) }
        #expect(bidi.isLeftToRightOnly)
    }

    @Test("The first strong letter sets the paragraph's direction; neutral text takes the interface's")
    func paragraphDirection() {
        #expect(levels("שלום abc").first == 1)
        #expect(levels("abc שלום").first == 0)
        #expect(levels("abc שלום", .rightToLeft).first == 0)
        // Digits and punctuation alone: the interface decides.
        let neutral = Array("123 !".utf16)
        let rtl = neutral.withUnsafeBufferPointer { BidiLevels($0, direction: .rightToLeft) }
        #expect(rtl.paragraphLevel(at: 0) == 1)
        let ltr = neutral.withUnsafeBufferPointer { BidiLevels($0, direction: .leftToRight) }
        #expect(ltr.paragraphLevel(at: 0) == 0)
    }

    @Test("Numbers in right-to-left text run left to right (level 2)")
    func numbersInHebrew() {
        let string = "מחיר 120 שקל"
        let resolved = levels(string)
        let digits = Array(string.utf16).indices.filter { (0x30...0x39).contains(Array(string.utf16)[$0]) }
        #expect(digits.allSatisfy { resolved[$0] == 2 })
        #expect(resolved.first == 1)
    }

    @Test("Each paragraph of a text takes its own direction")
    func paragraphsApart() {
        let string = "abc\nשלום"
        let units = Array(string.utf16)
        let bidi = units.withUnsafeBufferPointer { BidiLevels($0, direction: .leftToRight) }
        #expect(bidi.paragraphLevel(at: 0) == 0)
        #expect(bidi.paragraphLevel(at: units.count - 1) == 1)
    }

    @Test(
        "Rule L2: runs are reversed from the highest level down to the lowest odd one",
        arguments: [
            ([0, 0, 0], [0, 1, 2]),
            ([1, 1, 1], [2, 1, 0]),
            ([0, 1, 1, 0], [0, 2, 1, 3]),
            ([1, 2, 2, 1], [3, 1, 2, 0]),
            ([0, 2, 2], [0, 1, 2]),
            ([1, 0, 1], [0, 1, 2]),
        ] as [([UInt8], [Int])])
    func visualOrder(levels: [UInt8], expected: [Int]) {
        #expect(VisualOrder.indices(levels: levels) == expected)
    }

    @Test("In a right-to-left paragraph, Latin text inside sits to the left of the Hebrew before it")
    func visualPlacement() throws {
        let layout = Fixtures.layout("שלום abc", width: nil)
        let inter = try #require(Fixtures.fonts.resolve(.body).primary)
        let latin = try ["a", "b", "c", " "].map { try #require(inter.glyph(for: $0.unicodeScalars.first!.value)) }
        var latinX: [Double] = []
        var otherX: [Double] = []
        for run in layout.glyphRuns {
            for (glyph, position) in zip(run.glyphs, run.positions) {
                if run.face === inter, let index = latin.firstIndex(of: glyph) {
                    if index < 3 { latinX.append(Double(position.x)) }
                } else {
                    otherX.append(Double(position.x))
                }
            }
        }
        // "abc" keeps its own order, left to right, left of the Hebrew.
        #expect(latinX.count == 3 && latinX == latinX.sorted())
        // The four Hebrew letters and the space after them, in the Hebrew face.
        #expect(otherX.count == 5)
        #expect(layout.glyphRuns.filter { $0.face !== inter }.allSatisfy { $0.face.familyName == "Noto Sans Hebrew" })
        #expect(otherX.allSatisfy { x in latinX.allSatisfy { $0 < x } })
        let lineRuns = try #require(layout.lineRuns.first)
        #expect(lineRuns.map(\.direction) == [.rightToLeft, .leftToRight])
        #expect(lineRuns.map(\.string) == ["שלום ", "abc"])
    }

    @Test("Widths are direction-blind: a word weighs the same in either paragraph direction")
    func widthsKeep() {
        let ltr = Fixtures.engine.layout(
            StyledText("abc שלום def", layoutDirection: .leftToRight), proposal: .unspecified)
        let rtl = Fixtures.engine.layout(
            StyledText("abc שלום def", layoutDirection: .rightToLeft), proposal: .unspecified)
        #expect(ltr.size == rtl.size)
    }

    @Test("Leading alignment is the right edge in a right-to-left interface, trailing the left")
    func alignmentFollowsTheInterface() throws {
        let text = "One two three four five six seven"
        for (alignment, direction, rightAligned) in [
            (TextAlignment.leading, LayoutDirection.rightToLeft, true), (.trailing, .rightToLeft, false),
            (.leading, .leftToRight, false), (.trailing, .leftToRight, true),
        ] {
            let layout = Fixtures.engine.layout(
                StyledText(text, layoutDirection: direction), style: ParagraphStyle(multilineTextAlignment: alignment),
                proposal: TextProposal(width: 120, height: nil), displayScale: 3
            )
            #expect(layout.lineCount > 1)
            for line in layout.lines {
                if rightAligned {
                    #expect(abs(line.x + line.width - Double(layout.size.width)) < 1e-9)
                } else {
                    #expect(line.x == 0)
                }
            }
        }
    }

    @Test("Lines break in logical order: the dump's lines read as written")
    func logicalLines() {
        let layout = Fixtures.layout("שלום עולם ומלואו", width: Fixtures.advance("ומלואו") + 1)
        #expect(layout.lineCount == 3)
        #expect(layout.lineStrings.joined(separator: " ") == "שלום עולם ומלואו")
        #expect(layout.lineRuns.allSatisfy { $0.allSatisfy { $0.direction == .rightToLeft } })
    }

    @Test("A truncated right-to-left line keeps its ellipsis at the end of the reading (the left)")
    func truncatedRightToLeft() throws {
        let layout = Fixtures.layout(
            "שלום עולם ומלואו שלום עולם ומלואו", width: 80, style: ParagraphStyle(lineLimit: 1))
        #expect(layout.isTruncated)
        let runs = try #require(layout.lineRuns.first)
        #expect(runs.last?.string == "…")
        let ellipsisRun = try #require(layout.glyphRuns.first { $0.face.familyName == "Inter" })
        let allX = layout.glyphRuns.flatMap(\.positions).map(\.x)
        // The ellipsis is the leftmost glyph.
        #expect(ellipsisRun.positions.first?.x == allX.min())
    }
}

@Suite("Tab stops: Core Text's twelve stops 28 points apart")
struct TabStopTests {
    @Test("A tab reaches to the next multiple of 28 points from the line's start")
    func tabReachesStop() {
        let b = Fixtures.advance("b")
        #expect(abs(Fixtures.layout("a\tb", width: nil, scale: 100).width - (28 + b)) < 0.01)
        #expect(abs(Fixtures.layout("\tb", width: nil, scale: 100).width - (28 + b)) < 0.01)
        let long = String(repeating: "x", count: 4)
        let start = Fixtures.advance(long)
        let stop = ((start / 28).rounded(.down) + 1) * 28
        #expect(abs(Fixtures.layout(long + "\tb", width: nil, scale: 100).width - (stop + b)) < 0.01)
    }

    @Test("Past the twelfth stop (336 points) a tab is as wide as a space")
    func pastTheLastStop() {
        let long = String(repeating: "x", count: 45)
        #expect(Fixtures.advance(long) > 336)
        let expected = Fixtures.advance(long + " b")
        #expect(abs(Fixtures.layout(long + "\tb", width: nil, scale: 100).width - expected) < 0.01)
    }

    @Test("The glyph after a tab is drawn at the stop")
    func glyphAtStop() throws {
        let layout = Fixtures.layout("a\tb", width: nil)
        let positions = try #require(layout.glyphRuns.first?.positions)
        #expect(abs(Double(positions[2].x) - 28) < 1e-9)
    }

    @Test("Tabs count in wrapping: a line of tabbed columns breaks where its stops run out")
    func tabsWrap() {
        let layout = Fixtures.layout("a\tb\tc\td", width: 70)
        #expect(layout.lineCount == 2)
        #expect(layout.lines.allSatisfy { $0.width <= 70 })
    }
}

@Suite("Shaping crosses spans of one font")
struct SpanShapingTests {
    @Test("A kerning pair split over two spans of one font kerns as in one span")
    func kerningAcrossSpans() {
        let whole = Fixtures.engine.layout(StyledText("AV"), proposal: .unspecified, displayScale: 100).size.width
        let split = Fixtures.engine.layout(
            StyledText(spans: [TextSpan("A"), TextSpan("V")]), proposal: .unspecified, displayScale: 100
        ).size.width
        let apart = Fixtures.advance("A") + Fixtures.advance("V")
        #expect(whole < apart - 0.1)
        #expect(split == whole)
    }

    @Test("Spans of different fonts shape apart, and glyphs keep their span's colour index")
    func differentFontsApart() throws {
        let text = StyledText(spans: [TextSpan("A"), TextSpan("V", font: .body.bold()), TextSpan("A")])
        let runs = Fixtures.engine.layout(text, proposal: .unspecified).glyphRuns
        #expect(runs.map(\.spanIndex) == [0, 1, 2])
        let merged = Fixtures.engine.layout(StyledText(spans: [TextSpan("AV"), TextSpan("A")]), proposal: .unspecified)
            .glyphRuns
        #expect(merged.map(\.spanIndex) == [0, 1])
    }
}

@Suite("Emoji presentation of clusters")
struct EmojiPresentationTests {
    private func scalars(_ string: String) -> [UInt32] { string.unicodeScalars.map(\.value) }

    @Test(
        "Emoji-presentation characters and sequences are emoji",
        arguments: ["😀", "❤️", "1️⃣", "🇯🇵", "👍🏽", "👨‍👩‍👧", "🏳️‍🌈", "#️⃣"])
    func emoji(_ string: String) {
        #expect(EmojiPresentation.isEmoji(scalars(string)))
    }

    @Test(
        "Text-presentation characters, and emoji asked for as text, are not",
        arguments: ["❤", "©", "1", "a", "☺︎", "😀\u{FE0E}", "世"])
    func text(_ string: String) {
        #expect(!EmojiPresentation.isEmoji(scalars(string)))
    }
}

@Suite("Thai and Lao wrap at words found by ICU's dictionaries")
struct DictionaryBreakTests {
    @Test(
        "Opportunities fall between the words of unspaced Thai and Lao",
        arguments: [
            ("ยินดีต้อนรับ", ["ยินดี", "ต้อนรับ"]),
            ("ภาษาไทยง่ายนิดเดียว", ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"]),
            ("ສະບາຍດີຍິນດີຕ້ອນຮັບ", ["ສະບາຍດີ", "ຍິນດີ", "ຕ້ອນຮັບ"]),
        ])
    func words(text: String, words: [String]) {
        let units = Array(text.utf16)
        let offsets = LineBreakOpportunities.find(in: text).map(\.offset)
        var expected: [Int] = []
        var position = 0
        for word in words {
            position += word.utf16.count
            expected.append(position)
        }
        #expect(offsets == expected, "\(offsets) in \(units.count) units")
    }
}
