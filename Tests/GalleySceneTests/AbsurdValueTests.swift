import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Absurd values")
struct AbsurdValueTests {
    @Test("Absurd but well-formed values read, lay out and dump without crashing")
    func absurd() throws {
        let scene = try Fixtures.scene(
            #"""
            {"VStack": {"spacing": -1e308, "content": [
              {"Text": "Kerned", "modifiers": [{"kerning": 1e300}, {"tracking": -1e300}, {"lineSpacing": 1e300}, \#
            {"minimumScaleFactor": 0}]},
              {"Text": "Huge", "modifiers": [{"font": {"size": 1e300}}, {"padding": 1e308}, {"frame": {"width": \#
            "infinity", "height": "infinity"}}]},
              {"Rectangle": {}, "modifiers": [{"aspectRatio": 1e-300}, {"cornerRadius": -5}, {"offset": {"x": 1e308, \#
            "y": -1e308}}]},
              {"Circle": {}, "modifiers": [{"aspectRatio": 0}, {"position": {"x": 1e308, "y": 1e308}}, {"opacity": 0}]},
              {"Spacer": {"minLength": 1e308}},
              {"Text": "Guide", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "1 / 0"}}, \#
            {"alignmentGuide": {"guide": "top", "value": "0 / 0"}}]},
              {"HStack": {"spacing": "infinity", "content": [{"Text": "a"}, {"Text": "b"}]}},
              {"Grid": [{"GridRow": [{"Text": "wide", "modifiers": [{"gridCellColumns": 1000}]}]}]},
              {"Text": "", "modifiers": [{"lineLimit": 9007199254740992}]}
            ]}}
            """#)
        let dump = LayoutDump(try scene.layout(using: Fixtures.engine)).text
        #expect(dump.contains("\"warnings\""))
    }
}
