/// Greedy line filling over a shaped paragraph.
///
/// Each line takes as many break opportunities as fit the width, measured
/// up to the last shown character (trailing spaces hang past the edge); a
/// mandatory break ends a line; a word wider than the width is broken
/// between grapheme clusters, keeping at least one cluster per line. The
/// scan reads cached pen positions, so wrapping at another width costs one
/// pass over the break opportunities and no shaping, except at line edges
/// HarfBuzz flagged unsafe to break.
struct LineBreaker {
    let paragraph: ShapedParagraph
    /// The widest a line may be, in points at scale 1.
    let maxWidth: Double

    /// Lines shorter than the width by less than this still fit: absorbs
    /// floating-point noise in sums of advances.
    static let tolerance = 1e-7

    /// Calls `body` with each line in order until it returns false or the
    /// text ends. A text ending in a mandatory break gets a final empty line.
    func forEachLine(_ body: (TextSegment) -> Bool) {
        let count = paragraph.count
        guard count > 0 else { return }
        let limit = maxWidth + Self.tolerance
        paragraph.breaks.withUnsafeBufferPointer { breaks in
            paragraph.caretX.withUnsafeBufferPointer { caretX in
                paragraph.safeToBreak.withUnsafeBufferPointer { safe in
                    var start = 0
                    var nextBreak = 0
                    var endsWithHardBreak = false
                    while start < count {
                        while nextBreak < breaks.count && breaks[nextBreak].offset <= start { nextBreak += 1 }
                        guard nextBreak < breaks.count else { return }
                        var chosen = -1
                        var index = nextBreak
                        while index < breaks.count {
                            let candidate = breaks[index]
                            let shownEnd = max(start, candidate.visibleEnd)
                            let width = safe[start] && (safe[candidate.offset] || safe[shownEnd])
                                ? caretX[shownEnd] - caretX[start]
                                : paragraph.lineWidth(from: start, to: candidate.offset, visibleEnd: shownEnd)
                            guard width <= limit else { break }
                            chosen = index
                            if candidate.isHard { break }
                            index += 1
                        }
                        let line: TextSegment
                        if chosen >= 0 {
                            let end = breaks[chosen]
                            line = paragraph.segment(from: start, to: end.offset, visibleEnd: end.visibleEnd)
                            endsWithHardBreak = end.isHard && end.offset == count
                            nextBreak = chosen + 1
                        } else {
                            line = emergencyLine(from: start, before: breaks[nextBreak], limit: limit)
                            endsWithHardBreak = line.range.upperBound == count && breaks[nextBreak].isHard
                        }
                        start = line.range.upperBound
                        guard body(line) else { return }
                    }
                    if endsWithHardBreak {
                        _ = body(TextSegment(range: count..<count, visibleEnd: count, width: 0))
                    }
                }
            }
        }
    }

    /// The line from `start` when even the first opportunity overflows:
    /// as many grapheme clusters of the word as fit, at least one. When
    /// the one cluster is all the word, the line runs to the opportunity.
    private func emergencyLine(from start: Int, before opportunity: ShapedParagraph.Break, limit: Double) -> TextSegment {
        let shownEnd = max(start, opportunity.visibleEnd)
        var fitted = -1
        paragraph.units.withUnsafeBufferPointer { units in
            GraphemeClusters.forEachBoundary(in: units, range: start..<shownEnd) { boundary in
                if fitted < 0 || paragraph.lineWidth(from: start, to: boundary, visibleEnd: boundary) <= limit {
                    fitted = boundary
                    return boundary < shownEnd
                }
                return false
            }
        }
        if fitted < 0 || fitted >= shownEnd {
            return paragraph.segment(from: start, to: opportunity.offset, visibleEnd: opportunity.visibleEnd)
        }
        return paragraph.segment(from: start, to: fitted, visibleEnd: fitted)
    }
}
