import Foundation

extension Text {
    /// Underlined text: a stand-in, Galley does not draw the line yet; the text is unchanged.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Struck-through text: a stand-in, Galley does not draw the line yet; the text is unchanged.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Text raised off its baseline: a stand-in, the text is unchanged.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Digits of one width: the text is unchanged (see `Font.monospacedDigit()`).
    public func monospacedDigit() -> Text { self }
    /// How the text reads aloud: a no-op.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// How the text reads aloud: a no-op.
    public func accessibilityLabel(_ label: Text) -> Text { self }
    /// How the text reads aloud: a no-op.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    /// The text as a heading for accessibility: a no-op.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    /// How the text is styled as a typesetting language: a no-op.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
}

extension Font {
    /// This font with leading adjusted: unchanged.
    public func leading(_ leading: Leading) -> Font { self }

    /// Line spacing of a font.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}

/// The level of an accessibility heading.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

nonisolated extension View {
    /// Underlined text inside: a stand-in, no line is drawn.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { self }

    /// Struck-through text inside: a stand-in, no line is drawn.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { self }

    /// Digits of one width inside: a no-op.
    public func monospacedDigit() -> some View { self }

    /// Text inside in its font's monospaced design.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environmentChange { environment in
            if isActive { environment.font = (environment.font ?? .body).monospaced() }
        }
    }

    /// Lets text inside be selected: a no-op.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Whether text inside may tighten its letter spacing before truncating: a no-op.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

extension Text {
    /// How a line under or through text is drawn.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
