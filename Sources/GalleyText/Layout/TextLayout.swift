import Foundation

/// A paragraph laid out for one proposal: its size, its lines and the glyphs
/// to draw, positioned. Everything a painter or a layout dump needs, with no
/// further shaping.
public struct TextLayout: Sendable {
    /// The size the text requires, rounded up to the pixel grid.
    public let size: CGSize
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// Whether text was cut short and an ellipsis shown.
    public let isTruncated: Bool
    /// The factor fonts were scaled by to fit (1 unless `minimumScaleFactor` applied).
    public let scaleFactor: Double
    /// The paragraph laid out; nil only inside the engine's layout cache.
    var paragraph: ShapedParagraph?
    /// The shaped "…" of a truncated layout, and the span it belongs to.
    let ellipsis: ShapedParagraph?
    let ellipsisSpanIndex: Int

    /// A text that shows nothing: 0 × 0.
    static func empty(_ paragraph: ShapedParagraph?) -> TextLayout {
        TextLayout(
            size: .zero, lines: [], isTruncated: false, scaleFactor: 1, paragraph: paragraph, ellipsis: nil,
            ellipsisSpanIndex: 0)
    }

    /// The number of lines.
    public var lineCount: Int { lines.count }

    /// The whole text laid out.
    public var string: String { paragraph?.string ?? "" }

    /// The distance from the top to the first line's baseline (0 with no lines).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }

    /// The distance from the top to the last line's baseline (0 with no lines).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// The text of each line as shown: hanging spaces dropped, the ellipsis in.
    public var lineStrings: [String] {
        lines.map(string(of:))
    }

    /// What each line shows, run by run in logical order: stretches of one
    /// face, size and direction (the ellipsis of a truncated line is a run
    /// of its own).
    public var lineRuns: [[TextRun]] {
        lines.map(runs(of:))
    }

    /// The text `line` (one of ``lines``) shows.
    public func string(of line: TextLine) -> String {
        paragraph.map { line.string(in: $0) } ?? ""
    }

    /// The runs `line` (one of ``lines``) shows, in logical order.
    public func runs(of line: TextLine) -> [TextRun] {
        paragraph?.shownRuns(of: line, ellipsis: ellipsis, scale: scaleFactor) ?? []
    }

    /// The glyphs to draw, grouped by face and span, positioned relative to
    /// the layout's top-left corner with y at each glyph's baseline.
    public var glyphRuns: [GlyphRun] {
        guard let paragraph else { return [] }
        var builder = GlyphRunBuilder(
            paragraph: paragraph, ellipsis: ellipsis, ellipsisSpanIndex: ellipsisSpanIndex, scale: scaleFactor)
        for line in lines { builder.add(line) }
        return builder.runs
    }
}

/// One laid-out line.
public struct TextLine: Sendable {
    /// The UTF-16 offsets of the paragraph this line stands for: hanging
    /// white space included, and for a truncated line everything it stands for.
    public let range: Range<Int>
    /// The x of the line's start, after alignment.
    public let x: Double
    /// The y of the line's top.
    public let top: Double
    /// The distance from the layout's top to this line's baseline.
    public let baseline: Double
    /// The width of what the line shows, ellipsis included.
    public let width: Double
    /// The line's height: ascent + descent + leading.
    public let height: Double
    let content: Content

    /// Whether the line ends in, or holds, an ellipsis. A line that is not
    /// shows exactly its ``range`` of the paragraph, hanging spaces dropped,
    /// and the same text and runs wherever it is laid out.
    public var isTruncated: Bool {
        if case .truncated = content { true } else { false }
    }

    /// What a line shows: one segment of the text, or for a truncated line
    /// the kept text either side of an ellipsis.
    enum Content: Sendable {
        case text(TextSegment)
        case truncated(from: Int, before: TextSegment?, after: TextSegment?)
    }

    func string(in paragraph: ShapedParagraph) -> String {
        switch content {
        case .text(let segment):
            return paragraph.substring(segment.visibleRange)
        case .truncated(_, let before, let after):
            let head = before.map { paragraph.substring($0.visibleRange) } ?? ""
            let tail = after.map { paragraph.substring($0.visibleRange) } ?? ""
            return head + "…" + tail
        }
    }
}

/// Glyphs of one face at one size from one span, with their positions.
public struct GlyphRun: Sendable {
    public let face: FontFace
    /// The font size in points (scaled by `minimumScaleFactor` where it applied).
    public let size: Double
    /// The span of the ``StyledText`` these glyphs belong to.
    public let spanIndex: Int
    /// An italic was asked for that the face does not have.
    public let needsSyntheticItalic: Bool
    public let glyphs: [UInt32]
    /// Each glyph's origin: x from the layout's left, y its baseline from the top.
    public let positions: [CGPoint]
}

/// A stretch of a line in one face, at one size, in one direction.
public struct TextRun: Sendable {
    /// The text shown.
    public let string: String
    /// The UTF-16 offsets of the paragraph shown; empty for an ellipsis.
    public let range: Range<Int>
    /// Left to right or right to left.
    public let direction: LayoutDirection
    public let face: FontFace
    /// The font size in points (scaled by `minimumScaleFactor` where it applied).
    public let size: Double
}

extension ShapedParagraph {
    /// The runs `line` shows, in logical order, adjacent pieces of one face,
    /// size and direction merged.
    func shownRuns(of line: TextLine, ellipsis: ShapedParagraph?, scale: Double) -> [TextRun] {
        // Merged as ranges first, each run's text taken out once at the end.
        // An ellipsis (an empty range) followed by text of its face starts that text's run.
        var merged:
            [(range: Range<Int>, ellipsisFirst: Bool, direction: LayoutDirection, face: FontFace, size: Double)] = []
        for piece in pieces(of: line, ellipsis: ellipsis) {
            let source = if case .ellipsis = piece.source, let ellipsis { ellipsis } else { self }
            let run = source.runs[piece.runIndex]
            let direction: LayoutDirection = piece.level & 1 == 1 ? .rightToLeft : .leftToRight
            let range = piece.text
            if let last = merged.last, last.face === run.face, last.direction == direction,
                last.size == run.size * scale,
                !range.isEmpty, last.range.upperBound == range.lowerBound
            {
                merged[merged.count - 1].range = last.range.lowerBound..<range.upperBound
                if last.range.isEmpty { merged[merged.count - 1].ellipsisFirst = true }
            } else {
                merged.append((range, false, direction, run.face, run.size * scale))
            }
        }
        return merged.map { run in
            let text = run.range.isEmpty ? "…" : substring(run.range)
            return TextRun(
                string: run.ellipsisFirst ? "…" + text : text, range: run.range, direction: run.direction,
                face: run.face, size: run.size
            )
        }
    }
}
