import Foundation

/// What a view tells the container around it, rather than its parent
/// layout: the navigation title and toolbar a NavigationStack shows, the
/// tab item a TabView reads (tags are traits: see `tag(_:)`). Modifiers set
/// them on the nodes of the view they modify; the container finds them in
/// its content's nodes (``ContainerValues/first(in:_:)``), as SwiftUI's
/// preferences and traits travel up.
struct ContainerValues {
    var navigationTitle: AnyView?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    var toolbarItems: [ToolbarItemEntry] = []
    /// What views say of the navigation bar and of the tab bar.
    var navigationBar = BarSettings()
    var tabBar = BarSettings()
    var tabItem: AnyView?
    /// The width of the split-view column whose root this is.
    var columnWidth: CGFloat?
    /// The badge on a tab's item.
    var badge: Text?
    /// The views a navigation stack can push for values on its path, and
    /// those pushed outright.
    var destinations: [NavigationDestination] = []
    var presentedDestinations: [AnyView] = []
    /// The search field the navigation bar shows (`searchable`).
    var searchField: SearchFieldEntry?
}

/// What views say of one bar: whether it is hidden
/// (`toolbar(.hidden, for:)`), what it is drawn on (`toolbarBackground`) and
/// whether that shows.
struct BarSettings {
    var isHidden: Bool?
    var background: AnyView?
    var backgroundVisibility: Visibility?

    /// The settings the views in `nodes` give a bar: each the first one
    /// set, depth first, not inside nested navigation stacks and tab views.
    static func first(in nodes: [ViewNode], _ bar: KeyPath<ContainerValues, BarSettings>) -> BarSettings {
        BarSettings(
            isHidden: ContainerValues.first(in: nodes) { $0[keyPath: bar].isHidden },
            background: ContainerValues.first(in: nodes) { $0[keyPath: bar].background },
            backgroundVisibility: ContainerValues.first(in: nodes) { $0[keyPath: bar].backgroundVisibility }
        )
    }

    /// The background the bar is drawn on: none unless one is set and not hidden.
    var shownBackground: AnyView? { backgroundVisibility == .hidden ? nil : background }
}

extension ContainerValues {
    /// Changes the settings of the bars `bars` name (`.automatic` is the navigation bar).
    mutating func changeBars(_ bars: [ToolbarPlacement], _ change: (inout BarSettings) -> Void) {
        for placement in bars {
            switch placement.bar {
            case .navigationBar, .automatic: change(&navigationBar)
            case .tabBar: change(&tabBar)
            case .bottomBar: break
            }
        }
    }
}

nonisolated extension View {
    /// This view with a container value changed on its nodes.
    func containerValue(_ change: @escaping (inout ContainerValues) -> Void) -> some View {
        NodeAdjustingView(content: self) { change(&$0.containerValues) }
    }
}

extension ContainerValues {
    /// The first value `key` reads (depth first) in `nodes` and their
    /// subtrees, not looking inside nested navigation stacks and tab views,
    /// whose values are their own.
    static func first<T>(in nodes: [ViewNode], _ key: (ContainerValues) -> T?) -> T? {
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if let value = key(node.containerValues) { return value }
            if !node.isContainerBoundary { pending += node.children.reversed() }
        }
        return nil
    }

    /// Every toolbar item in `nodes` and their subtrees, in order, not
    /// looking inside nested navigation stacks and tab views.
    static func toolbarItems(in nodes: [ViewNode]) -> [ToolbarItemEntry] {
        all(in: nodes) { $0.toolbarItems }
    }

    /// Every value `key` reads in `nodes` and their subtrees, in order, not
    /// looking inside nested navigation stacks and tab views.
    static func all<T>(in nodes: [ViewNode], _ key: (ContainerValues) -> [T]) -> [T] {
        var values: [T] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            values += key(node.containerValues)
            if !node.isContainerBoundary { pending += node.children.reversed() }
        }
        return values
    }
}
