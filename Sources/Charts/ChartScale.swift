import Foundation
import SwiftUI

/// Where values fall along one axis, from 0 (leading or bottom) to 1.
struct ChartScale {
    enum Kind {
        /// Numbers or dates from `lower` to `upper`.
        case linear(lower: Double, upper: Double, isDate: Bool)
        /// Categories, each a band of equal width.
        case band([String])
    }

    var kind: Kind
    /// The values ticked, labelled and gridded, with their positions.
    var ticks: [(position: Double, label: String)] = []

    /// The fraction of the axis at `value`, or nil when it has none.
    func position(_ value: PlotValue) -> Double? {
        switch kind {
        case .linear(let lower, let upper, _):
            guard let number = value.linear, upper > lower else { return nil }
            let position = (number - lower) / (upper - lower)
            return position.isFinite ? position : nil
        case .band(let categories):
            guard let index = categories.firstIndex(of: value.name), !categories.isEmpty else { return nil }
            return (Double(index) + 0.5) / Double(categories.count)
        }
    }

    /// A band's width, as a fraction of the axis (categories), or nil.
    var bandWidth: Double? {
        if case .band(let categories) = kind { return 1 / Double(max(1, categories.count)) }
        return nil
    }

    var isBand: Bool { bandWidth != nil }

    /// A scale for `values`: bands for categories, else linear over the
    /// values (and zero, for numbers), or over `domain` when one is given.
    static func make(
        values: [PlotValue], domain: ChartDomain?, desiredTicks: Int = 5, explicitTicks: [PlotValue]? = nil
    ) -> ChartScale {
        if case .categories(let categories) = domain {
            return band(categories)
        }
        let hasCategory = values.contains { if case .category = $0 { true } else { false } }
        if hasCategory {
            var seen = Set<String>(), categories: [String] = []
            for value in values where categories.count < 1_000 && seen.insert(value.name).inserted {
                categories.append(value.name)
            }
            return band(categories)
        }
        let isDate = values.contains { if case .date = $0 { true } else { false } }
        let numbers = values.compactMap(\.linear)
        var lower: Double, upper: Double
        if case .range(let low, let high) = domain, low.isFinite, high.isFinite {
            (lower, upper) = (min(low, high), max(low, high))
            if lower == upper { (lower, upper) = (lower - 1, upper + 1) }
            var scale = ChartScale(kind: .linear(lower: lower, upper: upper, isDate: isDate))
            scale.ticks =
                isDate
                ? dateTicks(lower: lower, upper: upper)
                : numberTicks(lower: lower, upper: upper, desired: desiredTicks, extend: false).ticks
            scale.applyExplicitTicks(explicitTicks)
            return scale
        }
        guard let low = numbers.min(), let high = numbers.max() else {
            var scale = ChartScale(kind: .linear(lower: 0, upper: 1, isDate: false))
            if !isDate { scale.ticks = numberTicks(lower: 0, upper: 1, desired: desiredTicks, extend: false).ticks }
            return scale
        }
        if isDate {
            (lower, upper) = (low, high)
            if lower == upper { (lower, upper) = (lower - 43_200, upper + 43_200) }
            var scale = ChartScale(kind: .linear(lower: lower, upper: upper, isDate: true))
            scale.ticks = dateTicks(lower: lower, upper: upper)
            scale.applyExplicitTicks(explicitTicks)
            return scale
        }
        (lower, upper) = (min(low, 0), max(high, 0))
        if lower == upper { upper = 1 }
        let nice = numberTicks(lower: lower, upper: upper, desired: desiredTicks, extend: true)
        var scale = ChartScale(kind: .linear(lower: nice.lower, upper: nice.upper, isDate: false))
        scale.ticks = nice.ticks
        scale.applyExplicitTicks(explicitTicks)
        return scale
    }

    private static func band(_ categories: [String]) -> ChartScale {
        var scale = ChartScale(kind: .band(categories))
        // At most about 40 labels: every nth category beyond that.
        let stride = max(1, (categories.count + 39) / 40)
        scale.ticks = categories.enumerated().filter { $0.offset % stride == 0 }.map {
            ((Double($0.offset) + 0.5) / Double(categories.count), $0.element)
        }
        return scale
    }

    /// Ticks at the values an axis's marks name, where they fall within the scale.
    private mutating func applyExplicitTicks(_ values: [PlotValue]?) {
        guard let values else { return }
        let isDate: Bool
        if case .linear(_, _, let date) = kind { isDate = date } else { isDate = false }
        ticks = values.prefix(200).compactMap { value in
            guard let position = position(value), (-1e-9...1 + 1e-9).contains(position) else { return nil }
            let label =
                switch value {
                case .number(let number): ChartFormat.number(number, step: nil)
                case .date(let date): ChartFormat.date(date, unit: isDate ? .day : .day)
                case .category(let name): name
                }
            return (position, label)
        }
    }

    /// "Nice" ticks (1, 2, 2.5 or 5 times a power of ten apart) covering
    /// `lower...upper`, extended to whole steps when `extend`.
    static func numberTicks(
        lower: Double, upper: Double, desired: Int, extend: Bool
    ) -> (lower: Double, upper: Double, ticks: [(Double, String)]) {
        let span = upper - lower
        guard span > 0, span.isFinite, lower.isFinite, upper.isFinite else { return (0, 1, [(0, "0"), (1, "1")]) }
        let rough = span / Double(max(1, min(desired, 20)))
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let residual = rough / magnitude
        let step = (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10) * magnitude
        guard step > 0, step.isFinite else { return (lower, upper, []) }
        let niceLower = extend ? (lower / step).rounded(.down) * step : lower
        let niceUpper = extend ? (upper / step).rounded(.up) * step : upper
        var ticks: [(Double, String)] = []
        var index = (niceLower / step).rounded(.up)
        while ticks.count < 50 {
            let value = index * step
            if value > niceUpper + step * 1e-9 { break }
            let clean = abs(value) < step * 1e-9 ? 0 : value
            ticks.append(((clean - niceLower) / (niceUpper - niceLower), ChartFormat.number(clean, step: step)))
            index += 1
        }
        return (niceLower, niceUpper, ticks)
    }

    /// Ticks at whole hours, days, weeks, months or years across a span of dates.
    static func dateTicks(lower: Double, upper: Double) -> [(Double, String)] {
        let span = upper - lower
        guard span > 0, span.isFinite else { return [] }
        let calendar = Calendar.current
        let steps: [(Calendar.Component, Int, Double)] = [
            (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1_800),
            (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
            (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.weekOfYear, 2, 1_209_600),
            (.month, 1, 2_629_800), (.month, 3, 7_889_400), (.month, 6, 15_778_800),
            (.year, 1, 31_557_600), (.year, 2, 63_115_200), (.year, 5, 157_788_000), (.year, 10, 315_576_000),
            (.year, 100, 3_155_760_000),
        ]
        let step = steps.first { span / $0.2 <= 6 } ?? steps[steps.count - 1]
        guard span / step.2 <= 10_000 else { return [] }
        let start = Date(timeIntervalSinceReferenceDate: lower)
        let unitForStart: Calendar.Component = step.0 == .weekOfYear ? .day : step.0
        var tick = calendar.dateInterval(of: unitForStart, for: start)?.start ?? start
        var ticks: [(Double, String)] = []
        var guardCount = 0
        while ticks.count < 20, guardCount < 200 {
            guardCount += 1
            let value = tick.timeIntervalSinceReferenceDate
            if value > upper + 1e-6 { break }
            if value >= lower - 1e-6 {
                ticks.append(((value - lower) / span, ChartFormat.date(tick, unit: step.0)))
            }
            guard let next = calendar.date(byAdding: step.0, value: step.1, to: tick), next > tick else { break }
            tick = next
        }
        return ticks
    }
}

/// A scale's domain set with `chartXScale(domain:)` or `chartYScale(domain:)`.
enum ChartDomain {
    case range(Double, Double)
    case categories([String])
}

/// A domain a chart's scale can be given: a closed range of numbers or
/// dates, or an array of categories.
public protocol ScaleDomain {
    var _chartDomain: ChartDomainBox? { get }
}

/// A resolved domain, as `ScaleDomain` gives it.
public struct ChartDomainBox {
    let domain: ChartDomain
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _chartDomain: ChartDomainBox? {
        guard let lower = PlotValue.of(lowerBound)?.linear, let upper = PlotValue.of(upperBound)?.linear else {
            return nil
        }
        return ChartDomainBox(domain: .range(lower, upper))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _chartDomain: ChartDomainBox? {
        guard let lower = PlotValue.of(lowerBound)?.linear, let upper = PlotValue.of(upperBound)?.linear else {
            return nil
        }
        return ChartDomainBox(domain: .range(lower, upper))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _chartDomain: ChartDomainBox? {
        let values = compactMap { PlotValue.of($0) }
        if values.contains(where: { if case .category = $0 { true } else { false } }) {
            return ChartDomainBox(domain: .categories(values.map(\.name)))
        }
        let numbers = values.compactMap(\.linear)
        guard let lower = numbers.min(), let upper = numbers.max() else { return nil }
        return ChartDomainBox(domain: .range(lower, upper))
    }
}

/// The automatic domain.
public struct AutomaticScaleDomain: ScaleDomain {
    public var _chartDomain: ChartDomainBox? { nil }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain()
    }
}

/// How axis labels read numbers and dates (en_US, as previews are).
enum ChartFormat {
    /// `value` with as many decimals as `step` needs, and thousands separated.
    static func number(_ value: Double, step: Double? = nil) -> String {
        guard value.isFinite else { return "" }
        var decimals = 0
        if let step, step > 0, step.isFinite {
            var scaled = step
            while decimals < 6, abs(scaled - scaled.rounded()) > 1e-6 * max(1, abs(scaled)) {
                scaled *= 10
                decimals += 1
            }
        } else if value != value.rounded() {
            decimals = 2
            while decimals > 0,
                abs(value * pow(10, Double(decimals - 1)) - (value * pow(10, Double(decimals - 1))).rounded()) < 1e-9
            { decimals -= 1 }
        }
        guard abs(value) < 1e15 else { return String(format: "%.3g", value) }
        let text = String(format: "%.\(decimals)f", abs(value))
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole = String(whole.dropLast(3))
        }
        grouped = whole + grouped
        let sign = value < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "-" : ""
        return sign + grouped + (parts.count > 1 ? "." + parts[1] : "")
    }

    /// `date` as an axis shows it at ticks `unit` apart.
    static func date(_ date: Date, unit: Calendar.Component) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = Calendar.current.timeZone
        formatter.dateFormat =
            switch unit {
            case .second, .minute: "h:mm"
            case .hour: "h a"
            case .day, .weekOfYear, .weekday, .weekOfMonth: "MMM d"
            case .month: "MMM"
            default: "yyyy"
            }
        return formatter.string(from: date)
    }
}
