import Foundation

/// A stack of screens with a navigation bar, as iOS 17 draws it: the root
/// view under its title and toolbar. Only the root is shown; links push
/// nothing in a render.
///
/// The bar sits below the status bar (the top safe area) and is 44 points
/// tall; a large title (the default) adds a 52-point row with the title in
/// 34-point bold at the leading margin, an inline title is 17-point
/// semibold, centred in the bar (UIKit's `UINavigationBar`: 44 points, 96
/// with a large title; Apple's HIG type sizes). The root view takes the rest
/// of the screen, through a safe-area inset: a background that ignores the
/// safe area (a List's) reaches under the transparent bar, as on iOS at the
/// top of a scroll view. Bottom-bar items make a toolbar above the home
/// indicator.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack of any path type, for the SwiftUI module's binding initialisers.
    package init(galleyRoot root: Root) {
        self.root = root
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        NavigationContainer.makeNodes(name: "NavigationStack", root: root, in: environment)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack on a path: only the root is shown, whatever the path holds.
    public init(path: NavigationPath, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// The navigation container of iOS 16 and earlier: drawn as a
/// ``NavigationStack``. With several views (a sidebar and a detail), an
/// iPhone shows the first and an iPad held upright the last, full screen,
/// as the column style does with its sidebar hidden.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let columns = resolveNodes(content, in: environment)
        let shown = environment.horizontalSizeClass == .regular ? columns.last : columns.first
        let stack = NavigationContainer.stack(name: "NavigationView", rootNodes: shown.map { [$0] } ?? [], in: environment)
        return resolveNodes(stack, in: environment)
    }
}

/// A list of pushed values: Galley shows the root only, so it only counts.
public struct NavigationPath: Equatable, Sendable {
    public private(set) var count = 0

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        count = elements.underestimatedCount
    }

    public var isEmpty: Bool { count == 0 }

    public mutating func append<V: Hashable>(_ value: V) { count += 1 }

    public mutating func removeLast(_ k: Int = 1) { count = Swift.max(0, count - k) }
}

/// What NavigationStack and NavigationView share: the root's nodes, the
/// bars its values ask for, and the safe-area insets that put them in place.
enum NavigationContainer {
    static func makeNodes<Root: View>(name: String, root: Root, in environment: EnvironmentValues) -> [ViewNode] {
        resolveNodes(stack(name: name, rootNodes: resolveNodes(root, in: environment), in: environment), in: environment)
    }

    /// The stack around nodes already built: the bars their values ask for,
    /// in safe-area insets around them.
    static func stack(name: String, rootNodes: [ViewNode], in environment: EnvironmentValues) -> some View {
        let title = ContainerValues.first(in: rootNodes) { $0.navigationTitle }
        let mode = ContainerValues.first(in: rootNodes) { $0.titleDisplayMode } ?? .automatic
        let barHidden = ContainerValues.first(in: rootNodes) { $0.navigationBarHidden } ?? false
        let items = ContainerValues.toolbarItems(in: rootNodes)
        let bottomItems = items.filter { $0.placement.slot == .bottom }
        let background = ContainerValues.first(in: rootNodes) { $0.navigationBarBackgroundVisibility } == .hidden
            ? nil : ContainerValues.first(in: rootNodes) { $0.navigationBarBackground }

        var screen = AnyView(Implicit(Implicit(ZStack { PrebuiltNodes(nodes: rootNodes) }).frame(maxWidth: .infinity, maxHeight: .infinity)))
        if !barHidden {
            let search = ContainerValues.first(in: rootNodes) { $0.searchField }.map { SearchField(text: $0.text, prompt: $0.prompt) }
            let bar = NavigationBar(title: title, isLarge: mode != .inline, items: items, background: background, search: search)
            screen = AnyView(Implicit(screen.safeAreaInset(edge: .top, spacing: 0) { bar }))
        }
        if !bottomItems.isEmpty {
            let toolbar = BottomToolbar(items: bottomItems)
            screen = AnyView(Implicit(screen.safeAreaInset(edge: .bottom, spacing: 0) { toolbar }))
        }
        return NodeAdjustingView(content: LayoutView(layout: PassthroughLayout(), name: name, content: screen)) { $0.isContainerBoundary = true }
    }
}

/// Nodes built already, as a view: a container that read its content's
/// values places the same nodes.
struct PrebuiltNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: EmptyView { EmptyView() }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { nodes }
}

/// Marks the nodes `content` makes as Galley's own, left out of listings
/// of the user's views.
struct Implicit<Content: View>: View {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }

    nonisolated var body: some View {
        NodeAdjustingView(content: content) { $0.isImplicit = true }
    }
}
