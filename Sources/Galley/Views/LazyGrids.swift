import Foundation

/// Views in columns that grow downwards: `columns` sets the columns (see
/// ``GridItem``) and the views fill them a row at a time. Nothing is lazy
/// on a canvas: every view is laid out.
nonisolated public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - columns: The columns, fixed, flexible or adaptive.
    ///   - alignment: Places the columns in the grid when they are narrower than it.
    ///   - spacing: The space between rows; nil for 8 points.
    ///   - pinnedViews: Accepted and ignored: a canvas does not scroll.
    ///   - content: The views, filling the columns a row at a time.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(axis: .horizontal, items: columns, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, name: "LazyVGrid", content: content) }
}

/// Views in rows that grow rightwards: `rows` sets the rows (see
/// ``GridItem``) and the views fill them a column at a time. Nothing is
/// lazy on a canvas: every view is laid out.
nonisolated public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - rows: The rows, fixed, flexible or adaptive.
    ///   - alignment: Places the rows in the grid when they are shorter than it.
    ///   - spacing: The space between columns; nil for 8 points.
    ///   - pinnedViews: Accepted and ignored: a canvas does not scroll.
    ///   - content: The views, filling the rows a column at a time.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(axis: .vertical, items: rows, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, name: "LazyHGrid", content: content) }
}

/// The kinds of views a lazy stack or grid pins to its scroll view's edges.
/// A canvas does not scroll, so Galley accepts them and does nothing.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
