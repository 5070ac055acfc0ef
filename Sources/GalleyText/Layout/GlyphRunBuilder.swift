import Foundation

/// Collects the glyphs of laid-out lines into ``GlyphRun``s, in visual order.
///
/// A line's text is cut into pieces, one per shaped run it shows (and the
/// ellipsis), in logical order; the pieces are put in visual order by
/// their bidirectional levels (``VisualOrder``), and a right-to-left
/// piece's glyphs, kept in logical order, are read backwards.
struct GlyphRunBuilder {
    let paragraph: ShapedParagraph
    let ellipsis: ShapedParagraph?
    let scale: Double
    /// The span whose colour the ellipsis takes.
    let ellipsisSpanIndex: Int
    private(set) var runs: [GlyphRun] = []

    private var face: FontFace?
    private var size = 0.0
    private var spanIndex = -1
    private var italic = false
    private var glyphs: [UInt32] = []
    private var positions: [CGPoint] = []

    /// Consecutive glyphs of one shaped run that a line shows.
    struct Piece {
        enum Source {
            case paragraph
            case reshaped(ReshapedGlyphs)
            case ellipsis
        }

        var source: Source
        /// Indices into the source's glyphs, in logical order.
        var glyphs: Range<Int>
        /// The index of the run in the source paragraph (the ellipsis's own for the ellipsis).
        var runIndex: Int
        var level: UInt8
        /// The UTF-16 offsets of the text shown; empty for the ellipsis.
        var text: Range<Int>
    }

    init(paragraph: ShapedParagraph, ellipsis: ShapedParagraph?, ellipsisSpanIndex: Int, scale: Double) {
        self.paragraph = paragraph
        self.ellipsis = ellipsis
        self.ellipsisSpanIndex = ellipsisSpanIndex
        self.scale = scale
    }

    mutating func add(_ line: TextLine) {
        let pieces = paragraph.pieces(of: line, ellipsis: ellipsis)
        let tabWidths = paragraph.tabWidths(in: line)
        var x = line.x
        for index in VisualOrder.indices(levels: pieces.map(\.level)) {
            add(pieces[index], tabWidths: tabWidths, x: &x, baseline: line.baseline)
        }
        flush()
    }

    private mutating func add(_ piece: Piece, tabWidths: [Int: Double], x: inout Double, baseline: Double) {
        let source: ShapedParagraph
        let shaped: [ShapedGlyph]
        switch piece.source {
        case .paragraph:
            source = paragraph
            shaped = paragraph.glyphs
        case .reshaped(let reshaped):
            source = paragraph
            shaped = reshaped.glyphs
        case .ellipsis:
            guard let ellipsis else { return }
            source = ellipsis
            shaped = ellipsis.glyphs
        }
        let run = source.runs[piece.runIndex]
        let font = source.fonts[run.spanIndex]
        let isEllipsis = if case .ellipsis = piece.source { true } else { false }
        let count = piece.glyphs.count
        for step in 0..<count {
            let glyph = shaped[run.isRightToLeft ? piece.glyphs.upperBound - 1 - step : piece.glyphs.lowerBound + step]
            let span = isEllipsis ? ellipsisSpanIndex : paragraph.spanIndex(at: Int(glyph.cluster))
            let advance = isEllipsis ? glyph.advance : tabWidths[Int(glyph.cluster)] ?? glyph.advance
            append(glyph, advance: advance, run: run, span: span, font: font, x: &x, baseline: baseline)
        }
    }

    private mutating func append(
        _ glyph: ShapedGlyph, advance: Double, run: ShapedRun, span: Int, font: ResolvedFont, x: inout Double,
        baseline: Double
    ) {
        let runSize = run.size * scale
        if face !== run.face || size != runSize || spanIndex != span {
            flush()
            face = run.face
            size = runSize
            spanIndex = span
            italic = font.needsSyntheticItalic
        }
        glyphs.append(glyph.id)
        positions.append(CGPoint(x: x + glyph.xOffset * scale, y: baseline - glyph.yOffset * scale))
        x += advance * scale
    }

    private mutating func flush() {
        if let face, !glyphs.isEmpty {
            runs.append(
                GlyphRun(
                    face: face, size: size, spanIndex: spanIndex, needsSyntheticItalic: italic, glyphs: glyphs,
                    positions: positions))
        }
        glyphs.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        face = nil
    }
}

extension ShapedParagraph {
    /// The pieces `line` shows, in logical order: one per shaped run of each
    /// segment, with the ellipsis of a truncated line between its segments.
    func pieces(of line: TextLine, ellipsis: ShapedParagraph?) -> [GlyphRunBuilder.Piece] {
        var pieces: [GlyphRunBuilder.Piece] = []
        switch line.content {
        case .text(let segment):
            appendPieces(of: segment, to: &pieces)
        case .truncated(_, let before, let after):
            if let before { appendPieces(of: before, to: &pieces) }
            let beforeLevel = pieces.last?.level
            var tail: [GlyphRunBuilder.Piece] = []
            if let after { appendPieces(of: after, to: &tail) }
            if let ellipsis, !ellipsis.runs.isEmpty {
                // The ellipsis is neutral: it takes the direction of the text
                // on both sides when they agree, else the paragraph's.
                let base = bidi.paragraphLevel(at: line.range.lowerBound)
                let left = beforeLevel ?? base
                let right = tail.first?.level ?? base
                let level = left & 1 == right & 1 ? min(left, right) : base
                for (index, run) in ellipsis.runs.enumerated() {
                    pieces.append(
                        .init(
                            source: .ellipsis, glyphs: run.glyphs, runIndex: index, level: level,
                            text: line.range.upperBound..<line.range.upperBound))
                }
            }
            pieces += tail
        }
        return pieces
    }

    /// Appends a piece for each run `segment` shows.
    private func appendPieces(of segment: TextSegment, to pieces: inout [GlyphRunBuilder.Piece]) {
        let shown = segment.visibleRange
        guard !shown.isEmpty else { return }
        if let reshaped = segment.reshaped {
            var start = 0
            let glyphs = reshaped.glyphs
            while start < glyphs.count {
                guard Int(glyphs[start].cluster) < shown.upperBound else {
                    start += 1
                    continue
                }
                let runIndex = reshaped.runIndices[start]
                let run = runs[runIndex]
                var end = start + 1
                while end < glyphs.count && reshaped.runIndices[end] == runIndex
                    && Int(glyphs[end].cluster) < shown.upperBound
                { end += 1 }
                pieces.append(
                    .init(
                        source: .reshaped(reshaped), glyphs: start..<end, runIndex: runIndex, level: run.level,
                        text: max(run.range.lowerBound, shown.lowerBound)..<min(run.range.upperBound, shown.upperBound)
                    ))
                start = end
            }
            return
        }
        var runIndex = self.runIndex(at: shown.lowerBound)
        while runIndex < runs.count && runs[runIndex].range.lowerBound < shown.upperBound {
            let run = runs[runIndex]
            let first = firstGlyph(atOrAfter: max(run.range.lowerBound, shown.lowerBound), in: run.glyphs)
            let end = firstGlyph(atOrAfter: min(run.range.upperBound, shown.upperBound), in: run.glyphs)
            if first < end {
                pieces.append(
                    .init(
                        source: .paragraph, glyphs: first..<end, runIndex: runIndex, level: run.level,
                        text: max(run.range.lowerBound, shown.lowerBound)..<min(run.range.upperBound, shown.upperBound)
                    ))
            }
            runIndex += 1
        }
    }

    /// The first glyph in `range` whose cluster is at or after `offset`.
    private func firstGlyph(atOrAfter offset: Int, in range: Range<Int>) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if Int(glyphs[middle].cluster) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The advance of each tab `line` shows, by offset: to the next tab stop
    /// from the start of its segment, in points at scale 1.
    func tabWidths(in line: TextLine) -> [Int: Double] {
        guard !tabs.isEmpty else { return [:] }
        var widths: [Int: Double] = [:]
        func measure(_ segment: TextSegment) {
            let shown = segment.visibleRange
            var x = 0.0
            var position = shown.lowerBound
            for tab in tabs(in: shown) {
                x += segment.width(from: position, to: tab, in: self)
                let stop = Self.tabEnd(from: x, ownAdvance: segment.width(from: tab, to: tab + 1, in: self))
                widths[tab] = stop - x
                x = stop
                position = tab + 1
            }
        }
        switch line.content {
        case .text(let segment): measure(segment)
        case .truncated(_, let before, let after):
            before.map(measure)
            after.map(measure)
        }
        return widths
    }
}

extension TextSegment {
    /// The advance of `start..<end`, part of this segment, as its glyphs give it.
    func width(from start: Int, to end: Int, in paragraph: ShapedParagraph) -> Double {
        if let reshaped { return reshaped.width(before: end) - reshaped.width(before: start) }
        return paragraph.caretX[end] - paragraph.caretX[start]
    }
}
