import Foundation

/// Views in rows and columns. The grid negotiates like a stack on each
/// axis: with a proposed width, the width less the spacing is shared among
/// the columns least flexible first, so flexible cells (colours, shapes,
/// `frame(maxWidth: .infinity)`) fill it in equal shares while text and
/// fixed cells keep their size; rows share a proposed height the same way.
/// A cell may span columns (`gridCellColumns`), and a view outside any
/// GridRow spans them all.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
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
        let layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8)
        return [
            ViewNode(
                name: "Grid", content: .layout(LayoutBox(layout: layout)),
                children: resolveNodes(content, in: environment), environment: environment)
        ]
    }
}

/// One row of a Grid; its cells take the grid's columns.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let layout = GridRowLayout(alignment: alignment)
        return [
            ViewNode(
                name: "GridRow", content: .layout(LayoutBox(layout: layout)),
                children: resolveNodes(content, in: environment), environment: environment)
        ]
    }
}

nonisolated extension View {
    /// The number of grid columns this cell spans (at least 1, at most
    /// `GridLayout.maximumColumnCount`).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumns.self, value: Swift.min(GridLayout.maximumColumnCount, Swift.max(1, count)))
    }

    /// The horizontal alignment of every cell in this cell's column,
    /// instead of the grid's. The first cell of a column that sets it wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignment.self, value: guide)
    }

    /// Where the cell sits in its grid cell: its `anchor` point on the
    /// cell's same point, instead of the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchor.self, value: anchor)
    }

    /// Asks the grid not to size its column (`.horizontal`) or row
    /// (`.vertical`) by this cell: a flexible view such as a Divider then
    /// spans what the other cells need without widening it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxes.self, value: axes)
    }
}

enum GridCellColumns: LayoutValueKey {
    static let defaultValue = 1
}

enum GridColumnAlignment: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

enum GridCellAnchor: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

enum GridCellUnsizedAxes: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
