/// A stretch of a paragraph that a line shows, measured.
///
/// Where a line's edge falls at a place HarfBuzz flagged unsafe to break,
/// the glyphs at that edge are shaped again as the line alone would have
/// them (`head`, `tail`); everything between comes from the paragraph's
/// glyphs as shaped once.
struct TextSegment: Sendable {
    /// The UTF-16 offsets covered, hanging white space included.
    var range: Range<Int>
    /// The end of what is shown: `range` less trailing white space.
    var visibleEnd: Int
    /// Reshaped glyphs for the start of the range.
    var head: ReshapedGlyphs?
    /// Reshaped glyphs for the end of the range.
    var tail: ReshapedGlyphs?
    /// The advance of the shown text, in points at scale 1.
    var width: Double

    /// The range shown.
    var visibleRange: Range<Int> { range.lowerBound..<visibleEnd }

    /// The part taken from the paragraph's own glyphs.
    var cachedRange: Range<Int> {
        let start = head?.range.upperBound ?? range.lowerBound
        let end = max(start, min(tail?.range.lowerBound ?? visibleEnd, visibleEnd))
        return start..<end
    }
}

extension ShapedParagraph {
    /// Measures the text from `start` to `end` as a line on its own that
    /// shows up to `visibleEnd`.
    func segment(from start: Int, to end: Int, visibleEnd: Int) -> TextSegment {
        let shownEnd = max(start, min(visibleEnd, end))
        let needsHead = !safeToBreak[start]
        let needsTail = !safeToBreak[end] && !safeToBreak[shownEnd]
        guard needsHead || needsTail else {
            return TextSegment(range: start..<end, visibleEnd: shownEnd, width: caretX[shownEnd] - caretX[start])
        }
        let line = start..<end
        let headEnd = needsHead ? nextSafeBoundary(after: start, limit: end) : start
        let tailStart = needsTail ? previousSafeBoundary(before: end, limit: start) : end
        if needsHead && needsTail && tailStart <= headEnd {
            let whole = reshape(line, line: line)
            return TextSegment(range: line, visibleEnd: shownEnd, head: whole, width: whole.width(before: shownEnd))
        }
        let head = needsHead ? reshape(start..<headEnd, line: line) : nil
        let tail = needsTail ? reshape(tailStart..<end, line: line) : nil
        var width = (head?.width(before: shownEnd) ?? 0) + (tail?.width(before: shownEnd) ?? 0)
        let middleStart = headEnd
        let middleEnd = min(tailStart, shownEnd)
        if middleEnd > middleStart { width += caretX[middleEnd] - caretX[middleStart] }
        return TextSegment(range: line, visibleEnd: shownEnd, head: head, tail: tail, width: width)
    }

    /// The width of the text from `start` to `visibleEnd`, as a line that
    /// ends at `end`: the same as `segment(...).width`, without building it
    /// when no edge needs reshaping.
    @inline(__always)
    func lineWidth(from start: Int, to end: Int, visibleEnd: Int) -> Double {
        let shownEnd = max(start, min(visibleEnd, end))
        if safeToBreak[start] && (safeToBreak[end] || safeToBreak[shownEnd]) {
            return caretX[shownEnd] - caretX[start]
        }
        return segment(from: start, to: end, visibleEnd: visibleEnd).width
    }
}
