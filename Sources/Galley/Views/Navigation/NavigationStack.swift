import Foundation

/// A stack of screens with a navigation bar, as iOS 17 draws it: the top
/// screen under its title and toolbar. With an empty path that is the root;
/// values on the path push the views their `navigationDestination(for:)`
/// gives (and `navigationDestination(isPresented:)` pushes its view), and
/// the top one is shown with a back button titled with the screen below.
/// Links push nothing in a render.
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
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let path: [AnyHashable]

    /// A stack of any path type, for the SwiftUI module's binding initialisers.
    package init(galleyRoot root: Root, path: [AnyHashable] = []) {
        self.root = root
        self.path = path
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let rootNodes = resolveNodes(root, in: environment)
        return resolveNodes(
            NavigationContainer.stack(name: "NavigationStack", rootNodes: rootNodes, path: path, in: environment),
            in: environment)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.init(galleyRoot: root())
    }

    /// A stack with the values of `path` pushed on its root.
    public init(path: NavigationPath, @ViewBuilder root: () -> Root) {
        self.init(galleyRoot: root(), path: path.elements)
    }
}

extension NavigationStack where Data: RandomAccessCollection, Data.Element: Hashable {
    /// A stack with the values of `path` pushed on its root.
    public init(path: Data, @ViewBuilder root: () -> Root) {
        self.init(galleyRoot: root(), path: path.map { AnyHashable($0) })
    }
}

/// The navigation container of iOS 16 and earlier: drawn as a
/// ``NavigationStack``. With several views (a sidebar and a detail), an
/// iPhone shows the first and an iPad held upright the last, full screen,
/// as the column style does with its sidebar hidden.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let columns = resolveNodes(content, in: environment)
        let shown = environment.horizontalSizeClass == .regular ? columns.last : columns.first
        let stack = NavigationContainer.stack(
            name: "NavigationView", rootNodes: shown.map { [$0] } ?? [], in: environment)
        return resolveNodes(stack, in: environment)
    }
}

/// A list of values pushed on a navigation stack, of any types.
public struct NavigationPath: Equatable {
    private(set) var elements: [AnyHashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(0, k), elements.count)) }
}

/// What NavigationStack and NavigationView share: the root's nodes, the
/// bars its values ask for, and the safe-area insets that put them in place.
enum NavigationContainer {
    /// The most screens a stack pushes: a destination that presents itself
    /// again stops here.
    static let maximumDepth = 64

    /// The stack around nodes already built: the screens `path` pushes on
    /// them, the top one shown with the bars its values ask for, in
    /// safe-area insets around it.
    static func stack(
        name: String, rootNodes: [ViewNode], path: [AnyHashable] = [], in environment: EnvironmentValues
    ) -> some View {
        var screens = [rootNodes]
        var warnings: [String] = []
        var destinations = ContainerValues.all(in: rootNodes) { $0.destinations }
        func push(_ view: AnyView) {
            let nodes = resolveNodes(view, in: environment)
            destinations += ContainerValues.all(in: nodes) { $0.destinations }
            screens.append(nodes)
        }
        for value in path where screens.count < maximumDepth {
            guard let view = destinations.lazy.compactMap({ $0.make(value) }).first else {
                warnings.append(
                    """
                    NavigationStack: no navigationDestination for a value of type \(type(of: value.base)) on the \
                    path; it and the values after it are not pushed
                    """
                )
                break
            }
            push(view)
        }
        var presentedFrom = 0
        while presentedFrom < screens.count, screens.count < maximumDepth {
            for view in ContainerValues.all(in: screens[presentedFrom], { $0.presentedDestinations })
            where screens.count < maximumDepth {
                push(view)
            }
            presentedFrom += 1
        }

        // Each screen's display mode: its own, or the one of the screen below (large at the root).
        var isLarge = true
        var titles: [AnyView?] = []
        for nodes in screens {
            switch ContainerValues.first(in: nodes, { $0.titleDisplayMode }) ?? .automatic {
            case .large: isLarge = true
            case .inline: isLarge = false
            case .automatic: break
            }
            titles.append(ContainerValues.first(in: nodes) { $0.navigationTitle })
        }
        let top = screens[screens.count - 1]
        let backTitle: AnyView? =
            screens.count > 1 ? (titles[screens.count - 2] ?? AnyView(Text(verbatim: "Back"))) : nil
        let barSettings = BarSettings.first(in: top, \.navigationBar)
        let items = ContainerValues.toolbarItems(in: top)
        let bottomItems = items.filter { $0.placement.slot == .bottom }

        // Several views at a screen's root stack down, as at a window's root.
        var screen = AnyView(
            Implicit(Implicit(VStack { PrebuiltNodes(nodes: top) }).frame(maxWidth: .infinity, maxHeight: .infinity)))
        if barSettings.isHidden != true {
            let search = ContainerValues.first(in: top) { $0.searchField }.map {
                SearchField(text: $0.text, prompt: $0.prompt)
            }
            let bar = NavigationBar(
                title: titles.last ?? nil, isLarge: isLarge, items: items, background: barSettings.shownBackground,
                backTitle: backTitle, search: search)
            screen = AnyView(Implicit(screen.safeAreaInset(edge: .top, spacing: 0) { bar }))
        }
        if !bottomItems.isEmpty {
            let toolbar = BottomToolbar(items: bottomItems)
            screen = AnyView(Implicit(screen.safeAreaInset(edge: .bottom, spacing: 0) { toolbar }))
        }
        // The tab bar belongs to the tab view around the stack: a stack in a
        // tab passes its root's tab-bar settings up (`toolbar(.hidden, for:
        // .tabBar)` on the shown page hides the tab bar, as in iOS).
        let tabBar = BarSettings.first(in: top, \.tabBar)
        return NodeAdjustingView(content: LayoutView(layout: PassthroughLayout(), name: name, content: screen)) {
            node in
            node.isContainerBoundary = true
            node.warnings += warnings
            node.containerValues.tabBar = tabBar
        }
    }
}

/// Nodes built already, as a view: a container that read its content's
/// values places the same nodes.
nonisolated struct PrebuiltNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: EmptyView { EmptyView() }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { nodes }
}

/// Marks the nodes `content` makes as Galley's own, left out of listings
/// of the user's views.
nonisolated struct Implicit<Content: View>: View {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }

    nonisolated var body: some View {
        NodeAdjustingView(content: content) { $0.isImplicit = true }
    }
}
