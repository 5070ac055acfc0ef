import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("TabView and its tab bar, as iOS 17 draws them")
struct TabViewTests {
    private func onPhone<V: View>(_ view: V, device: Device = .iPhone13Pro) throws -> LayoutResult {
        try Canvas(device: device).layout(view, using: DynamicTypeTests.engine).result
    }

    private func threeTabs(selection: Int?) -> some View {
        TabView(selection: selection) {
            Color.red.tabItem {
                Image(systemName: "house"); Text("Home")
            }.tag(10)
            Color.green.tabItem {
                Image(systemName: "magnifyingglass"); Text("Search")
            }.tag(20)
            Color.blue.tabItem {
                Image(systemName: "gear"); Text("Settings")
            }.tag(30)
        }
    }

    private func titles(_ result: LayoutResult) -> [PlacedView] {
        result.root.allViews.filter { $0.text != nil }
    }

    @Test(
        """
        The 49-point tab bar sits above the 34-point home indicator; only the selected tab's content is laid out, \
        above the bar
        """
    )
    func barAndContent() throws {
        let result = try onPhone(threeTabs(selection: 20))
        #expect(result.root.name == "TabView")
        let bar = try #require(result.root.allViews.first { $0.name == "TabBar" })
        #expect(nearlyEqual(bar.frame.minY, 844 - 34 - 49) && nearlyEqual(bar.frame.height, 49))
        let colors = result.root.allViews.filter { $0.name == "Color" && $0.paint == .fill(.color(.green), .rectangle) }
        #expect(colors.count == 1)
        #expect(
            colors.first.map { nearlyEqual($0.frame.minY, 47) && nearlyEqual($0.frame.maxY, 844 - 34 - 49) } == true)
        #expect(!result.root.allViews.contains { $0.paint == .fill(.color(.red), .rectangle) })
    }

    @Test(
        """
        Items share the bar's width evenly, a 25-point symbol box 6 points from the top over a 10-point medium \
        title, the selected one in the tint colour, the others grey
        """
    )
    func items() throws {
        let result = try onPhone(threeTabs(selection: 30).tint(.orange))
        let labels = titles(result)
        #expect(labels.map { $0.text?.lineStrings.first } == ["Home", "Search", "Settings"])
        for (index, label) in labels.enumerated() {
            #expect(nearlyEqual(label.frame.midX, 390 / 6 * CGFloat(2 * index + 1)))
            #expect(label.text?.glyphRuns.first?.size == 10)
        }
        #expect(labels.map(\.paint) == [.text([.systemGray]), .text([.systemGray]), .text([.orange])])
        let symbols = result.root.allViews.filter { $0.name == "Image" }
        #expect(symbols.count == 3)
        let barTop = 844 - 34 - 49.0
        for symbol in symbols { #expect(nearlyEqual(symbol.frame.midY, barTop + 6 + 12.5)) }
    }

    @Test(
        """
        toolbar(.hidden, for: .tabBar) on a navigation stack's root inside a tab hides the tab bar; the content \
        reaches the home indicator
        """
    )
    func hiddenThroughAStack() throws {
        let result = try onPhone(
            TabView {
                NavigationStack { Color.red.navigationTitle("Detail").toolbar(.hidden, for: .tabBar) }
                    .tabItem { Text("A") }
                Color.green.tabItem { Text("B") }
            })
        #expect(!result.root.allViews.contains { $0.name == "TabBar" })
        let red = try #require(result.root.allViews.first { $0.paint == .fill(.color(.red), .rectangle) })
        #expect(nearlyEqual(red.frame.maxY, 844 - 34))
        let shown = try onPhone(
            TabView {
                NavigationStack { Color.red.navigationTitle("Detail") }.tabItem { Text("A") }
            })
        #expect(shown.root.allViews.contains { $0.name == "TabBar" })
    }

    @Test(
        """
        With no selection the first tab is shown and selected; a selection no tag matches shows the first tab with \
        no item selected; untagged tabs are selected by position
        """
    )
    func selection() throws {
        let none = try onPhone(
            TabView {
                Color.red.tabItem { Text("A") }; Color.green.tabItem { Text("B") }
            })
        #expect(titles(none).map(\.paint) == [.text([.accentColor]), .text([.systemGray])])
        let unmatched = try onPhone(threeTabs(selection: 99))
        #expect(titles(unmatched).allSatisfy { $0.paint == .text([.systemGray]) })
        #expect(unmatched.root.allViews.contains { $0.paint == .fill(.color(.red), .rectangle) })
        let positional = try onPhone(
            TabView(selection: 1) {
                Color.red.tabItem { Text("A") }; Color.green.tabItem { Text("B") }
            })
        #expect(positional.root.allViews.contains { $0.paint == .fill(.color(.green), .rectangle) })
    }

    @Test("Tab (iOS 18) gives its title, symbol and value; an empty TabView is an empty bar")
    func tabsAndEmpty() throws {
        let result = try onPhone(
            TabView(selection: "b") {
                Tab("Alpha", systemImage: "star", value: "a") { Color.red }
                Tab("Beta", systemImage: "heart", value: "b") { Color.green }
            })
        #expect(titles(result).map(\.paint) == [.text([.systemGray]), .text([.accentColor])])
        let empty = try onPhone(TabView {})
        #expect(empty.root.allViews.contains { $0.name == "TabBar" })
        #expect(titles(empty).isEmpty)
    }

    @Test("On an iPad the 50-point bar puts each title beside its symbol")
    func iPad() throws {
        let result = try onPhone(threeTabs(selection: 10), device: .iPadMini)
        let bar = try #require(result.root.allViews.first { $0.name == "TabBar" })
        #expect(nearlyEqual(bar.frame.height, 50))
        let home = try #require(titles(result).first)
        let symbol = try #require(result.root.allViews.first { $0.name == "Image" })
        #expect(symbol.frame.maxX < home.frame.minX)
        #expect(nearlyEqual(symbol.frame.midY, home.frame.midY, within: 2))
        #expect(home.text?.glyphRuns.first?.size == 13)
    }

    @Test("Page style: no bar, the content fills, 7-point dots 16 points apart, the current one opaque")
    func pageStyle() throws {
        let result = try onPhone(threeTabs(selection: 20).tabViewStyle(.page))
        #expect(!result.root.allViews.contains { $0.name == "TabBar" })
        let dots = result.root.allViews.filter { $0.name == "Circle" }
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { $0.frame.size == CGSize(width: 7, height: 7) })
        #expect(nearlyEqual(dots[1].frame.minX - dots[0].frame.minX, 16))
        #expect(
            dots.map(\.paint) == [
                .fill(.color(Color.white.opacity(0.35)), .circle), .fill(.color(.white), .circle),
                .fill(.color(Color.white.opacity(0.35)), .circle),
            ])
        let hiddenDots = try onPhone(threeTabs(selection: 20).tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(!hiddenDots.root.allViews.contains { $0.name == "Circle" })
    }

    @Test("badge: white text in an 18-point red capsule at the symbol's top trailing corner; 0 shows none")
    func badges() throws {
        let result = try onPhone(
            TabView {
                Color.red.tabItem {
                    Image(systemName: "tray"); Text("Inbox")
                }.badge(12)
                Color.green.tabItem {
                    Image(systemName: "gear"); Text("Settings")
                }.badge(0)
            })
        let capsules = result.root.allViews.filter { $0.name == "Capsule" }
        #expect(capsules.count == 1)
        let badge = try #require(capsules.first)
        #expect(badge.frame.height == 18 && badge.frame.width >= 18)
        #expect(badge.paint == .fill(.color(.red), .capsule))
        let symbol = try #require(result.root.allViews.first { $0.name == "Image" })
        #expect(badge.frame.minX > symbol.frame.midX && badge.frame.minY < symbol.frame.minY + 4)
        let count = try #require(result.root.allViews.first { $0.text?.lineStrings == ["12"] })
        #expect(count.paint == .text([.white]) && count.text?.isTruncated == false)
    }

    @Test(
        """
        More than five tabs on an iPhone: four items and More (UITabBarController), More selected for the tabs it \
        holds; an iPad shows them all
        """
    )
    func moreTab() throws {
        let many = TabView(selection: 7) {
            ForEach(0..<10) { index in
                Text("Tab \(index)").tabItem {
                    Image(systemName: "star"); Text("T\(index)")
                }.tag(index)
            }
        }
        let phone = try onPhone(many)
        let items = phone.root.allViews.filter { $0.text != nil && $0.text?.lineStrings != ["Tab 7"] }
        #expect(items.map { $0.text?.lineStrings.first } == ["T0", "T1", "T2", "T3", "More"])
        #expect(items.last?.paint == .text([.accentColor]))
        #expect(phone.root.allViews.contains { $0.text?.lineStrings == ["Tab 7"] })
        let pad = try onPhone(many, device: .iPadMini)
        #expect(pad.root.allViews.filter { $0.text != nil }.count == 11)
    }
}
