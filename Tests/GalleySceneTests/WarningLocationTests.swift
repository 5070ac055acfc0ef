import Foundation
import Galley
import Testing
@testable import GalleyScene

/// A scene's warnings name the place of the view they are about, as its
/// errors do: `root.content[1]: Image: …`.
@Suite("Warnings name the scene's place")
struct WarningLocationTests {
    func warnings(_ json: String) throws -> [String] {
        try Fixtures.scene(json).layout(using: Fixtures.engine).result.warnings
    }

    @Test("Each warning starts with the path of the view or modifier written, in the order written")
    func paths() throws {
        let found = try warnings(
            #"""
            {"root": {"VStack": [
                {"Text": "fine"},
                {"Image": {"systemName": "no.such.symbol"}},
                {"HStack": [{"Text": "x", "modifiers": [{"frame": {"width": -5}}]}]},
                {"Text": "y", "modifiers": [{"background": {"Image": {"systemName": "other.missing"}}}]}
            ]}}
            """#)
        #expect(
            found == [
                #"root.content[1]: Image: no symbol stand-in for "no.such.symbol"; a placeholder stands in"#,
                "root.content[2].content[0].modifiers[0]: Invalid frame dimension (negative or non-finite)",
                #"""
                root.content[3].modifiers[0].background: Image: no symbol stand-in for "other.missing"; a \#
                placeholder stands in
                """#,
            ])
    }

    @Test("A ForEach's copies name the view they are copied from; a text's missing glyphs name the text")
    func copiesAndText() throws {
        let found = try warnings(
            #"""
            {"root": {"VStack": [{"ForEach": {"range": [0, 3], "content": {"Image": {"systemName": "gone"}}}}, \#
            {"Text": "\uFFFF"}]}}
            """#)
        #expect(
            found == [
                #"root.content[0].content: Image: no symbol stand-in for "gone"; a placeholder stands in"#,
                #"root.content[1]: Text "\#u{FFFF}": no bundled font has U+FFFF; drawn as a missing-glyph box"#,
            ])
    }
}
