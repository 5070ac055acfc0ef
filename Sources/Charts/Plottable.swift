import Foundation
import SwiftUI

/// A value a chart can place along an axis: numbers, strings (categories)
/// and dates, or a type that stands for one of them (an enum with a
/// string raw value).
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    /// The number, string or date this value is plotted as.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive one stands for, or nil.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A primitive plottable type: it is plotted as itself.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {
    var plotted: PlotValue { get }
}

extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Int: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension Int8: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension Int16: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension Int32: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension Int64: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension UInt: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension UInt8: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension UInt16: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension UInt32: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension UInt64: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension Double: _PrimitivePlottable { public var plotted: PlotValue { .number(self) } }
extension Float: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension CGFloat: _PrimitivePlottable { public var plotted: PlotValue { .number(Double(self)) } }
extension Decimal: _PrimitivePlottable {
    public var plotted: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
extension String: _PrimitivePlottable { public var plotted: PlotValue { .category(self) } }
extension Substring: _PrimitivePlottable { public var plotted: PlotValue { .category(String(self)) } }
extension Date: _PrimitivePlottable { public var plotted: PlotValue { .date(self) } }

/// What a plottable value is placed as: a number, a category or a date.
public enum PlotValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The value of any plottable, through its primitive form.
    static func of<P: Plottable>(_ value: P, depth: Int = 0) -> PlotValue? {
        if let primitive = value as? any _PrimitivePlottable { return primitive.plotted }
        guard depth < 8 else { return nil }
        return of(value.primitivePlottable, depth: depth + 1)
    }

    /// The value as a legend or axis names it.
    var name: String {
        switch self {
        case .number(let number): ChartFormat.number(number)
        case .category(let string): string
        case .date(let date): ChartFormat.date(date, unit: .day)
        }
    }

    /// The number this value is placed at on a linear scale, or nil.
    var linear: Double? {
        switch self {
        case .number(let number): number.isFinite ? number : nil
        case .date(let date): date.timeIntervalSinceReferenceDate.isFinite ? date.timeIntervalSinceReferenceDate : nil
        case .category: nil
        }
    }
}

/// A value with its label, as a mark's x, y or angle: `.value("Sales", 120)`.
public struct PlottableValue<Value: Plottable> {
    let field: PlotField?

    /// `value`, labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(field: PlotValue.of(value).map { PlotField(label: String(label), value: $0) })
    }

    /// `value`, labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(field: PlotValue.of(value).map { PlotField(label: "", value: $0) })
    }

    /// `value`, labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(field: PlotValue.of(value).map { PlotField(label: "", value: $0) })
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the interval of `unit` it starts (a bar spans it).
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(field: PlotField(label: String(label), value: .date(value), unit: unit, calendar: calendar))
    }

    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(field: PlotField(label: "", value: .date(value), unit: unit, calendar: calendar))
    }
}

/// A resolved value with its label and, for dates, the unit it spans.
struct PlotField {
    var label: String
    var value: PlotValue
    var unit: Calendar.Component? = nil
    var calendar: Calendar? = nil

    /// The end of the unit a date stands for, or nil.
    var unitEnd: PlotValue? {
        guard case .date(let date) = value, let unit else { return nil }
        let calendar = calendar ?? .current
        return calendar.date(byAdding: unit, value: 1, to: date).map { .date($0) }
    }
}

/// A mark's width or height: automatic, in points, or a ratio of its band.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind

    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}

/// How bars and areas sharing a position combine.
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    public static let standard = MarkStackingMethod(kind: .standard)
    public static let normalized = MarkStackingMethod(kind: .normalized)
    public static let center = MarkStackingMethod(kind: .center)
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or an area passes through its points.
public struct InterpolationMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd }
    let kind: Kind
    public static let linear = InterpolationMethod(kind: .linear)
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// The symbols a point or a line's points are drawn with.
public struct BasicChartSymbolShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable, CaseIterable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }
    let kind: Kind
    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The symbols series take in turn, as Swift Charts assigns them.
    static let sequence: [Kind] = [.circle, .square, .triangle, .diamond, .pentagon]
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
