/// Greedy line filling over a shaped paragraph.
///
/// Each line takes as many break opportunities as fit the width, measured
/// up to the last shown character (trailing spaces hang past the edge); a
/// mandatory break ends a line; a word wider than the width is broken
/// between grapheme clusters, keeping at least one cluster per line.
///
/// Candidates are first measured with the paragraph's cached pen positions,
/// which is a subtraction; only the candidates next to the edge of the
/// width, and only when HarfBuzz flagged their edges unsafe to break, are
/// measured exactly by shaping the line again. So wrapping at another width
/// costs one pass over the break opportunities and a few line reshapes.
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
                var start = 0
                var nextBreak = 0
                var endsWithHardBreak = false
                while start < count {
                    while nextBreak < breaks.count && breaks[nextBreak].offset <= start { nextBreak += 1 }
                    guard nextBreak < breaks.count else { return }
                    // The last opportunity whose cached width fits, not past a hard break.
                    var last = nextBreak
                    while last < breaks.count && !breaks[last].isHard {
                        let next = last + 1
                        guard next < breaks.count, caretX[max(start, breaks[next].visibleEnd)] - caretX[start] <= limit
                        else { break }
                        last = next
                    }
                    let chosen = paragraph.lastFitting(
                        from: nextBreak, estimate: last, limit: limit,
                        canExtend: { !breaks[$0].isHard && $0 + 1 < breaks.count },
                        cachedWidth: { caretX[max(start, breaks[$0].visibleEnd)] - caretX[start] },
                        width: {
                            paragraph.lineWidth(from: start, to: breaks[$0].offset, visibleEnd: breaks[$0].visibleEnd)
                        }
                    )
                    let line: TextSegment
                    if let chosen {
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

    /// The line from `start` when even the first opportunity overflows:
    /// as many grapheme clusters of the word as fit, at least one. When
    /// the one cluster is all the word, the line runs to the opportunity.
    private func emergencyLine(from start: Int, before opportunity: ShapedParagraph.Break, limit: Double) -> TextSegment
    {
        let shownEnd = max(start, opportunity.visibleEnd)
        let fitted = paragraph.fittingPrefix(from: start, upTo: shownEnd, width: limit)
        let end = fitted > start ? fitted : paragraph.firstGraphemeBoundary(after: start, upTo: shownEnd)
        if end >= shownEnd {
            return paragraph.segment(from: start, to: opportunity.offset, visibleEnd: opportunity.visibleEnd)
        }
        return paragraph.segment(from: start, to: end, visibleEnd: end)
    }
}

extension ShapedParagraph {
    /// The last candidate index, `first` or later, whose line fits `limit`,
    /// given `estimate`, the last whose cached width fits (or `first`).
    ///
    /// Exact widths differ from cached ones only where a line is shaped
    /// again because an edge is unsafe to break, and then by a kerning pair
    /// or a contextual form at the edge; so a candidate whose cached width
    /// overflows by more than `reshapingSlack` is not measured exactly
    /// (which could mean shaping the rest of a long text). This steps back
    /// while the candidate overflows, and forward while the next one fits.
    func lastFitting(
        from first: Int, estimate: Int, limit: Double,
        canExtend: (Int) -> Bool, cachedWidth: (Int) -> Double, width: (Int) -> Double
    ) -> Int? {
        func fits(_ index: Int) -> Bool {
            cachedWidth(index) <= limit + reshapingSlack && width(index) <= limit
        }
        var index = estimate
        if fits(index) {
            while canExtend(index) && fits(index + 1) { index += 1 }
            return index
        }
        while index > first {
            index -= 1
            if fits(index) { return index }
        }
        return nil
    }

    /// How much wider than its cached width a reshaped line can be measured
    /// before it is not worth reshaping: two ems of the largest font.
    var reshapingSlack: Double { 2 * maximumFontSize }

    /// The furthest grapheme boundary after `start`, up to `limit`, whose
    /// text fits `width` as a line; `start` when not even one cluster fits.
    func fittingPrefix(from start: Int, upTo limit: Int, width: Double) -> Int {
        let found = lastFittingBoundary(
            limit: width,
            boundaries: { body in
                units.withUnsafeBufferPointer { GraphemeClusters.forEachBoundary(in: $0, range: start..<limit, body) }
            },
            cachedWidth: { caretX[$0] - caretX[start] },
            width: { lineWidth(from: start, to: $0, visibleEnd: $0) }
        )
        return found ?? start
    }

    /// The earliest grapheme boundary before `end`, down to `limit`, from
    /// which the text to `end` fits `width` as a line; `end` when nothing fits.
    func fittingSuffix(downTo limit: Int, from end: Int, width: Double) -> Int {
        let found = lastFittingBoundary(
            limit: width,
            boundaries: { body in
                units.withUnsafeBufferPointer {
                    GraphemeClusters.forEachBoundaryBackward(in: $0, range: limit..<end, body)
                }
            },
            cachedWidth: { caretX[end] - caretX[$0] },
            width: { lineWidth(from: $0, to: end, visibleEnd: end) }
        )
        return found ?? end
    }

    /// Of the boundaries `boundaries` calls its argument with (each taking
    /// in more text), the last whose text fits `limit`; they are read only
    /// until the cached width overflows.
    private func lastFittingBoundary(
        limit: Double,
        boundaries: ((Int) -> Bool) -> Void,
        cachedWidth: (Int) -> Double,
        width: (Int) -> Double
    ) -> Int? {
        var read: [Int] = []
        withoutActuallyEscaping(cachedWidth) { cachedWidth in
            boundaries { boundary in
                read.append(boundary)
                return cachedWidth(boundary) <= limit
            }
        }
        guard let last = read.last else { return nil }
        // The last boundary read overflowed by cached widths, unless it is the end.
        let lastRead = read.count - 1
        let overflowed = cachedWidth(last) > limit
        let index = lastFitting(
            from: 0, estimate: overflowed ? max(0, lastRead - 1) : lastRead, limit: limit,
            canExtend: { $0 < lastRead },
            cachedWidth: { cachedWidth(read[$0]) },
            width: { width(read[$0]) }
        )
        return index.map { read[$0] }
    }

    /// The first grapheme boundary after `start` (or `limit`).
    func firstGraphemeBoundary(after start: Int, upTo limit: Int) -> Int {
        var first = limit
        units.withUnsafeBufferPointer { units in
            GraphemeClusters.forEachBoundary(in: units, range: start..<limit) { boundary in
                first = boundary
                return false
            }
        }
        return first
    }
}
