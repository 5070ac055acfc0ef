/// One glyph as shaped: which glyph, the UTF-16 offset of the cluster it
/// belongs to, and its advance and offsets in points at the font's size.
struct ShapedGlyph: Sendable {
    var id: UInt32
    var cluster: Int32
    var advance: Double
    var xOffset: Double
    var yOffset: Double
}

/// Ascent, descent and leading (the space kept between two lines) of a
/// line, in points (all positive).
struct LineMetrics: Hashable, Sendable {
    var ascent: Double
    var descent: Double
    var leading: Double

    static let zero = LineMetrics(ascent: 0, descent: 0, leading: 0)

    init(ascent: Double, descent: Double, leading: Double) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
    }

    init(face: FontFace, size: Double) {
        self.init(ascent: face.ascender * size, descent: face.descender * size, leading: face.lineGap * size)
    }

    /// The height of a line's box: ascent plus descent. Leading goes
    /// between lines, not into them, as on iOS: a one-line text is its
    /// box high, and two lines are two boxes and one leading.
    var boxHeight: Double { ascent + descent }

    /// The metrics of a line holding text of both.
    func union(_ other: LineMetrics) -> LineMetrics {
        LineMetrics(
            ascent: max(ascent, other.ascent), descent: max(descent, other.descent),
            leading: max(leading, other.leading))
    }
}

/// A stretch of text shaped with one face, script, direction and font:
/// within one span, or several adjacent spans that share a font and
/// spacing, so that shaping (kerning, ligatures, joining) crosses them.
struct ShapedRun: Sendable {
    /// UTF-16 offsets in the paragraph.
    var range: Range<Int>
    /// Indices into the paragraph's glyphs, which are in logical order.
    var glyphs: Range<Int>
    var face: FontFace
    var size: Double
    var script: UInt32
    /// The first span of the text shaped; its font and spacing are the run's.
    var spanIndex: Int
    /// The bidirectional embedding level: odd levels run right to left.
    var level: UInt8
    var extraSpacing: Double
    var disablesLigatures: Bool
    var substitutesControls: Bool
    var metrics: LineMetrics

    /// Whether the run is shaped and shown right to left.
    var isRightToLeft: Bool { level & 1 == 1 }
}

/// Glyphs of a line shaped anew, where breaking made the paragraph's glyphs
/// wrong (HarfBuzz flagged an edge unsafe to break).
final class ReshapedGlyphs: Sendable {
    let glyphs: [ShapedGlyph]
    /// The paragraph run each glyph belongs to.
    let runIndices: [Int]

    init(glyphs: [ShapedGlyph], runIndices: [Int]) {
        self.glyphs = glyphs
        self.runIndices = runIndices
    }

    /// The advance of the glyphs whose cluster lies before `offset`.
    func width(before offset: Int) -> Double {
        var width = 0.0
        for glyph in glyphs where Int(glyph.cluster) < offset {
            width += glyph.advance
        }
        return width
    }
}
