/// A stretch of a paragraph that a line shows, measured.
///
/// Its glyphs are the paragraph's, as shaped once, when both its edges fall
/// where HarfBuzz says breaking changes nothing. Where an edge falls at a
/// place HarfBuzz flagged unsafe to break, the line is shaped again on its
/// own (`reshaped`): shaping just the flagged edge is not enough, because
/// the flags only promise that one break leaves the rest unchanged, and a
/// line has two.
struct TextSegment: Sendable {
    /// The UTF-16 offsets covered, hanging white space included.
    var range: Range<Int>
    /// The end of what is shown: `range` less trailing white space.
    var visibleEnd: Int
    /// The line shaped on its own, when an edge needed it.
    var reshaped: ReshapedGlyphs?
    /// The advance of the shown text, in points at scale 1.
    var width: Double

    /// The range shown.
    var visibleRange: Range<Int> { range.lowerBound..<visibleEnd }
}

extension ShapedParagraph {
    /// Whether a line from `start` to `end`, showing up to `shownEnd`, can
    /// use the paragraph's glyphs: both edges are safe to break at (the end
    /// may be followed by hanging spaces, which are not shown).
    @inline(__always)
    func isSafeLine(from start: Int, to end: Int, shownEnd: Int) -> Bool {
        safeToBreak[start] && (safeToBreak[end] || safeToBreak[shownEnd])
    }

    /// Measures the text from `start` to `end` as a line on its own that
    /// shows up to `visibleEnd`.
    func segment(from start: Int, to end: Int, visibleEnd: Int) -> TextSegment {
        let shownEnd = max(start, min(visibleEnd, end))
        guard !isSafeLine(from: start, to: end, shownEnd: shownEnd) else {
            return TextSegment(range: start..<end, visibleEnd: shownEnd, width: cachedWidth(from: start, to: shownEnd))
        }
        let line = start..<end
        let reshaped = reshape(line)
        let width = tabbedWidth(from: start, to: shownEnd) { reshaped.width(before: $1) - reshaped.width(before: $0) }
        return TextSegment(range: line, visibleEnd: shownEnd, reshaped: reshaped, width: width)
    }

    /// The width of `start..<end` from the paragraph's pen positions, tabs
    /// reaching to their stops.
    @inline(__always)
    func cachedWidth(from start: Int, to end: Int) -> Double {
        guard !tabs.isEmpty else { return caretX[end] - caretX[start] }
        return tabbedWidth(from: start, to: end) { caretX[$1] - caretX[$0] }
    }

    /// The width of the text from `start` to `visibleEnd`, as a line that
    /// ends at `end`: the same as `segment(...).width`, without building it
    /// when the paragraph's glyphs serve.
    @inline(__always)
    func lineWidth(from start: Int, to end: Int, visibleEnd: Int) -> Double {
        let shownEnd = max(start, min(visibleEnd, end))
        if isSafeLine(from: start, to: end, shownEnd: shownEnd) {
            return cachedWidth(from: start, to: shownEnd)
        }
        return segment(from: start, to: end, visibleEnd: visibleEnd).width
    }
}
