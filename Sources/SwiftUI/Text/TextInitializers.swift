import Foundation

extension Text {
    /// Text from a localized string key: what `Text("…")` with a literal
    /// calls. Its Markdown is drawn (bold, italic, code); interpolated
    /// values are shown as they are. Galley has no string tables, so
    /// `tableName`, `bundle` and `comment` are not used.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self = key.text
    }

    /// An attributed string, each run in its SwiftUI `foregroundColor` and
    /// `font` where it has them, else in the text's own style (other
    /// attributes are not drawn). Disfavoured: Foundation on Linux makes
    /// `AttributedString` a string literal, and a literal must go to the
    /// localized-key initialiser, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var pieces: [Text] = []
        for run in attributedContent.runs {
            var piece = Text(verbatim: String(attributedContent[run.range].characters))
            if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
                piece = piece.foregroundColor(color)
            }
            if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { piece = piece.font(font) }
            pieces.append(piece)
        }
        self.init(concatenating: pieces)
    }

    /// A value formatted with a format style in the environment's locale:
    /// `Text(price, format: .currency(code: "USD"))`, `Text(date, format: .dateTime.year())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(resolving: { environment in
            Text.formatted(input, format: format, in: environment)
        })
    }

    /// A value formatted by a Foundation formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }

    /// An object formatted by a Foundation formatter.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }

    /// A date in one of SwiftUI's styles, in the environment's locale,
    /// calendar and time zone. `.relative`, `.offset` and `.timer` are
    /// measured from the moment the text is drawn.
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(resolving: { environment in
            style.string(for: date, now: Date(), in: environment)
        })
    }

    /// A range of dates: "6/3/19, 9:41 AM – 11:23 AM".
    public init(_ dates: ClosedRange<Date>) {
        self.init(resolving: { environment in
            let formatter = Text.dateFormatter(date: .short, time: .short, in: environment)
            return formatter.string(from: dates.lowerBound) + " \u{2013} " + formatter.string(from: dates.upperBound)
        })
    }

    /// A date interval, as a range of dates.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A timer counting from a range's start (drawn as the time elapsed now).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(resolving: { environment in
            let now = Swift.min(Swift.max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
            let seconds =
                countsDown
                ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return Text.DateStyle.timerString(seconds: seconds)
        })
    }

    /// An image inside text: Galley cannot draw one there; a "□" stands in.
    public init(_ image: Image) {
        self.init(verbatim: "\u{25A1}")
    }

    static func formatted<F: FormatStyle>(
        _ input: F.FormatInput, format: F, in environment: EnvironmentValues
    ) -> String
    where F.FormatOutput == String {
        format.locale(environment.locale).format(input)
    }

    static func dateFormatter(
        date: DateFormatter.Style, time: DateFormatter.Style, in environment: EnvironmentValues
    ) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = environment.calendar
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }
}

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        private enum Kind: Hashable, Sendable {
            case date, time, relative, offset, timer
        }

        private let kind: Kind

        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// Time from now: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// Signed time from now: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A clock of the time from now: "2:32:37".
        public static let timer = DateStyle(kind: .timer)

        func string(for date: Date, now: Date, in environment: EnvironmentValues) -> String {
            let seconds = date.timeIntervalSince(now)
            switch kind {
            case .date: return Text.dateFormatter(date: .long, time: .none, in: environment).string(from: date)
            case .time: return Text.dateFormatter(date: .none, time: .short, in: environment).string(from: date)
            case .relative: return Self.durationString(seconds: abs(seconds), units: 2)
            case .offset: return (seconds < 0 ? "-" : "+") + Self.durationString(seconds: abs(seconds), units: 1)
            case .timer: return Self.timerString(seconds: seconds)
            }
        }

        /// The largest `units` non-zero units of a duration, in English:
        /// "2 hours, 23 minutes". (SwiftUI follows the locale's language;
        /// Galley writes English.)
        static func durationString(seconds: TimeInterval, units: Int) -> String {
            guard seconds.isFinite else { return "" }
            var remaining = Int(seconds.rounded(.down))
            let sizes: [(String, Int)] = [
                ("year", 31_536_000), ("week", 604_800), ("day", 86_400), ("hour", 3_600), ("minute", 60),
                ("second", 1),
            ]
            var parts: [String] = []
            for (name, size) in sizes where parts.count < units {
                let count = remaining / size
                remaining %= size
                if count > 0 || (!parts.isEmpty) {
                    if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") }
                }
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }

        /// A clock: "2:32:37", or "4:05" under an hour.
        static func timerString(seconds: TimeInterval) -> String {
            guard seconds.isFinite else { return "" }
            let total = Int(abs(seconds).rounded(.down))
            let hours = total / 3_600, minutes = total / 60 % 60, rest = total % 60
            let sign = seconds < 0 && total > 0 ? "-" : ""
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(sign)\(hours):\(two(minutes)):\(two(rest))" : "\(sign)\(minutes):\(two(rest))"
        }
    }
}
