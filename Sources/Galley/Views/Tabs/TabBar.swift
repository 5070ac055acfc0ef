import Foundation

/// A tab's item as the bar shows it: its label, from which the bar takes
/// the first image and the first text.
struct TabBarItem {
    let label: AnyView?
    let badge: Text?

    init(from tab: ViewNode) {
        label = ContainerValues.first(in: [tab]) { $0.tabItem }
        badge = ContainerValues.first(in: [tab]) { $0.badge }
    }

    private init(label: AnyView, badge: Text?) {
        self.label = label
        self.badge = badge
    }

    /// The item that stands for the tabs an iPhone's bar has no room for.
    static var more: TabBarItem {
        TabBarItem(
            label: AnyView(
                Group {
                    Image(systemName: "ellipsis"); Text("More")
                }), badge: nil)
    }
}

/// The tab bar: 49 points above the home indicator (UIKit's `UITabBar`),
/// on the bar material with a hairline on top, reaching down through the
/// safe area; 50 points on an iPad, where each title sits beside its symbol.
nonisolated struct TabBar: View, PrimitiveView {
    let items: [TabBarItem]
    let selectedIndex: Int?
    /// What the bar is drawn on (`toolbarBackground(_:for: .tabBar)`); nil for the bar material.
    var background: AnyView?

    static let height: CGFloat = 49
    /// The most items an iPhone's bar shows.
    static let compactItemLimit = 5
    static let regularHeight: CGFloat = 50
    /// The symbol's font size: a symbol is then about 21.7 points across
    /// (1.08 × the size, `Image.SymbolMetrics`), in the 25 × 25-point
    /// target the HIG gives tab bar glyphs.
    static let symbolSize: CGFloat = 20
    /// The title: 10-point medium on an iPhone, 13-point medium beside the symbol on an iPad.
    static let titleSize: CGFloat = 10
    static let regularTitleSize: CGFloat = 13
    /// From the bar's top edge to the symbol's 25-point box, and from the box to the title.
    static let symbolTop: CGFloat = 6
    static let symbolBox: CGFloat = 25
    static let titleGap: CGFloat = 1

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let isRegular = environment.horizontalSizeClass == .regular
        let views = items.enumerated().map { index, item in
            itemView(item, isSelected: index == selectedIndex, isRegular: isRegular, in: environment)
        }
        let row: AnyView
        if isRegular {
            row = AnyView(
                HStack(spacing: 40) { ForEach(views.indices, id: \.self) { views[$0] } }
                    .frame(maxWidth: .infinity).frame(height: TabBar.regularHeight))
        } else {
            row = AnyView(
                HStack(spacing: 0) {
                    ForEach(views.indices, id: \.self) {
                        views[$0].frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    }
                }.frame(height: TabBar.height))
        }
        let bar =
            row
            .background { (background ?? AnyView(Color.barBackground)).ignoresSafeArea(edges: .bottom) }
            .overlay(alignment: .top) { Hairline() }
        return resolveNodes(LayoutView(layout: PassthroughLayout(), name: "TabBar", content: bar), in: environment)
    }

    /// The item's symbol and title, in the tint colour when selected, else grey.
    private func itemView(
        _ item: TabBarItem, isSelected: Bool, isRegular: Bool, in environment: EnvironmentValues
    ) -> AnyView {
        let color = isSelected ? environment.tint ?? .accentColor : .systemGray
        var titleEnvironment = environment
        titleEnvironment.font = .system(size: isRegular ? TabBar.regularTitleSize : TabBar.titleSize, weight: .medium)
        titleEnvironment.foregroundColor = color
        titleEnvironment.lineLimit = 1
        var symbolEnvironment = environment
        symbolEnvironment.font = .system(size: isRegular ? TabBar.symbolSize * 0.85 : TabBar.symbolSize)
        symbolEnvironment.imageScale = .medium
        symbolEnvironment.foregroundColor = color
        let label = item.label ?? AnyView(EmptyView())
        let title = Self.first(in: resolveNodes(label, in: titleEnvironment)) {
            if case .text = $0.content { true } else { false }
        }
        let symbol = Self.first(in: resolveNodes(label, in: symbolEnvironment)) {
            if case .image = $0.content { true } else { false }
        }
        let symbolView = PrebuiltNodes(nodes: symbol.map { [$0] } ?? []).overlay(alignment: .top) {
            // The badge's leading edge 2 points past the symbol's centre, its middle 2 points below the symbol's top.
            if let badge = item.badge {
                TabBadge(text: badge).alignmentGuide(HorizontalAlignment.center) { _ in -2 }.alignmentGuide(.top) {
                    $0.height / 2 - 2
                }
            }
        }
        let titleView = PrebuiltNodes(nodes: title.map { [$0] } ?? [])
        if isRegular {
            return AnyView(
                HStack(spacing: 6) {
                    symbolView; titleView
                })
        }
        return AnyView(
            VStack(spacing: TabBar.titleGap) {
                symbolView.frame(height: TabBar.symbolBox)
                titleView
            }.padding(.top, TabBar.symbolTop))
    }

    /// The first node (depth first) that `matches`.
    private static func first(in nodes: [ViewNode], where matches: (ViewNode) -> Bool) -> ViewNode? {
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if matches(node) { return node }
            pending += node.children.reversed()
        }
        return nil
    }
}

/// A paged TabView's dots: 7-point dots 16 points apart (UIKit's
/// `UIPageControl`), the current page's opaque white, the others translucent,
/// in a 26-point row at the bottom of the content.
nonisolated struct PageIndicator: View {
    let count: Int
    let current: Int
    /// The dots sit on a translucent dark capsule (`indexViewStyle(.page(backgroundDisplayMode: .always))`).
    var showsBackground = false

    /// More pages than this show as this many dots, as a page control
    /// shrinks to its width.
    static let maximumDots = 100

    nonisolated var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<Swift.min(count, PageIndicator.maximumDots), id: \.self) { index in
                Circle().fill(Color.white.opacity(index == current ? 1 : 0.35)).frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, showsBackground ? 8 : 0)
        .frame(height: 26)
        .background { if showsBackground { Capsule().fill(Color.black.opacity(0.25)) } }
    }
}

/// A tab item's badge: white 13-point text in a red capsule at least 18
/// points tall and wide (UITabBarItem's badge), centred a little inside the
/// symbol's top trailing corner.
nonisolated struct TabBadge: View {
    let text: Text

    nonisolated var body: some View {
        text.font(.system(size: 13)).foregroundColor(.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
}
