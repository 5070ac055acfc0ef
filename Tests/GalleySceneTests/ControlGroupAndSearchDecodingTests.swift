import Foundation
import Galley
import GalleyScene
import Testing

@Suite("Scenes: ControlGroup, searchable, badge, toolbarBackground, indexViewStyle")
struct ControlGroupAndSearchDecodingTests {
    @Test(
        """
        {\"ControlGroup\": [views]} and {\"ControlGroup\": {\"content\", \"title\", \"style\"}} lay out as \
        ControlGroup
        """
    )
    func controlGroup() throws {
        try expectSameLayout(
            #"{"ControlGroup": [{"Button": {"label": {"Image": {"systemName": "plus"}}}}, {"Button": "Reset"}]}"#,
            ControlGroup {
                ButtonBox(label: AnyView(Image(systemName: "plus"))); ButtonBox("Reset")
            }
        )
        try expectSameLayout(
            #"{"ControlGroup": {"title": "Edit", "style": "menu", "content": [{"Button": "Cut"}]}}"#,
            ControlGroup {
                ButtonBox("Cut")
            } label: {
                Text("Edit")
            }.controlGroupStyle(.menu)
        )
        try expectSameLayout(
            #"{"VStack": [{"ControlGroup": [{"Button": "A"}]}], "modifiers": [{"controlGroupStyle": "compactMenu"}]}"#,
            VStack { ControlGroup { ButtonBox("A") } }.controlGroupStyle(.compactMenu)
        )
        #expect(Fixtures.failure(#"{"ControlGroup": {"title": "Edit"}}"#)?.contains(#"missing "content""#) == true)
        #expect(
            Fixtures.failure(#"{"ControlGroup": {"content": [], "style": "pallete"}}"#)?.contains("palette") == true)
    }

    @Test(
        "{\"searchable\": text} and {\"searchable\": {\"text\", \"prompt\"}} put Galley's search field under the title")
    func searchable() throws {
        try expectSameLayout(
            #"""
            {"NavigationStack": {"List": [{"Text": "A"}], "modifiers": [{"navigationTitle": "Products"}, \#
            {"searchable": "Kiwi"}]}}
            """#,
            NavigationStack { List { Text("A") }.navigationTitle("Products").searchable(text: "Kiwi") }
        )
        try expectSameLayout(
            #"{"NavigationStack": {"Color": "red", "modifiers": [{"searchable": {"prompt": "Fruit"}}]}}"#,
            NavigationStack { Color.red.searchable(text: "", prompt: Text("Fruit")) }
        )
        #expect(
            Fixtures.failure(#"{"Color": "red", "modifiers": [{"searchable": {"query": "x"}}]}"#)?.contains("query")
                == true)
    }

    @Test("badge, toolbarBackground, indexViewStyle and ContentUnavailableView actions lay out as their Galley forms")
    func tabsAndBars() throws {
        try expectSameLayout(
            #"""
            {"TabView": [{"Text": "A", "modifiers": [{"tabItem": {"Label": {"title": "A", "systemImage": \#
            "star"}}}, {"badge": 3}]}, {"Text": "B", "modifiers": [{"tabItem": {"Label": {"title": "B", \#
            "systemImage": "book"}}}, {"badge": "New"}]}]}
            """#,
            TabView {
                Text("A").tabItem { LabelBox("A", systemImage: "star") }.badge(3)
                Text("B").tabItem { LabelBox("B", systemImage: "book") }.badge("New")
            }
        )
        try expectSameLayout(
            #"""
            {"NavigationStack": {"Text": "A", "modifiers": [{"navigationTitle": "T"}, {"toolbarBackground": \#
            {"style": "yellow", "for": "navigationBar"}}, {"toolbarBackground": {"visibility": "visible", "for": \#
            ["navigationBar"]}}]}}
            """#,
            NavigationStack {
                Text("A").navigationTitle("T").toolbarBackground(Color.yellow, for: .navigationBar).toolbarBackground(
                    .visible, for: .navigationBar)
            }
        )
        try expectSameLayout(
            #"""
            {"TabView": {"style": "page", "content": [{"Text": "A"}, {"Text": "B"}]}, "modifiers": \#
            [{"indexViewStyle": "always"}]}
            """#,
            TabView {
                Text("A"); Text("B")
            }.tabViewStyle(.page).indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
        )
        try expectSameLayout(
            #"""
            {"ContentUnavailableView": {"title": "无归档", "systemImage": "archivebox", "description": "d", \#
            "actions": [{"Button": "新增"}]}}
            """#,
            ContentUnavailableView {
                LabelBox("无归档", systemImage: "archivebox")
            } description: {
                Text("d")
            } actions: {
                ButtonBox("新增")
            }
        )
        // A style and its visibility may come in one modifier (SwiftUI's two calls).
        #expect(
            Fixtures.failure(
                #"""
                {"Text": "A", "modifiers": [{"toolbarBackground": {"style": "red", "visibility": "visible", \#
                "for": "tabBar"}}]}
                """#
            ) == nil)
        #expect(
            Fixtures.failure(
                #"{"Text": "A", "modifiers": [{"toolbarBackground": {"style": "red", "for": "tabbar"}}]}"#)?.contains(
                    "tabBar") == true)
        #expect(
            Fixtures.failure(#"{"Text": "A", "modifiers": [{"indexViewStyle": "sometimes"}]}"#)?.contains("always")
                == true)
    }
}
