internal import CHarfBuzz

/// A paragraph shaped once, ready to be broken into lines at any width.
///
/// Holds the glyphs of the whole text in logical order, the pen position
/// at every UTF-16 offset, where breaking is safe without reshaping, and
/// the line-break opportunities with the width each line would hang. Lines
/// at any width are then a scan over these arrays (`LineBreaker`).
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
    /// line count times one line box, plus the leading (and line spacing)
    /// between lines, whatever falls on which line. Without text, the
    /// first span's primary face.
    let lineMetrics: LineMetrics
    /// The leading of the text's fonts, in points: what its lines keep
    /// between them, and what SwiftUI keeps between this text and a text
    /// just above it in a stack.
    public var lineGap: Double { lineMetrics.leading }
    /// The fonts of the spans, resolved.
    let fonts: [ResolvedFont]
    /// The UTF-16 offset where each span starts.
    let spanStarts: [Int]
    /// The bidirectional levels of the text.
    let bidi: BidiLevels
    /// The offsets of the tabs, in order: a tab reaches to the next tab stop.
    let tabs: [Int]
    /// The largest font size of the spans, in points.
    let maximumFontSize: Double
    let text: StyledText

    /// The whole text, as it was given.
    public var string: String { text.string }

    init(_ text: StyledText, fonts library: FontLibrary) {
        self.text = text
        let fonts = text.spans.map { library.resolve($0.font) }
        self.fonts = fonts
        maximumFontSize = fonts.map(\.size).max() ?? 0
        var units = Array(text.string.utf16)
        if units.count > StyledText.maximumLength {
            // Cut at a code point boundary; the rest is not laid out.
            let end =
                UTF16.isTrailSurrogate(units[StyledText.maximumLength])
                ? StyledText.maximumLength - 1 : StyledText.maximumLength
            units.removeSubrange(end...)
        }
        self.units = units
        let count = units.count
        var spanStarts: [Int] = []
        spanStarts.reserveCapacity(text.spans.count)
        var offset = 0
        for span in text.spans {
            spanStarts.append(min(offset, count))
            offset += span.string.utf16.count
        }
        self.spanStarts = spanStarts
        let bidi = units.withUnsafeBufferPointer { BidiLevels($0, direction: text.layoutDirection) }
        self.bidi = bidi
        tabs = units.indices.filter { units[$0] == 0x09 }

        var runs: [ShapedRun] = []
        var glyphs: [ShapedGlyph] = []
        var safe = [Bool](repeating: true, count: count + 1)
        var shaper = Shaper()
        units.withUnsafeBufferPointer { buffer in
            for group in Self.shapingGroups(text.spans, starts: spanStarts, count: count) {
                let span = text.spans[group.spanIndex]
                let font = fonts[group.spanIndex]
                var previousFace: Int?
                bidi.forEachRun(in: group.range) { levelRange, level in
                    let items = FontItemizer.items(
                        in: buffer, range: levelRange, level: level, faces: font.chain, previous: previousFace)
                    previousFace = items.last?.faceIndex ?? previousFace
                    for item in items {
                        guard let face = font.chain.face(at: item.faceIndex) else { continue }
                        var run = ShapedRun(
                            range: item.range, glyphs: glyphs.count..<glyphs.count, face: face, size: font.size,
                            script: item.script.rawValue, spanIndex: group.spanIndex, level: item.level,
                            extraSpacing: span.extraSpacing + font.tracking(forFaceAt: item.faceIndex),
                            disablesLigatures: span.tracking != 0,
                            substitutesControls: item.hasControls,
                            metrics: font.lineMetrics(of: face, at: item.faceIndex)
                        )
                        shaper.shape(buffer, range: item.range, context: 0..<count, run: run, into: &glyphs) { offset in
                            if offset != item.range.lowerBound { safe[offset] = false }
                        }
                        run.glyphs = run.glyphs.lowerBound..<glyphs.count
                        runs.append(run)
                    }
                }
            }
        }
        self.runs = runs
        self.glyphs = glyphs
        missingCharacters = units.withUnsafeBufferPointer { Self.missingCharacters(in: glyphs, of: $0) }

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
            var previous = 0
            for opportunity in opportunities {
                // A line ending here starts at an earlier opportunity at the
                // latest, so the hanging white space stops there too.
                let visibleEnd = Self.visibleEnd(of: buffer, before: opportunity.offset, from: previous)
                breaks.append(Break(offset: opportunity.offset, visibleEnd: visibleEnd, isHard: opportunity.isHard))
                previous = opportunity.offset
            }
        }
        self.breaks = breaks

        if let first = runs.first {
            lineMetrics = runs.dropFirst().reduce(first.metrics) { $0.union($1.metrics) }
        } else if let font = fonts.first, let index = font.chain.primaryIndex, let primary = font.chain.face(at: index)
        {
            lineMetrics = font.lineMetrics(of: primary, at: index)
        } else {
            lineMetrics = .zero
        }
    }

    /// The first few characters that no face has, drawn as the primary
    /// face's missing-glyph box, in order of appearance and each once.
    public let missingCharacters: [Unicode.Scalar]

    /// At most this many missing characters are named.
    static let missingCharacterLimit = 8

    private static func missingCharacters(
        in glyphs: [ShapedGlyph], of units: UnsafeBufferPointer<UInt16>
    ) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        for glyph in glyphs where glyph.id == 0 {
            var scalar: UInt32 = 0xFFFD
            FontItemizer.forEachScalar(in: units, range: Int(glyph.cluster)..<min(units.count, Int(glyph.cluster) + 2))
            { offset, value in
                if offset == Int(glyph.cluster) { scalar = value }
            }
            guard let character = Unicode.Scalar(scalar), !found.contains(character) else { continue }
            found.append(character)
            if found.count == missingCharacterLimit { break }
        }
        return found
    }

    /// The number of UTF-16 code units.
    var count: Int { units.count }

    /// `end` moved back over hanging white space, not before `start`.
    func visibleEnd(before end: Int, from start: Int) -> Int {
        units.withUnsafeBufferPointer { Self.visibleEnd(of: $0, before: end, from: start) }
    }

    private static func visibleEnd(of units: UnsafeBufferPointer<UInt16>, before end: Int, from start: Int) -> Int {
        var end = end
        while end > start && CharacterClasses.hangs(units[end - 1]) { end -= 1 }
        return end
    }

    /// The span of the text at `offset` (the last non-empty span's for the end).
    func spanIndex(at offset: Int) -> Int {
        guard spanStarts.count > 1 else { return 0 }
        var low = 0
        var high = spanStarts.count - 1
        let target = min(offset, max(0, count - 1))
        while low < high {
            let middle = (low + high + 1) / 2
            if spanStarts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// Adjacent spans that shape as one: same font, same spacing. Shaping
    /// then crosses the spans' edges (kerning, ligatures, joining), as it
    /// does in one attributed string; each glyph still takes the colour of
    /// the span its character is in.
    private static func shapingGroups(
        _ spans: [TextSpan], starts: [Int], count: Int
    ) -> [(range: Range<Int>, spanIndex: Int)] {
        var groups: [(range: Range<Int>, spanIndex: Int)] = []
        for (index, span) in spans.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : count
            guard starts[index] < end else { continue }
            if let last = groups.last, last.range.upperBound == starts[index], spans[last.spanIndex].shapesLike(span) {
                groups[groups.count - 1].range = last.range.lowerBound..<end
            } else {
                groups.append((starts[index]..<end, index))
            }
        }
        return groups
    }

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

    /// Shapes `line` again on its own, so that nothing outside it affects
    /// its glyphs.
    func reshape(_ line: Range<Int>) -> ReshapedGlyphs {
        var glyphs: [ShapedGlyph] = []
        var runIndices: [Int] = []
        var shaper = Shaper()
        units.withUnsafeBufferPointer { buffer in
            var index = runIndex(at: line.lowerBound)
            while index < runs.count && runs[index].range.lowerBound < line.upperBound {
                let run = runs[index]
                let piece = max(run.range.lowerBound, line.lowerBound)..<min(run.range.upperBound, line.upperBound)
                let before = glyphs.count
                shaper.shape(buffer, range: piece, context: line, run: run, into: &glyphs)
                runIndices.append(contentsOf: repeatElement(index, count: glyphs.count - before))
                index += 1
            }
        }
        return ReshapedGlyphs(glyphs: glyphs, runIndices: runIndices)
    }

    /// The text of a UTF-16 range.
    func substring(_ range: Range<Int>) -> String {
        units.withUnsafeBufferPointer { String(utf16: UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
