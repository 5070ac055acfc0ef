import Foundation

/// Collects the glyphs of laid-out lines into ``GlyphRun``s.
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

    init(paragraph: ShapedParagraph, ellipsis: ShapedParagraph?, ellipsisSpanIndex: Int, scale: Double) {
        self.paragraph = paragraph
        self.ellipsis = ellipsis
        self.ellipsisSpanIndex = ellipsisSpanIndex
        self.scale = scale
    }

    mutating func add(_ line: TextLine) {
        var x = line.x
        switch line.content {
        case .text(let segment):
            add(segment, x: &x, baseline: line.baseline)
        case .truncated(_, let before, let after):
            if let before { add(before, x: &x, baseline: line.baseline) }
            if let ellipsis {
                for glyph in ellipsis.glyphs {
                    let run = ellipsis.runs[ellipsis.runIndex(at: Int(glyph.cluster))]
                    append(glyph, run: run, span: ellipsisSpanIndex, font: ellipsis.fonts[run.spanIndex], x: &x, baseline: line.baseline)
                }
            }
            if let after { add(after, x: &x, baseline: line.baseline) }
        }
        flush()
    }

    private mutating func add(_ segment: TextSegment, x: inout Double, baseline: Double) {
        let shownEnd = segment.visibleEnd
        if let reshaped = segment.reshaped {
            for (glyph, runIndex) in zip(reshaped.glyphs, reshaped.runIndices) where Int(glyph.cluster) < shownEnd {
                let run = paragraph.runs[runIndex]
                append(glyph, run: run, span: run.spanIndex, font: paragraph.fonts[run.spanIndex], x: &x, baseline: baseline)
            }
            return
        }
        let shown = segment.visibleRange
        guard !shown.isEmpty else { return }
        var runIndex = paragraph.runIndex(at: shown.lowerBound)
        var glyphIndex = firstGlyph(atOrAfter: shown.lowerBound, run: runIndex)
        while glyphIndex < paragraph.glyphs.count {
            let glyph = paragraph.glyphs[glyphIndex]
            guard Int(glyph.cluster) < shown.upperBound else { break }
            while !paragraph.runs[runIndex].glyphs.contains(glyphIndex) { runIndex += 1 }
            let run = paragraph.runs[runIndex]
            append(glyph, run: run, span: run.spanIndex, font: paragraph.fonts[run.spanIndex], x: &x, baseline: baseline)
            glyphIndex += 1
        }
    }

    /// The first glyph of `run` whose cluster is at or after `offset`.
    private func firstGlyph(atOrAfter offset: Int, run: Int) -> Int {
        let range = paragraph.runs[run].glyphs
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if Int(paragraph.glyphs[middle].cluster) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func append(_ glyph: ShapedGlyph, run: ShapedRun, span: Int, font: ResolvedFont, x: inout Double, baseline: Double) {
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
        x += glyph.advance * scale
    }

    private mutating func flush() {
        if let face, !glyphs.isEmpty {
            runs.append(GlyphRun(face: face, size: size, spanIndex: spanIndex, needsSyntheticItalic: italic, glyphs: glyphs, positions: positions))
        }
        glyphs.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        face = nil
    }
}
