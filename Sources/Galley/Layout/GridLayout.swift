import Foundation

/// A Grid as a layout: its subviews are GridRows, whose cells it sizes and
/// whose columns it shares, and full-width views. It reads a row's cells
/// through ``LayoutSubview/subviews(laidOutBy:)`` and hands the row its
/// columns as the row layout's cache, before the row is placed.
nonisolated struct GridLayout: Layout {
    /// The most columns a grid has; cells past it are not shown, and a
    /// cell spans at most this many.
    static let maximumColumnCount = 10_000

    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// A cell: its view, its first column and how many columns it spans.
    struct Cell {
        let view: LayoutSubview
        let column: Int
        let span: Int
        let unsizedAxes: Axis.Set
    }

    /// Each subview's cells (a full-width view is one cell over every
    /// column), which subviews are `GridRow`s, and the number of columns.
    func cells(_ subviews: Subviews) -> (rows: [[Cell]], isRow: [Bool], columnCount: Int) {
        let rowCells: [[(view: LayoutSubview, column: Int, span: Int)]?] = subviews.map { row in
            guard let cells = row.subviews(laidOutBy: GridRowLayout.self) else { return nil }
            return zip(cells, Self.columns(of: cells)).map { ($0, $1.column, $1.span) }
        }
        let widest = rowCells.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0
        let columnCount = Swift.max(widest, rowCells.contains { $0 == nil } ? 1 : 0)
        let rows = zip(subviews, rowCells).map { view, cells in
            (cells ?? [(view, 0, columnCount)]).map {
                Cell(view: $0.view, column: $0.column, span: $0.span, unsizedAxes: $0.view[GridCellUnsizedAxes.self])
            }
        }
        return (rows, rowCells.map { $0 != nil }, columnCount)
    }

    /// Where each cell of a row starts and how many columns it spans, for
    /// the cells that fit within ``maximumColumnCount``.
    static func columns(of cells: LayoutSubviews) -> [(column: Int, span: Int)] {
        var column = 0
        var result: [(column: Int, span: Int)] = []
        for cell in cells {
            guard column < maximumColumnCount else { break }
            let span = Swift.min(cell[GridCellColumns.self], maximumColumnCount - column)
            result.append((column, span))
            column += span
        }
        return result
    }

    /// The column widths for a proposed width (nil: every column's ideal).
    func columnWidths(_ rows: [[Cell]], count: Int, proposal: CGFloat?) -> [CGFloat] {
        let cells = rows.joined().filter { !$0.unsizedAxes.contains(.horizontal) }.map { cell in
            TrackSizing.Cell(first: cell.column, span: cell.span) { width in
                cell.view.sizeThatFits(ProposedViewSize(width: width, height: nil)).width
            }
        }
        return TrackSizing(count: count, spacing: horizontalSpacing, cells: cells).lengths(proposal: proposal)
    }

    /// The row heights for column widths and a proposed height.
    func rowHeights(_ rows: [[Cell]], columns: [CGFloat], proposal: CGFloat?) -> [CGFloat] {
        let cells = rows.enumerated().flatMap { index, row in
            row.filter { !$0.unsizedAxes.contains(.vertical) }.map { cell in
                let width = cellWidth(cell, columns: columns)
                return TrackSizing.Cell(first: index, span: 1) { height in
                    cell.view.sizeThatFits(ProposedViewSize(width: width, height: height)).height
                }
            }
        }
        return TrackSizing(count: rows.count, spacing: verticalSpacing, cells: cells).lengths(proposal: proposal)
    }

    /// The width of the columns a cell spans, with the spacing between them.
    func cellWidth(_ cell: Cell, columns: [CGFloat]) -> CGFloat {
        let covered = columns[cell.column..<Swift.min(columns.count, cell.column + cell.span)]
        return covered.reduce(0, +) + CGFloat(Swift.max(0, covered.count - 1)) * horizontalSpacing
    }

    private func measure(
        _ subviews: Subviews, proposal: ProposedViewSize
    ) -> (rows: [[Cell]], isRow: [Bool], columns: [CGFloat], heights: [CGFloat]) {
        let (rows, isRow, count) = cells(subviews)
        let columns = columnWidths(rows, count: count, proposal: proposal.width)
        return (rows, isRow, columns, rowHeights(rows, columns: columns, proposal: proposal.height))
    }

    private func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + CGFloat(Swift.max(0, lengths.count - 1)) * spacing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (_, _, columns, heights) = measure(subviews, proposal: proposal)
        return CGSize(
            width: total(columns, spacing: horizontalSpacing), height: total(heights, spacing: verticalSpacing))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (rows, isRow, columns, heights) = measure(subviews, proposal: proposal)
        var x = bounds.minX
        var geometry = GridColumns(alignment: alignment)
        geometry.starts = columns.map { width in
            defer { x += width + horizontalSpacing }
            return x
        }
        geometry.widths = columns
        // A column's alignment is the first of its single cells that sets one.
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columns.count)
        for cell in rows.joined() where cell.span == 1 && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = cell.view[GridColumnAlignment.self]
        }
        geometry.alignments = columnAlignments.map { $0 ?? alignment.horizontal }
        let width = total(columns, spacing: horizontalSpacing)
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let row = CGRect(x: bounds.minX, y: y, width: width, height: heights[index])
            if isRow[index] {
                subview.setCache(of: GridRowLayout.self, to: geometry)
                subview.place(at: row.origin, anchor: .topLeading, proposal: ProposedViewSize(row.size))
            } else {
                GridRowLayout.place(subview, in: row, alignment: alignment)
            }
            y += heights[index] + verticalSpacing
        }
    }
}

/// The columns a Grid worked out when it was placed, which it hands each
/// row as the row's layout cache.
struct GridColumns {
    /// Where each column starts, in the grid's coordinates.
    var starts: [CGFloat] = []
    var widths: [CGFloat] = []
    /// Each column's horizontal alignment (`gridColumnAlignment`).
    var alignments: [HorizontalAlignment] = []
    /// The grid's alignment.
    var alignment: Alignment = .center
}

/// A GridRow as a layout: each cell in its columns, aligned in its cell.
/// The columns are its cache, which its Grid sets; a row outside a grid
/// has none and places no cell.
nonisolated struct GridRowLayout: Layout {
    let alignment: VerticalAlignment?

    func makeCache(subviews: Subviews) -> GridColumns { GridColumns() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridColumns) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache geometry: inout GridColumns
    ) {
        let columnCount = geometry.starts.count
        let places = GridLayout.columns(of: subviews)
        // Cells past the most columns a grid has are not shown (issue 33, item 8).
        for subview in subviews.dropFirst(places.count) {
            subview.hide(
                warning: "GridRow: a cell past the grid's \(GridLayout.maximumColumnCount) columns is not shown")
        }
        for (subview, place) in zip(subviews, places) where place.column < columnCount {
            let last = Swift.min(columnCount, place.column + place.span) - 1
            let start = geometry.starts[place.column]
            let end = geometry.starts[last] + geometry.widths[last]
            let cell = CGRect(x: start, y: bounds.minY, width: end - start, height: bounds.height)
            var cellAlignment = geometry.alignment
            if place.span == 1 { cellAlignment.horizontal = geometry.alignments[place.column] }
            if let alignment { cellAlignment.vertical = alignment }
            Self.place(subview, in: cell, alignment: cellAlignment)
        }
    }

    /// Places a cell in its rectangle: by its `gridCellAnchor` if it has
    /// one, else on `alignment`; it is offered the rectangle's size.
    static func place(_ cell: LayoutSubview, in rect: CGRect, alignment: Alignment) {
        guard let anchor = cell[GridCellAnchor.self] else {
            align(cell, in: rect, alignment: alignment, proposal: ProposedViewSize(rect.size))
            return
        }
        cell.place(
            at: CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height),
            anchor: anchor, proposal: ProposedViewSize(rect.size)
        )
    }
}

/// Sizes a grid's tracks (its columns, or its rows) from the cells in them,
/// the way a stack sizes its children: ideal lengths without a proposal;
/// with one, the length less the spacing shared among the tracks least
/// flexible first, each taking what its widest cell takes of its share.
struct TrackSizing {
    /// A cell: the first track it covers, how many it spans, and its length
    /// along the tracks when offered a length (nil: its ideal).
    struct Cell {
        let first: Int
        let span: Int
        let measure: (CGFloat?) -> CGFloat
    }

    let count: Int
    let spacing: CGFloat
    let cells: [Cell]

    /// The tracks' lengths when every cell is offered `probe`: single cells
    /// first, then spanning cells widen the tracks they cover by equal
    /// parts where they need more. With `spanningOnly`, single cells are
    /// left out.
    func lengths(probe: CGFloat?, spanningOnly: Bool = false) -> [CGFloat] {
        var tracks = [CGFloat](repeating: 0, count: count)
        for cell in cells where cell.span == 1 && !spanningOnly && cell.first < count {
            tracks[cell.first] = Swift.max(tracks[cell.first], cell.measure(probe))
        }
        for cell in cells where cell.span > 1 && cell.first < count {
            let covered = cell.first..<Swift.min(count, cell.first + cell.span)
            let current = covered.map { tracks[$0] }.reduce(0, +) + CGFloat(covered.count - 1) * spacing
            let length = cell.measure(probe)
            guard length > current else { continue }
            let extra = (length - current) / CGFloat(covered.count)
            for index in covered { tracks[index] += extra }
        }
        return tracks
    }

    /// The tracks' lengths for a proposed length along them.
    func lengths(proposal: CGFloat?) -> [CGFloat] {
        guard let proposal else { return lengths(probe: nil) }
        let minimums = lengths(probe: 0)
        let maximums = lengths(probe: .infinity)
        // What spanning cells alone ask of each track, as a floor for its answer.
        let spanningMinimums = lengths(probe: 0, spanningOnly: true)
        let spanningMaximums = lengths(probe: .infinity, spanningOnly: true)
        let singles = Dictionary(grouping: cells.filter { $0.span == 1 && $0.first < count }, by: \.first)
        let order = SpaceSharing.byFlexibility(minimums: minimums, maximums: maximums, among: Array(0..<count))
        let available = proposal - CGFloat(Swift.max(0, count - 1)) * spacing
        var result = [CGFloat](repeating: 0, count: count)
        for (track, length) in SpaceSharing.share(
            available, order: order,
            answer: { track, share in
                // A track of its own cells takes what they take; spanning cells
                // only keep it at their minimum here (a spanning Divider does
                // not widen a text column). A track no single cell is in takes
                // what its spanning cells take of the share.
                guard let own = singles[track] else {
                    return Swift.max(spanningMinimums[track], Swift.min(share, spanningMaximums[track]))
                }
                return own.map { $0.measure(share) }.reduce(spanningMinimums[track], Swift.max)
            })
        {
            result[track] = length
        }
        // Then each spanning cell is offered its tracks and what is left over,
        // and the tracks it covers share what more it takes: a Divider across
        // the grid widens it to the proposal, adding to every column alike.
        for cell in cells where cell.span > 1 && cell.first < count {
            let covered = cell.first..<Swift.min(count, cell.first + cell.span)
            let current = covered.map { result[$0] }.reduce(0, +) + CGFloat(covered.count - 1) * spacing
            let left = Swift.max(0, available - result.reduce(0, +))
            let length = cell.measure(current + left)
            guard length > current else { continue }
            let extra = Swift.min(length - current, left) / CGFloat(covered.count)
            for index in covered { result[index] += extra }
        }
        return result
    }
}
