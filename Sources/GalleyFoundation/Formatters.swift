import Foundation

// Formatters Apple's Foundation has and Linux's lacks (ListFormatter) or
// declares unavailable (MeasurementFormatter). Declared in the SwiftUI
// module, which imports Foundation, they shadow Foundation's names in a
// file that imports SwiftUI: `MeasurementFormatter()` there is this one.
// Output is en_US's, as previews are.

/// Joins items as a sentence does: "a, b, and c".
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale! = Locale(identifier: "en_US")
    open var itemFormatter: Formatter?

    /// `strings` joined with commas and "and" (the serial comma before it).
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: ""
        case 1: strings[0]
        case 2: "\(strings[0]) and \(strings[1])"
        default: strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// The items (strings, or formatted by `itemFormatter`) joined.
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item -> String in
            if let itemFormatter, let string = itemFormatter.string(for: item) { return string }
            return item as? String ?? "\(item)"
        }
        return Self.localizedString(byJoining: strings)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap { string(from: $0) }
    }
}

/// Writes measurements with their units' symbols: "5 km", "3.5 kg", "21°C".
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Whether the unit is given as written (Galley's output is always in the given unit).
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1)
        public static let naturalScale = UnitOptions(rawValue: 2)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    open var unitOptions: UnitOptions = []
    /// How long the unit's name is: `.medium` (the default) writes symbols.
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = Locale(identifier: "en_US")
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    /// `measurement` in its own unit: the number, then the unit (its
    /// symbol, or its name with `.long`).
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let number = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        if measurement.unit is UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
        return string(number: number, value: measurement.value, unit: measurement.unit)
    }

    /// The unit alone, as `unitStyle` writes it.
    open func string(from unit: Unit) -> String {
        unitStyle == .long ? Self.longName(unit, plural: true) : unit.symbol
    }

    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }

    private func string(number: String, value: Double, unit: Unit) -> String {
        switch unitStyle {
        case .long: return "\(number) \(Self.longName(unit, plural: value != 1))"
        case .short where unit is UnitTemperature || unit.symbol == "%": return number + unit.symbol
        case .short: return number + unit.symbol
        default:
            if unit is UnitTemperature || unit.symbol == "%" || unit.symbol == "°" { return number + unit.symbol }
            return "\(number) \(unit.symbol)"
        }
    }

    /// English names for common units, else the symbol.
    private static func longName(_ unit: Unit, plural: Bool) -> String {
        let names: [String: String] = [
            "km": "kilometer", "m": "meter", "cm": "centimeter", "mm": "millimeter", "mi": "mile", "ft": "foot",
            "in": "inch", "yd": "yard",
            "kg": "kilogram", "g": "gram", "lb": "pound", "oz": "ounce", "L": "liter", "mL": "milliliter",
            "s": "second", "min": "minute", "hr": "hour", "km/h": "kilometer per hour", "mph": "mile per hour",
            "°C": "degree Celsius", "°F": "degree Fahrenheit", "kcal": "kilocalorie", "kWh": "kilowatt-hour",
        ]
        guard let name = names[unit.symbol] else { return unit.symbol }
        guard plural else { return name }
        if name == "foot" { return "feet" }
        if name == "inch" { return "inches" }
        if name.hasPrefix("degree") { return name.replacingOccurrences(of: "degree", with: "degrees") }
        if name.contains(" per ") { return name.replacingOccurrences(of: " per ", with: "s per ") }
        return name + "s"
    }
}
