import Foundation

/// Lays out a shaped paragraph for one proposal, as SwiftUI's Text does:
/// the ideal size for a nil or infinite width, wrapping below it, whole
/// lines up to the line limit and the proposed height (always at least
/// one), shrinking toward `minimumScaleFactor` before truncating, and an
/// ellipsis at the head, middle or tail of the last line shown.
struct Typesetter {
    let paragraph: ShapedParagraph
    let style: ParagraphStyle
    let grid: PixelGrid
    /// Shapes the "…" of truncated lines.
    let engine: TextEngine

    /// Lines found at one scale factor, and whether they show all the text.
    private struct Attempt {
        var lines: [TextSegment]
        var fits: Bool
        var scale: Double
    }

    func layout(_ proposal: TextProposal) -> TextLayout {
        let width = Self.sanitize(proposal.width)
        let height = Self.sanitize(proposal.height)
        guard paragraph.count > 0, width != 0, height != 0 else { return .empty(paragraph) }
        let maxWidth = width.map(grid.roundDown) ?? .infinity
        let maxHeight = height.map(grid.roundDown) ?? .infinity

        var attempt = lines(scale: 1, maxWidth: maxWidth, maxHeight: maxHeight)
        let minimumScale = style.effectiveMinimumScaleFactor
        if !attempt.fits && minimumScale < 1 {
            let smallest = lines(scale: minimumScale, maxWidth: maxWidth, maxHeight: maxHeight)
            if smallest.fits {
                // Fitting only gets easier as the scale shrinks: bisect for
                // the largest scale that fits.
                var low = smallest
                var high = 1.0
                while high - low.scale > 1e-5 {
                    let middle = lines(scale: (low.scale + high) / 2, maxWidth: maxWidth, maxHeight: maxHeight)
                    if middle.fits { low = middle } else { high = middle.scale }
                }
                attempt = low
            } else {
                attempt = smallest
            }
        }
        if attempt.fits {
            return assemble(attempt.lines[...], last: nil, scale: attempt.scale, ellipsis: nil, ellipsisSpan: 0)
        }
        return truncate(attempt, maxWidth: maxWidth)
    }

    /// Nil stays nil (the ideal size); NaN reads as nil; negatives as 0.
    private static func sanitize(_ value: Double?) -> Double? {
        guard let value, !value.isNaN else { return nil }
        return max(0, value)
    }

    /// Breaks lines at `scale` until the line limit or the height is used;
    /// `fits` tells whether all the text got a line.
    private func lines(scale: Double, maxWidth: Double, maxHeight: Double) -> Attempt {
        var lines: [TextSegment] = []
        let estimate = paragraph.caretX[paragraph.count] * scale / max(maxWidth, 1)
        if estimate.isFinite && estimate > 0 {
            lines.reserveCapacity(Int(min(estimate, Double(paragraph.count))) + 2)
        }
        var height = 0.0
        var fits = true
        let maximumLines = style.maximumLines
        let spacing = style.effectiveLineSpacing
        let lineHeight = paragraph.lineMetrics.height * scale
        LineBreaker(paragraph: paragraph, maxWidth: maxWidth / scale).forEachLine { line in
            let total = lines.isEmpty ? lineHeight : height + spacing + lineHeight
            if !lines.isEmpty && (lines.count >= maximumLines || total > maxHeight + LineBreaker.tolerance) {
                fits = false
                return false
            }
            lines.append(line)
            height = total
            return true
        }
        return Attempt(lines: lines, fits: fits, scale: scale)
    }

    /// Replaces the last line with one that ends the text in an ellipsis.
    private func truncate(_ attempt: Attempt, maxWidth: Double) -> TextLayout {
        guard let last = attempt.lines.last else { return .empty(paragraph) }
        let start = last.range.lowerBound
        let spanIndex = paragraph.runs.isEmpty ? 0 : paragraph.runs[paragraph.runIndex(at: start)].spanIndex
        let ellipsis = engine.ellipsis(for: paragraph, at: start)
        let available = maxWidth / attempt.scale - ellipsis.caretX[ellipsis.count]
        let textEnd = visibleEnd(before: paragraph.count, from: start)

        let content: TextLine.Content
        switch style.truncationMode {
        case .tail:
            let end = fittingPrefix(from: start, upTo: paragraphEnd(after: start), width: available)
            content = .truncated(from: start, before: visibleSegment(start, end), after: nil)
        case .head:
            let begin = fittingSuffix(downTo: start, from: textEnd, width: available)
            content = .truncated(from: start, before: nil, after: visibleSegment(begin, textEnd))
        case .middle:
            let prefixEnd = fittingPrefix(from: start, upTo: textEnd, width: available / 2)
            let before = visibleSegment(start, prefixEnd)
            let begin = fittingSuffix(downTo: prefixEnd, from: textEnd, width: available - (before?.width ?? 0))
            content = .truncated(from: start, before: before, after: visibleSegment(begin, textEnd))
        }
        return assemble(attempt.lines.dropLast(), last: content, scale: attempt.scale, ellipsis: ellipsis, ellipsisSpan: spanIndex)
    }

    /// The end of the text from `start` up to the next mandatory break.
    private func paragraphEnd(after start: Int) -> Int {
        for candidate in paragraph.breaks where candidate.offset > start && candidate.isHard {
            return max(start, candidate.visibleEnd)
        }
        return visibleEnd(before: paragraph.count, from: start)
    }

    /// `end` moved back over hanging white space, not before `start`.
    private func visibleEnd(before end: Int, from start: Int) -> Int {
        var end = end
        while end > start && CharacterClasses.hangs(paragraph.units[end - 1]) { end -= 1 }
        return end
    }

    /// The furthest grapheme boundary after `start`, up to `limit`, whose
    /// text fits `width`; `start` when not even one cluster fits.
    private func fittingPrefix(from start: Int, upTo limit: Int, width: Double) -> Int {
        var fitted = start
        paragraph.units.withUnsafeBufferPointer { units in
            GraphemeClusters.forEachBoundary(in: units, range: start..<limit) { boundary in
                guard paragraph.lineWidth(from: start, to: boundary, visibleEnd: boundary) <= width + LineBreaker.tolerance else {
                    return false
                }
                fitted = boundary
                return true
            }
        }
        return fitted
    }

    /// The earliest grapheme boundary before `end`, down to `limit`, from
    /// which the text to `end` fits `width`; `end` when nothing fits.
    private func fittingSuffix(downTo limit: Int, from end: Int, width: Double) -> Int {
        var fitted = end
        paragraph.units.withUnsafeBufferPointer { units in
            GraphemeClusters.forEachBoundaryBackward(in: units, range: limit..<end) { boundary in
                guard paragraph.lineWidth(from: boundary, to: end, visibleEnd: end) <= width + LineBreaker.tolerance else {
                    return false
                }
                fitted = boundary
                return true
            }
        }
        // Spaces right after the ellipsis would only push the text away.
        while fitted < end && CharacterClasses.hangs(paragraph.units[fitted]) { fitted += 1 }
        return fitted
    }

    /// The segment showing `start..<end` less trailing spaces; nil when empty.
    private func visibleSegment(_ start: Int, _ end: Int) -> TextSegment? {
        let shownEnd = visibleEnd(before: end, from: start)
        guard shownEnd > start else { return nil }
        return paragraph.segment(from: start, to: shownEnd, visibleEnd: shownEnd)
    }

    /// Stacks the lines (`last` after `segments`), aligns them and
    /// measures the whole.
    private func assemble(
        _ segments: ArraySlice<TextSegment>, last: TextLine.Content?, scale: Double,
        ellipsis: ShapedParagraph?, ellipsisSpan: Int
    ) -> TextLayout {
        let spacing = style.effectiveLineSpacing
        let metrics = paragraph.lineMetrics
        let lineHeight = metrics.height * scale
        let ascent = metrics.ascent * scale
        var lastWidth = 0.0
        var lastRange = paragraph.count..<paragraph.count
        if case .truncated(let start, let before, let after) = last {
            let ellipsisWidth = ellipsis.map { $0.caretX[$0.count] } ?? 0
            lastWidth = ((before?.width ?? 0) + ellipsisWidth + (after?.width ?? 0)) * scale
            lastRange = start..<paragraph.count
        }
        let widest = segments.reduce(lastWidth) { max($0, $1.width * scale) }
        let layoutWidth = grid.roundUp(widest)

        var lines: [TextLine] = []
        lines.reserveCapacity(segments.count + (last == nil ? 0 : 1))
        var top = 0.0
        func append(_ content: TextLine.Content, range: Range<Int>, width: Double) {
            if !lines.isEmpty { top += spacing }
            let x: Double
            switch style.multilineTextAlignment {
            case .leading: x = 0
            case .center: x = (layoutWidth - width) / 2
            case .trailing: x = layoutWidth - width
            }
            lines.append(TextLine(range: range, x: x, top: top, baseline: top + ascent, width: width, height: lineHeight, content: content))
            top += lineHeight
        }
        for segment in segments {
            append(.text(segment), range: segment.range, width: segment.width * scale)
        }
        if let last { append(last, range: lastRange, width: lastWidth) }
        return TextLayout(
            size: CGSize(width: layoutWidth, height: grid.roundUp(top)), lines: lines,
            isTruncated: ellipsis != nil, scaleFactor: scale, paragraph: paragraph,
            ellipsis: ellipsis, ellipsisSpanIndex: ellipsisSpan
        )
    }
}
