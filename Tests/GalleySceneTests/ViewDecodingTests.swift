import Foundation
import Galley
import Testing
@testable import GalleyScene

/// Each view form of a scene lays out exactly as the same view written in Swift.
@Suite("Views decoded from scenes")
struct ViewDecodingTests {
    @Test("Text: a string, verbatim, Markdown, and pieces with attributes")
    func text() throws {
        try expectSameLayout(#"{"Text": "Hello, World!"}"#, Text("Hello, World!"))
        try expectSameLayout(#"{"Text": {"verbatim": "**not bold**"}}"#, Text(verbatim: "**not bold**"))
        try expectSameLayout(
            #"{"Text": {"markdown": "**Hi** *there*, `code`"}}"#,
            Text("Hi").bold() + Text(" ") + Text("there").italic() + Text(", ")
                + Text("code").font(.system(size: 17, weight: .regular, design: .monospaced))
        )
        try expectSameLayout(
            #"""
            {"Text": ["Hello ", {"text": "World", "bold": true, "foregroundColor": "red"},
                      {"text": "!", "italic": true, "font": "title", "fontWeight": "heavy", "kerning": 2, \#
            "tracking": 1},
                      {"markdown": "*x*", "foregroundStyle": "#0000FF"}]}
            """#,
            Text("Hello ") + Text("World").bold().foregroundColor(.red)
                + Text("!").italic().font(.title).fontWeight(.heavy).kerning(2).tracking(1)
                + Text("x").italic().foregroundColor(Color(red: 0, green: 0, blue: 1))
        )
        try expectSameLayout(
            #"{"Text": {"text": "Big", "font": {"size": 50, "weight": "heavy", "design": "monospaced"}}}"#,
            Text("Big").font(.system(size: 50, weight: .heavy, design: .monospaced)))
        try expectSameLayout(
            #"{"Text": {"text": "Serif", "font": {"style": "headline", "design": "serif", "italic": true}}}"#,
            Text("Serif").font(Font.system(.headline, design: .serif).italic()))
        try expectSameLayout(
            #"{"Text": {"text": "Inter", "font": {"family": "Inter", "size": 20, "weight": "bold"}}}"#,
            Text("Inter").font(Font.custom("Inter", size: 20).weight(.bold)))
    }

    @Test("Shapes, filled, stroked and stroked inside their border")
    func shapes() throws {
        try expectSameLayout(
            #"""
            {"VStack": [{"Rectangle": {}}, {"RoundedRectangle": {"cornerRadius": 12}}, {"Circle": {}}, {"Capsule": \#
            {}}, {"Ellipse": {}}]}
            """#,
            VStack {
                Rectangle(); RoundedRectangle(cornerRadius: 12); Circle(); Capsule(); Ellipse()
            }
        )
        try expectSameLayout(
            #"""
            {"HStack": [
              {"Circle": {}, "modifiers": [{"fill": "orange.gradient"}]},
              {"Rectangle": {}, "modifiers": [{"fill": "#FF880080"}]},
              {"Capsule": {}, "modifiers": [{"stroke": {"color": "blue", "lineWidth": 10, "lineCap": "round", \#
            "lineJoin": "bevel", "miterLimit": 4, "dash": [30, 10], "dashPhase": 5}}]},
              {"Ellipse": {}, "modifiers": [{"stroke": "red"}]},
              {"RoundedRectangle": {"cornerRadius": 8}, "modifiers": [{"strokeBorder": {"color": "green.gradient", \#
            "lineWidth": 4}}]}
            ]}
            """#,
            HStack {
                Circle().fill(Color.orange.gradient)
                Rectangle().fill(Color(red: 1, green: 136.0 / 255, blue: 0, opacity: 128.0 / 255))
                Capsule().stroke(
                    Color.blue,
                    style: StrokeStyle(
                        lineWidth: 10, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [30, 10], dashPhase: 5))
                Ellipse().stroke(Color.red, lineWidth: 1)
                RoundedRectangle(cornerRadius: 8).strokeBorder(Color.green.gradient, lineWidth: 4)
            }
        )
    }

    @Test("Colours: names, #RRGGBB, #RRGGBBAA, components, white, gradients")
    func colors() throws {
        try expectSameLayout(
            #"""
            {"VStack": {"spacing": 0, "content": [
              {"Color": "orange"}, {"Color": "#FF8800"}, {"Color": "#FF880080"},
              {"Color": {"red": 1, "green": 0.5, "blue": 0, "opacity": 0.5}}, {"Color": {"white": 0.25}},
              {"Color": "secondary"}, {"Color": "orange.gradient"}
            ]}}
            """#,
            VStack(spacing: 0) {
                Color.orange
                Color(red: 1, green: 136.0 / 255, blue: 0)
                Color(red: 1, green: 136.0 / 255, blue: 0, opacity: 128.0 / 255)
                Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
                Color(white: 0.25)
                Color.secondary
                Color.orange.gradient
            }
        )
    }

    @Test("Stacks with alignment and spacing, Spacer and Divider")
    func stacks() throws {
        try expectSameLayout(
            #"""
            {"VStack": {"alignment": "leading", "spacing": 0, "content": [
              {"Text": "One"},
              {"HStack": {"alignment": "firstTextBaseline", "spacing": 4, "content": [
                {"Text": "Two"}, {"Spacer": {}}, {"Text": "Three", "modifiers": [{"font": "title"}]}]}},
              {"Divider": {}},
              {"HStack": [{"Text": "a"}, {"Spacer": {"minLength": 0}}, {"Text": "b"}]},
              {"ZStack": {"alignment": "bottomTrailing", "content": [{"Color": "red"}, {"Text": "Z"}]}},
              {"ZStack": [{"Text": "centre"}]}
            ]}}
            """#,
            VStack(alignment: .leading, spacing: 0) {
                Text("One")
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("Two"); Spacer(); Text("Three").font(.title)
                }
                Divider()
                HStack {
                    Text("a"); Spacer(minLength: 0); Text("b")
                }
                ZStack(alignment: .bottomTrailing) {
                    Color.red; Text("Z")
                }
                ZStack { Text("centre") }
            }
        )
        try expectSameLayout(
            #"{"HStack": {"alignment": "bottom", "content": {"Text": "only"}}}"#,
            HStack(alignment: .bottom) { Text("only") }
        )
    }

    @Test("ViewThatFits, ScrollView and GeometryReader")
    func containers() throws {
        try expectSameLayout(
            #"""
            {"VStack": [
              {"ViewThatFits": {"in": "horizontal", "content": [{"Text": "A rather long line that will not fit"}, \#
            {"Text": "Short"}]}, "modifiers": [{"frame": {"width": 100}}]},
              {"ViewThatFits": [{"Text": "Fits"}, {"Text": "Other"}]},
              {"ViewThatFits": {"in": ["horizontal", "vertical"], "content": [{"Text": "Both"}]}},
              {"ScrollView": {"axes": "horizontal", "content": {"Text": "Scrolls sideways"}}},
              {"ScrollView": [{"Text": "Down"}, {"Text": "Under"}]},
              {"GeometryReader": {"Text": "Inside"}}
            ]}
            """#,
            VStack {
                ViewThatFits(in: .horizontal) {
                    Text("A rather long line that will not fit"); Text("Short")
                }.frame(width: 100)
                ViewThatFits {
                    Text("Fits"); Text("Other")
                }
                ViewThatFits(in: [.horizontal, .vertical]) { Text("Both") }
                ScrollView(.horizontal) { Text("Scrolls sideways") }
                ScrollView {
                    Text("Down"); Text("Under")
                }
                GeometryReader { _ in Text("Inside") }
            }
        )
    }

    @Test("Grid, GridRow and gridCellColumns")
    func grid() throws {
        try expectSameLayout(
            #"""
            {"Grid": {"alignment": "leading", "horizontalSpacing": 4, "verticalSpacing": 2, "content": [
              {"GridRow": [{"Text": "a"}, {"Text": "bbbb"}]},
              {"Divider": {}},
              {"GridRow": {"alignment": "bottom", "content": [{"Text": "wide", "modifiers": [{"gridCellColumns": 2}]}]}}
            ]}}
            """#,
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    Text("a"); Text("bbbb")
                }
                Divider()
                GridRow(alignment: .bottom) { Text("wide").gridCellColumns(2) }
            }
        )
        try expectSameLayout(#"{"Grid": [{"GridRow": [{"Text": "x"}]}]}"#, Grid { GridRow { Text("x") } })
    }

    @Test("Group and ForEach join their container; modifiers apply to each member")
    func groups() throws {
        try expectSameLayout(
            #"""
            {"HStack": [
              {"Group": [{"Text": "a"}, {"Text": "b"}], "modifiers": [{"padding": 2}]},
              {"ForEach": {"range": [0, 3], "as": "i", "content": {"Text": "Item ${i}", "modifiers": [{"frame": \#
            {"width": "$i"}}]}}},
              {"ForEach": {"range": [2, 2], "content": {"Text": "never"}}},
              {"ForEach": {"range": [0, 2], "content": [{"Text": "x"}, {"Text": "y"}]}}
            ]}
            """#,
            HStack {
                Group {
                    Text("a"); Text("b")
                }.padding(2)
                ForEach(0..<3) { i in Text("Item \(i)").frame(width: CGFloat(i)) }
                ForEach(2..<2) { _ in Text("never") }
                ForEach(0..<2) { _ in
                    Text("x"); Text("y")
                }
            }
        )
    }

    @Test("Image from a PNG beside the scene, at its scale, resizable")
    func image() throws {
        let folder = try Fixtures.folder(["images/logo.png": Fixtures.pngHeader(width: 60, height: 30)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = #"""
            {"VStack": [{"Image": {"file": "images/logo.png"}}, {"Image": {"file": "images/logo.png", "scale": 3}},
                        {"Image": {"file": "images/logo.png"}, "modifiers": [{"resizable": true}, {"frame": \#
            {"width": 10, "height": 20}}]}]}
            """#
        let scene = try Fixtures.scene(json, directory: folder)
        let data = Fixtures.pngHeader(width: 60, height: 30)
        let written = VStack {
            Image(pngData: data)
            Image(pngData: data, scale: 3)
            Image(pngData: data).resizable().frame(width: 10, height: 20)
        }
        #expect(try Fixtures.nodes(scene.view()) == Fixtures.nodes(written))
        let frames = try Fixtures.engine.layout(scene.view(), proposal: .unspecified, displayScale: 3).root.allViews
            .filter { $0.name == "Image" }.map(\.frame.size)
        #expect(
            frames == [CGSize(width: 60, height: 30), CGSize(width: 20, height: 10), CGSize(width: 10, height: 20)])
    }

    @Test(
        """
        Image with a system name: the SF Symbol's stand-in, sized by the font, resizable; an unknown name warns in \
        the dump
        """
    )
    func systemImage() throws {
        let json = #"""
            {"VStack": [{"Image": {"systemName": "star.fill"}, "modifiers": [{"font": "title"}, {"foregroundColor": \#
            "red"}, {"imageScale": "large"}]},
                        {"Image": {"systemName": "chevron.right"}, "modifiers": [{"resizable": true}, \#
            {"aspectRatio": {"contentMode": "fit"}}, {"frame": {"width": 40, "height": 40}}]},
                        {"Image": {"systemName": "not.a.symbol"}}]}
            """#
        let scene = try Fixtures.scene(json)
        let written = VStack {
            Image(systemName: "star.fill").font(.title).foregroundColor(.red).imageScale(.large)
            Image(systemName: "chevron.right").resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40)
            Image(systemName: "not.a.symbol")
        }
        #expect(try Fixtures.nodes(scene.view()) == Fixtures.nodes(written))
        let images = try Fixtures.engine.layout(scene.view(), proposal: .unspecified, displayScale: 3).root.allViews
            .filter { $0.name == "Image" }
        #expect(images.count == 3)
        if case .fill(.color(let color), .path) = images[0].paint {
            #expect(color == .red)
        } else {
            Issue.record("a symbol fills its outline: \(String(describing: images[0].paint))")
        }
        // The star's 426 units of 512 at an em of 1.3 × 28 points, large (1.3).
        #expect(abs(images[0].frame.width - 426.0 / 512 * 1.3 * 28 * 1.3) < 0.001)
        #expect(images[1].frame.height == 40)
        let dump = try LayoutDump(scene.layout(using: Fixtures.engine)).text
        #expect(
            dump.contains(
                #"""
                "warnings": ["root.content[2]: Image: no symbol stand-in for \"not.a.symbol\"; a placeholder \#
                stands in"]
                """#
            ))

        #expect(
            Fixtures.failure(#"{"root": {"Image": {"systemName": "star", "file": "a.png"}}}"#)?.contains(
                #"an Image has "file" or "systemName", not both"#) == true)
        #expect(
            Fixtures.failure(#"{"root": {"Image": {"systemName": "star", "scale": 2}}}"#)?.contains(
                "a symbol takes its size from the font") == true)
        #expect(Fixtures.failure(#"{"root": {"Image": {"systemName": 3}}}"#) != nil)
        #expect(
            Fixtures.failure(#"{"root": {"Image": {"systemName": "star"}, "modifiers": [{"imageScale": "huge"}]}}"#)?
                .contains("image scale") == true)
        #expect(Fixtures.failure(#"{"root": {"Image": {"systemNme": "star"}}}"#)?.contains("systemName") == true)
    }

    @Test("Ids name views and modifiers in the layout")
    func ids() throws {
        try expectSameLayout(
            #"""
            {"Text": "Hi", "id": "greeting", "modifiers": [{"padding": 4, "id": "pad"}, {"font": "title"}, \#
            {"border": "red", "id": "outline"}]}
            """#,
            Text("Hi").id("greeting").padding(4).id("pad").font(.title).border(.red).id("outline")
        )
        try expectSameLayout(
            #"{"Circle": {}, "id": "dot", "modifiers": [{"fill": "red", "id": "filled"}, {"frame": {"width": 8}}]}"#,
            Circle().fill(Color.red).id("dot").id("filled").frame(width: 8)
        )
    }

    @Test("A file whose top level is a view is a scene with every default")
    func bareView() throws {
        let scene = try Fixtures.scene(#"{"Text": "Alone"}"#)
        #expect(scene.canvas == .standard)
        #expect(scene.background == nil) // the system background: white, black in the dark scheme
        #expect(try Fixtures.nodes(scene.view()) == Fixtures.nodes(Text("Alone")))
    }
}

@Suite("Controls in scenes")
struct ControlDecodingTests {
    private func dump(_ scene: String) throws -> String {
        LayoutDump(try Fixtures.scene(scene).layout(using: Fixtures.engine)).text
    }

    @Test("{\"Toggle\": …} and {\"ProgressView\": …} lay out as the DSL's SwitchToggle and ProgressView")
    func controls() throws {
        let toggle = try Fixtures.scene(#"{"Toggle": {"title": "Wi-Fi", "isOn": true}}"#).layout(using: Fixtures.engine)
        let expected = try Canvas.standard.layout(SwitchToggle("Wi-Fi", isOn: true), using: Fixtures.engine)
        #expect(LayoutDump(toggle).text == LayoutDump(expected).text)
        let bar = try Fixtures.scene(#"{"ProgressView": {"value": 0.25, "title": "Copying"}}"#).layout(
            using: Fixtures.engine)
        let expectedBar = try Canvas.standard.layout(ProgressView("Copying", value: 0.25), using: Fixtures.engine)
        #expect(LayoutDump(bar).text == LayoutDump(expectedBar).text)
        #expect(try dump(#"{"ProgressView": {}}"#).contains("\"width\": 20, \"height\": 20"))
    }

    @Test("{\"TextField\": …} and {\"SecureField\": …} lay out as TextFieldBox")
    func textFields() throws {
        let field = try Fixtures.scene(#"{"TextField": {"title": "Name", "text": "", "style": "roundedBorder"}}"#)
            .layout(using: Fixtures.engine)
        let expected = try Canvas.standard.layout(
            TextFieldBox(text: "", prompt: "Name", roundedBorder: true), using: Fixtures.engine)
        #expect(LayoutDump(field).text == LayoutDump(expected).text)
        #expect(try dump(#"{"SecureField": {"title": "Password", "text": "abc"}}"#).contains("\"lines\": [\"•••\"]"))
        #expect(
            Fixtures.failure(#"{"TextField": {"title": "Name", "style": "fancy"}}"#)?.contains(
                "unknown text field style \"fancy\"") == true)
    }

    @Test("A toggle needs a title or a label; unknown keys are named")
    func badControls() {
        #expect(Fixtures.failure(#"{"Toggle": {"isOn": true}}"#)?.contains("missing \"title\" in Toggle") == true)
        #expect(
            Fixtures.failure(#"{"ProgressView": {"valeu": 1}}"#)?.contains("unknown key \"valeu\" in ProgressView")
                == true)
    }
}
