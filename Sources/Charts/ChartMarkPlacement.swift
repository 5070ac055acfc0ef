import Foundation
import SwiftUI

/// Where a chart's model puts its marks: bars turned to run along their
/// quantitative axis and stacked, then bars, points and segments placed
/// on the scales.
extension ChartModel {
    static func symbolDiameter(_ mark: ChartMark) -> CGFloat {
        guard let area = mark.symbolSize, area.isFinite, area > 0 else { return 7 }
        return min(200, 2 * (area / .pi).squareRoot())
    }

    /// Which axis a bar's or an area's value runs along: a bar from zero
    /// to its value along the quantitative axis, across the other.
    static func orient(_ mark: inout ChartMark) {
        func isCategory(_ field: PlotField?) -> Bool {
            if case .category = field?.value { true } else { false }
        }
        // A horizontal bar: categories up y, or a number along x with only y's category.
        if mark.kind == .bar, mark.xStart == nil, mark.yStart == nil, let xField = mark.x,
            mark.y == nil || isCategory(mark.y), !isCategory(mark.x)
        {
            mark.xStart = PlotField(
                label: xField.label, value: xField.value.linear == nil ? xField.value : zero(like: xField.value))
            mark.xEnd = xField
            mark.x = nil
        }
    }

    static func zero(like value: PlotValue) -> PlotValue {
        if case .date = value { return value }
        return .number(0)
    }

    /// Stacks bars and areas that share a position: each starts where the
    /// one before it at that position ended (positives up, negatives down).
    static func stack(_ marks: inout [ChartMark]) {
        var up: [String: Double] = [:], down: [String: Double] = [:]
        var horizontalUp: [String: Double] = [:], horizontalDown: [String: Double] = [:]
        for index in marks.indices {
            let mark = marks[index]
            guard mark.kind == .bar || mark.kind == .area, mark.stacking != .unstacked, mark.positionKey == nil else {
                continue
            }
            if mark.yStart == nil, let yField = mark.y, let value = yField.value.linear, case .number = yField.value {
                let key = "\(mark.kind)|" + (mark.x?.value.name ?? "")
                let base = value >= 0 ? up[key, default: 0] : down[key, default: 0]
                if value >= 0 { up[key] = base + value } else { down[key] = base + value }
                marks[index].yStart = PlotField(label: yField.label, value: .number(base))
                marks[index].yEnd = PlotField(label: yField.label, value: .number(base + value))
                marks[index].y = nil
            } else if mark.kind == .bar, mark.x == nil, let start = mark.xStart, let end = mark.xEnd,
                case .number(let from) = start.value, from == 0, let value = end.value.linear, case .number = end.value
            {
                let key = mark.y?.value.name ?? ""
                let base = value >= 0 ? horizontalUp[key, default: 0] : horizontalDown[key, default: 0]
                if value >= 0 { horizontalUp[key] = base + value } else { horizontalDown[key] = base + value }
                marks[index].xStart = PlotField(label: start.label, value: .number(base))
                marks[index].xEnd = PlotField(label: end.label, value: .number(base + value))
            }
        }
        for index in marks.indices where marks[index].kind == .bar && marks[index].stacking == .normalized {
            let key = "bar|" + (marks[index].x?.value.name ?? "")
            let total = up[key, default: 0] - down[key, default: 0]
            guard total > 0, let start = marks[index].yStart?.value.linear, let end = marks[index].yEnd?.value.linear
            else { continue }
            marks[index].yStart?.value = .number(start / total)
            marks[index].yEnd?.value = .number(end / total)
        }
    }

    /// A bar's rectangle in the plot, or nil when its values are not on the scales.
    func barRect(_ mark: ChartMark, positionKeys: [String]) -> PlotRect? {
        func span(
            _ scale: ChartScale, value: PlotField?, start: PlotField?, end: PlotField?, dimension: MarkDimension,
            isX: Bool
        ) -> PlotSpan? {
            if let start, let end, let low = scale.position(start.value), let high = scale.position(end.value) {
                if scale.isBand, let band = scale.bandWidth {
                    return PlotSpan(lower: min(low, high) - band / 2, upper: max(low, high) + band / 2)
                }
                return PlotSpan(lower: low, upper: high)
            }
            if let value, let position = scale.position(value.value) {
                if let unitEnd = value.unitEnd, let end = scale.position(unitEnd) {
                    var result = PlotSpan(lower: position, upper: end)
                    result.inset = 1
                    return adjusted(result, dimension)
                }
                let band = scale.bandWidth ?? automaticWidth(scale, isX: isX)
                var result = PlotSpan(lower: position - band / 2, upper: position + band / 2)
                if scale.isBand { result.lower += band * 0.2; result.upper -= band * 0.2 }
                if let key = mark.positionKey, let slot = positionKeys.firstIndex(of: key), positionKeys.count > 1 {
                    let slotWidth = (result.upper - result.lower) / Double(positionKeys.count)
                    result = PlotSpan(
                        lower: result.lower + Double(slot) * slotWidth,
                        upper: result.lower + Double(slot + 1) * slotWidth)
                }
                return adjusted(result, dimension)
            }
            if value == nil, start == nil {
                return PlotSpan(lower: 0, upper: 1)
            }
            return nil
        }
        func adjusted(_ span: PlotSpan, _ dimension: MarkDimension) -> PlotSpan {
            var span = span
            switch dimension.kind {
            case .automatic: break
            case .fixed(let points): span.points = points.isFinite ? max(0, points) : nil
            case .ratio(let ratio):
                let middle = (span.lower + span.upper) / 2,
                    half = (span.upper - span.lower) / 2 * Double(ratio.isFinite ? max(0, ratio) : 1)
                (span.lower, span.upper) = (middle - half, middle + half)
            case .inset(let points): span.inset = points.isFinite ? max(0, points) : 0
            }
            return span
        }
        guard let xSpan = span(x, value: mark.x, start: mark.xStart, end: mark.xEnd, dimension: mark.width, isX: true),
            let ySpan = span(y, value: mark.y, start: mark.yStart, end: mark.yEnd, dimension: mark.height, isX: false)
        else { return nil }
        return PlotRect(x: xSpan, y: ySpan, cornerRadius: mark.cornerRadius)
    }

    /// The width of a bar on a linear scale: most of the closest spacing
    /// between the bars' positions along it.
    func automaticWidth(_ scale: ChartScale, isX: Bool) -> Double {
        let positions = (scale.isBand ? [] : (isX ? barXPositions : barYPositions)).sorted()
        let gaps = zip(positions, positions.dropFirst()).map { $1 - $0 }.filter { $0 > 1e-9 }
        return min(0.2, (gaps.min() ?? 0.1) * 0.7)
    }

    func point(_ mark: ChartMark) -> CGPoint? {
        let px = mark.x.map { x.position($0.value) } ?? 0.5
        let py = mark.y.map { y.position($0.value) } ?? (mark.yEnd.map { y.position($0.value) } ?? 0.5)
        guard let px, let py else { return nil }
        return CGPoint(x: px, y: py)
    }

    func segment(_ mark: ChartMark) -> PlotSegment? {
        if let xField = mark.x {
            guard let px = x.position(xField.value) else { return nil }
            let low = mark.yStart.flatMap { y.position($0.value) } ?? 0,
                high = mark.yEnd.flatMap { y.position($0.value) } ?? 1
            return PlotSegment(from: CGPoint(x: px, y: low), to: CGPoint(x: px, y: high))
        }
        if let yField = mark.y {
            guard let py = y.position(yField.value) else { return nil }
            let low = mark.xStart.flatMap { x.position($0.value) } ?? 0,
                high = mark.xEnd.flatMap { x.position($0.value) } ?? 1
            return PlotSegment(from: CGPoint(x: low, y: py), to: CGPoint(x: high, y: py))
        }
        return nil
    }
}
