import Foundation
import SwiftUI

// The chart modifiers (`chartXAxis`, `chartLegend`, `chartXScale`,
// `chartPlotStyle`, …), the configuration they set through the
// environment, and the types their arguments take.

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

/// The chart's plot area, given to `chartPlotStyle`'s closure to restyle.
nonisolated public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}

nonisolated extension View {
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
