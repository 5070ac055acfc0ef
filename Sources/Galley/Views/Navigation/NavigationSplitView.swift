import Foundation

/// Columns of navigation: a sidebar, an optional content column and the
/// detail, as iOS 17 shows them.
///
/// On a compact-width screen (an iPhone) the columns collapse into one
/// stack showing the sidebar, as the split view does at launch. On a
/// regular-width screen (an iPad) the columns sit side by side: the sidebar
/// and the content column 320 points wide (UISplitViewController's default
/// column width) unless `navigationSplitViewColumnWidth` says otherwise, the
/// detail taking the rest, hairlines between; each column has its own
/// navigation bar. `columnVisibility` `.detailOnly` shows only the detail,
/// `.doubleColumn` the content (or sidebar) and the detail.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let visibility: NavigationSplitViewVisibility
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// The default width of the sidebar and content columns on an iPad.
    static var defaultColumnWidth: CGFloat { 320 }

    public init(
        columnVisibility: NavigationSplitViewVisibility = .automatic,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let columns: [(name: String, view: AnyView, isDetail: Bool)]
        if environment.horizontalSizeClass != .regular {
            columns = [("sidebar", AnyView(sidebar), false)]
        } else {
            var all: [(String, AnyView, Bool)] = [("sidebar", AnyView(sidebar), false)]
            if let content { all.append(("content", AnyView(content), false)) }
            all.append(("detail", AnyView(detail), true))
            columns =
                switch visibility.kind {
                case .detailOnly: Array(all.suffix(1))
                case .doubleColumn: Array(all.suffix(2))
                case .all, .automatic: all
                }
        }
        let stacks = columns.map { column in
            ColumnStack(root: column.view, isDetail: column.isDetail, isLast: column.name == columns.last?.name)
        }
        let row = HStack(spacing: 0) { ForEach(stacks.indices, id: \.self) { stacks[$0] } }
        let nodes = resolveNodes(
            LayoutView(layout: PassthroughLayout(), name: "NavigationSplitView", content: row), in: environment)
        for node in nodes { node.isContainerBoundary = true }
        return nodes
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and the detail.
    public init(
        columnVisibility: NavigationSplitViewVisibility = .automatic,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
}

/// One column of a split view: its own navigation stack, as wide as its
/// `navigationSplitViewColumnWidth` (the detail takes what is left), with a
/// hairline at its trailing edge unless it is the last.
nonisolated private struct ColumnStack: View, PrimitiveView {
    let root: AnyView
    let isDetail: Bool
    let isLast: Bool

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let rootNodes = resolveNodes(root, in: environment)
        let width =
            ContainerValues.first(in: rootNodes) { $0.columnWidth }
            ?? NavigationSplitView<EmptyView, EmptyView, EmptyView>.defaultColumnWidth
        var column = AnyView(NavigationContainer.stack(name: "NavigationStack", rootNodes: rootNodes, in: environment))
        if !isLast {
            column = AnyView(column.overlay(alignment: .trailing) { Hairline(axis: .vertical).ignoresSafeArea() })
        }
        if !isDetail, !isLast {
            column = AnyView(column.frame(width: width))
        }
        return resolveNodes(column, in: environment)
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    public static let all = NavigationSplitViewVisibility(kind: .all)
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// How a split view arranges its columns: Galley draws every style side by side.
public struct NavigationSplitViewStyle: Hashable, Sendable {
    public static let automatic = NavigationSplitViewStyle()
    public static let balanced = NavigationSplitViewStyle()
    public static let prominentDetail = NavigationSplitViewStyle()
}

nonisolated extension View {
    /// The width of the split-view column this view is the root of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        let width = width.isFinite && width >= 0 ? width : nil
        return containerValue { $0.columnWidth = width }
    }

    /// The column's width range: its ideal width is used.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        navigationSplitViewColumnWidth(ideal)
    }

    /// The split view's style: the columns keep Galley's arrangement.
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View { self }
}
