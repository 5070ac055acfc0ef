import Foundation
import Testing
@testable import GalleyText

@Suite("Truncation, line limits and height limits")
struct TruncationTests {
    let text = "The quick brown fox jumps over the lazy dog and keeps running far beyond the river bank"

    @Test("Each mode with lineLimit 1, 2 and 3", arguments: TruncationMode.allCases, [1, 2, 3])
    func lineLimit(mode: TruncationMode, limit: Int) throws {
        let width = 120.0
        let style = ParagraphStyle(lineLimit: limit, truncationMode: mode)
        let layout = Fixtures.layout(text, width: width, style: style)
        let full = Fixtures.layout(text, width: width)
        #expect(full.lineCount > 3)
        #expect(layout.isTruncated)
        #expect(layout.lineCount == limit)
        // Lines before the last are the untruncated ones.
        #expect(Array(layout.lineStrings.dropLast()) == Array(full.lineStrings.prefix(limit - 1)))
        let last = try #require(layout.lineStrings.last)
        #expect(last.filter { $0 == "…" }.count == 1)
        #expect(layout.lines.allSatisfy { $0.width <= width + 1e-9 })
        #expect(layout.width <= width)
        // The last line is as full as it can be: one more character would overflow.
        let lastWidth = try #require(layout.lines.last?.width)
        #expect(lastWidth > width - 12)
        let remainder = text.dropFirst(
            layout.lineStrings.dropLast().map(\.count).reduce(0, +)
                + layout.lineStrings.dropLast().count)
        switch mode {
        case .tail:
            #expect(last.hasSuffix("…"))
            #expect(remainder.hasPrefix(last.dropLast()))
        case .head:
            #expect(last.hasPrefix("…"))
            #expect(text.hasSuffix(last.dropFirst()))
        case .middle:
            let parts = last.split(separator: "…", omittingEmptySubsequences: false)
            #expect(parts.count == 2)
            #expect(remainder.hasPrefix(parts[0]))
            #expect(text.hasSuffix(parts[1]))
            #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        }
    }

    @Test("lineLimit(1) at the ideal width is not truncated; hard breaks past the limit are")
    func lineLimitAtIdealWidth() {
        let one = ParagraphStyle(lineLimit: 1)
        #expect(!Fixtures.layout("Hello world", width: nil, style: one).isTruncated)
        let broken = Fixtures.layout("Hello\nworld", width: nil, style: one)
        #expect(broken.lineStrings == ["Hello…"])
        #expect(broken.isTruncated)
    }

    @Test("What an ellipsis line shows never crosses a hard line break", arguments: TruncationMode.allCases)
    func truncationStopsAtHardBreaks(mode: TruncationMode) throws {
        let text = "Hello\nworld, this is a long sentence\nand the last paragraph ends here"
        for limit in [1, 2] {
            for width in stride(from: 40.0, through: 300, by: 20) {
                let layout = Fixtures.layout(
                    text, width: width, style: ParagraphStyle(lineLimit: limit, truncationMode: mode))
                let last = try #require(layout.lineStrings.last)
                #expect(!last.contains("\n"), "\(mode) \(limit) \(width): \(last.debugDescription)")
                if mode != .tail, let kept = last.split(separator: "…").last, last.last != "…" {
                    #expect("and the last paragraph ends here".hasSuffix(kept))
                }
            }
        }
    }

    @Test("A final line break hides no text: no ellipsis for it")
    func trailingLineBreak() {
        let layout = Fixtures.layout("abc\n", width: nil, style: ParagraphStyle(lineLimit: 1))
        #expect(layout.lineStrings == ["abc"])
        #expect(!layout.isTruncated)
        #expect(Fixtures.layout("abc\n", width: nil).lineCount == 2)
        #expect(Fixtures.layout("abc\n\n", width: nil, style: ParagraphStyle(lineLimit: 1)).isTruncated)
    }

    @Test(
        "A proposed height shows the whole lines that fit, and never fewer than one", arguments: TruncationMode.allCases
    )
    func heightLimit(mode: TruncationMode) {
        let style = ParagraphStyle(truncationMode: mode)
        let lineHeight = Fixtures.layout("A", width: nil).height
        let twoLines = Fixtures.layout(text, width: 120, height: 2 * lineHeight + 5, style: style)
        #expect(twoLines.lineCount == 2)
        #expect(twoLines.isTruncated)
        #expect(twoLines.height <= 2 * lineHeight + 5)
        for height in [1.0, lineHeight / 2, lineHeight - 0.5] {
            let tiny = Fixtures.layout(text, width: 120, height: height, style: style)
            #expect(tiny.lineCount == 1)
            #expect(tiny.isTruncated)
            #expect(tiny.height == lineHeight)
        }
        let roomy = Fixtures.layout(text, width: 120, height: 1000, style: style)
        #expect(!roomy.isTruncated)
    }

    @Test(
        "The ellipsis never splits an emoji ZWJ sequence or a base from its combining marks",
        arguments: TruncationMode.allCases)
    func ellipsisKeepsClusters(mode: TruncationMode) throws {
        let family = "👨‍👩‍👧‍👦"
        let flag = "🏳️‍🌈"
        let accented = "e\u{301}\u{323}"
        let samples = [
            String(repeating: family, count: 12),
            String(repeating: accented, count: 40),
            (0..<10).map { _ in family + accented + flag + "x" }.joined(),
        ]
        for sample in samples {
            let clusters = Set(sample.map(String.init))
            for width in stride(from: 20.0, through: 200, by: 7) {
                let layout = Fixtures.layout(
                    sample, width: width, style: ParagraphStyle(lineLimit: 1, truncationMode: mode))
                let line = try #require(layout.lineStrings.first)
                #expect(layout.isTruncated)
                for character in line.split(separator: "…").joined() {
                    #expect(
                        clusters.contains(String(character)),
                        "split cluster \(String(character).unicodeScalars.map(\.value)) at \(width)")
                }
            }
        }
    }

    @Test("The ellipsis comes from the fallback chain when the face lacks it")
    func ellipsisFallback() throws {
        let engine = TextEngine(fonts: Fixtures.asciiFonts)
        let layout = Fixtures.layout(
            text, width: 100, font: .custom("InterASCII", size: 17), style: ParagraphStyle(lineLimit: 1), engine: engine
        )
        #expect(layout.isTruncated)
        let runs = layout.glyphRuns
        #expect(runs.first?.face.path.hasSuffix("InterASCII-Regular.otf") == true)
        let ellipsisRun = try #require(runs.last)
        #expect(ellipsisRun.glyphs.count == 1)
        #expect(ellipsisRun.glyphs[0] != 0)
        #expect(ellipsisRun.face.glyph(for: 0x2026) == ellipsisRun.glyphs[0])
        #expect(!ellipsisRun.face.path.hasSuffix("InterASCII-Regular.otf"))
    }

    @Test("床前明月光，疑是地上霜 wraps between ideographs and no line starts with ，")
    func chinesePoem() {
        let poem = "床前明月光，疑是地上霜"
        let ideograph = Fixtures.advance("床")
        for characters in 2...10 {
            let layout = Fixtures.layout(poem, width: ideograph * Double(characters) + 0.5, scale: 1000)
            #expect(layout.lineStrings.joined() == poem)
            #expect(layout.lineStrings.allSatisfy { !$0.hasPrefix("，") })
            #expect(layout.lineStrings.allSatisfy { $0.count <= characters })
        }
        let five = Fixtures.layout(poem, width: ideograph * 5 + 0.5, scale: 1000)
        #expect(five.lineStrings == ["床前明月", "光，疑是地", "上霜"])
    }

    @Test("minimumScaleFactor shrinks to the largest scale that fits, no lower than the factor")
    func minimumScaleFactor() {
        let line = "The quick brown fox jumps"
        let ideal = Fixtures.advance(line)
        let width = (ideal * 0.8).rounded()
        let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
        let layout = Fixtures.layout(line, width: width, style: style)
        #expect(!layout.isTruncated)
        #expect(layout.lineCount == 1)
        #expect(abs(layout.scaleFactor - width / ideal) < 1e-4)
        #expect(layout.scaleFactor <= width / ideal)
        #expect(layout.glyphRuns.first?.size == 17 * layout.scaleFactor)
        // Not enough room even at the factor: shrink to it, then truncate.
        let tight = Fixtures.layout(line, width: ideal * 0.3, style: style)
        #expect(tight.isTruncated)
        #expect(tight.scaleFactor == 0.5)
        // Text that fits is not scaled.
        #expect(Fixtures.layout(line, width: ideal + 1, style: style).scaleFactor == 1)
        // With a height limit of two lines, shrinking fits the text into two lines.
        let paragraph = "The quick brown fox jumps over the lazy dog"
        let two = Fixtures.layout(paragraph, width: 120, style: ParagraphStyle(lineLimit: 2, minimumScaleFactor: 0.3))
        #expect(two.lineCount == 2)
        #expect(!two.isTruncated)
        #expect(two.scaleFactor < 1 && two.scaleFactor > 0.3)
        // The largest such scale: a hair larger needs a third line.
        let justBigger = Fixtures.layout(paragraph, width: 120 / (two.scaleFactor + 2e-4), scale: 1e6)
        #expect(justBigger.lineCount == 3)
    }
}
