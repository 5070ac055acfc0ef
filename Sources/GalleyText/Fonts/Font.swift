import Foundation

/// A font as SwiftUI describes one: a text style or a size, with a design,
/// a weight and an italic flag, or a custom family by name.
///
/// A `Font` is a description; ``FontLibrary`` resolves it to bundled or
/// registered faces.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: Double)
        /// A family by name; `relativeTo` is the text style whose Dynamic
        /// Type scale it follows, nil for a fixed size.
        case custom(name: String, size: Double, relativeTo: TextStyle?)
    }

    var base: Base
    var design: Design?
    var explicitWeight: Weight?
    var isItalic = false
    /// The width variant; nil for the standard width.
    var width: Width?
    /// The Dynamic Type size text styles (and custom fonts relative to one) are sized for.
    var dynamicTypeSize: DynamicTypeSize = .large

    /// The largest text style: 34 points.
    public static let largeTitle = Font.system(.largeTitle)
    /// 28 points.
    public static let title = Font.system(.title)
    /// 22 points.
    public static let title2 = Font.system(.title2)
    /// 20 points.
    public static let title3 = Font.system(.title3)
    /// 17 points, semibold.
    public static let headline = Font.system(.headline)
    /// 15 points.
    public static let subheadline = Font.system(.subheadline)
    /// 17 points: the default font of text.
    public static let body = Font.system(.body)
    /// 16 points.
    public static let callout = Font.system(.callout)
    /// 13 points.
    public static let footnote = Font.system(.footnote)
    /// 12 points.
    public static let caption = Font.system(.caption)
    /// 11 points.
    public static let caption2 = Font.system(.caption2)

    /// The system font for a text style, with an optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), design: design, explicitWeight: weight)
    }

    /// The system font at a size in points.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), design: design, explicitWeight: weight)
    }

    /// A font family registered with the ``FontLibrary`` (bundled or from a
    /// file), at a size in points at the default Dynamic Type size, scaled
    /// with Dynamic Type as body text is (as SwiftUI's `custom(_:size:)`).
    public static func custom(_ name: String, size: Double) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A custom font scaled with Dynamic Type as `textStyle` is.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A custom font that keeps its size whatever the Dynamic Type setting.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// This font sized for a Dynamic Type setting: text styles take the
    /// setting's size, custom fonts scale as their text style does, fonts
    /// of a fixed size (`system(size:)`, `custom(_:fixedSize:)`) stay.
    public func sized(for size: DynamicTypeSize) -> Font {
        var font = self
        font.dynamicTypeSize = size
        return font
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font in its monospaced design (Noto Sans Mono); a custom
    /// family keeps its own face.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// This font with digits of one width: a stand-in that returns the
    /// font unchanged (Galley does not switch on tabular figures).
    public func monospacedDigit() -> Font { self }

    /// This font in `design`, unless it names a design of its own (as
    /// SwiftUI's `fontDesign(_:)` leaves `.system(.body, design: .serif)` serif).
    package func withDefaultDesign(_ design: Design) -> Font {
        var font = self
        if font.design == nil { font.design = design }
        return font
    }

    /// This font in a width variant (SF Pro's Condensed, Expanded …), when
    /// its family has one; the bundled fonts have one width.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// This font in `width`, unless it names a width of its own.
    package func withDefaultWidth(_ width: Width) -> Font {
        var font = self
        if font.width == nil { font.width = width }
        return font
    }

    /// This font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.explicitWeight = weight
        return font
    }

    /// This font with a NaN size read as 0.
    var sanitized: Font {
        var font = self
        switch base {
        case .system(let size) where size.isNaN: font.base = .system(size: 0)
        case .custom(let name, let size, let style) where size.isNaN:
            font.base = .custom(name: name, size: 0, relativeTo: style)
        default: break
        }
        return font
    }

    /// The size in points, at the font's Dynamic Type size.
    public var pointSize: Double {
        switch base {
        case .textStyle(let style): style.pointSize(for: dynamicTypeSize)
        case .system(let size), .custom(_, let size, nil): size
        case .custom(_, let size, let style?): size * style.pointSize(for: dynamicTypeSize) / style.pointSize
        }
    }

    /// The distance between baselines iOS gives the lines of a text style
    /// at the font's Dynamic Type size (``TextStyle/lineHeight(for:)``);
    /// nil for a font of a size or a custom family, whose lines are spaced
    /// by their faces' own metrics.
    public var textStyleLineHeight: Double? {
        guard case .textStyle(let style) = base else { return nil }
        return style.lineHeight(for: dynamicTypeSize)
    }

    /// The weight: the explicit one, else the text style's.
    public var resolvedWeight: Weight {
        if let explicitWeight { return explicitWeight }
        if case .textStyle(let style) = base { return style.weight }
        return .regular
    }
}

extension Font {
    /// SwiftUI's text styles; ``pointSize`` is the iOS size at the default
    /// Dynamic Type setting, ``pointSize(for:)`` at any.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The size in points.
        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The weight the style has unless one is given.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A width variant, as SwiftUI's `Font.Width`: from −1 (narrowest) to
    /// 1, 0 standard.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// The OpenType width class (1 ultra-condensed … 9 ultra-expanded) a
        /// face of this width has: 5 + 10 × value, so compressed is 2,
        /// condensed 3, expanded 7.
        var widthClass: Int {
            let value = Double(value)
            guard value.isFinite else { return Self.standardClass }
            return Int(min(9, max(1, (5 + 10 * value).rounded())))
        }

        /// The normal width's class.
        static let standardClass = 5

        /// The class nearest a `wdth` axis coordinate, a percentage of the
        /// normal width (OpenType's table: 50, 62.5, 75, 87.5, 100, 112.5,
        /// 125, 150, 200).
        static func widthClass(percent: Double) -> Int {
            let percents = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
            guard percent.isFinite else { return standardClass }
            return (percents.indices.min { abs(percents[$0] - percent) < abs(percents[$1] - percent) } ?? 4) + 1
        }
    }

    /// The nine font weights, lightest first.
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS / OpenType weight class: 100 (ultraLight) to 900 (black).
        public var value: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    /// A font design: which family the system font comes from. With a
    /// folder of Apple's fonts (`GALLEY_SYSTEM_FONTS`) each is Apple's
    /// family, when the folder has it.
    public enum Design: String, CaseIterable, Hashable, Sendable {
        /// Inter, the bundled face closest to SF Pro; or SF Pro.
        case `default`
        /// Noto Serif; or New York.
        case serif
        /// Noto Sans Mono; or SF Mono.
        case monospaced
        /// Quicksand, the bundled stand-in for SF Pro Rounded; or SF Pro Rounded.
        case rounded
    }
}
