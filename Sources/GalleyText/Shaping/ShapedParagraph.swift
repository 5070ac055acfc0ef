import CHarfBuzz

/// A paragraph shaped once, ready to be broken into lines at any width.
///
/// Holds the glyphs of the whole text in logical order, the pen position
/// at every UTF-16 offset, where breaking is safe without reshaping, and
/// the line-break opportunities with the width each line would hang. Lines
/// at any width are then a scan over these arrays (``LineBreaker``).
public final class ShapedParagraph: Sendable {
    /// A line-break opportunity with the end of the text before it that a
    /// line ending there would show (trailing spaces hang).
    struct Break: Sendable {
        var offset: Int
        var visibleEnd: Int
        var isHard: Bool
    }

    /// The text, as UTF-16.
    let units: [UInt16]
    let glyphs: [ShapedGlyph]
    let runs: [ShapedRun]
    /// `caretX[i]`: the pen position before the cluster holding offset `i`,
    /// in points at scale 1; `caretX[units.count]` is the total advance.
    let caretX: [Double]
    /// `safeToBreak[i]`: the glyphs of the text before and after offset `i`
    /// are the same shaped apart as together.
    let safeToBreak: [Bool]
    let breaks: [Break]
    /// The metrics of every line: those of all faces the text uses
    /// together, so lines are evenly spaced and a paragraph's height is its
    /// line count times one line height (plus line spacing), whatever
    /// falls on which line. Without text, the first span's primary face.
    let lineMetrics: LineMetrics
    /// The fonts of the spans, resolved.
    let fonts: [ResolvedFont]
    let text: StyledText

    /// The whole text, as it was given.
    public var string: String { text.string }

    init(_ text: StyledText, fonts library: FontLibrary) {
        self.text = text
        let fonts = text.spans.map { library.resolve($0.font) }
        self.fonts = fonts
        var units = Array(text.string.utf16)
        if units.count > StyledText.maximumLength {
            // Cut at a code point boundary; the rest is not laid out.
            let end = UTF16.isTrailSurrogate(units[StyledText.maximumLength]) ? StyledText.maximumLength - 1 : StyledText.maximumLength
            units.removeSubrange(end...)
        }
        self.units = units
        let count = units.count

        var runs: [ShapedRun] = []
        var glyphs: [ShapedGlyph] = []
        var safe = [Bool](repeating: true, count: count + 1)
        var shaper = Shaper()
        units.withUnsafeBufferPointer { buffer in
            var spanStart = 0
            for (spanIndex, span) in text.spans.enumerated() {
                let spanEnd = min(count, spanStart + span.string.utf16.count)
                let font = fonts[spanIndex]
                let items = FontItemizer.items(in: buffer, range: spanStart..<spanEnd, spanIndex: spanIndex, faces: font.faces)
                for item in items {
                    let face = font.faces[item.faceIndex]
                    var run = ShapedRun(
                        range: item.range, glyphs: glyphs.count..<glyphs.count, face: face, size: font.size,
                        script: item.script.rawValue, spanIndex: spanIndex, extraSpacing: span.extraSpacing,
                        disablesLigatures: span.tracking != 0, substitutesControls: item.hasControls,
                        metrics: LineMetrics(face: face, size: font.size)
                    )
                    shaper.shape(buffer, range: item.range, context: 0..<count, run: run, into: &glyphs) { offset in
                        if offset != item.range.lowerBound { safe[offset] = false }
                    }
                    run.glyphs = run.glyphs.lowerBound..<glyphs.count
                    runs.append(run)
                }
                spanStart = spanEnd
            }
        }
        self.runs = runs
        self.glyphs = glyphs

        // Pen positions at cluster starts; offsets inside a cluster take the
        // cluster's start and are not safe places to break.
        var caretX = [Double](repeating: .nan, count: count + 1)
        var isClusterStart = [Bool](repeating: false, count: count + 1)
        var x = 0.0
        for glyph in glyphs {
            let cluster = Int(glyph.cluster)
            if !isClusterStart[cluster] {
                isClusterStart[cluster] = true
                caretX[cluster] = x
            }
            x += glyph.advance
        }
        caretX[count] = x
        isClusterStart[count] = true
        var last = 0.0
        for offset in 0...count {
            if isClusterStart[offset] {
                last = caretX[offset]
            } else {
                caretX[offset] = last
                safe[offset] = false
            }
        }
        for run in runs { safe[run.range.lowerBound] = true }
        self.caretX = caretX
        self.safeToBreak = safe

        var breaks: [Break] = []
        units.withUnsafeBufferPointer { buffer in
            let opportunities = LineBreakOpportunities.find(in: buffer)
            breaks.reserveCapacity(opportunities.count)
            for opportunity in opportunities {
                var visibleEnd = opportunity.offset
                while visibleEnd > 0 && CharacterClasses.hangs(buffer[visibleEnd - 1]) { visibleEnd -= 1 }
                breaks.append(Break(offset: opportunity.offset, visibleEnd: visibleEnd, isHard: opportunity.isHard))
            }
        }
        self.breaks = breaks

        if let first = runs.first {
            lineMetrics = runs.dropFirst().reduce(first.metrics) { $0.union($1.metrics) }
        } else if let primary = fonts.first?.primary {
            lineMetrics = LineMetrics(face: primary, size: fonts[0].size)
        } else {
            lineMetrics = .zero
        }
    }

    /// The number of UTF-16 code units.
    var count: Int { units.count }

    /// The index of the run holding `offset` (the last run for the end).
    func runIndex(at offset: Int) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Shapes `range` again as the text of a line that is `line` alone, so
    /// nothing outside the line affects it.
    func reshape(_ range: Range<Int>, line: Range<Int>) -> ReshapedGlyphs {
        var glyphs: [ShapedGlyph] = []
        var runIndices: [Int] = []
        var shaper = Shaper()
        units.withUnsafeBufferPointer { buffer in
            var index = runIndex(at: range.lowerBound)
            while index < runs.count && runs[index].range.lowerBound < range.upperBound {
                let run = runs[index]
                let piece = max(run.range.lowerBound, range.lowerBound)..<min(run.range.upperBound, range.upperBound)
                let before = glyphs.count
                shaper.shape(buffer, range: piece, context: line, run: run, into: &glyphs)
                runIndices.append(contentsOf: repeatElement(index, count: glyphs.count - before))
                index += 1
            }
        }
        return ReshapedGlyphs(range: range, glyphs: glyphs, runIndices: runIndices)
    }

    /// The first offset after `offset` (up to `limit`) that is safe to break at.
    func nextSafeBoundary(after offset: Int, limit: Int) -> Int {
        var index = offset + 1
        while index < limit && !safeToBreak[index] { index += 1 }
        return min(index, limit)
    }

    /// The last offset before `offset` (down to `limit`) that is safe to break at.
    func previousSafeBoundary(before offset: Int, limit: Int) -> Int {
        var index = offset - 1
        while index > limit && !safeToBreak[index] { index -= 1 }
        return max(index, limit)
    }

    /// The text of a UTF-16 range.
    func substring(_ range: Range<Int>) -> String {
        String(decoding: units[range], as: UTF16.self)
    }
}
