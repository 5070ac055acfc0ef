/// A run of text with one font and spacing: one piece of a concatenated
/// `Text`.
public struct TextSpan: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// Points added after every character; ligatures stay.
    public var kerning: Double
    /// Points added after every character, with ligatures turned off. Wins
    /// over `kerning` when both are set.
    public var tracking: Double

    public init(_ string: String, font: Font = .body, kerning: Double = 0, tracking: Double = 0) {
        self.string = string
        self.font = font
        self.kerning = kerning
        self.tracking = tracking
    }

    /// The span as shaping reads it: NaN sizes and spacings as 0.
    var sanitized: TextSpan {
        var span = self
        span.font = font.sanitized
        if kerning.isNaN { span.kerning = 0 }
        if tracking.isNaN { span.tracking = 0 }
        return span
    }

    /// Whether text of this span and of `other` shapes the same: the same
    /// font and spacing, so one shaping call can take both.
    func shapesLike(_ other: TextSpan) -> Bool {
        font == other.font && extraSpacing == other.extraSpacing && (tracking != 0) == (other.tracking != 0)
    }

    /// The extra advance after each character.
    var extraSpacing: Double {
        let spacing = tracking != 0 ? tracking : kerning
        return spacing.isNaN ? 0 : min(max(spacing, -FontLibrary.maximumSize), FontLibrary.maximumSize)
    }
}

/// The text of a paragraph with everything that changes how it shapes:
/// the unit of shaping and of the shaping cache.
public struct StyledText: Hashable, Sendable {
    public var spans: [TextSpan]
    /// The direction of the interface the text is in: the side leading
    /// alignment takes, and the direction of a paragraph whose text has no
    /// strongly directional letter to decide it.
    public var layoutDirection: LayoutDirection

    public init(spans: [TextSpan], layoutDirection: LayoutDirection = .leftToRight) {
        self.spans = spans
        self.layoutDirection = layoutDirection
    }

    public init(
        _ string: String, font: Font = .body, kerning: Double = 0, tracking: Double = 0,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.spans = [TextSpan(string, font: font, kerning: kerning, tracking: tracking)]
        self.layoutDirection = layoutDirection
    }

    /// The whole text.
    public var string: String { spans.map(\.string).joined() }

    /// The text as shaping reads it, so that equal readings compare equal.
    var sanitized: StyledText {
        StyledText(spans: spans.map(\.sanitized), layoutDirection: layoutDirection)
    }

    /// The most UTF-16 code units of a paragraph that are laid out (4 Mi);
    /// text beyond is left out, so memory stays bounded and offsets fit
    /// the C libraries' 32-bit lengths.
    public static let maximumLength = 1 << 22
}

/// How the lines of a paragraph are arranged: SwiftUI's text environment.
public struct ParagraphStyle: Hashable, Sendable {
    /// The most lines shown; nil for no limit.
    public var lineLimit: Int?
    /// Where the ellipsis goes when text is cut short.
    public var truncationMode: TruncationMode
    /// How lines line up with one another.
    public var multilineTextAlignment: TextAlignment
    /// Points added between lines.
    public var lineSpacing: Double
    /// How far text may shrink (0 < factor ≤ 1) before it is truncated.
    public var minimumScaleFactor: Double

    public init(
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        multilineTextAlignment: TextAlignment = .leading,
        lineSpacing: Double = 0,
        minimumScaleFactor: Double = 1
    ) {
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.multilineTextAlignment = multilineTextAlignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
    }

    /// The line limit as a count of at least one, or `Int.max`.
    var maximumLines: Int { lineLimit.map { max(1, $0) } ?? .max }

    /// Line spacing usable in arithmetic: not negative, and capped so that
    /// heights stay finite.
    var effectiveLineSpacing: Double { lineSpacing.isNaN ? 0 : min(max(0, lineSpacing), FontLibrary.maximumSize) }

    /// The style as layout reads it, so that equal readings compare equal
    /// (NaN never equals itself, and would defeat the layout cache).
    var sanitized: ParagraphStyle {
        ParagraphStyle(
            lineLimit: lineLimit.map { max(1, $0) }, truncationMode: truncationMode,
            multilineTextAlignment: multilineTextAlignment, lineSpacing: effectiveLineSpacing,
            minimumScaleFactor: effectiveMinimumScaleFactor
        )
    }

    /// The scale factor floor, within (0, 1].
    var effectiveMinimumScaleFactor: Double {
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0 else { return 1 }
        return min(1, minimumScaleFactor)
    }
}

/// The direction an interface is laid out in, as SwiftUI names it: where
/// leading is.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

/// Where truncated text shows its ellipsis.
public enum TruncationMode: String, CaseIterable, Hashable, Sendable {
    case head, tail, middle
}

/// How the lines of multiline text line up.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

/// The size offered to a text: per dimension nil (the ideal size), zero,
/// infinity, or a length.
public struct TextProposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Neither dimension given: the ideal size.
    public static let unspecified = TextProposal(width: nil, height: nil)

    /// The proposal as layout reads it: NaN as nil, negatives as 0.
    var sanitized: TextProposal {
        func sanitize(_ value: Double?) -> Double? {
            guard let value, !value.isNaN else { return nil }
            return max(0, value)
        }
        return TextProposal(width: sanitize(width), height: sanitize(height))
    }
}
