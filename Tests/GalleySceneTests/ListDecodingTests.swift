import Foundation
import Galley
import GalleyScene
import Testing

@Suite("Lists in scenes")
struct ListDecodingTests {
    private func expectSame(_ json: String, _ view: some View, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let scene = try Fixtures.scene(json).layout(using: Fixtures.engine)
        let expected = try Canvas.standard.layout(view, using: Fixtures.engine)
        #expect(LayoutDump(scene).text == LayoutDump(expected).text, sourceLocation: sourceLocation)
    }

    @Test(
        "{\"List\": [views]} and {\"List\": {\"style\": …, \"content\": [{\"Section\": …}]}} lay out as the DSL's List")
    func lists() throws {
        try expectSame(
            #"{"List": [{"Text": "A"}, {"Text": "B"}]}"#,
            List {
                Text("A"); Text("B")
            })
        try expectSame(
            #"""
            {"List": {"style": "plain", "content": [{"Section": {"header": "Fruit", "footer": "Ripe", "content": \#
            [{"Text": "Apple"}]}}]}}
            """#,
            List {
                Section {
                    Text("Apple")
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("Ripe")
                }
            }.listStyle(.plain)
        )
        try expectSame(
            #"{"Form": [{"Section": [{"Toggle": {"title": "Wi-Fi", "isOn": true}}]}]}"#,
            Form { Section { SwitchToggle("Wi-Fi", isOn: true) } })
        try expectSame(
            #"{"List": [{"Section": {"header": {"Text": "Custom"}, "content": {"Text": "Row"}}}]}"#,
            List {
                Section {
                    Text("Row")
                } header: {
                    Text("Custom")
                }
            }
        )
    }

    @Test("{\"NavigationLink\": {\"title\": …}} or {\"label\": view} lays out as NavigationLink")
    func navigationLinks() throws {
        try expectSame(
            #"{"List": [{"NavigationLink": {"title": "General"}}]}"#,
            List { NavigationLink("General", destination: EmptyView()) })
        try expectSame(
            #"{"List": [{"NavigationLink": {"label": {"Text": "Privacy"}, "destination": {"Text": "Never"}}}]}"#,
            List { NavigationLink(destination: EmptyView()) { Text("Privacy") } }
        )
    }

    @Test(
        """
        The list modifiers: listStyle, listRowInsets, listRowBackground, listRowSeparator, \
        scrollContentBackground, headerProminence, textCase
        """
    )
    func modifiers() throws {
        try expectSame(
            #"""
            {"List": [
              {"Text": "A", "modifiers": [{"listRowInsets": {"top": 0, "leading": 30, "bottom": 0, "trailing": 0}}, \#
            {"listRowBackground": "yellow"}]},
              {"Text": "B", "modifiers": [{"listRowSeparator": {"visibility": "hidden", "edges": ["bottom"]}}, \#
            {"listRowSeparatorTint": "red"}]},
              {"Section": {"header": "H", "content": [{"Text": "C"}]}, "modifiers": [{"headerProminence": \#
            "increased"}]},
              {"Section": {"header": {"Text": "k", "modifiers": [{"textCase": null}]}, "content": [{"Text": "D"}]}}
            ], "modifiers": [{"listStyle": "insetGrouped"}, {"scrollContentBackground": "hidden"}, \#
            {"listRowSpacing": 2}, {"listSectionSpacing": "compact"}]}
            """#,
            List {
                Text("A").listRowInsets(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)).listRowBackground(
                    Color.yellow)
                Text("B").listRowSeparator(.hidden, edges: .bottom).listRowSeparatorTint(.red)
                Section {
                    Text("C")
                } header: {
                    Text("H")
                }.headerProminence(.increased)
                Section {
                    Text("D")
                } header: {
                    Text("k").textCase(nil)
                }
            }
            .listStyle(.insetGrouped).scrollContentBackground(.hidden).listRowSpacing(2).listSectionSpacing(.compact)
        )
    }

    @Test("Bad list input names the problem and the path")
    func badInput() {
        #expect(Fixtures.failure(#"{"List": {"style": "fancy", "content": []}}"#)?.contains("list style") == true)
        #expect(
            Fixtures.failure(#"{"Form": {"style": "plain", "content": []}}"#)?.contains("unknown key \"style\" in Form")
                == true)
        #expect(Fixtures.failure(#"{"List": 3}"#)?.contains("an array of rows") == true)
        #expect(Fixtures.failure(#"{"Section": {"header": 4, "content": []}}"#)?.contains("a string or a view") == true)
        #expect(
            Fixtures.failure(#"{"Section": {"heading": "A"}}"#)?.contains("unknown key \"heading\" in Section") == true)
        #expect(Fixtures.failure(#"{"NavigationLink": {}}"#)?.contains("missing \"title\" in NavigationLink") == true)
        #expect(
            Fixtures.failure(#"{"NavigationLink": {"title": "A", "label": {"Text": "B"}}}"#)?.contains("not both")
                == true)
        #expect(
            Fixtures.failure(#"{"Text": "A", "modifiers": [{"listRowSeparator": "gone"}]}"#)?.contains("visibility")
                == true)
        #expect(
            Fixtures.failure(#"{"Text": "A", "modifiers": [{"listStyle": "columns"}]}"#)?.contains("list style") == true
        )
    }

    @Test("An empty List, an empty Section and 10,000 rows decode and lay out")
    func extremes() throws {
        let empty = try Fixtures.scene(#"{"List": []}"#).layout(using: Fixtures.engine)
        #expect(!LayoutDump(empty).text.contains("ListRow"))
        let emptySection = try Fixtures.scene(#"{"List": [{"Section": {"header": "Only a header"}}]}"#).layout(
            using: Fixtures.engine)
        #expect(LayoutDump(emptySection).text.contains("ListSectionHeader"))
        let start = Date()
        let many = try Fixtures.scene(
            #"{"List": [{"ForEach": {"range": [0, 10000], "as": "i", "content": {"Text": "Row ${i}"}}}]}"#
        )
        .layout(using: Fixtures.engine)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(LayoutDump(many).text.contains("Row 0"))
        #expect(!LayoutDump(many).text.contains("Row 9999"))
    }
}
