import Foundation

/// The locale, time zone and calendar previews run in: en_US, UTC and
/// Gregorian, as on a new iOS Simulator set to the United States.
///
/// Linux's Foundation fixes `Locale.current` at en_001 whatever the
/// environment says (swift-foundation's locale cache reads no preferences
/// off Apple's platforms), and no public API changes it. So `render preview`
/// pins the locale where the user's code asks for the current one: in the
/// copies of the sources it builds, `Locale.current` becomes this locale, a
/// new formatter is given it, and `formatted()` and `formatted(_:)` write
/// in it (see `PreviewLocaleRewriter` in GalleyPreviewScanner). These functions are what
/// those copies call; they are not for hand-written code.
public enum PreviewLocale {
    /// en_US.
    public static let locale = Locale(identifier: "en_US")

    /// `style` formatting in ``locale``. A style without a locale (ISO 8601,
    /// the user's own) is unchanged: `FormatStyle.locale(_:)` returns it.
    public static func formatting<Style: FormatStyle>(_ style: Style) -> Style {
        style.locale(locale)
    }

    /// Anything else passed to a method named `formatted`, unchanged.
    public static func formatting<Value>(_ value: Value) -> Value {
        value
    }

    /// `date.formatted()` in ``locale``: "9/21/2026, 2:13 PM".
    public static func formatted(_ date: Date, else format: (Date) throws -> String) rethrows -> String {
        date.formatted(Date.FormatStyle(date: .numeric, time: .shortened, locale: locale))
    }

    /// `strings.formatted()` in ``locale``: "a, b, and c".
    public static func formatted<Strings: Sequence>(
        _ strings: Strings, else format: (Strings) throws -> String
    ) rethrows -> String
    where Strings.Element == String {
        strings.formatted(.list(type: .and).locale(locale))
    }

    /// `value.formatted()` for any other value, as `format` writes it
    /// (numbers are written alike in en_001 and en_US).
    public static func formatted<Value, Output>(
        _ value: Value, else format: (Value) throws -> Output
    ) rethrows -> Output {
        try format(value)
    }

    /// `formatter` with ``locale``, as a new formatter on iOS has the user's.
    public static func formatter<Formatter: Foundation.Formatter>(_ formatter: Formatter) -> Formatter {
        switch formatter {
        case let formatter as NumberFormatter: formatter.locale = locale
        case let formatter as DateFormatter: formatter.locale = locale
        case let formatter as DateIntervalFormatter: formatter.locale = locale
        default: break
        }
        return formatter
    }
}
