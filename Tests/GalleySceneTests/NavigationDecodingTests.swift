import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Scenes: NavigationStack, toolbar, TabView, Tab, colour schemes")
struct NavigationDecodingTests {
    @Test("A NavigationStack scene with a title and toolbar items lays out as the same views in Swift")
    func navigationStack() throws {
        let scene = try Fixtures.scene(
            #"""
            {"NavigationStack": {"Color": "red", "modifiers": [
              {"navigationTitle": "Inbox"}, {"navigationBarTitleDisplayMode": "inline"},
              {"toolbar": [{"ToolbarItem": {"placement": "topBarLeading", "content": {"Text": "Edit"}}},
                           {"ToolbarItemGroup": {"placement": "bottomBar", "content": [{"Spacer": {}}, {"Text": \#
            "Status"}]}}]}
            ]}}
            """#)
        let swift = NavigationStack {
            Color.red.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Edit") }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer(); Text("Status")
                }
            }
        }
        #expect(try Fixtures.nodes(scene.view()) == Fixtures.nodes(swift))
    }

    @Test("A TabView scene: tabs with tabItem and tag, the selection, Tab and the page style, as in Swift")
    func tabView() throws {
        let scene = try Fixtures.scene(
            #"""
            {"TabView": {"selection": "b", "content": [
              {"Color": "red", "modifiers": [{"tabItem": {"title": "A", "systemImage": "star"}}, {"tag": "a"}]},
              {"Tab": {"title": "B", "systemImage": "heart", "value": "b", "content": {"Color": "green"}}}
            ]}}
            """#)
        let placed = try scene.layout(using: Fixtures.engine).result
        #expect(placed.root.allViews.contains { $0.paint == .fill(.color(.green), .rectangle) })
        #expect(!placed.root.allViews.contains { $0.paint == .fill(.color(.red), .rectangle) })
        let titles = placed.root.allViews.filter { $0.text != nil }
        #expect(titles.map(\.paint) == [.text([.systemGray]), .text([.accentColor])])

        let positional = try Fixtures.scene(
            #"{"TabView": {"selection": 1, "content": [{"Color": "red"}, {"Color": "green"}]}}"#)
        #expect(
            try positional.layout(using: Fixtures.engine).result.root.allViews.contains {
                $0.paint == .fill(.color(.green), .rectangle)
            })
        let paged = try Fixtures.scene(
            #"{"TabView": {"style": "page", "content": [{"Color": "red"}, {"Color": "green"}]}}"#)
        #expect(try paged.layout(using: Fixtures.engine).result.root.allViews.filter { $0.name == "Circle" }.count == 2)
    }

    @Test("Bad navigation and tab scenes name the place and what was expected")
    func errors() {
        #expect(
            Fixtures.failure(#"{"Text": "x", "modifiers": [{"navigationBarTitleDisplayMode": "huge"}]}"#)?.contains(
                "modifiers[0].navigationBarTitleDisplayMode") == true)
        #expect(
            Fixtures.failure(#"{"Text": "x", "modifiers": [{"toolbar": [{"Text": "y"}]}]}"#)?.contains("a toolbar item")
                == true)
        #expect(
            Fixtures.failure(#"{"Text": "x", "modifiers": [{"toolbar": [{"ToolbarItem": {"placement": "top"}}]}]}"#)?
                .contains("placement") == true)
        #expect(Fixtures.failure(#"{"Text": "x", "modifiers": [{"tag": [1]}]}"#)?.contains("a tag") == true)
        #expect(
            Fixtures.failure(#"{"TabView": {"selection": 0, "contents": []}}"#)?.contains("unknown key \"contents\"")
                == true)
        #expect(Fixtures.failure(#"{"Tab": {"title": "A"}}"#)?.contains("systemImage") == true)
    }

    @Test(
        """
        colorScheme at the top of a scene, preferredColorScheme and environment set the scheme; unknown schemes \
        are errors
        """
    )
    func colorSchemes() throws {
        let dark = try Fixtures.scene(#"{"colorScheme": "dark", "root": {"Text": "Hi"}}"#)
        #expect(try dark.layout(using: Fixtures.engine).result.root.environment.colorScheme == .dark)
        let modifier = try Fixtures.scene(
            #"{"VStack": [{"Text": "Hi", "modifiers": [{"preferredColorScheme": "dark"}]}]}"#)
        #expect(try modifier.layout(using: Fixtures.engine).result.root.environment.colorScheme == .dark)
        let local = try Fixtures.scene(
            #"""
            {"VStack": [{"Text": "Hi", "modifiers": [{"environment": {"colorScheme": "dark", "dynamicTypeSize": \#
            "xxxLarge"}}]}]}
            """#
        )
        let placed = try local.layout(using: Fixtures.engine).result
        #expect(placed.root.environment.colorScheme == .light)
        #expect(placed.root.children.first?.environment.colorScheme == .dark)
        #expect(placed.root.children.first?.environment.dynamicTypeSize == .xxxLarge)
        #expect(Fixtures.failure(#"{"colorScheme": "dim", "root": {"Text": "Hi"}}"#)?.contains("colour scheme") == true)
        #expect(
            Fixtures.failure(#"{"Text": "x", "modifiers": [{"environment": {"colourScheme": "dark"}}]}"#)?.contains(
                "colorScheme") == true)
        let grouped = try Fixtures.scene(#"{"Color": "systemGroupedBackground"}"#).layout(using: Fixtures.engine).result
        #expect(grouped.root.paint == .fill(.color(.systemGroupedBackground), .rectangle))
        #expect(Color.systemGroupedBackground.resolved(in: .dark) == Color(white: 0))
        #expect(Fixtures.failure(#"{"Color": "systemGroupBackground"}"#)?.contains("systemGroupedBackground") == true)
    }

    @Test("badge, toolbarBackground and toolbarVisibility in scenes, as in Swift")
    func barModifiers() throws {
        let scene = try Fixtures.scene(
            #"""
            {"TabView": [
              {"NavigationStack": {"Color": "clear", "modifiers": [{"navigationTitle": "T"},
                {"toolbarBackground": {"style": "yellow", "for": "navigationBar", "visibility": "visible"}}]},
               "modifiers": [{"tabItem": {"Label": {"title": "Home", "systemImage": "house"}}}, {"badge": 3}]},
              {"Text": "Two", "modifiers": [{"tabItem": {"title": "Two", "systemImage": "gear"}}, {"badge": "new"}]}
            ]}
            """#)
        let swift = TabView {
            NavigationStack {
                Color.clear.navigationTitle("T").toolbarBackground(Color.yellow, for: .navigationBar).toolbarBackground(
                    .visible, for: .navigationBar)
            }
            .tabItem { LabelBox("Home", systemImage: "house") }.badge(3)
            Text("Two").tabItem {
                Image(systemName: "gear"); Text("Two")
            }.badge("new")
        }
        #expect(try Fixtures.nodes(scene.view()) == Fixtures.nodes(swift))
        let hidden = try Fixtures.scene(
            #"""
            {"TabView": [{"Text": "A", "modifiers": [{"toolbarVisibility": {"visibility": "hidden", "for": \#
            ["tabBar"]}}]}]}
            """#
        )
        #expect(try !hidden.layout(using: Fixtures.engine).result.root.allViews.contains { $0.name == "TabBar" })
        #expect(
            Fixtures.failure(#"{"Text": "x", "modifiers": [{"toolbarBackground": {"for": "sideBar"}}]}"#)?.contains(
                "bar") == true)
        #expect(Fixtures.failure(#"{"Text": "x", "modifiers": [{"badge": 1.5}]}"#) != nil)
    }

    @Test(
        "A NavigationSplitView scene (sidebar, content, detail, column visibility, column width) lays out as in Swift")
    func splitView() throws {
        let scene = try Fixtures.scene(
            #"""
            {"NavigationSplitView": {"columnVisibility": "all",
              "sidebar": {"Color": "red", "modifiers": [{"navigationSplitViewColumnWidth": 250}]},
              "content": {"Color": "green"}, "detail": {"Color": "blue"}}}
            """#)
        let swift = NavigationSplitView(columnVisibility: .all) {
            Color.red.navigationSplitViewColumnWidth(250)
        } content: {
            Color.green
        } detail: {
            Color.blue
        }
        #expect(try Fixtures.nodes(scene.view()) == Fixtures.nodes(swift))
        #expect(Fixtures.failure(#"{"NavigationSplitView": {"sidebar": {"Text": "a"}}}"#)?.contains("detail") == true)
        #expect(
            Fixtures.failure(
                #"""
                {"NavigationSplitView": {"sidebar": {"Text": "a"}, "detail": {"Text": "b"}, "columnVisibility": \#
                "some"}}
                """#
            )?.contains("column visibility") == true)
    }
}
