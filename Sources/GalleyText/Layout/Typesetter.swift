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

    /// The layout for `proposal`, which must be sanitized (no NaN, no negatives).
    func layout(_ proposal: TextProposal) -> TextLayout {
        let width = proposal.width
        let height = proposal.height
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
            return assemble(
                attempt.lines[...], last: nil, scale: attempt.scale, maxWidth: maxWidth, ellipsis: nil, ellipsisSpan: 0)
        }
        return truncate(attempt, maxWidth: maxWidth)
    }

    /// The space between one line's box and the next: the fonts' leading,
    /// or `lineSpacing` where that is more. iOS's pictures decide: vault's
    /// note sets caption (leading 1.68 points, lines 16 apart) with
    /// `lineSpacing(3)` 17.33 apart, its box plus 3, not 16 plus 3 (as Core
    /// Text's minimum line spacing does).
    static func lineGap(lineSpacing: Double, leading: Double) -> Double {
        max(lineSpacing, leading)
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
        let spacing = Self.lineGap(
            lineSpacing: style.effectiveLineSpacing, leading: paragraph.lineMetrics.leading * scale)
        let lineHeight = paragraph.lineMetrics.boxHeight * scale
        LineBreaker(paragraph: paragraph, maxWidth: maxWidth / scale).forEachLine { line in
            let total = lines.isEmpty ? lineHeight : height + spacing + lineHeight
            if !lines.isEmpty && (lines.count >= maximumLines || total > maxHeight + LineBreaker.tolerance) {
                // Only the empty line after a final line break hides no text.
                fits = line.range.isEmpty
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
        let spanIndex = paragraph.spanIndex(at: start)
        let ellipsis = engine.ellipsis(for: paragraph, at: start)
        let available = maxWidth / attempt.scale - ellipsis.caretX[ellipsis.count]
        // What the ellipsis line may show never crosses a hard line break:
        // the kept start runs to the end of its own paragraph, the kept end
        // comes from the text's last paragraph.
        let firstEnd = paragraphEnd(after: start)
        let textEnd = paragraph.visibleEnd(before: paragraph.count, from: start)
        let lastStart = lastParagraphStart(before: textEnd, notBefore: start)

        let content: TextLine.Content
        switch style.truncationMode {
        case .tail:
            let end = paragraph.fittingPrefix(from: start, upTo: firstEnd, width: available + LineBreaker.tolerance)
            content = .truncated(from: start, before: visibleSegment(start, end), after: nil)
        case .head:
            let begin = skipSpaces(
                from: paragraph.fittingSuffix(
                    downTo: lastStart, from: textEnd, width: available + LineBreaker.tolerance), to: textEnd)
            content = .truncated(from: start, before: nil, after: visibleSegment(begin, textEnd))
        case .middle:
            let prefixEnd = paragraph.fittingPrefix(
                from: start, upTo: firstEnd, width: available / 2 + LineBreaker.tolerance)
            let before = visibleSegment(start, prefixEnd)
            let suffixStart = paragraph.fittingSuffix(
                downTo: max(prefixEnd, lastStart), from: textEnd,
                width: available - (before?.width ?? 0) + LineBreaker.tolerance
            )
            let begin = skipSpaces(from: suffixStart, to: textEnd)
            content = .truncated(from: start, before: before, after: visibleSegment(begin, textEnd))
        }
        return assemble(
            attempt.lines.dropLast(), last: content, scale: attempt.scale, maxWidth: maxWidth,
            ellipsis: ellipsis, ellipsisSpan: spanIndex
        )
    }

    /// The end of the text shown from `start` up to the next mandatory break.
    private func paragraphEnd(after start: Int) -> Int {
        var index = firstBreak(after: start)
        while index < paragraph.breaks.count {
            let candidate = paragraph.breaks[index]
            if candidate.isHard { return max(start, candidate.visibleEnd) }
            index += 1
        }
        return paragraph.visibleEnd(before: paragraph.count, from: start)
    }

    /// Where the paragraph holding the text just before `end` starts: just
    /// after the last mandatory break before it, and not before `start`.
    private func lastParagraphStart(before end: Int, notBefore start: Int) -> Int {
        var index = firstBreak(after: end) - 1
        while index >= 0 && paragraph.breaks[index].offset > start {
            let candidate = paragraph.breaks[index]
            if candidate.isHard && candidate.offset <= end { return candidate.offset }
            index -= 1
        }
        return start
    }

    /// The index of the first break opportunity after `offset`.
    private func firstBreak(after offset: Int) -> Int {
        var low = 0
        var high = paragraph.breaks.count
        while low < high {
            let middle = (low + high) / 2
            if paragraph.breaks[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `start` moved past white space: spaces right after an ellipsis would
    /// only push the text away from it.
    private func skipSpaces(from start: Int, to end: Int) -> Int {
        var start = start
        while start < end && CharacterClasses.hangs(paragraph.units[start]) { start += 1 }
        return start
    }

    /// The segment showing `start..<end` less trailing spaces; nil when empty.
    private func visibleSegment(_ start: Int, _ end: Int) -> TextSegment? {
        let shownEnd = paragraph.visibleEnd(before: end, from: start)
        guard shownEnd > start else { return nil }
        return paragraph.segment(from: start, to: shownEnd, visibleEnd: shownEnd)
    }

    /// Stacks the lines (`last` after `segments`), aligns them and
    /// measures the whole. The width never exceeds `maxWidth`: a grapheme
    /// (or an ellipsis) wider than the proposal overflows its frame, as in
    /// SwiftUI, instead of widening it.
    private func assemble(
        _ segments: ArraySlice<TextSegment>, last: TextLine.Content?, scale: Double,
        maxWidth: Double, ellipsis: ShapedParagraph?, ellipsisSpan: Int
    ) -> TextLayout {
        let metrics = paragraph.lineMetrics
        let spacing = Self.lineGap(lineSpacing: style.effectiveLineSpacing, leading: metrics.leading * scale)
        let lineHeight = metrics.boxHeight * scale
        let ascent = metrics.ascent * scale
        var lastWidth = 0.0
        var lastRange = paragraph.count..<paragraph.count
        if case .truncated(let start, let before, let after) = last {
            let ellipsisWidth = ellipsis.map { $0.caretX[$0.count] } ?? 0
            lastWidth = ((before?.width ?? 0) + ellipsisWidth + (after?.width ?? 0)) * scale
            lastRange = start..<paragraph.count
        }
        // Negative tracking can make a line's advance negative (the glyphs
        // overlap); the text's width is still never below zero.
        let widest = segments.reduce(max(0, lastWidth)) { max($0, $1.width * scale) }
        let layoutWidth = min(grid.roundUp(widest), maxWidth)

        var lines: [TextLine] = []
        lines.reserveCapacity(segments.count + (last == nil ? 0 : 1))
        var top = 0.0
        // Leading is the left edge left to right and the right edge right to
        // left: the interface's direction decides, not the text's.
        let leadingIsLeft = paragraph.text.layoutDirection == .leftToRight
        func append(_ content: TextLine.Content, range: Range<Int>, width: Double) {
            if !lines.isEmpty { top += spacing }
            let x: Double
            switch style.multilineTextAlignment {
            case .leading: x = leadingIsLeft ? 0 : layoutWidth - width
            case .center: x = (layoutWidth - width) / 2
            case .trailing: x = leadingIsLeft ? layoutWidth - width : 0
            }
            lines.append(
                TextLine(
                    range: range, x: x, top: top, baseline: top + ascent, width: width, height: lineHeight,
                    content: content))
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
