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
    private let layouts: BoundedCache<LayoutKey, TextLayout>?
    private let shapingCounter = Atomic<Int>(0)

    /// How much the engine keeps.
    public struct CacheLimits: Sendable {
        /// UTF-16 code units of shaped text kept; 0 keeps nothing.
        public var shapedCodeUnits: Int
        /// The size of the layouts kept, counting one per line and one per
        /// UTF-16 code unit of the paragraph each holds on to; 0 keeps nothing.
        public var layoutCost: Int

        public init(shapedCodeUnits: Int = 8_000_000, layoutCost: Int = 8_000_000) {
            self.shapedCodeUnits = shapedCodeUnits
            self.layoutCost = layoutCost
        }

        /// Keep nothing: every call shapes and lays out from scratch.
        public static let none = CacheLimits(shapedCodeUnits: 0, layoutCost: 0)
    }

    private struct LayoutKey: Hashable, Sendable {
        var paragraph: ObjectIdentifier
        var style: ParagraphStyle
        var width: Double?
        var height: Double?
        var displayScale: Double
    }

    public init(fonts: FontLibrary, cacheLimits: CacheLimits = CacheLimits()) {
        self.fonts = fonts
        paragraphs = cacheLimits.shapedCodeUnits > 0 ? BoundedCache(costLimit: cacheLimits.shapedCodeUnits) : nil
        layouts = cacheLimits.layoutCost > 0 ? BoundedCache(costLimit: cacheLimits.layoutCost) : nil
    }

    /// An engine over the bundled fonts.
    public convenience init(cacheLimits: CacheLimits = CacheLimits()) throws(FontError) {
        self.init(fonts: try FontLibrary.bundled(), cacheLimits: cacheLimits)
    }

    /// How many times this engine has run the shaper over a paragraph.
    public var shapingCount: Int { shapingCounter.load(ordering: .relaxed) }

    /// `text` shaped: from the cache, or shaped now and kept.
    public func shape(_ text: StyledText) -> ShapedParagraph {
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
        _ paragraph: ShapedParagraph, style: ParagraphStyle = ParagraphStyle(), proposal: TextProposal, displayScale: Double = 1
    ) -> TextLayout {
        let key = LayoutKey(
            paragraph: ObjectIdentifier(paragraph), style: style,
            width: proposal.width, height: proposal.height, displayScale: displayScale
        )
        // Keying by the paragraph's identity is safe: a kept layout holds its
        // paragraph, so no other paragraph can take that identity meanwhile.
        if let cached = layouts?.value(for: key) { return cached }
        let typesetter = Typesetter(paragraph: paragraph, style: style, grid: PixelGrid(scale: displayScale), engine: self)
        let result = typesetter.layout(proposal)
        layouts?.insert(result, for: key, cost: result.lineCount + paragraph.count + 1)
        return result
    }

    /// The ellipsis in the font and spacing of the span at `offset`.
    func ellipsis(for paragraph: ShapedParagraph, at offset: Int) -> ShapedParagraph {
        var span = paragraph.text.spans.first ?? TextSpan("")
        if !paragraph.runs.isEmpty {
            span = paragraph.text.spans[paragraph.runs[paragraph.runIndex(at: offset)].spanIndex]
        }
        span.string = "…"
        return shape(StyledText(spans: [span]))
    }

    /// Forgets every layout, keeping shaped paragraphs.
    public func removeCachedLayouts() {
        layouts?.removeAll()
    }
}
