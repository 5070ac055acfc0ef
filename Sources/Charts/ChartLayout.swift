import Foundation
import SwiftUI

/// What a chart's subview is to its layout.
enum ChartRole: LayoutValueKey {
    enum Role {
        case plot
        /// An axis label at a fraction of the axis.
        case xLabel(Double)
        case yLabel(Double)
        case legend
        case xTitle
        case yTitle
        /// A mark's annotation at a point of the plot (fractions, y up).
        case annotation(CGPoint, AnnotationPosition.Kind, CGFloat)
    }
    static let defaultValue = Role.plot
}

/// Places a chart's plot, axis labels, titles, legend and annotations:
/// the labels take the room they need (y's beside the plot, x's below),
/// the plot the rest. A plain `Layout`, as a custom one could be written.
nonisolated struct ChartLayout: Layout {
    /// The y labels' side: trailing, as Swift Charts draws them, or leading.
    var yLabelsLeading = false
    var legendOnTop = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        func length(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite, proposed >= 0 else { return fallback }
            return proposed
        }
        return CGSize(
            width: length(proposal.width, defaultChartSize.width),
            height: length(proposal.height, defaultChartSize.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let gap: CGFloat = 4
        var yLabelWidth: CGFloat = 0, yLabelHeight: CGFloat = 0, xLabelHeight: CGFloat = 0
        var legendHeight: CGFloat = 0, xTitleHeight: CGFloat = 0, yTitleHeight: CGFloat = 0
        var sizes: [CGSize] = []
        for subview in subviews {
            var size = CGSize.zero
            switch subview[ChartRole.self] {
            case .plot, .annotation: break
            case .yLabel:
                size = subview.sizeThatFits(.unspecified)
                (yLabelWidth, yLabelHeight) = (max(yLabelWidth, size.width), max(yLabelHeight, size.height))
            case .xLabel:
                size = subview.sizeThatFits(.unspecified)
                xLabelHeight = max(xLabelHeight, size.height)
            case .legend:
                size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
                legendHeight = size.height
            case .xTitle:
                size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
                xTitleHeight = size.height
            case .yTitle:
                size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
                yTitleHeight = size.height
            }
            sizes.append(size)
        }
        var top = bounds.minY, bottom = bounds.maxY, left = bounds.minX, right = bounds.maxX
        if yTitleHeight > 0 { top += yTitleHeight + gap }
        if legendHeight > 0 {
            if legendOnTop { top += legendHeight + gap * 2 } else { bottom -= legendHeight + gap * 2 }
        }
        let legendY = legendOnTop ? top - legendHeight - gap * 2 : bottom + gap * 2
        if xTitleHeight > 0 { bottom -= xTitleHeight + gap }
        let xTitleY = bottom + gap
        if xLabelHeight > 0 { bottom -= xLabelHeight + gap }
        if yLabelWidth > 0 {
            if yLabelsLeading { left += yLabelWidth + gap } else { right -= yLabelWidth + gap }
            top += yLabelHeight / 2
        }
        let plot = CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))

        for (index, subview) in subviews.enumerated() {
            let size = sizes[index]
            switch subview[ChartRole.self] {
            case .plot:
                subview.place(at: plot.origin, proposal: ProposedViewSize(width: plot.width, height: plot.height))
            case .yLabel(let fraction):
                let y = plot.maxY - CGFloat(fraction) * plot.height
                let x = yLabelsLeading ? plot.minX - gap : plot.maxX + gap
                subview.place(
                    at: CGPoint(x: x, y: y), anchor: yLabelsLeading ? .trailing : .leading,
                    proposal: ProposedViewSize(size))
            case .xLabel(let fraction):
                let centre = plot.minX + CGFloat(fraction) * plot.width
                let x = min(max(centre, bounds.minX + size.width / 2), bounds.maxX - size.width / 2)
                subview.place(at: CGPoint(x: x, y: plot.maxY + gap), anchor: .top, proposal: ProposedViewSize(size))
            case .legend:
                subview.place(at: CGPoint(x: bounds.minX, y: legendY), proposal: ProposedViewSize(size))
            case .xTitle:
                subview.place(at: CGPoint(x: plot.midX, y: xTitleY), anchor: .top, proposal: ProposedViewSize(size))
            case .yTitle:
                subview.place(
                    at: CGPoint(x: yLabelsLeading ? bounds.minX : bounds.maxX, y: bounds.minY),
                    anchor: yLabelsLeading ? .topLeading : .topTrailing, proposal: ProposedViewSize(size))
            case .annotation(let point, let position, let spacing):
                let at = CGPoint(x: plot.minX + point.x * plot.width, y: plot.maxY - point.y * plot.height)
                let (anchor, offset): (UnitPoint, CGSize) =
                    switch position {
                    case .automatic, .top: (.bottom, CGSize(width: 0, height: -spacing))
                    case .bottom: (.top, CGSize(width: 0, height: spacing))
                    case .leading: (.trailing, CGSize(width: -spacing, height: 0))
                    case .trailing: (.leading, CGSize(width: spacing, height: 0))
                    case .overlay: (.center, .zero)
                    case .topLeading: (.bottomTrailing, CGSize(width: -spacing, height: -spacing))
                    case .topTrailing: (.bottomLeading, CGSize(width: spacing, height: -spacing))
                    case .bottomLeading: (.topTrailing, CGSize(width: -spacing, height: spacing))
                    case .bottomTrailing: (.topLeading, CGSize(width: spacing, height: spacing))
                    }
                subview.place(
                    at: CGPoint(x: at.x + offset.width, y: at.y + offset.height), anchor: anchor, proposal: .unspecified
                )
            }
        }
    }
}

extension ChartModel {
    /// The chart as views: a plot of grid lines and marks, labels, legend
    /// and annotations, in a `ChartLayout`.
    var view: some View {
        let showX = !isPolar && configuration.xAxis.visibility != .hidden
        let showY = !isPolar && configuration.yAxis.visibility != .hidden
        var grid: [PlotSegment] = []
        if showY, !y.isBand {
            grid += y.ticks.map { PlotSegment(from: CGPoint(x: 0, y: $0.position), to: CGPoint(x: 1, y: $0.position)) }
        }
        if showX, !x.isBand {
            grid += x.ticks.map { PlotSegment(from: CGPoint(x: $0.position, y: 0), to: CGPoint(x: $0.position, y: 1)) }
        }
        let layers = self.layers
        let plotContent = ZStack {
            PlotShape(geometry: .segments(grid)).stroke(Color.gray.opacity(0.35), lineWidth: 0.5)
            ForEach(layers.indices, id: \.self) { layers[$0] }
        }
        let plot =
            configuration.plotStyle.map { $0(ChartPlotContent(plot: AnyView(plotContent))) } ?? AnyView(plotContent)
        let yTicks = showY ? y.ticks : [], xTicks = showX ? x.ticks : []
        let legend = self.legend, annotations = self.annotations
        let yLeading = configuration.yAxis.marks?.position == .leading
        return ChartLayout(yLabelsLeading: yLeading, legendOnTop: configuration.legendOnTop) {
            plot.layoutValue(key: ChartRole.self, value: .plot)
            ForEach(yTicks.indices, id: \.self) { index in
                Text(verbatim: yTicks[index].label).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                    .layoutValue(key: ChartRole.self, value: .yLabel(yTicks[index].position))
            }
            ForEach(xTicks.indices, id: \.self) { index in
                Text(verbatim: xTicks[index].label).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                    .layoutValue(key: ChartRole.self, value: .xLabel(xTicks[index].position))
            }
            if !legend.isEmpty {
                HStack(spacing: 12) {
                    ForEach(legend.indices, id: \.self) { index in
                        HStack(spacing: 4) {
                            PlotShape(geometry: .symbols([CGPoint(x: 0.5, y: 0.5)], legend[index].symbol, diameter: 8))
                                .filled(legend[index].style, opacity: 1).frame(width: 8, height: 8)
                            Text(verbatim: legend[index].name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                        }
                    }
                }
                .layoutValue(key: ChartRole.self, value: .legend)
            }
            if let title = configuration.xLabel, showX {
                title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartRole.self, value: .xTitle)
            }
            if let title = configuration.yLabel, showY {
                title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartRole.self, value: .yTitle)
            }
            ForEach(annotations.indices, id: \.self) { index in
                let annotation = annotations[index].annotation
                annotation.content.layoutValue(
                    key: ChartRole.self,
                    value: .annotation(annotations[index].point, annotation.position.kind, annotation.spacing ?? 4))
            }
        }
    }
}
