import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("LinearGradient in scenes")
struct GradientDecodingTests {
    let gradient = LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
    let json =
        #"{"LinearGradient": {"colors": ["pink", "orange"], "startPoint": "topLeading", "endPoint": "bottomTrailing"}}"#

    @Test("A LinearGradient view, and one with stops, lay out and paint as in Swift")
    func view() throws {
        try expectSameLayout(json, gradient)
        try expectSameLayout(
            #"""
            {"LinearGradient": {"stops": [{"color": "red", "location": 0}, {"color": "blue", "location": 0.4}], \#
            "startPoint": {"x": 0, "y": 0}, "endPoint": "bottom"}}
            """#,
            LinearGradient(
                gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.4)]),
                startPoint: .topLeading, endPoint: .bottom)
        )
    }

    @Test(
        """
        As a background it is a shape style, filling behind the safe area as .background(LinearGradient(…)) does \
        in SwiftUI
        """
    )
    func background() throws {
        let scene = try Fixtures.scene(
            #"""
            {"Text": "Hi", "modifiers": [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity"}}, \#
            {"background": \#(json)}]}
            """#
        )
        let layout = try scene.layout(using: Fixtures.engine).result
        #expect(
            layout.root.allViews.first { $0.name == "LinearGradient" }?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 844))
        let written = try Canvas.standard.layout(
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(gradient), using: Fixtures.engine)
        #expect(Fixtures.describe(layout) == Fixtures.describe(written.result))
    }

    @Test("A shape filled with a LinearGradient")
    func fill() throws {
        try expectSameLayout(#"{"Circle": {}, "modifiers": [{"fill": \#(json)}]}"#, Circle().fill(gradient))
    }

    @Test("A LinearGradient needs colours or stops, and its points")
    func errors() throws {
        let cases: [(String, String)] = [
            (
                #"{"LinearGradient": {"colors": ["red"], "startPoint": "top"}}"#,
                #"root: missing "endPoint" in LinearGradient"#
            ),
            (
                #"{"LinearGradient": {"startPoint": "top", "endPoint": "bottom"}}"#,
                #"root: a LinearGradient has "colors" or "stops" (one of them)"#
            ),
            (
                #"{"LinearGradient": {"colors": ["redd"], "startPoint": "top", "endPoint": "bottom"}}"#,
                #"root.colors[0]: unknown colour "redd""#
            ),
            (
                #"""
                {"LinearGradient": {"stops": [{"color": "red", "location": 2}], "startPoint": "top", "endPoint": \#
                "bottom"}}
                """#,
                #"root.stops[0].location: expected a number from 0 to 1, found 2"#
            ),
        ]
        for (json, message) in cases {
            do {
                _ = try Fixtures.scene(json)
                Issue.record("no error for \(json)")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}
