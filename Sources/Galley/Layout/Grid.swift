import Foundation

/// Views in rows and columns: columns as wide as their widest cell, rows as
/// tall as their tallest; a cell may span columns (`gridCellColumns`), and
/// a view outside any GridRow spans them all.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let geometry = GridGeometry()
        var rowEnvironment = environment
        rowEnvironment.gridGeometry = geometry
        let layout = GridLayout(
            geometry: geometry, alignment: alignment,
            horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8
        )
        return [ViewNode(name: "Grid", content: .layout(LayoutBox(layout: layout)), children: resolveNodes(content, in: rowEnvironment), environment: environment)]
    }
}

/// One row of a Grid; its cells take the grid's columns.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var cellEnvironment = environment
        let geometry = environment.gridGeometry ?? GridGeometry()
        cellEnvironment.gridGeometry = nil
        let layout = GridRowLayout(geometry: geometry, alignment: alignment)
        let node = ViewNode(name: "GridRow", content: .layout(LayoutBox(layout: layout)), children: resolveNodes(content, in: cellEnvironment), environment: environment)
        node.isGridRow = true
        return [node]
    }
}

extension View {
    /// The number of grid columns this cell spans.
    public func gridCellColumns(_ count: Int) -> some View {
        NodeAdjustingView(content: self) { $0.traits.values[ObjectIdentifier(GridCellColumns.self)] = Swift.max(1, count) }
    }
}

enum GridCellColumns: LayoutValueKey {
    static let defaultValue = 1
}

/// The column and row geometry a Grid works out and its rows read.
final class GridGeometry: @unchecked Sendable {
    var columnStarts: [CGFloat] = []
    var columnWidths: [CGFloat] = []
    var horizontalSpacing: CGFloat = 8
    var alignment: Alignment = .center
}

struct GridLayout: Layout {
    let geometry: GridGeometry
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// The cells of each row with their spans; nil for a full-width view.
    private func rows(_ subviews: Subviews) -> [[(cell: LayoutSubview, span: Int)]?] {
        subviews.map { row in
            guard row.node.isGridRow else { return nil }
            let cells = row.context.subviews(of: row.node)
            return cells.map { ($0, $0[GridCellColumns.self]) }
        }
    }

    /// Column widths, row heights (full-width rows measured at the grid's width).
    private func measure(_ subviews: Subviews) -> (columns: [CGFloat], rows: [CGFloat]) {
        let rows = self.rows(subviews)
        let columnCount = rows.compactMap { $0?.map(\.span).reduce(0, +) }.max() ?? 0
        var columns = [CGFloat](repeating: 0, count: columnCount)
        var heights = [CGFloat](repeating: 0, count: rows.count)
        // Single cells first, then spanning cells widen the columns they cover.
        for spanning in [false, true] {
            for (rowIndex, row) in rows.enumerated() {
                guard let row else { continue }
                var column = 0
                for (cell, span) in row {
                    defer { column += span }
                    guard (span > 1) == spanning, column < columnCount else { continue }
                    let size = cell.sizeThatFits(.unspecified)
                    heights[rowIndex] = Swift.max(heights[rowIndex], size.height)
                    let covered = column..<Swift.min(columnCount, column + span)
                    let current = covered.map { columns[$0] }.reduce(0, +) + CGFloat(covered.count - 1) * horizontalSpacing
                    if size.width > current {
                        let extra = (size.width - current) / CGFloat(covered.count)
                        for index in covered { columns[index] += extra }
                    }
                }
            }
        }
        let width = columns.reduce(0, +) + CGFloat(Swift.max(0, columnCount - 1)) * horizontalSpacing
        for (rowIndex, row) in rows.enumerated() where row == nil {
            heights[rowIndex] = subviews[subviews.startIndex + rowIndex].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        }
        return (columns, heights)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (columns, rows) = measure(subviews)
        return CGSize(
            width: columns.reduce(0, +) + CGFloat(Swift.max(0, columns.count - 1)) * horizontalSpacing,
            height: rows.reduce(0, +) + CGFloat(Swift.max(0, rows.count - 1)) * verticalSpacing
        )
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (columns, rows) = measure(subviews)
        var x = bounds.minX
        geometry.columnStarts = columns.map { width in
            defer { x += width + horizontalSpacing }
            return x
        }
        geometry.columnWidths = columns
        geometry.horizontalSpacing = horizontalSpacing
        geometry.alignment = alignment
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: rows[index]))
            y += rows[index] + verticalSpacing
        }
    }
}

/// A GridRow as a layout: each cell in its columns, aligned in its cell.
struct GridRowLayout: Layout {
    let geometry: GridGeometry
    let alignment: VerticalAlignment?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var column = 0
        for subview in subviews {
            let span = subview[GridCellColumns.self]
            defer { column += span }
            guard column < geometry.columnStarts.count else { continue }
            let last = Swift.min(geometry.columnStarts.count, column + span) - 1
            let start = geometry.columnStarts[column]
            let end = geometry.columnStarts[last] + geometry.columnWidths[last]
            let cell = CGRect(x: start, y: bounds.minY, width: end - start, height: bounds.height)
            var cellAlignment = geometry.alignment
            if let alignment { cellAlignment.vertical = alignment }
            align(subview, in: cell, alignment: cellAlignment, proposal: ProposedViewSize(cell.size))
        }
    }
}
