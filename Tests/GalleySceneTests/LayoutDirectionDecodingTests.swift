import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Layout direction in scenes")
struct LayoutDirectionDecodingTests {
    /// The x of the view with `id` in the scene's layout.
    func x(of id: String, in scene: Scene) throws -> Double {
        let view = try #require(try scene.layout(using: Fixtures.engine).result.root.view(withID: id))
        return Double(view.frame.minX)
    }

    static let row =
        #"""
        {"HStack": {"spacing": 0, "content": [{"Color": "red", "id": "first", "modifiers": [{"frame": {"width": \#
        10, "height": 10}}]}, {"Color": "blue", "modifiers": [{"frame": {"width": 30, "height": 10}}]}]}}
        """#

    @Test("A scene's layoutDirection, and an environment's, lay the views out right to left; left to right by default")
    func decoded() throws {
        let canvas = #""canvas": {"width": 40, "height": 10}"#
        #expect(try x(of: "first", in: Fixtures.scene(#"{\#(canvas), "root": \#(Self.row)}"#)) == 0)
        #expect(
            try x(
                of: "first",
                in: Fixtures.scene(#"{\#(canvas), "layoutDirection": "rightToLeft", "root": \#(Self.row)}"#)) == 30)
        #expect(
            try x(
                of: "first",
                in: Fixtures.scene(#"{\#(canvas), "layoutDirection": "leftToRight", "root": \#(Self.row)}"#)) == 0)
        let environment =
            #"{"VStack": [\#(Self.row)], "modifiers": [{"environment": {"layoutDirection": "rightToLeft"}}]}"#
        #expect(try x(of: "first", in: Fixtures.scene(#"{\#(canvas), "root": \#(environment)}"#)) == 30)
    }

    @Test("Scene.layoutDirection replaces the scene's own, as render --layout-direction does")
    func replaced() throws {
        var scene = try Fixtures.scene(
            #"{"canvas": {"width": 40, "height": 10}, "layoutDirection": "rightToLeft", "root": \#(Self.row)}"#)
        #expect(scene.layoutDirection == .rightToLeft)
        scene.layoutDirection = .leftToRight
        #expect(try x(of: "first", in: scene) == 0)
    }

    @Test("flipsForRightToLeftLayoutDirection and layoutDirectionBehavior flip the drawing as in Swift")
    func modifiers() throws {
        func effect(_ modifier: String, direction: String = "rightToLeft") throws -> DrawingEffect? {
            let scene = try Fixtures.scene(
                #"{"layoutDirection": "\#(direction)", "root": {"Color": "red", "modifiers": [\#(modifier)]}}"#)
            return try scene.layout(using: Fixtures.engine).result.root.effect
        }
        let flip = DrawingEffect.scale(CGSize(width: -1, height: 1), anchor: .center)
        #expect(try effect(#"{"flipsForRightToLeftLayoutDirection": true}"#) == flip)
        #expect(try effect(#"{"flipsForRightToLeftLayoutDirection": true}"#, direction: "leftToRight") == nil)
        #expect(try effect(#"{"flipsForRightToLeftLayoutDirection": false}"#) == nil)
        #expect(try effect(#"{"layoutDirectionBehavior": "mirrors"}"#) == flip)
        #expect(try effect(#"{"layoutDirectionBehavior": "fixed"}"#) == nil)
        #expect(
            try effect(#"{"layoutDirectionBehavior": {"mirrors": "leftToRight"}}"#, direction: "leftToRight") == flip)
        #expect(try effect(#"{"layoutDirectionBehavior": {"mirrors": "leftToRight"}}"#) == nil)
    }

    @Test("Bad layout directions and behaviours are errors naming the place")
    func errors() throws {
        #expect(
            Fixtures.failure(#"{"layoutDirection": "rtl", "root": {"Text": "Hi"}}"#)
                == #"""
                scene.json: layoutDirection: unknown layout direction "rtl"; expected one of leftToRight, \#
                rightToLeft (line 1, column 21)
                """#
        )
        let environment = Fixtures.failure(
            #"{"Text": "x", "modifiers": [{"environment": {"layoutDirection": "rightToleft"}}]}"#)
        #expect(environment?.contains("root.modifiers[0].environment.layoutDirection") == true)
        #expect(environment?.contains("rightToLeft") == true)
        let behavior = Fixtures.failure(#"{"Text": "x", "modifiers": [{"layoutDirectionBehavior": "mirror"}]}"#)
        #expect(behavior?.contains("root.modifiers[0].layoutDirectionBehavior") == true)
        #expect(behavior?.contains("mirrors") == true)
        let object = Fixtures.failure(
            #"{"Text": "x", "modifiers": [{"layoutDirectionBehavior": {"mirror": "rightToLeft"}}]}"#)
        #expect(object?.contains(#"unknown key "mirror" in layoutDirectionBehavior"#) == true)
        let number = Fixtures.failure(#"{"Text": "x", "modifiers": [{"layoutDirectionBehavior": 1}]}"#)
        #expect(number?.contains(#"expected "fixed", "mirrors" or {"mirrors": "leftToRight"}"#) == true)
        let flag = Fixtures.failure(#"{"Text": "x", "modifiers": [{"flipsForRightToLeftLayoutDirection": "yes"}]}"#)
        #expect(flag?.contains("root.modifiers[0].flipsForRightToLeftLayoutDirection") == true)
    }
}
