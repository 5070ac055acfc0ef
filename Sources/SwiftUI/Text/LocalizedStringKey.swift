import Foundation

/// The key of a localized string: what a string literal becomes in
/// `Text("…")`, `Button("…")` and other SwiftUI initialisers.
///
/// As in SwiftUI, the literal parts are inline Markdown (`**bold**`,
/// `*italic*`, code in backticks) and interpolated values are not:
/// `Text("**\(name)**")` shows the name in bold however it is spelled.
/// Galley has no string tables: the key is shown as written.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// A part of the key: literal text, or an interpolated value.
    enum Segment: Sendable {
        case literal(String)
        case verbatim(String)
        /// A value shown as a `Text` (a formatted value, a styled text).
        case text(TextBox)
    }

    var segments: [Segment]

    /// A key from a string, its Markdown read as in a literal.
    public init(_ value: String) {
        segments = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The key as a localization table spells it: values as `%@`, `%lld`…
    var key: String {
        segments.map { segment in
            switch segment {
            case .literal(let string): string.replacingOccurrences(of: "%", with: "%%")
            case .verbatim, .text: "%@"
            }
        }.joined()
    }

    /// The text without styling: literals as written, values as shown.
    var plainString: String {
        segments.map { segment in
            switch segment {
            case .literal(let string): Markdown.runs(string).map(\.text).joined()
            case .verbatim(let string): string
            case .text: ""
            }
        }.joined()
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.plainString == rhs.plainString
    }

    /// Collects the literal parts and values of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments.append(.literal(literal))
        }

        public mutating func appendInterpolation(_ string: String) {
            segments.append(.verbatim(string))
        }

        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            segments.append(.verbatim(String(string)))
        }

        /// A text, with its own styling.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(TextBox(text)))
        }

        /// An image: Galley cannot show images inside text; a "□" stands in.
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.verbatim("\u{25A1}"))
        }

        // Numbers appear as SwiftUI's format specifiers print them:
        // integers with `%lld`, floating point with `%lf` (six decimals).
        public mutating func appendInterpolation(_ value: Int) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: Int8) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: Int16) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: Int32) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: Int64) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: UInt) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: UInt8) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: UInt16) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: UInt32) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: UInt64) { segments.append(.verbatim(String(value))) }
        public mutating func appendInterpolation(_ value: Double) {
            segments.append(.verbatim(String(format: "%lf", value)))
        }
        public mutating func appendInterpolation(_ value: Float) {
            segments.append(.verbatim(String(format: "%f", Double(value))))
        }
        public mutating func appendInterpolation(_ value: CGFloat) {
            segments.append(.verbatim(String(format: "%lf", Double(value))))
        }

        /// A number printed with a C format specifier: `\(price, specifier: "%.2f")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.verbatim(String(format: specifier, value)))
        }

        /// A value formatted with a format style, in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            segments.append(.text(TextBox(Text(input, format: format))))
        }

        /// A date in a SwiftUI date style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.text(TextBox(Text(date, style: style))))
        }

        /// A range of dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            segments.append(.text(TextBox(Text(dates))))
        }

        /// A date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            segments.append(.text(TextBox(Text(interval))))
        }

        /// A value formatted by a Foundation formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter?
        ) {
            segments.append(.verbatim(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        /// An object formatted by a Foundation formatter.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            segments.append(.verbatim(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        /// An attributed string's characters (its attributes are not drawn).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            segments.append(.verbatim(String(attributedString.characters)))
        }

        /// Any other value, as `String(describing:)` prints it. (Apple's
        /// SwiftUI refuses some of these; Galley is lenient.)
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.verbatim(String(describing: value)))
        }
    }
}

/// A `Text` kept in a key. `@unchecked Sendable`: a key is made and read
/// within one view's evaluation; the text is never mutated.
struct TextBox: @unchecked Sendable {
    let text: Text
    init(_ text: Text) { self.text = text }
}

extension LocalizedStringKey {
    /// The key as a styled text: its literal parts read as Markdown, its
    /// values inserted as they are, in the style of the Markdown around them.
    var text: Text {
        // Each value stands in the Markdown source as one private-use
        // character, then replaces it in the styled runs.
        let marker: Character = "\u{E000}"
        let literals = segments.compactMap { if case .literal(let string) = $0 { string } else { nil } }
        guard !literals.contains(where: { $0.contains(marker) }) else {
            return segments.map(Self.plainText).reduce(Text(verbatim: ""), +)
        }
        var values: [Text] = []
        var source = ""
        for segment in segments {
            switch segment {
            case .literal(let string): source += string
            case .verbatim(let string):
                values.append(Text(verbatim: string))
                source.append(marker)
            case .text(let box):
                values.append(box.text)
                source.append(marker)
            }
        }
        var pieces: [Text] = []
        var nextValue = 0
        for run in Markdown.runs(source) {
            let parts = run.text.split(separator: marker, omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0, nextValue < values.count {
                    pieces.append(values[nextValue].bold(run.isBold).italic(run.isItalic).monospaced(run.isCode))
                    nextValue += 1
                }
                if !part.isEmpty {
                    var piece = run
                    piece.text = String(part)
                    pieces.append(Text(markdown: [piece]))
                }
            }
        }
        guard let first = pieces.first else { return Text(verbatim: "") }
        return pieces.dropFirst().reduce(first, +)
    }

    private static func plainText(_ segment: Segment) -> Text {
        switch segment {
        case .literal(let string), .verbatim(let string): Text(verbatim: string)
        case .text(let box): box.text
        }
    }
}

/// A string to localise later (`LocalizedStringResource`, iOS 16): Galley
/// shows the key, as it does for `LocalizedStringKey`.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key, which is the English text in most apps.
    public let key: String

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    /// A resource by key; its default value, when given, is the text shown.
    public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = defaultValue ?? "\(key)"
    }

    public var description: String { key }
}

extension String {
    /// The text of a resource: its key.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }

    /// A string to localise: its key with the values put in, as Galley shows
    /// every key (tables, bundles and locales are not read).
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.key
    }

    /// A string to localise by key: its default value.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.key
    }

    /// A key with the values interpolated into it (`String(localized: "\(count) items")`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The text, values put in.
        public let key: String

        public init(stringLiteral value: String) { key = value }
        public init(stringInterpolation: DefaultStringInterpolation) {
            key = String(stringInterpolation: stringInterpolation)
        }
        public init(_ value: String) { key = value }
    }
}

extension Text {
    /// The resource's text (a string literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.key)
    }
}
