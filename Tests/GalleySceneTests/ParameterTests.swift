import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Scene parameters")
struct ParameterTests {
    @Test("\"$name\" is the value with its type; ${name} interpolates into longer strings")
    func substitution() throws {
        let json = #"""
            {"params": {"width": 100, "title": "Hello", "ratio": 1.5, "align": "leading"},
             "root": {"VStack": {"alignment": "$align", "content": [
               {"Text": "$title", "modifiers": [{"frame": {"width": "$width"}}]},
               {"Text": "${title}, ${width} × ${ratio} = $5 and $ and ${title}!"}
             ]}}}
            """#
        try #require(
            try Fixtures.nodes(Fixtures.scene(json).view())
                == Fixtures.nodes(
                    VStack(alignment: .leading) {
                        Text("Hello").frame(width: 100)
                        Text("Hello, 100 × 1.5 = $5 and $ and Hello!")
                    }))
    }

    @Test("A parameter's value is taken as it is, never substituted into")
    func literalValues() throws {
        let json = #"{"params": {"a": "${b}", "b": "x", "c": "$b"}, "root": {"Text": "${a} and ${c}"}}"#
        #expect(try Fixtures.nodes(Fixtures.scene(json).view()) == Fixtures.nodes(Text("${b} and $b")))
        let direct = #"{"params": {"a": "${b}", "b": "x"}, "root": {"Text": "$a", "modifiers": [{"padding": 1}]}}"#
        #expect(try Fixtures.nodes(Fixtures.scene(direct).view()) == Fixtures.nodes(Text("${b}").padding(1)))
    }

    @Test("Overrides replace values; a value that reads as a number is one")
    func overrides() throws {
        let json =
            #"""
            {"params": {"width": 100, "title": "Hello"}, "root": {"Text": "$title", "modifiers": [{"frame": \#
            {"width": "$width"}}]}}
            """#
        let scene = try Fixtures.scene(json, overrides: ["width": "-2.5e1", "title": "0x10"])
        #expect(try Fixtures.nodes(scene.view()) == Fixtures.nodes(Text("0x10").frame(width: -25)))
        // "42" becomes a number, and "wide" a string: each where the other is expected is an error naming the
        // parameter.
        #expect(
            Fixtures.failure(json, overrides: ["title": "42"])
                == #"""
                scene.json: root: expected a string, an object with "text", "verbatim" or "markdown", or an array \#
                of them, found 42 (from $title) (line 1, column 63)
                """#
        )
        #expect(
            Fixtures.failure(json, overrides: ["width": "wide"])
                == #"""
                scene.json: root.modifiers[0].frame.width: expected a number or "infinity", found "wide" (from \#
                $width) (line 1, column 107)
                """#
        )
        #expect(ParameterValue(override: "1e3") == .number(1000))
        #expect(ParameterValue(override: "12") == .number(12))
        #expect(ParameterValue(override: "nan") == .string("nan"))
        #expect(ParameterValue(override: "infinity") == .string("infinity"))
        #expect(ParameterValue(override: "1-2") == .string("1-2"))
        #expect(ParameterValue(override: "") == .string(""))
    }

    @Test("ForEach's variable is a parameter inside its content, shadowing one of the same name")
    func forEachVariable() throws {
        let json = #"""
            {"params": {"i": "outer"},
             "root": {"VStack": [{"Text": "$i"}, {"ForEach": {"range": [1, 3], "as": "i", "content": {"Text": "Row \#
            ${i}", "modifiers": [{"padding": "$i"}]}}}]}}
            """#
        #expect(
            try Fixtures.nodes(Fixtures.scene(json).view())
                == Fixtures.nodes(
                    VStack {
                        Text("outer")
                        ForEach(1..<3) { i in Text("Row \(i)").padding(CGFloat(i)) }
                    }))
    }

    @Test("Parameters reach the canvas and colours")
    func canvas() throws {
        let scene = try Fixtures.scene(
            ##"""
            {"params": {"w": 300, "bg": "#000000"}, "canvas": {"width": "$w", "height": 200}, "background": \##
            "$bg", "root": {"Text": "x"}}
            """##
        )
        #expect(scene.canvas == Canvas(size: .fixed(width: 300, height: 200), scale: 1))
        #expect(scene.background == Color(red: 0, green: 0, blue: 0))
    }
}
