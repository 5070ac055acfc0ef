import Foundation
import SwiftUI

/// What `chartXAxis`, `chartYAxis`, `chartLegend`, the scales and the plot
/// style set for the charts inside, through the environment.
struct ChartConfiguration {
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var legend: Visibility = .automatic
    var legendOnTop = false
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    var xLabel: Text?
    var yLabel: Text?
    var styleScale: [String: any ShapeStyle] = [:]
    var plotStyle: ((ChartPlotContent) -> AnyView)?
}

/// One axis's visibility and marks.
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    var marks: AxisMarks?
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

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

/// The chart's plot area, given to `chartPlotStyle`'s closure to restyle.
public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}

/// Where the legend goes.
public struct AnnotationOverflowResolution: Sendable {
    public static let automatic = AnnotationOverflowResolution()
}

extension View {
    private func chart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides the charts' x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chart { $0.xAxis.visibility = visibility }
    }

    /// The charts' x axis marks.
    public func chartXAxis(@AxisContentBuilder content: () -> AxisMarks) -> some View {
        let marks = content()
        return chart {
            $0.xAxis.marks = marks; if marks.hidden { $0.xAxis.visibility = .hidden }
        }
    }

    /// Shows or hides the charts' y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chart { $0.yAxis.visibility = visibility }
    }

    /// The charts' y axis marks.
    public func chartYAxis(@AxisContentBuilder content: () -> AxisMarks) -> some View {
        let marks = content()
        return chart {
            $0.yAxis.marks = marks; if marks.hidden { $0.yAxis.visibility = .hidden }
        }
    }

    /// Shows or hides the charts' legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chart { $0.legend = visibility }
    }

    /// Where the charts' legend goes (top or bottom); its own content is
    /// replaced by the default legend.
    public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        chart { $0.legendOnTop = position == .top }
    }

    /// Where the charts' legend goes (top or bottom).
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chart { $0.legendOnTop = position == .top }
    }

    /// The x scale's domain: a range of numbers or dates, or the categories in order.
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let domain = domain._chartDomain?.domain
        return chart { $0.xDomain = domain }
    }

    /// The y scale's domain: a range of numbers or dates, or the categories in order.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let domain = domain._chartDomain?.domain
        return chart { $0.yDomain = domain }
    }

    /// The x scale's range in the plot: a no-op.
    public func chartXScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View { self }

    /// The y scale's range in the plot: a no-op.
    public func chartYScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View { self }

    /// The colour of each series named by `foregroundStyle(by:)`.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        var styles: [String: any ShapeStyle] = [:]
        for (key, style) in mapping { if let name = PlotValue.of(key)?.name { styles[name] = style } }
        return chart { $0.styleScale = styles }
    }

    /// The colour of each series named by `foregroundStyle(by:)`.
    public func chartForegroundStyleScale<D: Plottable & Hashable, S: ShapeStyle>(_ mapping: [D: S]) -> some View {
        var styles: [String: any ShapeStyle] = [:]
        for (key, style) in mapping { if let name = PlotValue.of(key)?.name { styles[name] = style } }
        return chart { $0.styleScale = styles }
    }

    /// The series' colours, in the order the series appear.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        var styles: [String: any ShapeStyle] = [:]
        for (key, style) in zip(domain, range) { if let name = PlotValue.of(key)?.name { styles[name] = style } }
        return chart { $0.styleScale = styles }
    }

    /// Restyles the plot area: the closure's view (a background, a frame,
    /// a border around `plotArea`) is drawn as the plot.
    public func chartPlotStyle<Content: View>(
        @ViewBuilder content: @escaping (ChartPlotContent) -> Content
    ) -> some View {
        chart { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// A title for the x axis.
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        let text = Text(label)
        return chart { $0.xLabel = text }
    }

    /// A title for the x axis.
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        let text = Text(String(label))
        return chart { $0.xLabel = text }
    }

    /// A title for the y axis.
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        let text = Text(label)
        return chart { $0.yLabel = text }
    }

    /// A title for the y axis.
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        let text = Text(String(label))
        return chart { $0.yLabel = text }
    }

    /// Selection of an x value by touch: a no-op, a render selects nothing.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selection of a y value by touch: a no-op.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selection of a sector's angle by touch: a no-op.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Scrolling the plot: a no-op, the whole domain is drawn.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

    /// The visible length of a scrolling plot: a no-op.
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }

    /// The chart's background: a no-op; use `chartPlotStyle`.
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View { self }

    /// An overlay over the chart given its proxy: a no-op.
    public func chartOverlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View { self }
}

/// A scale's type: Galley's scales are linear (or bands, for categories).
public struct ScaleType: Sendable {
    public static let automatic = ScaleType()
    public static let linear = ScaleType()
    public static let log = ScaleType()
    public static let date = ScaleType()
    public static let category = ScaleType()
}

/// Positions in a chart, given to `chartOverlay`: Galley calls no such closure.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}
