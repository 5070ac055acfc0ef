import Foundation
import Galley
import Testing
@testable import GalleyScene

/// The safe-area and grid-cell modifiers of a scene lay out on a device
/// exactly as the same modifiers written in Swift.
@Suite("Safe-area and grid modifiers decoded from scenes")
struct SafeAreaDecodingTests {
    /// The scene (on an iPhone 13 Pro) and `view` on the same canvas, described node by node.
    func expectSameOnPhone(_ json: String, _ view: some View, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let scene = try Fixtures.scene(json)
        let decoded = Fixtures.describe(try scene.layout(using: Fixtures.engine).result)
        let written = Fixtures.describe(try Canvas.standard.layout(view, using: Fixtures.engine).result)
        #expect(decoded == written, sourceLocation: sourceLocation)
    }

    @Test("ignoresSafeArea: true, with edges, with regions")
    func ignoresSafeArea() throws {
        try expectSameOnPhone(
            #"{"Color": "red", "modifiers": [{"ignoresSafeArea": true}]}"#, Color.red.ignoresSafeArea())
        try expectSameOnPhone(
            #"{"Color": "red", "modifiers": [{"ignoresSafeArea": {"edges": ["top"]}}]}"#,
            Color.red.ignoresSafeArea(edges: .top))
        try expectSameOnPhone(
            #"{"Color": "red", "modifiers": [{"ignoresSafeArea": {"regions": "keyboard", "edges": "vertical"}}]}"#,
            Color.red.ignoresSafeArea(.keyboard, edges: .vertical)
        )
    }

    @Test("safeAreaInset on each kind of edge, with alignment and spacing")
    func safeAreaInset() throws {
        try expectSameOnPhone(
            #"""
            {"Color": "blue", "modifiers": [{"ignoresSafeArea": true}, {"safeAreaInset": {"edge": "bottom", \#
            "spacing": 0, "content": {"Text": "Bar"}}}]}
            """#,
            Color.blue.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar") }
        )
        try expectSameOnPhone(
            #"""
            {"Color": "blue", "modifiers": [{"safeAreaInset": {"edge": "trailing", "alignment": "top", "content": \#
            [{"Text": "A"}, {"Text": "B"}]}}]}
            """#,
            Color.blue.safeAreaInset(edge: .trailing, alignment: .top) {
                Text("A"); Text("B")
            }
        )
    }

    @Test("safeAreaPadding takes padding's forms")
    func safeAreaPadding() throws {
        try expectSameOnPhone(
            #"{"Text": "Hi", "modifiers": [{"safeAreaPadding": 20}]}"#, Text("Hi").safeAreaPadding(20))
        try expectSameOnPhone(
            #"{"Text": "Hi", "modifiers": [{"safeAreaPadding": true}]}"#, Text("Hi").safeAreaPadding())
        try expectSameOnPhone(
            #"{"Text": "Hi", "modifiers": [{"safeAreaPadding": {"edges": ["top"], "length": 30}}]}"#,
            Text("Hi").safeAreaPadding(.top, 30)
        )
    }

    @Test("gridColumnAlignment, gridCellAnchor (a name or x and y) and gridCellUnsizedAxes")
    func gridCells() throws {
        try expectSameOnPhone(
            #"""
            {"Grid": [
              {"GridRow": [{"Text": "a", "modifiers": [{"gridColumnAlignment": "leading"}]}, {"Text": "b", \#
            "modifiers": [{"gridCellAnchor": "topTrailing"}]}]},
              {"GridRow": [{"Text": "long cell"}, {"Color": "red", "modifiers": [{"frame": {"width": 40, "height": \#
            40}}]}]},
              {"Divider": {}, "modifiers": [{"gridCellUnsizedAxes": "horizontal"}]},
              {"GridRow": [{"Text": "c", "modifiers": [{"gridCellAnchor": {"x": 0.25, "y": 1}}]}, {"Color": "blue", \#
            "modifiers": [{"gridCellUnsizedAxes": ["horizontal", "vertical"]}]}]}
            ]}
            """#,
            Grid {
                GridRow {
                    Text("a").gridColumnAlignment(.leading); Text("b").gridCellAnchor(.topTrailing)
                }
                GridRow {
                    Text("long cell"); Color.red.frame(width: 40, height: 40)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("c").gridCellAnchor(UnitPoint(x: 0.25, y: 1));
                    Color.blue.gridCellUnsizedAxes([.horizontal, .vertical])
                }
            }
        )
    }

    @Test("Bad safe-area and grid-cell arguments name their place")
    func badArguments() throws {
        let cases: [(String, String)] = [
            (
                #"{"Text": "x", "modifiers": [{"safeAreaInset": {"edge": "middle", "content": {"Text": "y"}}}]}"#,
                #"""
                root.modifiers[0].safeAreaInset.edge: unknown edge "middle"; expected one of top, bottom, \#
                leading, trailing
                """#
            ),
            (
                #"{"Text": "x", "modifiers": [{"safeAreaInset": {"edge": "top"}}]}"#,
                #"root.modifiers[0].safeAreaInset: missing "content" in safeAreaInset"#
            ),
            (
                #"""
                {"Text": "x", "modifiers": [{"safeAreaInset": {"edge": "top", "alignment": "top", "content": \#
                {"Text": "y"}}}]}
                """#,
                #"""
                root.modifiers[0].safeAreaInset.alignment: unknown horizontal alignment "top"; expected one of \#
                leading, center, trailing
                """#
            ),
            (
                #"{"Text": "x", "modifiers": [{"ignoresSafeArea": {"edges": ["up"]}}]}"#,
                #"root.modifiers[0].ignoresSafeArea.edges[0]: unknown edge "up""#
            ),
            (
                #"{"Text": "x", "modifiers": [{"gridCellAnchor": {"x": 0.5}}]}"#,
                #"root.modifiers[0].gridCellAnchor: missing "y" in a unit point"#
            ),
            (
                #"{"Text": "x", "modifiers": [{"gridCellAnchor": "middle"}]}"#,
                #"root.modifiers[0].gridCellAnchor: unknown unit point "middle""#
            ),
            (
                #"{"Text": "x", "modifiers": [{"gridCellUnsizedAxes": "diagonal"}]}"#,
                #"root.modifiers[0].gridCellUnsizedAxes: unknown axis "diagonal""#
            ),
            (
                #"{"Text": "x", "modifiers": [{"safeAreaPadding": "wide"}]}"#,
                #"root.modifiers[0].safeAreaPadding: expected a number or "infinity", found "wide""#
            ),
        ]
        for (json, message) in cases {
            #expect(throws: SceneError.self) { try Fixtures.scene(json) }
            do {
                _ = try Fixtures.scene(json)
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}

@Suite("Frame lengths in scenes")
struct FrameLengthDecodingTests {
    @Test(
        """
        A negative or infinite frame width in a scene is SwiftUI's 'Invalid frame dimension' warning, and the \
        frame follows its child there
        """
    )
    func invalidFrameDimension() throws {
        for width in ["-5", "\"infinity\""] {
            let scene = try Fixtures.scene(
                #"{"Text": "Hi", "modifiers": [{"frame": {"width": \#(width), "height": 40}}]}"#)
            let layout = try scene.layout(using: Fixtures.engine)
            #expect(layout.result.warnings == ["root.modifiers[0]: Invalid frame dimension (negative or non-finite)"])
            #expect(layout.result.root.frame.height == 40)
            #expect(layout.result.root.frame.width == layout.result.root.children[0].frame.width)
            #expect(LayoutDump(layout).text.contains("Invalid frame dimension (negative or non-finite)"))
        }
    }

    @Test("frame(maxWidth: \"infinity\") in a scene is valid and fills the proposal")
    func infiniteMaximum() throws {
        let scene = try Fixtures.scene(#"{"Text": "Hi", "modifiers": [{"frame": {"maxWidth": "infinity"}}]}"#)
        let layout = try scene.layout(using: Fixtures.engine)
        #expect(layout.result.warnings.isEmpty)
        #expect(layout.result.root.frame.width == 390)
    }
}
