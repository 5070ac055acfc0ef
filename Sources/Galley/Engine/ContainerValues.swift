import Foundation

/// What a view tells the container around it, rather than its parent
/// layout: the navigation title and toolbar a NavigationStack shows, the
/// tab item a TabView reads (tags are traits: see `tag(_:)`). Modifiers set them on the nodes of the
/// view they modify; the container finds them in its content's nodes
/// (``ContainerValues/first(in:_:)``), as SwiftUI's preferences and traits
/// travel up.
struct ContainerValues {
    var navigationTitle: AnyView?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    var toolbarItems: [ToolbarItemEntry] = []
    /// Whether the navigation bar is hidden (`toolbar(.hidden, for: .navigationBar)`).
    var navigationBarHidden: Bool?
    /// Whether the tab bar is hidden (`toolbar(.hidden, for: .tabBar)`).
    var tabBarHidden: Bool?
    var tabItem: AnyView?
    /// The width of the split-view column whose root this is.
    var columnWidth: CGFloat?
    /// What the bars are drawn on (`toolbarBackground`), and whether they show it.
    var navigationBarBackground: AnyView?
    var navigationBarBackgroundVisibility: Visibility?
    var tabBarBackground: AnyView?
    var tabBarBackgroundVisibility: Visibility?
    /// The badge on a tab's item.
    var badge: Text?
    /// The views a navigation stack can push for values on its path, and
    /// those pushed outright.
    var destinations: [NavigationDestination] = []
    var presentedDestinations: [AnyView] = []
    /// The search field the navigation bar shows (`searchable`).
    var searchField: SearchFieldEntry?
}

extension View {
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
