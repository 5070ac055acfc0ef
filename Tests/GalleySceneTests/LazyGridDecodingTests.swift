import Foundation
import Galley
import Testing
@testable import GalleyScene

/// LazyVGrid and LazyHGrid in scenes: the JSON forms lay out as the Swift
/// ones, and bad grid items are named by their path.
@Suite("Lazy grids decoded from scenes")
struct LazyGridDecodingTests {
    @Test("LazyVGrid with flexible, fixed and adaptive columns lays out as in Swift")
    func lazyVGrid() throws {
        try expectSameLayout(
            #"""
            {"LazyVGrid": {"columns": [
                {"flexible": {"minimum": 10, "maximum": "infinity"}, "spacing": 8, "alignment": "center"},
                {"fixed": 100},
                {"adaptive": {"minimum": 80}}
              ], "spacing": 8, "alignment": "center",
              "content": [{"Text": "a"}, {"Text": "b"}, {"Color": "red"}, {"Text": "c"}, {"Text": "d"}]}}
            """#,
            LazyVGrid(
                columns: [
                    GridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 8, alignment: .center),
                    GridItem(.fixed(100)),
                    GridItem(.adaptive(minimum: 80)),
                ],
                alignment: .center, spacing: 8
            ) {
                Text("a")
                Text("b")
                Color.red
                Text("c")
                Text("d")
            }
        )
    }

    @Test("The shorthands: \"flexible\", {\"flexible\": {}} and an item with only spacing are GridItem() with defaults")
    func shorthands() throws {
        try expectSameLayout(
            #"""
            {"LazyVGrid": {"columns": ["flexible", {"flexible": {}}, {"spacing": 0, "alignment": "topLeading"}], \#
            "alignment": "leading",
              "content": [{"Text": "a"}, {"Text": "b"}, {"Text": "c"}, {"Text": "d"}]}}
            """#,
            LazyVGrid(
                columns: [GridItem(), GridItem(.flexible()), GridItem(spacing: 0, alignment: .topLeading)],
                alignment: .leading
            ) {
                Text("a")
                Text("b")
                Text("c")
                Text("d")
            }
        )
    }

    @Test("LazyHGrid takes rows and a vertical alignment; adaptive maximum and ForEach content")
    func lazyHGrid() throws {
        try expectSameLayout(
            #"""
            {"LazyHGrid": {"rows": [{"adaptive": {"minimum": 40, "maximum": 60}, "spacing": 4}, {"fixed": 30, \#
            "alignment": "bottom"}],
              "alignment": "top", "spacing": 12,
              "content": {"ForEach": {"range": [0, 7], "as": "i", "content": {"Text": "${i}"}}}}}
            """#,
            LazyHGrid(
                rows: [
                    GridItem(.adaptive(minimum: 40, maximum: 60), spacing: 4), GridItem(.fixed(30), alignment: .bottom),
                ],
                alignment: .top, spacing: 12
            ) {
                ForEach(0..<7) { Text("\($0)") }
            },
            proposal: ProposedViewSize(width: 390, height: 200)
        )
    }

    @Test("A LazyVGrid in a ScrollView, with no content and with no columns")
    func containers() throws {
        try expectSameLayout(
            #"""
            {"ScrollView": {"content": {"LazyVGrid": {"columns": [{"adaptive": {"minimum": 80}}], "content": \#
            [{"Color": "blue"}, {"Color": "green"}]}}}}
            """#,
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    Color.blue; Color.green
                }
            }
        )
        try expectSameLayout(
            #"{"VStack": [{"LazyVGrid": {"columns": []}}, {"Text": "after"}]}"#,
            VStack {
                LazyVGrid(columns: []) {}; Text("after")
            })
    }

    @Test("The layout dump names the grids LazyVGrid and LazyHGrid")
    func dumpNames() throws {
        let scene = try Fixtures.scene(
            #"{"VStack": [{"LazyVGrid": {"columns": ["flexible"]}}, {"LazyHGrid": {"rows": [{"fixed": 20}]}}]}"#)
        let dump = LayoutDump(try scene.layout(using: Fixtures.engine)).text
        #expect(dump.contains(#""type": "LazyVGrid""#))
        #expect(dump.contains(#""type": "LazyHGrid""#))
    }

    @Test(
        "Bad grids fail with the path of the bad value",
        arguments: [
            (
                #"{"LazyVGrid": {"content": []}}"#,
                #"scene.json: root: missing "columns" in LazyVGrid (line 1, column 15)"#
            ),
            (
                #"{"LazyVGrid": {"rows": []}}"#,
                #"scene.json: root: LazyVGrid takes "columns", not "rows" (line 1, column 16)"#
            ),
            (
                #"{"LazyHGrid": {"columns": []}}"#,
                #"scene.json: root: LazyHGrid takes "rows", not "columns" (line 1, column 16)"#
            ),
            (
                #"{"LazyVGrid": {"columns": {"fixed": 10}}}"#,
                #"scene.json: root.columns: expected an array of grid items, found an object (line 1, column 27)"#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"fixed": "abc"}]}}"#,
                #"scene.json: root.columns[0].fixed: expected a number, found "abc" (line 1, column 38)"#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"fixed": "infinity"}]}}"#,
                #"scene.json: root.columns[0].fixed: expected a number, found "infinity" (line 1, column 38)"#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"flexible": {"minimum": "infinity"}}]}}"#,
                #"""
                scene.json: root.columns[0].flexible.minimum: expected a number, found "infinity" (line 1, column \#
                53)
                """#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"flexible": {"maximum": "abc"}}]}}"#,
                #"""
                scene.json: root.columns[0].flexible.maximum: expected a number or "infinity", found "abc" (line \#
                1, column 53)
                """#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"adaptive": {"maximum": 100}}]}}"#,
                #"scene.json: root.columns[0].adaptive: missing "minimum" in adaptive (line 1, column 41)"#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"adaptive": {"minimum": 80, "minimun": 3}}]}}"#,
                #"""
                scene.json: root.columns[0].adaptive: unknown key "minimun" in adaptive; did you mean "minimum"? \#
                (line 1, column 57)
                """#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"flex": {}}]}}"#,
                #"""
                scene.json: root.columns[0]: unknown key "flex" in a grid item; did you mean "flexible"? (line 1, \#
                column 29)
                """#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"fixed": 10, "adaptive": {"minimum": 5}}]}}"#,
                #"""
                scene.json: root.columns[0]: a grid item has one size; found "fixed" and "adaptive" (line 1, \#
                column 42)
                """#
            ),
            (
                #"{"LazyVGrid": {"columns": ["flexibel"]}}"#,
                #"""
                scene.json: root.columns[0]: unknown grid item "flexibel"; did you mean "flexible"? (line 1, \#
                column 28)
                """#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"fixed": 10, "spacing": "wide"}]}}"#,
                #"scene.json: root.columns[0].spacing: expected a number, found "wide" (line 1, column 53)"#
            ),
            (
                #"{"LazyVGrid": {"columns": [{"fixed": 10, "alignment": "middle"}]}}"#,
                #"scene.json: root.columns[0].alignment: unknown alignment "middle" (line 1, column 55)"#
            ),
            (
                #"{"LazyVGrid": {"columns": [], "alignment": "top"}}"#,
                #"""
                scene.json: root.alignment: unknown horizontal alignment "top"; expected one of leading, center, \#
                trailing (line 1, column 44)
                """#
            ),
            (
                #"{"LazyHGrid": {"rows": [], "spacing": "infinity"}}"#,
                #"scene.json: root.spacing: expected a number, found "infinity" (line 1, column 39)"#
            ),
        ])
    func badGrids(scene: String, message: String) {
        #expect(Fixtures.failure(scene) == message)
    }

    @Test(
        "Absurd but well-formed grid items read and lay out: negative fixed, minimum over maximum, adaptive minimum 0")
    func absurdItems() throws {
        let scene = try Fixtures.scene(
            #"""
            {"LazyVGrid": {"columns": [
              {"fixed": -20}, {"flexible": {"minimum": 120, "maximum": 50}}, {"adaptive": {"minimum": 0}, "spacing": \#
            -1e308}
            ], "spacing": -1e308, "content": {"ForEach": {"range": [0, 50], "content": {"Color": "red"}}}},
             "modifiers": [{"frame": {"width": 10000}}]}
            """#)
        let layout = try scene.layout(using: Fixtures.engine)
        let infinite = layout.result.root.allViews.filter { view in
            ![view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].allSatisfy(\.isFinite)
        }
        #expect(infinite.isEmpty, "\(infinite.map { "\($0.name) \($0.frame)" })")
    }
}
