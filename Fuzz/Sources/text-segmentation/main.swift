// The text engine's Unicode stages, without fonts or shaping: the first
// byte picks the interface's direction, the rest is the text as UTF-8. Its
// bidirectional levels and runs, line-break opportunities, grapheme
// clusters (each checked for emoji presentation) and each line's visual
// order are found; every offset must be inside the text and in order, and
// the visual order a permutation.
import FuzzSupport
@testable import GalleyText

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var choices = FuzzChoices(fuzzBytes(data, size))
    let direction: LayoutDirection = choices.byte() % 2 == 0 ? .leftToRight : .rightToLeft
    let units = Array(String(decoding: choices.rest, as: UTF8.self).utf16)
    units.withUnsafeBufferPointer { text in
        let levels = BidiLevels(text, direction: direction)
        var covered = 0
        levels.forEachRun(in: 0..<text.count) { run, _ in
            guard run.lowerBound == covered, !run.isEmpty else { fatalError("bidi run \(run) after \(covered)") }
            covered = run.upperBound
        }
        guard covered == text.count else { fatalError("bidi runs end at \(covered) of \(text.count)") }

        let breaks = LineBreakOpportunities.find(in: text)
        var start = 0
        for opportunity in breaks {
            guard opportunity.offset > start, opportunity.offset <= text.count else {
                fatalError("line break at \(opportunity.offset) after \(start), in \(text.count)")
            }
            let line = start..<opportunity.offset
            let order = VisualOrder.indices(levels: line.map { levels.level(at: $0) })
            guard order.sorted() == Array(0..<line.count) else { fatalError("visual order \(order)") }
            _ = levels.paragraphLevel(at: start)
            start = opportunity.offset
        }
        guard text.isEmpty || start == text.count else { fatalError("the last break is at \(start), not the end") }

        var previous = 0
        for boundary in GraphemeClusters.boundaries(in: text, range: 0..<text.count) {
            guard boundary > previous, boundary <= text.count else {
                fatalError("grapheme boundary \(boundary) after \(previous)")
            }
            let scalars = String(decoding: text[previous..<boundary], as: UTF16.self).unicodeScalars.map(\.value)
            _ = EmojiPresentation.isEmoji(scalars)
            previous = boundary
        }
    }
    return 0
}

runFuzzer(testOneInput)
