import Foundation
import Galley
import Testing
@testable import GalleyScene

/// Each drawing spelling of a scene lays out and paints as the same views written in Swift.
@Suite("Drawing effects, Paths and shapes in scenes")
struct DrawingDecodingTests {
    private func text(_ modifiers: String) -> String {
        #"{"Text": "Hello, World!", "modifiers": \#(modifiers)}"#
    }

    @Test("shadow, blur, rotationEffect, scaleEffect and zIndex in their short and full forms")
    func effects() throws {
        let hello = Text("Hello, World!")
        try expectSameLayout(
            text(#"[{"shadow": {"color": "black", "radius": 4, "x": 0, "y": 2}}]"#),
            hello.shadow(color: .black, radius: 4, x: 0, y: 2))
        try expectSameLayout(text(#"[{"shadow": 3}]"#), hello.shadow(radius: 3))
        try expectSameLayout(
            text(#"[{"blur": 3}, {"blur": {"radius": 2, "opaque": true}}]"#),
            hello.blur(radius: 3).blur(radius: 2, opaque: true))
        try expectSameLayout(
            text(#"[{"rotationEffect": 45}, {"rotationEffect": {"degrees": 90, "anchor": "topLeading"}}]"#),
            hello.rotationEffect(.degrees(45)).rotationEffect(.degrees(90), anchor: .topLeading))
        try expectSameLayout(
            text(#"[{"rotationEffect": {"radians": 1, "anchor": {"x": 0.25, "y": 1}}}]"#),
            hello.rotationEffect(.radians(1), anchor: UnitPoint(x: 0.25, y: 1)))
        try expectSameLayout(
            text(#"[{"scaleEffect": 2}, {"scaleEffect": {"x": 2, "anchor": "bottom"}}]"#),
            hello.scaleEffect(2).scaleEffect(x: 2, y: 1, anchor: .bottom))
        try expectSameLayout(text(#"[{"zIndex": 1}]"#), hello.zIndex(1))
        let scene = try Fixtures.scene(#"{"ZStack": [{"Text": "A", "modifiers": [{"zIndex": 2}]}, {"Text": "B"}]}"#)
        let result = try Fixtures.engine.layout(
            scene.view(), proposal: ProposedViewSize(width: 100, height: 100), displayScale: 2)
        #expect(result.root.children.map(\.zIndex) == [2, 0])
    }

    @Test("A negative radius counts as 0 and a huge one as 1,000 points, as in Swift")
    func radiusBounds() throws {
        try expectSameLayout(text(#"[{"blur": -3}]"#), Text("Hello, World!").blur(radius: 0))
        try expectSameLayout(
            text(#"[{"shadow": {"radius": 1e9}}]"#), Text("Hello, World!").shadow(radius: EffectLimits.maximumRadius))
    }

    @Test("Path elements: move, line, arc, quadCurve, curve, rect, ellipse and close, with fill, stroke and trim first")
    func paths() throws {
        try expectSameLayout(
            #"""
            {"Path": {"elements": [
              {"move": [0, 0]}, {"line": [40, 0]},
              {"arc": {"center": [20, 20], "radius": 10, "startAngle": 0, "endAngle": 180, "clockwise": true}},
              {"quadCurve": {"to": [0, 40], "control": [5, 30]}},
              {"curve": {"to": [40, 40], "control1": [10, 50], "control2": [30, 50]}}, "close",
              {"rect": [5, 5, 10, 10]}, {"ellipse": [20, 20, 10, 5]}
            ]}, "modifiers": [{"trim": {"from": 0.1, "to": 0.9}}, {"stroke": {"color": "red", "lineWidth": 0}}, \#
            {"frame": {"width": 50, "height": 50}}]}
            """#,
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 40, y: 0))
                path.addArc(
                    center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180),
                    clockwise: true)
                path.addQuadCurve(to: CGPoint(x: 0, y: 40), control: CGPoint(x: 5, y: 30))
                path.addCurve(
                    to: CGPoint(x: 40, y: 40), control1: CGPoint(x: 10, y: 50), control2: CGPoint(x: 30, y: 50))
                path.closeSubpath()
                path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
                path.addEllipse(in: CGRect(x: 20, y: 20, width: 10, height: 5))
            }
            .trim(from: 0.1, to: 0.9).stroke(Color.red, lineWidth: 0).frame(width: 50, height: 50)
        )
        let rings = Path {
            $0.addRect(CGRect(x: 0, y: 0, width: 30, height: 30));
            $0.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        try expectSameLayout(
            #"""
            {"Path": {"elements": [{"rect": [0, 0, 30, 30]}, {"rect": [10, 10, 10, 10]}]}, "modifiers": [{"fill": \#
            {"color": "blue", "eoFill": true}}]}
            """#,
            rings.fill(Color.blue, style: FillStyle(eoFill: true)))
        try expectSameLayout(
            #"{"Circle": {}, "modifiers": [{"trim": {"to": 0.75}}, {"stroke": {"color": "blue", "lineWidth": 4}}]}"#,
            Circle().trim(from: 0, to: 0.75).stroke(Color.blue, lineWidth: 4))
        let dumped = try Fixtures.nodes(try Fixtures.scene(#"{"Path": {"elements": []}}"#).view())
        #expect(dumped.first?.hasPrefix("Path#") == true)
    }

    @Test("background and overlay with a style in a shape; clipShape with a fill style; a gradient Color is a Color")
    func shapeIn() throws {
        try expectSameLayout(
            text(#"[{"background": {"style": "blue", "in": {"RoundedRectangle": {"cornerRadius": 8}}}}]"#),
            Text("Hello, World!").background(Color.blue, in: RoundedRectangle(cornerRadius: 8)))
        try expectSameLayout(
            text(#"[{"overlay": {"style": "red.gradient", "in": "Capsule", "fillStyle": {"eoFill": true}}}]"#),
            Text("Hello, World!").overlay(Color.red.gradient, in: Capsule(), fillStyle: FillStyle(eoFill: true)))
        let rings = Path {
            $0.addRect(CGRect(x: 0, y: 0, width: 30, height: 30));
            $0.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        try expectSameLayout(
            text(
                #"""
                [{"clipShape": {"shape": {"Path": {"elements": [{"rect": [0, 0, 30, 30]}, {"rect": [10, 10, 10, \#
                10]}]}}, "style": {"eoFill": true}}}]
                """#
            ),
            Text("Hello, World!").clipShape(rings, style: FillStyle(eoFill: true))
        )
        try expectSameLayout(
            text(#"[{"clipShape": {"shape": "Circle", "style": {"antialiased": false}}}]"#),
            Text("Hello, World!").clipShape(Circle(), style: FillStyle(antialiased: false)))
        let dumped = try Fixtures.nodes(try Fixtures.scene(#"{"Color": "orange.gradient"}"#).view())
        #expect(dumped.first?.hasPrefix("Color#") == true, "\(dumped)")
    }

    @Test(
        "Bad drawing input fails with a message naming its place",
        arguments: [
            (
                #"{"Text": "a", "modifiers": [{"rotationEffect": "NaN"}]}"#,
                #"""
                scene.json: root.modifiers[0].rotationEffect: expected a finite number, found "NaN" (line 1, \#
                column 48)
                """#
            ),
            (
                #"{"Text": "a", "modifiers": [{"zIndex": "NaN"}]}"#,
                #"scene.json: root.modifiers[0].zIndex: expected a finite number, found "NaN" (line 1, column 40)"#
            ),
            (
                #"{"Text": "a", "modifiers": [{"scaleEffect": {"x": "infinity"}}]}"#,
                #"""
                scene.json: root.modifiers[0].scaleEffect.x: expected a finite number, found "infinity" (line 1, \#
                column 51)
                """#
            ),
            (
                #"{"Text": "a", "modifiers": [{"shadow": {"color": "black"}}]}"#,
                #"scene.json: root.modifiers[0].shadow: missing "radius" in shadow (line 1, column 40)"#
            ),
            (
                #"{"Text": "a", "modifiers": [{"rotationEffect": {"degrees": 1, "anchor": "middle"}}]}"#,
                #"""
                scene.json: root.modifiers[0].rotationEffect.anchor: unknown unit point "middle"; expected one of \#
                topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing \#
                (line 1, column 73)
                """#
            ),
            (
                #"{"Path": {"elements": [{"move": [0, 0]}, {"spline": [1, 2]}]}}"#,
                #"""
                scene.json: root.elements[1]: unknown path element "spline"; did you mean "line"? (line 1, column \#
                43)
                """#
            ),
            (
                #"{"Path": {"elements": [{"arc": {"center": [0, 0], "startAngle": 0, "endAngle": 90}}]}}"#,
                #"scene.json: root.elements[0].arc: missing "radius" in arc (line 1, column 32)"#
            ),
            (
                #"{"Path": {"elements": [{"line": [1, "NaN"]}]}}"#,
                #"scene.json: root.elements[0].line[1]: expected a number, found "NaN" (line 1, column 37)"#
            ),
            (
                #"{"Path": {"elements": [{"line": [1]}]}}"#,
                #"scene.json: root.elements[0].line: expected a point [x, y], found an array (line 1, column 33)"#
            ),
            (
                #"{"Path": {"elements": ["open"]}}"#,
                #"""
                scene.json: root.elements[0]: unknown path element "open"; expected one of move, line, arc, \#
                quadCurve, curve, rect, ellipse, close (line 1, column 24)
                """#
            ),
            (
                #"{"Path": {"elements": []}, "modifiers": [{"strokeBorder": "red"}]}"#,
                #"""
                scene.json: root.modifiers[0].strokeBorder: "strokeBorder" applies to Rectangle, \#
                RoundedRectangle, Circle, Capsule and Ellipse, untrimmed; stroke a Path or a trimmed shape with \#
                "stroke" (line 1, column 59)
                """#
            ),
            (
                #"{"Circle": {}, "modifiers": [{"stroke": "red"}, {"trim": {"to": 0.5}}]}"#,
                #"""
                scene.json: root.modifiers[1].trim: "trim" comes before "fill", "stroke" or "strokeBorder", which \#
                make a view of the shape (line 1, column 58)
                """#
            ),
            (
                #"{"Text": "a", "modifiers": [{"trim": {"to": 0.5}}]}"#,
                #"""
                scene.json: root.modifiers[0].trim: "trim" applies to a shape (Rectangle, RoundedRectangle, \#
                Circle, Capsule, Ellipse, Path), first in its modifiers (line 1, column 38)
                """#
            ),
            (
                #"{"Circle": {}, "modifiers": [{"trim": {"from": 2}}]}"#,
                #"scene.json: root.modifiers[0].trim.from: expected a number from 0 to 1, found 2 (line 1, column 48)"#
            ),
        ])
    func badInput(scene: String, message: String) {
        #expect(Fixtures.failure(scene) == message)
    }
}
