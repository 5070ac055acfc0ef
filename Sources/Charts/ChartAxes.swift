import Foundation
import SwiftUI

/// An axis's content: marks built with `AxisMarks`.
public protocol AxisContent {}

/// Builds an axis's content.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildBlock() -> AxisMarks { AxisMarks(hidden: true) }
    public static func buildBlock(_ marks: AxisMarks) -> AxisMarks { marks }
    public static func buildBlock(_ marks: AxisMarks...) -> AxisMarks { marks.first ?? AxisMarks(hidden: true) }
    public static func buildExpression(_ marks: AxisMarks) -> AxisMarks { marks }
    public static func buildOptional(_ marks: AxisMarks?) -> AxisMarks { marks ?? AxisMarks(hidden: true) }
    public static func buildEither(first marks: AxisMarks) -> AxisMarks { marks }
    public static func buildEither(second marks: AxisMarks) -> AxisMarks { marks }
}

/// An axis's ticks, grid lines and labels: where they are and which values
/// they mark. Galley draws the default grid lines and labels whatever the
/// marks' content says; its position and values are honoured.
public struct AxisMarks: AxisContent {
    var position: AxisMarkPosition = .automatic
    var values: AxisMarkValues = .automatic
    var hidden = false

    init(hidden: Bool) { self.hidden = hidden }

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {
        (self.position, self.values) = (position, values)
    }

    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        (self.position, self.values) = (position, values)
    }
}

/// Where an axis's labels go.
public struct AxisMarkPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// A preset look for axis marks.
public struct AxisMarkPreset: Sendable {
    public static let automatic = AxisMarkPreset()
    public static let extended = AxisMarkPreset()
    public static let aligned = AxisMarkPreset()
    public static let inset = AxisMarkPreset()
}

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind { case automatic(Int?), values([PlotValue]), stride }
    let kind: Kind
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(nil)) }
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .stride)
    }
    public static func stride<S: BinaryFloatingPoint>(
        by step: S, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .stride)
    }
    /// Marks at exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(kind: .values(values.compactMap { PlotValue.of($0) }))
    }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) {
        kind = .values(elements.map { .number($0) })
    }
}

/// A value an axis mark stands for, given to its content.
public struct AxisValue {
    let value: PlotValue?
    /// The mark's place among the axis's marks.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as `type`, or nil.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .number(let number):
            if let value = number as? P { return value }
            if P.self == Int.self, number.isFinite, abs(number) < 1e18 { return Int(number) as? P }
            if P.self == Float.self { return Float(number) as? P }
            if P.self == CGFloat.self { return CGFloat(number) as? P }
            return nil
        case .category(let string): return string as? P
        case .date(let date): return date as? P
        case nil: return nil
        }
    }
}

/// A part of an axis mark: a grid line, a tick or a label.
public protocol AxisMark {}

/// Builds an axis mark's parts.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildBlock() -> AxisMarkParts { AxisMarkParts() }
    public static func buildBlock(_ parts: any AxisMark...) -> AxisMarkParts { AxisMarkParts() }
    public static func buildExpression(_ part: any AxisMark) -> any AxisMark { part }
    public static func buildOptional(_ part: AxisMarkParts?) -> AxisMarkParts { AxisMarkParts() }
    public static func buildEither(first part: AxisMarkParts) -> AxisMarkParts { part }
    public static func buildEither(second part: AxisMarkParts) -> AxisMarkParts { part }
}

/// An axis mark's parts, as `AxisMarkBuilder` builds them.
public struct AxisMarkParts: AxisMark {}

/// A grid line at an axis mark.
public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self }
}

/// A tick at an axis mark.
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}

/// A label at an axis mark.
public struct AxisValueLabel: AxisMark {
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {}
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {}
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public init<S: StringProtocol>(_ label: S) {}
    public func font(_ font: Font?) -> AxisValueLabel { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
}

/// How overlapping axis labels are resolved.
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let greedy = AxisValueLabelCollisionResolution()
    public static let truncate = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        .greedy
    }
}

/// Which way axis labels read.
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

/// Where the legend goes.
public struct AnnotationOverflowResolution: Sendable {
    public static let automatic = AnnotationOverflowResolution()
}
