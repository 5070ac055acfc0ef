import Foundation

/// Tabs, as iOS 17 draws them: the selected tab's content above the tab
/// bar, every tab's item in the bar (on an iPhone, more than five tabs show
/// four items and "More", selected for the tabs it holds).
///
/// Each child of the content is a tab; its `tabItem` gives the bar its
/// symbol and title (only the first image and the first text, as in
/// SwiftUI), its `tag` what `selection` matches. The bar is 49 points tall
/// above the home indicator (UIKit's `UITabBar`), items share its width
/// evenly, each a 25-point symbol over a 10-point medium title (Apple's HIG
/// tab bar metrics), the selected one in the tint colour and the others in
/// grey; on a regular-width screen (an iPad) the title sits beside the
/// symbol. Only the selected tab's content is laid out, in the space above
/// the bar; backgrounds that ignore the safe area reach under it.
///
/// With no tab matching the selection, the first tab's content is shown and
/// no item is highlighted. An empty TabView is an empty bar.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue?
    let content: Content
    var style = TabViewStyle.automatic

    /// Tabs showing the one whose tag is `selection`.
    public init(selection: SelectionValue?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let style = environment.tabViewStyle
        let tabs = resolveNodes(content, in: environment)
        let tags = tabs.map { TagMatching.key($0.traits.tag) }
        let selectedIndex: Int?
        if let selection {
            // Untagged tabs are selected by position, as SwiftUI tags them by index.
            selectedIndex =
                tags.firstIndex { $0 != nil && $0 == TagMatching.key(AnyHashable(selection)) }
                ?? (selection as? any TabPosition)?.tabPosition.flatMap { index in
                    tags.allSatisfy { $0 == nil } && tabs.indices.contains(index) ? index : nil
                }
        } else {
            selectedIndex = tabs.isEmpty ? nil : 0
        }
        let shown = tabs.isEmpty ? [] : [tabs[selectedIndex ?? 0]]
        var screen = AnyView(
            Implicit(Implicit(ZStack { PrebuiltNodes(nodes: shown) }).frame(maxWidth: .infinity, maxHeight: .infinity)))
        switch style.kind {
        case .bar:
            let settings = BarSettings.first(in: shown, \.tabBar)
            if settings.isHidden != true {
                var items = tabs.map { TabBarItem(from: $0) }
                var barSelection = selectedIndex
                // An iPhone's bar holds five items: past that, four and "More" (UITabBarController).
                if environment.horizontalSizeClass != .regular, items.count > TabBar.compactItemLimit {
                    items = Array(items.prefix(TabBar.compactItemLimit - 1)) + [TabBarItem.more]
                    barSelection = selectedIndex.map { Swift.min($0, TabBar.compactItemLimit - 1) }
                }
                let bar = TabBar(items: items, selectedIndex: barSelection, background: settings.shownBackground)
                screen = AnyView(Implicit(screen.safeAreaInset(edge: .bottom, spacing: 0) { bar }))
            }
        case .page(let showsIndex):
            if showsIndex, tabs.count > 1 {
                let dots = PageIndicator(
                    count: tabs.count, current: selectedIndex ?? 0,
                    showsBackground: environment.pageIndexViewStyle.showsBackground)
                screen = AnyView(Implicit(screen.overlay(alignment: .bottom) { dots }))
            }
        }
        let nodes = resolveNodes(
            LayoutView(layout: PassthroughLayout(), name: "TabView", content: screen), in: environment)
        for node in nodes { node.isContainerBoundary = true }
        return nodes
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// How a paged TabView's dots are drawn: on a translucent capsule when
/// the background shows (`.always`), else on the content.
public struct PageIndexViewStyle: Hashable, Sendable {
    /// When the dots get a background.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        case automatic, always, interactive, never
    }

    let showsBackground: Bool

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        showsBackground = backgroundDisplayMode == .always
    }

    public static let page = PageIndexViewStyle()

    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The page style under its own name (`PageTabViewStyle(indexDisplayMode:)`).
public typealias PageTabViewStyle = TabViewStyle

extension TabViewStyle {
    /// Pages, with the dots shown or not.
    public init(indexDisplayMode: PageIndexDisplayMode = .automatic) {
        self = .page(indexDisplayMode: indexDisplayMode)
    }
}

/// How a TabView shows its tabs: with the tab bar, or as pages with dots.
public struct TabViewStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bar
        case page(showsIndex: Bool)
    }

    let kind: Kind

    public static let automatic = TabViewStyle(kind: .bar)
    public static let tabBarOnly = TabViewStyle(kind: .bar)
    public static let sidebarAdaptable = TabViewStyle(kind: .bar)
    /// Pages side by side, one shown, with the page dots at the bottom.
    public static let page = TabViewStyle(kind: .page(showsIndex: true))

    /// Pages, with the dots shown (`.always`, `.automatic`) or not (`.never`).
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyle {
        TabViewStyle(kind: .page(showsIndex: indexDisplayMode != .never))
    }

    /// When a paged TabView shows its dots.
    public enum PageIndexDisplayMode: Hashable, Sendable {
        case automatic, always, never
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyle.automatic
}

extension EnvironmentValues {
    /// How tab views inside show their tabs.
    var tabViewStyle: TabViewStyle {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

private struct PageIndexViewStyleKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle()
}

extension EnvironmentValues {
    /// How paged tab views inside draw their dots.
    var pageIndexViewStyle: PageIndexViewStyle {
        get { self[PageIndexViewStyleKey.self] }
        set { self[PageIndexViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How paged tab views inside draw their dots: `.page(backgroundDisplayMode: .always)` puts them on a capsule.
    public func indexViewStyle(_ style: PageIndexViewStyle) -> some View {
        environment(\.pageIndexViewStyle, style)
    }

    /// How tab views inside show their tabs: the tab bar, or `.page`.
    public func tabViewStyle(_ style: TabViewStyle) -> some View {
        environment(\.tabViewStyle, style)
    }

    /// The symbol and title of this tab in the tab bar around it.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return containerValue { $0.tabItem = item }
    }
}

/// A selection that can also pick an untagged tab by its position, as an
/// `Int` selection does in SwiftUI (untagged tabs are tagged by index).
package protocol TabPosition {
    var tabPosition: Int? { get }
}

extension Int: TabPosition {
    package var tabPosition: Int? { self }
}
