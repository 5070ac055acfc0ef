import Foundation
import SwiftUI

/// One mark as the chart draws it: its kind, values and style.
struct ChartMark {
    enum Kind { case bar, line, point, area, rule, rectangle, sector }
    var kind: Kind
    var x: PlotField?
    var y: PlotField?
    var xStart: PlotField?
    var xEnd: PlotField?
    var yStart: PlotField?
    var yEnd: PlotField?
    var angle: Double?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var series: String?
    var style: (any ShapeStyle)?
    var styleKey: String?
    var symbolKey: String?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var positionKey: String?
    var annotations: [ChartAnnotation] = []

    init(kind: Kind) { self.kind = kind }
}

/// A view placed beside a mark.
struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// A mark: a primitive chart content adding itself.
protocol ChartMarkContent: ChartContent, PrimitiveChartContent where Body == Never {
    var mark: ChartMark { get }
}

extension ChartMarkContent {
    public var body: Never { fatalError("\(Self.self) has no body") }
    func collect(into marks: inout ChartMarks) { marks.add(mark) }
}

/// A bar: from zero (or the bars below it) to a value, or between two values.
public struct BarMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .bar)
        (mark.x, mark.y, mark.width, mark.height, mark.stacking) = (x.field, y.field, width, height, stacking)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .bar)
        (mark.xStart, mark.xEnd, mark.y, mark.height) = (xStart.field, xEnd.field, y.field, height)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .bar)
        (mark.x, mark.yStart, mark.yEnd, mark.width) = (x.field, yStart.field, yEnd.field, width)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        var mark = ChartMark(kind: .bar)
        (mark.xStart, mark.xEnd, mark.yStart, mark.yEnd) = (xStart.field, xEnd.field, yStart.field, yEnd.field)
        self.mark = mark
    }

    /// A single bar along x (its length the value).
    public init<X: Plottable>(
        x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .bar)
        (mark.x, mark.width, mark.stacking) = (x.field, width, stacking)
        self.mark = mark
    }

    /// A single bar along y.
    public init<Y: Plottable>(
        y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .bar)
        (mark.y, mark.height, mark.stacking) = (y.field, height, stacking)
        self.mark = mark
    }
}

/// A point of a line joining the marks of its series.
public struct LineMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(kind: .line)
        (mark.x, mark.y) = (x.field, y.field)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        var mark = ChartMark(kind: .line)
        (mark.x, mark.y, mark.series) = (x.field, y.field, series.field?.value.name)
        self.mark = mark
    }
}

/// A symbol at a point.
public struct PointMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(kind: .point)
        (mark.x, mark.y) = (x.field, y.field)
        self.mark = mark
    }

    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = ChartMark(kind: .point)
        mark.x = x.field
        self.mark = mark
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = ChartMark(kind: .point)
        mark.y = y.field
        self.mark = mark
    }
}

/// A point of an area filled from zero (or the areas below it) up to the
/// value, or between two values.
public struct AreaMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .area)
        (mark.x, mark.y, mark.stacking) = (x.field, y.field, stacking)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .area)
        (mark.x, mark.y, mark.series, mark.stacking) = (x.field, y.field, series.field?.value.name, stacking)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(kind: .area)
        (mark.x, mark.yStart, mark.yEnd) = (x.field, yStart.field, yEnd.field)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(kind: .area)
        (mark.xStart, mark.xEnd, mark.y) = (xStart.field, xEnd.field, y.field)
        self.mark = mark
    }
}

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = ChartMark(kind: .rule)
        mark.x = x.field
        self.mark = mark
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = ChartMark(kind: .rule)
        mark.y = y.field
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil
    ) {
        var mark = ChartMark(kind: .rule)
        (mark.x, mark.yStart, mark.yEnd) = (x.field, yStart?.field, yEnd?.field)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>
    ) {
        var mark = ChartMark(kind: .rule)
        (mark.xStart, mark.xEnd, mark.y) = (xStart?.field, xEnd?.field, y.field)
        self.mark = mark
    }
}

/// A rectangle at a point, or spanning two ranges.
public struct RectangleMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .rectangle)
        (mark.x, mark.y, mark.width, mark.height) = (x.field, y.field, width, height)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        var mark = ChartMark(kind: .rectangle)
        (mark.xStart, mark.xEnd, mark.yStart, mark.yEnd) = (xStart.field, xEnd.field, yStart.field, yEnd.field)
        self.mark = mark
    }
}

/// A slice of a pie or a donut, its angle the share of its value in the total.
public struct SectorMark: ChartMarkContent {
    let mark: ChartMark

    public init<A: Plottable>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = ChartMark(kind: .sector)
        mark.angle = angle.field?.value.linear
        (mark.innerRadius, mark.outerRadius, mark.angularInset) = (innerRadius, outerRadius, angularInset ?? 0)
        self.mark = mark
    }
}

// MARK: - Modifiers

extension ChartContent {
    func changed(_ change: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// The marks' colour or gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        changed { $0.style = style }
    }

    /// Colours the marks by a value: each distinct value a series with
    /// its own colour from the palette, named in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.field?.value.name
        return changed { $0.styleKey = key }
    }

    /// Gives each distinct value its own symbol.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.field?.value.name
        return changed { $0.symbolKey = key }
    }

    /// Draws points (and a line's points) with `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        changed { $0.symbol = symbol }
    }

    /// Draws points with a view: Galley draws the default symbol.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        changed { $0.symbol = $0.symbol ?? .circle }
    }

    /// The symbols' area in square points (Swift Charts' measure).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        changed { $0.symbolSize = size }
    }

    /// The symbols' size: width and height in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        changed { $0.symbolSize = size.width * size.height }
    }

    /// Sizes symbols by a value: a no-op, every symbol is the default size.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }

    /// How a line or an area passes through its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        changed { $0.interpolation = method }
    }

    /// A line's (or a rule's) stroke.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        changed { $0.lineStyle = style }
    }

    /// Rounds a bar's or a rectangle's corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        changed { $0.cornerRadius = radius.isFinite ? max(0, radius) : 0 }
    }

    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent {
        changed { $0.opacity *= opacity.isFinite ? min(1, max(0, opacity)) : 1 }
    }

    /// Places bars sharing a position side by side, one per value, rather
    /// than stacked.
    public func position<P: Plottable>(
        by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        let key = value.field?.value.name
        return changed { $0.positionKey = key }
    }

    /// A view beside each mark.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = ChartAnnotation(
            position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return changed { $0.annotations.append(annotation) }
    }

    /// A view beside each mark, given where it is: Galley's context is
    /// always the automatic one.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: (AnnotationContext) -> C
    ) -> some ChartContent {
        let annotation = ChartAnnotation(
            position: position, alignment: alignment, spacing: spacing, content: AnyView(content(AnnotationContext())))
        return changed { $0.annotations.append(annotation) }
    }

    /// Offsets the marks: a no-op.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    /// Blurs the marks: a no-op.
    public func blur(radius: CGFloat) -> some ChartContent { self }

    /// The marks' z order: a no-op, marks draw in order.
    public func zIndex(_ value: Double) -> some ChartContent { self }

    /// The marks' accessibility label: a no-op.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }

    /// The marks' accessibility label: a no-op.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }

    /// The marks' accessibility value: a no-op.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }

    /// The marks' accessibility value: a no-op.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }

    /// Hides the marks from accessibility: a no-op.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

/// Where an annotation is drawn, given to its content.
public struct AnnotationContext: Sendable {
    /// The annotated mark's size: Galley does not know it when it makes the annotation.
    public var targetSize: CGSize = .zero
}
