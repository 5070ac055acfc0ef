import Foundation
import Galley
import Testing
@testable import GalleyScene

/// Each modifier form of a scene lays out exactly as the same modifier written in Swift.
@Suite("Modifiers decoded from scenes")
struct ModifierDecodingTests {
    @Test("Each modifier name belongs to one group and reads back as itself; a name no group has is unknown")
    func modifierNamesAreOneEach() {
        #expect(Set(ModifierType.names).count == ModifierType.names.count)
        #expect(ModifierType.names.allSatisfy { ModifierType(name: $0)?.name == $0 })
        #expect(ModifierType(name: "frame") == .layout(.frame))
        #expect(ModifierType(name: "listRowSeparator") == .list(.listRowSeparator))
        #expect(ModifierType(name: "Frame") == nil)
    }

    /// A text with the scene's `modifiers`, as a scene.
    private func text(_ modifiers: String) -> String {
        #"{"Text": "Hello, World!", "modifiers": \#(modifiers)}"#
    }

    @Test("frame: fixed and flexible, with alignment and infinity")
    func frame() throws {
        try expectSameLayout(
            text(#"[{"frame": {"width": 200, "height": 100, "alignment": "topLeading"}}]"#),
            Text("Hello, World!").frame(width: 200, height: 100, alignment: .topLeading))
        try expectSameLayout(text(#"[{"frame": {"height": 30}}]"#), Text("Hello, World!").frame(height: 30))
        try expectSameLayout(
            text(#"[{"frame": {"width": null, "height": 30}}]"#), Text("Hello, World!").frame(height: 30))
        try expectSameLayout(
            text(
                #"""
                [{"frame": {"minWidth": 40, "idealWidth": 100, "maxWidth": "infinity", "minHeight": 10, \#
                "maxHeight": 300, "alignment": "bottomTrailing"}}]
                """#
            ),
            Text("Hello, World!").frame(
                minWidth: 40, idealWidth: 100, maxWidth: .infinity, minHeight: 10, maxHeight: 300,
                alignment: .bottomTrailing)
        )
        try expectSameLayout(
            text(#"[{"frame": {"idealHeight": 80}}, {"fixedSize": true}]"#),
            Text("Hello, World!").frame(idealHeight: 80).fixedSize())
    }

    @Test("fixedSize, padding and border forms")
    func sizing() throws {
        try expectSameLayout(
            text(#"[{"fixedSize": {"horizontal": true, "vertical": false}}]"#),
            Text("Hello, World!").fixedSize(horizontal: true, vertical: false))
        try expectSameLayout(
            text(#"[{"fixedSize": {"vertical": true}}]"#),
            Text("Hello, World!").fixedSize(horizontal: false, vertical: true))
        try expectSameLayout(text(#"[{"padding": true}]"#), Text("Hello, World!").padding())
        try expectSameLayout(text(#"[{"padding": 8}]"#), Text("Hello, World!").padding(8))
        try expectSameLayout(
            text(#"[{"padding": {"edges": ["top", "leading"], "length": 30}}]"#),
            Text("Hello, World!").padding([.top, .leading], 30))
        try expectSameLayout(
            text(#"[{"padding": {"edges": "horizontal"}}]"#), Text("Hello, World!").padding(.horizontal))
        try expectSameLayout(
            text(#"[{"padding": {"top": 30, "leading": 30}}]"#),
            Text("Hello, World!").padding(EdgeInsets(top: 30, leading: 30)))
        try expectSameLayout(text(#"[{"border": "red"}]"#), Text("Hello, World!").border(.red))
        try expectSameLayout(
            text(##"[{"border": {"color": "#00FF00", "width": 2}}]"##),
            Text("Hello, World!").border(Color(red: 0, green: 1, blue: 0), width: 2))
    }

    @Test("background and overlay: a colour, a view, content with an alignment")
    func secondary() throws {
        try expectSameLayout(text(#"[{"background": "yellow"}]"#), Text("Hello, World!").background(Color.yellow))
        try expectSameLayout(
            text(#"[{"background": "yellow.gradient"}]"#), Text("Hello, World!").background(Color.yellow.gradient))
        try expectSameLayout(
            text(#"[{"background": {"red": 0, "green": 0, "blue": 1}}]"#),
            Text("Hello, World!").background(Color(red: 0, green: 0, blue: 1)))
        try expectSameLayout(
            text(#"[{"overlay": {"Circle": {}, "modifiers": [{"frame": {"width": 10}}]}}]"#),
            Text("Hello, World!").overlay(Circle().frame(width: 10)))
        try expectSameLayout(
            text(#"[{"overlay": {"alignment": "topTrailing", "content": {"Text": "1"}}}]"#),
            Text("Hello, World!").overlay(alignment: .topTrailing) { Text("1") })
        try expectSameLayout(
            text(#"[{"background": {"alignment": "leading", "content": [{"Color": "red"}, {"Text": "x"}]}}]"#),
            Text("Hello, World!").background(alignment: .leading) {
                Color.red; Text("x")
            })
    }

    @Test("layoutPriority, offset, position and alignmentGuide")
    func placement() throws {
        try expectSameLayout(
            #"""
            {"HStack": [{"Text": "A long text that wants to wrap"}, {"Text": "Another long text", "modifiers": \#
            [{"layoutPriority": 1}]}],
             "modifiers": [{"frame": {"width": 150}}]}
            """#,
            HStack {
                Text("A long text that wants to wrap"); Text("Another long text").layoutPriority(1)
            }.frame(width: 150)
        )
        try expectSameLayout(text(#"[{"offset": {"x": 30, "y": -30}}]"#), Text("Hello, World!").offset(x: 30, y: -30))
        try expectSameLayout(text(#"[{"offset": {"y": 5}}]"#), Text("Hello, World!").offset(y: 5))
        try expectSameLayout(text(#"[{"position": {"x": 80, "y": 55}}]"#), Text("Hello, World!").position(x: 80, y: 55))
        try expectSameLayout(
            #"""
            {"VStack": {"alignment": "leading", "content": [
              {"Text": "One", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "[.trailing] - 10"}}]},
              {"Text": "Two", "modifiers": [{"alignmentGuide": {"guide": ".leading", "value": 20}}]}
            ]}}
            """#,
            VStack(alignment: .leading) {
                Text("One").alignmentGuide(.leading) { $0[.trailing] - 10 }
                Text("Two").alignmentGuide(.leading) { _ in 20 }
            }
        )
        try expectSameLayout(
            #"""
            {"HStack": {"alignment": "center", "content": [
              {"Rectangle": {}, "modifiers": [{"frame": {"width": 20, "height": 40}}, {"alignmentGuide": {"guide": \#
            "VerticalAlignment.center", "value": "height / 4 + (2 * [.top])"}}]},
              {"Text": "Baseline", "modifiers": [{"alignmentGuide": {"guide": "firstTextBaseline", "value": \#
            "d[.firstTextBaseline] / 2"}}]},
              {"Circle": {}, "modifiers": [{"frame": {"width": 10, "height": 10}}, {"alignmentGuide": {"guide": \#
            "HorizontalAlignment.center", "value": "$0.width"}}]}
            ]}}
            """#,
            HStack(alignment: .center) {
                Rectangle().frame(width: 20, height: 40).alignmentGuide(VerticalAlignment.center) {
                    $0.height / 4 + 2 * $0[.top]
                }
                Text("Baseline").alignmentGuide(.firstTextBaseline) { $0[.firstTextBaseline] / 2 }
                Circle().frame(width: 10, height: 10).alignmentGuide(HorizontalAlignment.center) { $0.width }
            }
        )
    }

    @Test("Text modifiers set the environment of the subtree")
    func textModifiers() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        try expectSameLayout(
            #"""
            {"VStack": [{"Text": "\#(long)"}, {"Text": "Second"}], "modifiers": [
              {"font": {"size": 20}}, {"bold": true}, {"italic": true}, {"fontWeight": "light"}, {"foregroundColor": \#
            "blue"},
              {"lineLimit": 1}, {"truncationMode": "middle"}, {"multilineTextAlignment": "center"}, \#
            {"minimumScaleFactor": 0.5},
              {"lineSpacing": 4}, {"kerning": 1}, {"tracking": 0.5}, {"frame": {"width": 120}}
            ]}
            """#,
            VStack {
                Text(long); Text("Second")
            }
            .font(.system(size: 20)).bold(true).italic(true).fontWeight(.light).foregroundColor(.blue)
            .lineLimit(1).truncationMode(.middle).multilineTextAlignment(.center).minimumScaleFactor(0.5)
            .lineSpacing(4).kerning(1).tracking(0.5).frame(width: 120)
        )
        try expectSameLayout(
            text(#"[{"foregroundStyle": "pink"}, {"lineLimit": null}, {"bold": false}, {"font": "largeTitle"}]"#),
            Text("Hello, World!").foregroundStyle(.pink).lineLimit(nil).bold(false).font(.largeTitle)
        )
    }

    @Test("fontDesign sets the design of the text inside; an unknown design is named")
    func fontDesign() throws {
        try expectSameLayout(text(#"[{"fontDesign": "rounded"}]"#), Text("Hello, World!").fontDesign(.rounded))
        try expectSameLayout(
            #"""
            {"VStack": [{"Text": "One"}, {"Text": "Two", "modifiers": [{"font": {"design": "serif"}}]}], \#
            "modifiers": [{"fontDesign": "monospaced"}]}
            """#,
            VStack {
                Text("One"); Text("Two").font(.system(.body, design: .serif))
            }.fontDesign(.monospaced)
        )
        let message = try #require(Fixtures.failure(text(#"[{"fontDesign": "round"}]"#)))
        #expect(message.contains("modifiers[0].fontDesign"))
        #expect(message.contains("rounded"))
    }

    @Test("Drawing modifiers, aspectRatio and their nodes")
    func drawing() throws {
        try expectSameLayout(
            text(
                #"""
                [{"opacity": 0.5}, {"cornerRadius": 4}, {"clipped": true}, {"clipShape": "Circle"}, {"clipShape": \#
                {"RoundedRectangle": {"cornerRadius": 6}}}, {"hidden": {}}]
                """#
            ),
            Text("Hello, World!").opacity(0.5).cornerRadius(4).clipped().clipShape(Circle()).clipShape(
                RoundedRectangle(cornerRadius: 6)
            ).hidden()
        )
        try expectSameLayout(
            #"{"Rectangle": {}, "modifiers": [{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}]}"#,
            Rectangle().aspectRatio(1.5, contentMode: .fit))
        try expectSameLayout(
            #"{"Rectangle": {}, "modifiers": [{"aspectRatio": 2}]}"#, Rectangle().aspectRatio(2, contentMode: .fit))
        try expectSameLayout(
            #"{"Circle": {}, "modifiers": [{"aspectRatio": "fill"}]}"#, Circle().aspectRatio(contentMode: .fill))
        try expectSameLayout(
            #"{"Circle": {}, "modifiers": [{"aspectRatio": {"contentMode": "fill"}}]}"#,
            Circle().aspectRatio(contentMode: .fill))
    }
}

@Suite("Dynamic Type in scenes")
struct DynamicTypeDecodingTests {
    @Test("{\"dynamicTypeSize\": \"accessibility1\"} sizes body text as 28 points; an unknown size is refused by name")
    func dynamicTypeSize() throws {
        let scaled = try Fixtures.scene(
            #"""
            {"canvas": {"sizeThatFits": {}}, "root": {"Text": "Hello", "modifiers": [{"dynamicTypeSize": \#
            "accessibility1"}]}}
            """#
        )
        .layout(using: Fixtures.engine)
        let direct = try Fixtures.scene(
            #"{"canvas": {"sizeThatFits": {}}, "root": {"Text": "Hello", "modifiers": [{"font": {"size": 28}}]}}"#
        )
        .layout(using: Fixtures.engine)
        #expect(scaled.canvasSize == direct.canvasSize)
        #expect(
            Fixtures.failure(#"{"Text": "Hello", "modifiers": [{"dynamicTypeSize": "huge"}]}"#)?.contains(
                "unknown Dynamic Type size \"huge\"") == true)
    }
}
