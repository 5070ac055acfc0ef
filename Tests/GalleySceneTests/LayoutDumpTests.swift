import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Layout dump")
struct LayoutDumpTests {
    @Test("Exact text: types as written, ids, frames rounded to two decimals, the border's stroke left out")
    func geometry() throws {
        let scene = try Fixtures.scene(
            #"""
            {"canvas": {"width": 200, "height": 100, "scale": 2},
             "root": {"HStack": {"spacing": 10, "content": [
               {"Rectangle": {}, "id": "left", "modifiers": [{"frame": {"width": 40, "height": 20}}]},
               {"Circle": {}, "modifiers": [{"frame": {"width": 30, "height": 30}}, {"padding": 5}]},
               {"Color": "blue", "modifiers": [{"frame": {"width": 20.666666, "height": 10}, "id": "thin"}]}
             ]}, "modifiers": [{"border": "red"}]}}
            """#)
        let dump = LayoutDump(try scene.layout(using: Fixtures.engine))
        #expect(
            dump.text == """
                {
                  "canvas": { "width": 200, "height": 100, "scale": 2 },
                  "root": {
                    "type": "border",
                    "frame": { "x": 39.5, "y": 30, "width": 120.67, "height": 40 },
                    "children": [
                      {
                        "type": "HStack",
                        "frame": { "x": 39.5, "y": 30, "width": 120.67, "height": 40 },
                        "children": [
                          {
                            "type": "frame",
                            "frame": { "x": 39.5, "y": 40, "width": 40, "height": 20 },
                            "children": [
                              {
                                "type": "Rectangle",
                                "id": "left",
                                "frame": { "x": 39.5, "y": 40, "width": 40, "height": 20 }
                              }
                            ]
                          },
                          {
                            "type": "padding",
                            "frame": { "x": 89.5, "y": 30, "width": 40, "height": 40 },
                            "children": [
                              {
                                "type": "frame",
                                "frame": { "x": 94.5, "y": 35, "width": 30, "height": 30 },
                                "children": [
                                  {
                                    "type": "Circle",
                                    "frame": { "x": 94.5, "y": 35, "width": 30, "height": 30 }
                                  }
                                ]
                              }
                            ]
                          },
                          {
                            "type": "frame",
                            "id": "thin",
                            "frame": { "x": 139.5, "y": 45, "width": 20.67, "height": 10 },
                            "children": [
                              {
                                "type": "Color",
                                "frame": { "x": 139.5, "y": 45, "width": 20.67, "height": 10 }
                              }
                            ]
                          }
                        ]
                      }
                    ]
                  }
                }

                """)
        #expect(dump.data == Data(dump.text.utf8))
    }

    @Test("Text nodes carry their lines and whether they were truncated")
    func text() throws {
        let scene = try Fixtures.scene(
            #"""
            {"VStack": [{"Text": "Hello, World!", "id": "greeting"},
                        {"Text": "The quick brown fox jumps over the lazy dog", "modifiers": [{"lineLimit": 1}, \#
            {"frame": {"width": 100}}]}]}
            """#)
        let text = LayoutDump(try scene.layout(using: Fixtures.engine)).text
        #expect(
            text.contains(
                """
                        "type": "Text",
                        "id": "greeting",
                """))
        // Compared line by line without indentation, which follows the depth.
        let flat = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        #expect(
            flat.contains(
                """
                "text": {
                "lines": ["Hello, World!"],
                "truncated": false,
                "runs": [
                [
                { "text": "Hello, World!", "direction": "leftToRight", "face": "Inter Regular", "size": 17 }
                ]
                ]
                }
                """))
        #expect(
            flat.contains(
                """
                "lines": ["The quick…"],
                "truncated": true,
                "runs": [
                [
                { "text": "The quick", "direction": "leftToRight", "face": "Inter Regular", "size": 17 },
                { "text": "…", "direction": "leftToRight", "face": "Inter Regular", "size": 17 }
                ]
                ]
                """))
    }

    @Test("ScrollView shows the content it was given; ViewThatFits only its choice; warnings follow")
    func structure() throws {
        let scene = try Fixtures.scene(
            #"""
            {"VStack": [{"ScrollView": {"Text": "Scrolled"}},
                        {"ViewThatFits": [{"Text": "A line far too long to fit in forty points"}, {"Color": "red"}], \#
            "modifiers": [{"frame": {"width": 40, "height": 40}}]},
                        {"Color": "red", "modifiers": [{"frame": {"minWidth": 50, "maxWidth": 10}}]}]}
            """#)
        let dump = LayoutDump(try scene.layout(using: Fixtures.engine)).text
        let types = dump.split(separator: "\n").filter { $0.contains("\"type\"") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            types == [
                #""type": "VStack","#, #""type": "ScrollView","#, #""type": "Text","#,
                #""type": "frame","#, #""type": "ViewThatFits","#, #""type": "Color","#, #""type": "frame","#,
                #""type": "Color","#,
            ])
        #expect(
            dump.hasSuffix(
                """
                    ]
                  },
                  "warnings": ["root.content[2].modifiers[0]: Contradictory frame constraints specified: min ≤ ideal \
                ≤ max does not hold"]
                }

                """))
    }

    @Test("The same scene gives the same bytes")
    func deterministic() throws {
        let json = #"{"HStack": [{"Text": "a"}, {"Circle": {}}, {"Text": {"markdown": "**b**"}}]}"#
        let first = LayoutDump(try Fixtures.scene(json).layout()).data
        let second = LayoutDump(try Fixtures.scene(json).layout()).data
        #expect(first == second)
    }
}
