import Foundation
import Testing
@testable import Galley

/// Hostile and odd input to navigation bars and tab views: clear behaviour,
/// bounded time and memory.
@Suite("Navigation and tabs with bad input")
struct SystemViewBadInputTests {
    private func onPhone<V: View>(_ view: V) throws -> LayoutResult {
        try Canvas(device: .iPhone13Pro).layout(view, using: DynamicTypeTests.engine).result
    }

    @Test("An unknown symbol in a tab item draws the placeholder square and warns; it is not an error")
    func unknownTabSymbol() throws {
        let result = try onPhone(
            TabView {
                Color.red.tabItem {
                    Image(systemName: "no.such.symbol"); Text("Odd")
                }
            })
        #expect(result.warnings.contains { $0.contains("no symbol stand-in for \"no.such.symbol\"") })
        #expect(result.root.allViews.contains { $0.name == "Image" })
    }

    @Test("A 10,000-character large title stays on one truncated line at the margin")
    func longLargeTitle() throws {
        let result = try onPhone(
            NavigationStack { Color.clear.navigationTitle(String(repeating: "Title ", count: 1_667)) })
        let title = try #require(result.root.allViews.first { $0.text?.isTruncated == true })
        #expect(title.text?.lines.count == 1)
        #expect(title.frame.minX == 16 && title.frame.maxX <= 390 - 16 + 0.5)
    }

    @Test("10,000 tabs: four items and More, only the selected tab laid out")
    func manyTabs() throws {
        let result = try onPhone(
            TabView(selection: 9_999) {
                ForEach(0..<10_000) { index in Text("Tab \(index)").tabItem { Text("T\(index)") }.tag(index) }
            })
        let texts = result.root.allViews.compactMap { $0.text?.lineStrings.first }
        #expect(texts == ["Tab 9999", "T0", "T1", "T2", "T3", "More"])
    }

    @Test("A hundred nested navigation stacks lay out, each bar its own")
    func deepNesting() throws {
        var view = AnyView(Color.red.navigationTitle("Innermost"))
        for level in 0..<100 { view = AnyView(NavigationStack { view }.navigationTitle("Level \(level)")) }
        let result = try Canvas(size: .fixed(width: 390, height: 200_000), scale: 1).layout(
            view, using: DynamicTypeTests.engine
        ).result
        #expect(result.root.allViews.filter { $0.name == "NavigationStack" }.count == 100)
        #expect(result.root.allViews.contains { $0.text?.lineStrings == ["Innermost"] })
    }

    @Test("Toolbar items of absurd size and NaN widths do not break the bar")
    func absurdItems() throws {
        let result = try onPhone(
            NavigationStack {
                Color.clear.navigationBarTitleDisplayMode(.inline).navigationTitle("T")
                    .navigationSplitViewColumnWidth(.nan)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Color.red.frame(width: 1e9, height: 1e9) }
                        ToolbarItem(placement: .topBarTrailing) { Text("Done") }
                    }
            })
        #expect(result.root.frame.width == 390)
        #expect(result.root.allViews.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
    }
}
