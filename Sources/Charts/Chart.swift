import Foundation
import SwiftUI

/// A chart: marks placed on scales computed from their values, with grid
/// lines, axis labels (y on the trailing side, x below) and, when marks
/// are coloured by a value, a legend below.
///
/// Like a shape, a chart takes the size it is offered; unproposed, it is
/// 300 × 200 points.
nonisolated public struct Chart<Content: ChartContent>: View {
    let marks: [ChartMark]

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        var marks = ChartMarks()
        marks.collect(content())
        self.marks = marks.marks
    }

    /// A chart with the marks `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    )
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.init { ForEach(data, content: content) }
    }

    /// A chart with the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    )
    where Content == ForEach<Data, ID, C> {
        self.init { ForEach(data, id: id, content: content) }
    }

    // Nonisolated: evaluated during layout; it calls no closure of the caller's.
    nonisolated public var body: some View {
        ChartModel(marks: marks, configuration: EnvironmentValues.current?.chartConfiguration ?? ChartConfiguration())
            .view
    }
}

/// The default size of a chart offered no size.
let defaultChartSize = CGSize(width: 300, height: 200)

/// Series colours, in the order Swift Charts assigns them.
let chartPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

/// A chart's marks resolved against its scales, as views.
struct ChartModel {
    var x: ChartScale
    var y: ChartScale
    var layers: [AnyView] = []
    var legend: [(name: String, style: any ShapeStyle, symbol: BasicChartSymbolShape.Kind)] = []
    var annotations: [(point: CGPoint, annotation: ChartAnnotation)] = []
    var isPolar: Bool
    var barXPositions: [Double] = []
    var barYPositions: [Double] = []
    let configuration: ChartConfiguration

    init(marks input: [ChartMark], configuration: ChartConfiguration) {
        self.configuration = configuration
        var marks = input
        isPolar = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }

        // Series: colours and symbols in order of appearance.
        var styleKeys: [String] = [], symbolKeys: [String] = [], positionKeys: [String] = []
        for mark in marks {
            if let key = mark.styleKey, !styleKeys.contains(key), styleKeys.count < 100 { styleKeys.append(key) }
            if let key = mark.symbolKey, !symbolKeys.contains(key), symbolKeys.count < 100 { symbolKeys.append(key) }
            if let key = mark.positionKey, !positionKeys.contains(key), positionKeys.count < 100 {
                positionKeys.append(key)
            }
        }
        func style(of mark: ChartMark) -> any ShapeStyle {
            if let style = mark.style { return style }
            if let key = mark.styleKey, let index = styleKeys.firstIndex(of: key) {
                return configuration.styleScale[key] ?? chartPalette[index % chartPalette.count]
            }
            return Color.blue
        }
        func symbol(of mark: ChartMark) -> BasicChartSymbolShape.Kind {
            if let symbol = mark.symbol { return symbol.kind }
            if let key = mark.symbolKey, let index = symbolKeys.firstIndex(of: key) {
                return BasicChartSymbolShape.sequence[index % BasicChartSymbolShape.sequence.count]
            }
            return .circle
        }

        // Bars and areas: which axis holds the value, and stacking.
        for index in marks.indices where marks[index].kind == .bar || marks[index].kind == .area {
            Self.orient(&marks[index])
        }
        Self.stack(&marks)

        // Scales.
        var xValues: [PlotValue] = [], yValues: [PlotValue] = []
        for mark in marks where mark.kind != .sector {
            for field in [mark.x, mark.xStart, mark.xEnd] {
                if let field { xValues.append(field.value); if let end = field.unitEnd { xValues.append(end) } }
            }
            for field in [mark.y, mark.yStart, mark.yEnd] {
                if let field { yValues.append(field.value); if let end = field.unitEnd { yValues.append(end) } }
            }
        }
        func explicit(_ axis: AxisConfiguration) -> (Int, [PlotValue]?) {
            switch axis.marks?.values.kind {
            case .automatic(let count)?: (count ?? 5, nil)
            case .values(let values)?: (5, values)
            default: (5, nil)
            }
        }
        let (xCount, xTicks) = explicit(configuration.xAxis), (yCount, yTicks) = explicit(configuration.yAxis)
        x = ChartScale.make(values: xValues, domain: configuration.xDomain, desiredTicks: xCount, explicitTicks: xTicks)
        y = ChartScale.make(values: yValues, domain: configuration.yDomain, desiredTicks: yCount, explicitTicks: yTicks)

        var barX = Set<Double>(), barY = Set<Double>()
        for mark in marks where mark.kind == .bar && barX.count < 5_000 {
            if let value = mark.x, let position = x.position(value.value) { barX.insert(position) }
            if let value = mark.y, let position = y.position(value.value) { barY.insert(position) }
        }
        (barXPositions, barYPositions) = (Array(barX), Array(barY))

        // Layers: consecutive marks of one kind and style share a shape.
        var lineGroups: [String: Int] = [:]
        var lines: [(mark: ChartMark, points: [CGPoint])] = []
        var areaGroups: [String: Int] = [:]
        var areas: [(mark: ChartMark, top: [CGPoint], bottom: [CGPoint])] = []
        var pending: (key: String, mark: ChartMark, geometry: [PlotRect], symbols: [CGPoint], segments: [PlotSegment])?
        var slots: [Slot] = []
        func flush() {
            guard let group = pending else { return }
            pending = nil
            let mark = group.mark, paint = style(of: mark)
            if !group.geometry.isEmpty {
                slots.append(.view(PlotShape(geometry: .rects(group.geometry)).filled(paint, opacity: mark.opacity)))
            }
            if !group.symbols.isEmpty {
                let diameter = Self.symbolDiameter(mark)
                slots.append(
                    .view(
                        PlotShape(geometry: .symbols(group.symbols, symbol(of: mark), diameter: diameter)).filled(
                            paint, opacity: mark.opacity)))
            }
            if !group.segments.isEmpty {
                slots.append(
                    .view(
                        PlotShape(geometry: .segments(group.segments)).stroked(
                            paint, style: mark.lineStyle ?? StrokeStyle(lineWidth: 1), opacity: mark.opacity)))
            }
        }
        func styleToken(_ mark: ChartMark) -> String {
            let style = mark.style.map { String(describing: $0) } ?? ""
            return "\(mark.styleKey ?? "")|\(style)|\(mark.symbolKey ?? "")|\(mark.opacity)"
        }
        func add(_ mark: ChartMark, rect: PlotRect? = nil, symbol: CGPoint? = nil, segment: PlotSegment? = nil) {
            let key = "\(mark.kind)|" + styleToken(mark)
            if pending?.key != key {
                flush()
                pending = (key, mark, [], [], [])
            }
            if let rect { pending?.geometry.append(rect) }
            if let symbol { pending?.symbols.append(symbol) }
            if let segment { pending?.segments.append(segment) }
        }

        let sectorTotal = marks.filter { $0.kind == .sector }.compactMap(\.angle).filter { $0 > 0 }.reduce(0, +)
        var sectorStart = -Double.pi / 2
        var annotations: [(CGPoint, ChartAnnotation)] = []
        for mark in marks {
            var anchor: CGPoint?
            switch mark.kind {
            case .bar, .rectangle:
                guard let rect = barRect(mark, positionKeys: positionKeys) else { continue }
                add(mark, rect: rect)
                anchor = CGPoint(x: (rect.x.lower + rect.x.upper) / 2, y: max(rect.y.lower, rect.y.upper))
            case .point:
                guard let point = point(mark) else { continue }
                add(mark, symbol: point)
                anchor = point
            case .rule:
                guard let segment = segment(mark) else { continue }
                add(mark, segment: segment)
                anchor = segment.to
            case .line:
                guard let point = point(mark) else { continue }
                let key = "\(mark.series ?? "")|" + styleToken(mark)
                if let index = lineGroups[key] {
                    lines[index].points.append(point)
                } else {
                    flush()
                    lineGroups[key] = lines.count
                    slots.append(.line(lines.count))
                    lines.append((mark, [point]))
                }
                anchor = point
            case .area:
                guard let xValue = mark.x?.value, let px = x.position(xValue),
                    let top = (mark.yEnd ?? mark.y).flatMap({ y.position($0.value) })
                else { continue }
                let bottom = mark.yStart.flatMap { y.position($0.value) } ?? y.position(.number(0)) ?? 0
                let key = "\(mark.series ?? "")|" + styleToken(mark)
                if let index = areaGroups[key] {
                    areas[index].top.append(CGPoint(x: px, y: top))
                    areas[index].bottom.append(CGPoint(x: px, y: bottom))
                } else {
                    flush()
                    areaGroups[key] = areas.count
                    slots.append(.area(areas.count))
                    areas.append((mark, [CGPoint(x: px, y: top)], [CGPoint(x: px, y: bottom)]))
                }
                anchor = CGPoint(x: px, y: top)
            case .sector:
                guard let angle = mark.angle, angle > 0, sectorTotal > 0 else { continue }
                flush()
                let end = sectorStart + angle / sectorTotal * 2 * .pi
                let shape = PlotShape(
                    geometry: .sector(
                        start: sectorStart, end: end, inner: mark.innerRadius, outer: mark.outerRadius,
                        inset: mark.angularInset))
                slots.append(.view(shape.filled(style(of: mark), opacity: mark.opacity)))
                let middle = (sectorStart + end) / 2
                anchor = CGPoint(x: 0.5 + 0.35 * cos(middle), y: 0.5 - 0.35 * sin(middle))
                sectorStart = end
            }
            if let anchor, annotations.count < 200 {
                for annotation in mark.annotations { annotations.append((anchor, annotation)) }
            }
        }
        flush()

        // Lines and areas go where their first mark was, drawn whole.
        let lineViews = lines.map { line -> AnyView in
            let paint = style(of: line.mark)
            let stroke = line.mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
            let path = PlotShape(geometry: .line(line.points, line.mark.interpolation.kind)).stroked(
                paint, style: stroke, opacity: line.mark.opacity)
            guard line.mark.symbolKey != nil || line.mark.symbol != nil else { return path }
            let symbols = PlotShape(
                geometry: .symbols(line.points, symbol(of: line.mark), diameter: Self.symbolDiameter(line.mark))
            ).filled(paint, opacity: line.mark.opacity)
            return AnyView(
                ZStack {
                    path; symbols
                })
        }
        let areaViews = areas.map { area in
            PlotShape(geometry: .area(top: area.top, bottom: area.bottom, area.mark.interpolation.kind)).filled(
                style(of: area.mark), opacity: area.mark.opacity)
        }
        self.layers = slots.map { slot in
            switch slot {
            case .view(let view): view
            case .line(let index): lineViews[index]
            case .area(let index): areaViews[index]
            }
        }
        self.annotations = annotations.map { (point: $0.0, annotation: $0.1) }

        if configuration.legend != .hidden {
            legend = styleKeys.prefix(50).map { key in
                let mark = marks.first { $0.styleKey == key }
                return (
                    key, configuration.styleScale[key] ?? mark.map(style(of:)) ?? Color.blue,
                    mark.map(symbol(of:)) ?? .circle
                )
            }
        }
    }

    /// A layer of the plot: a view, or the line or area of that index.
    enum Slot {
        case view(AnyView)
        case line(Int)
        case area(Int)
    }
}
