import Synchronization

/// Measures and lays out text: the entry point of GalleyText.
///
/// Shapes each distinct ``StyledText`` once and keeps it, and keeps the
/// layouts it made per proposal, both in memory-bounded caches, so asking
/// again (as a layout negotiation does many times) costs a lookup, and
/// asking at a new width costs a scan of the shaped paragraph.
public final class TextEngine: Sendable {
    /// The fonts text is set in.
    public let fonts: FontLibrary
    private let paragraphs: BoundedCache<StyledText, ShapedParagraph>?
    private let layouts: BoundedCache<LayoutKey, KeptLayout>?
    private let shapingCounter = Atomic<Int>(0)
    private let layoutCounter = Atomic<Int>(0)

    /// How much the engine keeps.
    public struct CacheLimits: Sendable {
        /// UTF-16 code units of shaped text kept; 0 keeps nothing.
        public var shapedCodeUnits: Int
        /// Lines of laid-out text kept; 0 keeps nothing.
        public var layoutLines: Int

        public init(shapedCodeUnits: Int = 8_000_000, layoutLines: Int = 200_000) {
            self.shapedCodeUnits = shapedCodeUnits
            self.layoutLines = layoutLines
        }

        /// Keep nothing: every call shapes and lays out from scratch.
        public static let none = CacheLimits(shapedCodeUnits: 0, layoutLines: 0)
    }

    private struct LayoutKey: Hashable, Sendable {
        var paragraph: ObjectIdentifier
        var style: ParagraphStyle
        var proposal: TextProposal
        var displayScale: Double
    }

    /// A kept layout. It does not hold on to its paragraph, so kept layouts
    /// cost only their lines and a paragraph the shaping cache lets go of is
    /// freed; the weak reference tells whether the paragraph is still the
    /// one the key's identity named.
    private struct KeptLayout: @unchecked Sendable {
        weak var paragraph: ShapedParagraph?
        var layout: TextLayout
    }

    public init(fonts: FontLibrary, cacheLimits: CacheLimits = CacheLimits()) {
        self.fonts = fonts
        paragraphs = cacheLimits.shapedCodeUnits > 0 ? BoundedCache(costLimit: cacheLimits.shapedCodeUnits) : nil
        layouts = cacheLimits.layoutLines > 0 ? BoundedCache(costLimit: cacheLimits.layoutLines) : nil
    }

    /// An engine over the bundled fonts.
    public convenience init(cacheLimits: CacheLimits = CacheLimits()) throws(FontError) {
        self.init(fonts: try FontLibrary.bundled(), cacheLimits: cacheLimits)
    }

    /// One engine over the bundled fonts, shared by the libraries that lay
    /// Swift views out with them (snapshots, sweeps, checks), so that text
    /// shaped for one is reused by the next.
    package static let bundled = Result { () throws(FontError) in try TextEngine() }

    /// How many times this engine has run the shaper over a paragraph.
    public var shapingCount: Int { shapingCounter.load(ordering: .relaxed) }

    /// How many layouts this engine has computed (not found in its cache).
    public var layoutCount: Int { layoutCounter.load(ordering: .relaxed) }

    /// `text` shaped: from the cache, or shaped now and kept.
    public func shape(_ text: StyledText) -> ShapedParagraph {
        let text = text.sanitized
        if let cached = paragraphs?.value(for: text) { return cached }
        let paragraph = ShapedParagraph(text, fonts: fonts)
        shapingCounter.add(1, ordering: .relaxed)
        paragraphs?.insert(paragraph, for: text, cost: paragraph.count + 16)
        return paragraph
    }

    /// Lays out `text` for `proposal`, with sizes rounded up to the pixel
    /// grid of `displayScale`.
    public func layout(
        _ text: StyledText, style: ParagraphStyle = ParagraphStyle(), proposal: TextProposal, displayScale: Double = 1
    ) -> TextLayout {
        layout(shape(text), style: style, proposal: proposal, displayScale: displayScale)
    }

    /// Lays out a shaped paragraph for `proposal`; a new width re-wraps the
    /// glyphs already shaped.
    public func layout(
        _ paragraph: ShapedParagraph, style: ParagraphStyle = ParagraphStyle(), proposal: TextProposal,
        displayScale: Double = 1
    ) -> TextLayout {
        let style = style.sanitized
        let proposal = proposal.sanitized
        let grid = PixelGrid(scale: displayScale)
        let key = LayoutKey(
            paragraph: ObjectIdentifier(paragraph), style: style, proposal: proposal, displayScale: grid.scale)
        if let kept = layouts?.value(for: key), kept.paragraph === paragraph {
            var layout = kept.layout
            layout.paragraph = paragraph
            return layout
        }
        let result = Typesetter(paragraph: paragraph, style: style, grid: grid, engine: self).layout(proposal)
        layoutCounter.add(1, ordering: .relaxed)
        if let layouts {
            var stripped = result
            stripped.paragraph = nil
            layouts.insert(KeptLayout(paragraph: paragraph, layout: stripped), for: key, cost: result.lineCount + 1)
        }
        return result
    }

    /// The ellipsis in the font and spacing of the span at `offset`.
    func ellipsis(for paragraph: ShapedParagraph, at offset: Int) -> ShapedParagraph {
        var span = paragraph.text.spans.isEmpty ? TextSpan("") : paragraph.text.spans[paragraph.spanIndex(at: offset)]
        span.string = "…"
        return shape(StyledText(spans: [span]))
    }
}
