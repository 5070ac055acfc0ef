import Foundation

// The date formatters Linux's Foundation lacks (RelativeDateTimeFormatter)
// or declares unavailable (DateComponentsFormatter), shadowing Foundation's
// names as ListFormatter does. Output is en_US's, as previews are.

/// Writes a date relative to another: "2 hours ago", "in 3 days", "yesterday".
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether "yesterday" is written for "1 day ago".
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    /// How long unit names are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full
        /// "two months ago".
        case spellOut
        /// "2 mo. ago".
        case short
        /// "2mo ago".
        case abbreviated
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    open var locale: Locale! = Locale(identifier: "en_US")

    /// `date` relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle =
            switch unitsStyle {
            case .full: .wide
            case .spellOut: .spellOut
            case .short: .abbreviated
            case .abbreviated: .narrow
            }
        var style = Date.RelativeFormatStyle(
            presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
            locale: locale ?? Locale(identifier: "en_US"), calendar: calendar ?? Calendar(identifier: .gregorian)
        )
        style.capitalizationContext = formattingContext == .beginningOfSentence ? .beginningOfSentence : .unknown
        return style.format(date, relativeTo: referenceDate)
    }

    /// A time interval from now: negative in the past.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval.isFinite ? timeInterval : 0), relativeTo: now)
    }

    /// Date components from now: `DateComponents(day: -1)` is "1 day ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? Calendar(identifier: .gregorian)).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}

extension Date.RelativeFormatStyle {
    fileprivate func format(_ date: Date, relativeTo reference: Date) -> String {
        // The style measures from "now"; shift both dates so that the reference is now.
        let now = Date()
        return format(date.addingTimeInterval(now.timeIntervalSince(reference)))
    }
}

/// Writes a duration: "1:05:03", "1h 5m 3s", "1 hour, 5 minutes, 3 seconds".
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:03".
        case positional
        /// "1h 5m 3s".
        case abbreviated
        /// "1 hr, 5 min, 3 sec".
        case short
        /// "1 hour, 5 minutes, 3 seconds".
        case full
        /// "one hour, five minutes, three seconds".
        case spellOut
        /// "1hr 5min 3sec".
        case brief
    }

    /// Which units with a zero value are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Leading zeros dropped for positional output, all zeros otherwise.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional units after the first get two digits: "1:05:03" (always so in Galley).
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units written; empty means years to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, largest first; 0 for no limit.
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    /// "About 5 minutes".
    open var includesApproximationPhrase = false
    /// "5 minutes remaining".
    open var includesTimeRemainingPhrase = false
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar? = Calendar(identifier: .gregorian)

    private static let units:
        [(unit: NSCalendar.Unit, seconds: Double, abbreviated: String, short: String, full: String, brief: String)] = [
            (.year, 31_536_000, "y", "yr", "year", "yr"),
            (.month, 2_628_000, "mth", "mth", "month", "mth"),
            (.weekOfMonth, 604_800, "w", "wk", "week", "wk"),
            (.day, 86_400, "d", "day", "day", "d"),
            (.hour, 3_600, "h", "hr", "hour", "hr"),
            (.minute, 60, "m", "min", "minute", "min"),
            (.second, 1, "s", "sec", "second", "sec"),
        ]

    /// A time interval in the allowed units; nil when it is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed =
            allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
        let units = Self.units.filter { allowed.contains($0.unit) }
        guard !units.isEmpty else { return nil }
        var remaining = abs(ti).rounded(.toNearestOrEven)
        var values: [(index: Int, value: Int)] = []
        for (index, unit) in units.enumerated() {
            let value = (remaining / unit.seconds).rounded(.down)
            remaining -= value * unit.seconds
            values.append((index, Int(Swift.min(value, Double(Int32.max)))))
        }
        values = dropZeros(values)
        if maximumUnitCount > 0, values.count > maximumUnitCount { values = Array(values.prefix(maximumUnitCount)) }
        let sign = ti < 0 ? "-" : ""
        var text = sign + written(values, units: units)
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The components in the allowed units, as their seconds added up.
    open func string(from components: DateComponents) -> String? {
        let seconds =
            Double(components.year ?? 0) * 31_536_000 + Double(components.month ?? 0) * 2_628_000
            + Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 604_800 + Double(components.day ?? 0)
            * 86_400
            + Double(components.hour ?? 0) * 3_600 + Double(components.minute ?? 0) * 60
            + Double(components.second ?? 0)
        return string(from: seconds)
    }

    /// The time from one date to another.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        case let number as NSNumber: string(from: number.doubleValue)
        default: nil
        }
    }

    private func dropZeros(_ values: [(index: Int, value: Int)]) -> [(index: Int, value: Int)] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) { behavior = unitsStyle == .positional ? .dropLeading : .dropAll }
        var values = values
        let positional = unitsStyle == .positional
        if behavior.contains(.dropLeading) {
            // Positional output keeps at least its last two units ("0:05").
            while values.count > (positional ? 2 : 1), values[0].value == 0 { values.removeFirst() }
        }
        if behavior.contains(.dropTrailing) {
            while values.count > 1, values[values.count - 1].value == 0 { values.removeLast() }
        }
        if behavior.contains(.dropMiddle), values.count > 2, !positional {
            let middle = values[1..<(values.count - 1)].filter { $0.value != 0 }
            values = [values[0]] + middle + [values[values.count - 1]]
        }
        if !positional, behavior.contains(.dropLeading), behavior.contains(.dropTrailing), values.count == 1,
            values[0].value == 0
        {
            return [values[values.count - 1]]
        }
        return values
    }

    private func written(
        _ values: [(index: Int, value: Int)],
        units: [(
            unit: NSCalendar.Unit, seconds: Double, abbreviated: String, short: String, full: String, brief: String
        )]
    ) -> String {
        switch unitsStyle {
        case .positional:
            return values.enumerated().map { place, entry in
                place == 0 ? String(entry.value) : (entry.value < 10 ? "0" : "") + String(entry.value)
            }.joined(separator: ":")
        case .abbreviated:
            return values.map { "\($0.value)\(units[$0.index].abbreviated)" }.joined(separator: " ")
        case .brief:
            return values.map { "\($0.value)\(units[$0.index].brief)" }.joined(separator: " ")
        case .short:
            return values.map { "\($0.value) \(units[$0.index].short)" }.joined(separator: ", ")
        case .full, .spellOut:
            let spell = NumberFormatter()
            spell.locale = Locale(identifier: "en_US")
            spell.numberStyle = .spellOut
            return values.map { entry in
                let name = units[entry.index].full + (entry.value == 1 ? "" : "s")
                let number =
                    unitsStyle == .spellOut
                    ? (spell.string(from: NSNumber(value: entry.value)) ?? String(entry.value)) : String(entry.value)
                return "\(number) \(name)"
            }.joined(separator: ", ")
        }
    }
}
