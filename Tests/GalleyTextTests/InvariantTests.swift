import Foundation
import Testing
@testable import GalleyText

/// Properties that hold for any text at any width, checked over generated
/// texts of every kind the engine meets.
@Suite("Invariants over generated texts")
struct InvariantTests {
    enum Kind: String, CaseIterable {
        case latin, cjk, emoji, combining, mixed
    }

    static let latinWords = [
        "the", "typesetter", "wraps", "a", "paragraph", "at", "every", "width", "well-tuned", "AV-AT", "To-day,",
        "Hyphen-Type", "quick", "(brown)", "fox.", "Lorem", "supercalifragilistic", "I", "\"quoted\"", "T.", "x-Vy",
    ]
    static let cjk = Array("床前明月光，疑是地上霜。举头望明月，低头思故乡。「你好」（世界）ひらがなカタカナ日本語の文章、")
    static let emoji = ["😀", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵", "❤️", "🧑🏿‍💻"]
    static let combining = ["e\u{301}", "a\u{308}\u{323}", "o\u{302}\u{300}", "n\u{303}", "i\u{307}\u{301}"]

    static func text(_ kind: Kind, seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 3...40, using: &random)
        var pieces: [String] = []
        for _ in 0..<count {
            let choice = kind == .mixed ? Kind.allCases.dropLast().randomElement(using: &random)! : kind
            switch choice {
            case .latin: pieces.append(latinWords.randomElement(using: &random)! + " ")
            case .cjk:
                pieces.append(
                    String((0..<Int.random(in: 1...6, using: &random)).map { _ in cjk.randomElement(using: &random)! }))
            case .emoji: pieces.append(emoji.randomElement(using: &random)! + (Bool.random(using: &random) ? " " : ""))
            case .combining:
                pieces.append(
                    (0..<Int.random(in: 1...5, using: &random)).map { _ in combining.randomElement(using: &random)! }
                        .joined() + " ")
            case .mixed: break
            }
            if Int.random(in: 0..<25, using: &random) == 0 { pieces.append("\n") }
        }
        return pieces.joined()
    }

    static let uncachedEngine = TextEngine(fonts: Fixtures.fonts, cacheLimits: .none)

    @Test("Line widths, heights, ideal width, idempotence, text and caching", arguments: Kind.allCases)
    func invariants(kind: Kind) throws {
        for seed in UInt64(1)...12 {
            let text = Self.text(kind, seed: seed &* 7919 &+ UInt64(kind.rawValue.count))
            let styled = StyledText(text)
            let ideal = Fixtures.engine.layout(styled, proposal: .unspecified, displayScale: 3)
            var previousHeight = Double.infinity
            for width in stride(from: 4.0, through: 420, by: 9.5) {
                let layout = Fixtures.engine.layout(
                    styled, proposal: TextProposal(width: width, height: nil), displayScale: 3)
                let label = "\(kind) seed \(seed) width \(width): \(text.debugDescription)"
                let strings = layout.lineStrings

                // No line wider than the width unless it is one grapheme cluster.
                for (line, string) in zip(layout.lines, strings) where line.width > width + 1e-9 {
                    #expect(string.count == 1, "overflowing line \(string.debugDescription); \(label)")
                }
                // Height never grows as the width grows.
                #expect(layout.height <= previousHeight, "\(label)")
                previousHeight = layout.height
                // Never wider than the ideal width, nor than the proposal
                // (a grapheme cluster wider than it overflows the frame).
                #expect(layout.width <= ideal.width, "\(label)")
                #expect(layout.width <= width, "\(label)")
                // Laying out again at the returned width gives the same lines.
                let again = Fixtures.engine.layout(
                    styled, proposal: TextProposal(width: layout.width, height: nil), displayScale: 3)
                #expect(again.lineStrings == strings, "\(label)")
                // The lines cover the text in order, each less only its hanging white space.
                #expect(layout.lines.first?.range.lowerBound == 0)
                #expect(layout.lines.last?.range.upperBound == text.utf16.count)
                for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
                    #expect(line.range.upperBound == next.range.lowerBound, "\(label)")
                }
                for (line, string) in zip(layout.lines, strings) {
                    let covered = String(decoding: Array(text.utf16)[line.range], as: UTF16.self)
                    #expect(covered.hasPrefix(string), "\(label)")
                    #expect(covered.dropFirst(string.count).allSatisfy { $0.isWhitespace }, "\(label)")
                }
                #expect(strings.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace }, "\(label)")
                // Each line is as wide as its text shaped on its own.
                for (line, string) in zip(layout.lines, strings) {
                    #expect(
                        abs(line.width - Fixtures.advance(string)) < 1e-6, "line \(string.debugDescription); \(label)")
                }
                // Cached and uncached results are identical.
                let uncached = Self.uncachedEngine.layout(
                    styled, proposal: TextProposal(width: width, height: nil), displayScale: 3)
                #expect(uncached.size == layout.size)
                #expect(uncached.lineStrings == strings)
                #expect(uncached.lines.map(\.width) == layout.lines.map(\.width))
                #expect(uncached.glyphRuns.map(\.glyphs) == layout.glyphRuns.map(\.glyphs))
                #expect(uncached.glyphRuns.map(\.positions) == layout.glyphRuns.map(\.positions))
            }
        }
    }

    @Test("Lines ending where HarfBuzz flags a break unsafe are reshaped to match shaping them alone")
    func unsafeBreaksAreReshaped() throws {
        let text = "well-Tuned A-V x-Vy AV-AT Hyphen-Type T-o (J) [J] well-Tuned AV-AV"
        let paragraph = Fixtures.engine.shape(StyledText(text))
        let unsafe = paragraph.breaks.filter { !paragraph.safeToBreak[$0.offset] }
        #expect(unsafe.count >= 3, "the text should have breaks HarfBuzz flags unsafe")
        var reshapedLines = 0
        for width in stride(from: 20.0, through: 300, by: 1) {
            let layout = Fixtures.engine.layout(
                paragraph, proposal: TextProposal(width: width, height: nil), displayScale: 3)
            let runs = layout.glyphRuns
            for (line, string) in zip(layout.lines, layout.lineStrings) {
                if case .text(let segment) = line.content, segment.reshaped != nil { reshapedLines += 1 }
                #expect(abs(line.width - Fixtures.advance(string)) < 1e-6, "\(string) at \(width)")
                // The glyphs painted for the line are those of its text shaped
                // on its own, at the same places.
                let painted = runs.filter { $0.positions.first.map { Double($0.y) } == line.baseline }
                let alone = Fixtures.layout(string, width: nil).glyphRuns
                #expect(painted.flatMap(\.glyphs) == alone.flatMap(\.glyphs), "\(string) at \(width)")
                let paintedX = painted.flatMap(\.positions).map { Double($0.x) - line.x }
                let aloneX = alone.flatMap(\.positions).map { Double($0.x) }
                #expect(paintedX.count == aloneX.count && zip(paintedX, aloneX).allSatisfy { abs($0 - $1) < 1e-6 })
            }
        }
        #expect(reshapedLines > 0, "some line should have needed reshaping")
    }
}

import CHarfBuzz

/// A glyph's advance in font units, straight from HarfBuzz.
func hbAdvance(_ face: FontFace, glyph: UInt32) -> Int32 {
    hb_font_get_glyph_h_advance(face.hbFont, glyph)
}
