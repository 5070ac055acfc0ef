import Foundation
import Testing
@testable import GalleyScene

/// Broken scenes, each with the exact message the render command prints.
@Suite("Broken scenes")
struct BrokenSceneTests {
    static let cases: [(scene: String, message: String)] = [
        // JSON syntax.
        (#"{"root": {"Text": "Hi"}"#,
         "scene.json: line 1, column 24: expected ',' or '}' after a member of an object, found the end of the file"),
        ("{\n  \"root\": {\"Text\": \"Hi\",}\n}",
         "scene.json: line 2, column 25: a comma before '}' (trailing commas are not allowed)"),
        (#"{"root": {"Text": "Hi", "Text": "again"}}"#, #"scene.json: line 1, column 25: duplicate key "Text""#),
        // Types.
        ("""
        {"root": {"VStack": {"content": [
          {"Text": "a"}, {"Text": "b"},
          {"Text": "c", "modifiers": [{"frame": {"width": "abc"}}]}
        ]}}}
        """,
         #"scene.json: root.content[2].modifiers[0].frame.width: expected a number or "infinity", found "abc" (line 3, column 51)"#),
        (#"{"VStack": {"spacing": true}}"#, #"scene.json: root.spacing: expected a number or "infinity", found true (line 1, column 24)"#),
        (#"{"Text": 12}"#,
         #"scene.json: root: expected a string, an object with "text", "verbatim" or "markdown", or an array of them, found 12 (line 1, column 10)"#),
        (#"{"HStack": "Text"}"#, #"scene.json: root: expected an array of views, a view, or an object with "content", found "Text" (line 1, column 12)"#),
        (#"{"VStack": [1]}"#, #"scene.json: root.content[0]: expected a view (an object such as {"Text": "Hello"}), found 1 (line 1, column 13)"#),
        (#"{"Text": "a", "modifiers": {"padding": 8}}"#,
         #"scene.json: root.modifiers: expected an array of modifiers, found an object (line 1, column 28)"#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": 0}]}"#,
         #"scene.json: root.modifiers[0].lineLimit: expected a line count of 1 or more, or null, found 0 (line 1, column 43)"#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": 1.5}]}"#,
         #"scene.json: root.modifiers[0].lineLimit: expected an integer, found 1.5 (line 1, column 43)"#),
        (#"{"Color": {"red": 255, "green": 0, "blue": 0}}"#,
         #"scene.json: root.red: expected a number from 0 to 1, found 255 (line 1, column 19)"#),
        (#"{"Color": {"red": 1, "green": 0}}"#, #"scene.json: root: missing "blue" in a colour (line 1, column 11)"#),
        (##"{"Color": "#FF88"}"##, ##"scene.json: root: "#FF88" is not a colour; write #RRGGBB or #RRGGBBAA in hexadecimal (line 1, column 11)"##),
        (#"{"Text": "a", "modifiers": [{"foregroundColor": "red.gradient"}]}"#,
         #"scene.json: root.modifiers[0].foregroundColor: a gradient ("red.gradient") cannot be used here; expected a colour (line 1, column 49)"#),
        (#"{"Text": "a", "modifiers": [{"opacity": 2}]}"#,
         #"scene.json: root.modifiers[0].opacity: expected a number from 0 to 1, found 2 (line 1, column 41)"#),
        (#"{"Text": "a", "modifiers": [{"clipped": false}]}"#,
         #"scene.json: root.modifiers[0].clipped: expected true or {}, found false (line 1, column 41)"#),
        // Unknown names, with suggestions.
        (#"{"Text": "a", "modifiers": [{"pading": 8}]}"#,
         #"scene.json: root.modifiers[0]: unknown modifier "pading"; did you mean "padding"? (line 1, column 30)"#),
        (#"{"Txt": "a"}"#, #"scene.json: root: unknown view "Txt"; did you mean "Text"? (line 1, column 2)"#),
        (#"{"VStack": [{"Text": "a"}, {"Rectangel": {}}]}"#,
         #"scene.json: root.content[1]: unknown view "Rectangel"; did you mean "Rectangle"? (line 1, column 29)"#),
        (#"{"Text": "a", "modifiers": [{"Text": "b"}]}"#,
         #"scene.json: root.modifiers[0]: unknown modifier "Text": it is a view (use it in "background" or "overlay", or as a child) (line 1, column 30)"#),
        (#"{"Text": "a", "modifers": []}"#,
         #"scene.json: root: unknown key "modifers" in a view; did you mean "modifiers"? (line 1, column 15)"#),
        (#"{"Text": "a", "padding": 8}"#, #"scene.json: root: "padding" is a modifier: put it in "modifiers" (line 1, column 15)"#),
        (#"{"padding": 8}"#, #"scene.json: root: "padding" is a modifier, not a view: put it in the view's "modifiers" (line 1, column 2)"#),
        (#"{"Text": "a", "Color": "red"}"#, #"scene.json: root: a view has one type key; found "Text" and "Color" (line 1, column 15)"#),
        (#"{"id": "lonely"}"#, #"scene.json: root: a view needs a type key such as "Text" or "VStack" (line 1, column 1)"#),
        (#"{"Text": "a", "modifiers": [{"padding": 8, "border": "red"}]}"#,
         #"scene.json: root.modifiers[0]: a modifier has one name; found "padding" and "border" (write each in its own object) (line 1, column 44)"#),
        (#"{"Text": "a", "modifiers": [{"frame": {"widht": 10}}]}"#,
         #"scene.json: root.modifiers[0].frame: unknown key "widht" in frame; did you mean "width"? (line 1, column 40)"#),
        (#"{"ZStack": {"alignment": "centre", "content": []}}"#,
         #"scene.json: root.alignment: unknown alignment "centre"; did you mean "center"? (line 1, column 26)"#),
        (#"{"VStack": {"alignment": "top"}}"#,
         #"scene.json: root.alignment: unknown horizontal alignment "top"; expected one of leading, center, trailing (line 1, column 26)"#),
        (#"{"Color": "gren"}"#, #"scene.json: root: unknown colour "gren"; did you mean "green"? (line 1, column 11)"#),
        (#"{"Text": "a", "modifiers": [{"font": "titel"}]}"#,
         #"scene.json: root.modifiers[0].font: unknown text style "titel"; did you mean "title"? (line 1, column 38)"#),
        (#"{"canva": "iPhone SE", "root": {"Text": "a"}}"#, #"scene.json: line 1, column 2: unknown key "canva" in the scene; did you mean "canvas"?"#),
        (#"{"canvas": "iPhone SE", "Text": "a"}"#, #"scene.json: line 1, column 25: unknown key "Text" in the scene: a scene's view goes in "root""#),
        (#"{"canvas": "iPhone 13"}"#,
         #"scene.json: canvas: unknown device "iPhone 13"; did you mean "iPhone 13 Pro"? (line 1, column 12)"#),
        (#"{"canvas": "Pixel 8"}"#,
         #"scene.json: canvas: unknown device "Pixel 8"; expected one of iPhone 13 Pro, iPhone SE, iPhone 15 Pro (line 1, column 12)"#),
        (#"{"canvas": "iPhone SE"}"#, #"scene.json: line 1, column 1: the scene has no "root" view"#),
        (#"{"canvas": {"width": 0, "height": 10}, "root": {"Text": "a"}}"#,
         #"scene.json: canvas.width: expected a length above 0 and at most 100000, found 0 (line 1, column 22)"#),
        (#"{"canvas": {"sizeThatFits": {"width": -1}}, "root": {"Text": "a"}}"#,
         #"scene.json: canvas.sizeThatFits.width: expected a length of 0 or more, "infinity" or null, found -1 (line 1, column 39)"#),
        (#"{"canvas": {"width": 10, "height": 10, "scale": 0.5}, "root": {"Text": "a"}}"#,
         #"scene.json: canvas.scale: expected a scale from 1 to 16, found 0.5 (line 1, column 49)"#),
        // Parameters.
        (#"{"params": {"width": 1}, "root": {"Text": "a", "modifiers": [{"padding": "$widht"}]}}"#,
         #"scene.json: root.modifiers[0].padding: unknown parameter "$widht"; did you mean "$width"? (line 1, column 74)"#),
        (#"{"Text": "Hello ${name}"}"#, #"scene.json: root: unknown parameter "${name}" (line 1, column 10)"#),
        (#"{"params": {"name": "x"}, "root": {"Text": "Hello ${name"}}"#,
         #"scene.json: root: "${" without a closing "}" in "Hello ${name" (line 1, column 44)"#),
        (#"{"params": {"ok": true}, "root": {"Text": "a"}}"#, #"scene.json: params.ok: expected a number or a string, found true (line 1, column 19)"#),
        (#"{"params": {"2x": 1}, "root": {"Text": "a"}}"#,
         #"scene.json: params.2x: "2x" cannot name a parameter: use letters, digits and _, starting with a letter (line 1, column 13)"#),
        // Structure.
        (#"{"Text": "a", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"#,
         #"scene.json: root.modifiers[0].frame: a frame has "width" or minimum, ideal and maximum lengths, not both (line 1, column 39)"#),
        (#"{"Text": "a", "modifiers": [{"fill": "red"}]}"#,
         #"scene.json: root.modifiers[0].fill: "fill" applies to a shape (Rectangle, RoundedRectangle, Circle, Capsule, Ellipse), first in its modifiers (line 1, column 38)"#),
        (#"{"Circle": {}, "modifiers": [{"padding": 1}, {"fill": "red"}]}"#,
         #"scene.json: root.modifiers[1].fill: "fill" applies to a shape (Rectangle, RoundedRectangle, Circle, Capsule, Ellipse), first in its modifiers (line 1, column 55)"#),
        (#"{"Circle": {}, "modifiers": [{"fill": "red"}, {"stroke": "blue"}]}"#,
         #"scene.json: root.modifiers[1].stroke: a shape takes one of "fill", "stroke" and "strokeBorder" (line 1, column 58)"#),
        (#"{"Circle": {}, "modifiers": [{"stroke": {"lineWidth": 2}}]}"#,
         #"scene.json: root.modifiers[0].stroke: missing "color" in stroke (line 1, column 41)"#),
        (#"{"RoundedRectangle": {}}"#, #"scene.json: root: missing "cornerRadius" in RoundedRectangle (line 1, column 22)"#),
        (#"{"Circle": {"radius": 3}}"#, #"scene.json: root: unknown key "radius" in Circle (line 1, column 13)"#),
        (#"{"Text": {"text": "a", "markdown": "b"}}"#,
         #"scene.json: root: a text has one of "text", "verbatim" and "markdown", found "text" and "markdown" (line 1, column 10)"#),
        (#"{"ForEach": {"range": [5, 1], "content": {"Text": "x"}}}"#,
         #"scene.json: root.range: the range's end (1) is before its start (5) (line 1, column 23)"#),
        (#"{"ForEach": {"range": [0, 1000000], "content": {"Text": "x"}}}"#,
         #"scene.json: root.range: the range makes 1000000 copies; a scene makes at most 100000 views (line 1, column 23)"#),
        (#"{"Text": "a", "modifiers": [{"gridCellColumns": 1000000000}]}"#,
         #"scene.json: root.modifiers[0].gridCellColumns: the cell spans 1000000000 columns; a scene's views and spanned columns number at most 100000 (line 1, column 49)"#),
        (#"{"ForEach": {"range": [0, 2, 4], "content": {"Text": "x"}}}"#,
         #"scene.json: root.range: expected a range [from, to], found an array (line 1, column 23)"#),
        (#"{"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "center", "value": 0}}]}"#,
         #"scene.json: root.modifiers[0].alignmentGuide.guide: "center" is ambiguous: write "HorizontalAlignment.center" or "VerticalAlignment.center" (line 1, column 58)"#),
        (#"{"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "top", "value": "height // 2"}}]}"#,
         #"scene.json: root.modifiers[0].alignmentGuide.value: in the expression "height // 2": expected a number, width, height, a guide such as [.top], or '(' at character 9, found / (line 1, column 74)"#),
        (#"{"Text": "a", "modifiers": [{"clipShape": "RoundedRectangle"}]}"#,
         #"scene.json: root.modifiers[0].clipShape: a RoundedRectangle needs its corner radius: write {"RoundedRectangle": {"cornerRadius": 8}} (line 1, column 43)"#),
        (#"{"Text": "a", "modifiers": [{"resizable": true}]}"#,
         #"scene.json: root.modifiers[0].resizable: "resizable" applies to an Image, first in its modifiers (line 1, column 43)"#),
    ]

    @Test("Each broken scene fails with its exact message", arguments: cases)
    func broken(scene: String, message: String) {
        #expect(Fixtures.failure(scene) == message)
    }

    @Test("JSON nesting past 512 levels")
    func deepJSON() {
        let json = String(repeating: #"{"VStack": ["#, count: 300)
        #expect(Fixtures.failure(json) == "scene.json: line 1, column 3073: arrays and objects nest deeper than 512 levels")
    }

    @Test("Views and modifiers nesting past 1000 levels")
    func deepViews() {
        let modifiers = Array(repeating: #"{"padding": 1}"#, count: 1_000).joined(separator: ", ")
        #expect(Fixtures.failure(#"{"Text": "a", "modifiers": [\#(modifiers)]}"#) ==
            "scene.json: root: views and modifiers nest more than 1000 levels deep (line 1, column 1)")
        let fewer = Array(repeating: #"{"padding": 1}"#, count: 999).joined(separator: ", ")
        #expect(Fixtures.failure(#"{"Text": "a", "modifiers": [\#(fewer)]}"#) == nil)
    }

    @Test("Invalid UTF-8, with its byte offset")
    func invalidUTF8() {
        let data = Data(#"{"Text": "caf"#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8)
        #expect(Fixtures.failure(data) == "scene.json: line 1, column 14: invalid UTF-8 at byte offset 13")
    }

    @Test("Unknown --set names, with a suggestion")
    func unknownOverride() {
        #expect(Fixtures.failure(#"{"params": {"height": 1}, "root": {"Text": "a"}}"#, overrides: ["heigth": "2"]) ==
            #"scene.json: --set heigth: the scene has no parameter "heigth"; did you mean "height"?"#)
        #expect(Fixtures.failure(#"{"Text": "a"}"#, overrides: ["x": "2"]) == #"scene.json: --set x: the scene has no parameter "x""#)
    }

    @Test("Missing and unreadable font files")
    func fonts() throws {
        let folder = try Fixtures.folder(["fonts/Broken.ttf": Data("not a font".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Fixtures.failure(#"{"fonts": [{"family": "Brand", "file": "fonts/Brand.ttf"}], "root": {"Text": "a"}}"#, directory: folder) ==
            #"scene.json: fonts[0].file: no font file "fonts/Brand.ttf" (looked for \#(folder.path)/fonts/Brand.ttf) (line 1, column 40)"#)
        #expect(Fixtures.failure(#"{"fonts": [{"family": "Brand", "file": "fonts/Broken.ttf"}], "root": {"Text": "a"}}"#, directory: folder) ==
            #"scene.json: fonts[0].file: "fonts/Broken.ttf" is not a font file FreeType can read (line 1, column 40)"#)
        #expect(Fixtures.failure(#"{"fonts": [{"family": "Brand", "file": "fonts"}], "root": {"Text": "a"}}"#, directory: folder) ==
            #"scene.json: fonts[0].file: cannot read the font file "fonts" (\#(folder.path)/fonts) (line 1, column 40)"#)
        #expect(Fixtures.failure(#"{"fonts": [{"family": "Brand"}], "root": {"Text": "a"}}"#, directory: folder) ==
            #"scene.json: fonts[0]: missing "file" in a font (line 1, column 12)"#)
        #expect(Fixtures.failure(#"{"Text": "a", "modifiers": [{"font": {"family": "Brand"}}]}"#) ==
            #"scene.json: root.modifiers[0].font.family: no font family "Brand" is bundled or registered in the scene's "fonts" (line 1, column 49)"#)
    }

    @Test("Missing images and files that are not PNG")
    func images() throws {
        let folder = try Fixtures.folder([
            "photo.png": Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46]),
            "empty.png": Fixtures.pngHeader(width: 0, height: 4),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Fixtures.failure(#"{"Image": {"file": "logo.png"}}"#, directory: folder) ==
            #"scene.json: root.file: no image file "logo.png" (looked for \#(folder.path)/logo.png) (line 1, column 20)"#)
        #expect(Fixtures.failure(#"{"Image": {"file": "photo.png"}}"#, directory: folder) ==
            #"scene.json: root.file: "photo.png" is not a PNG file (it does not start with the PNG signature) (line 1, column 20)"#)
        #expect(Fixtures.failure(#"{"Image": {"file": "empty.png"}}"#, directory: folder) ==
            #"scene.json: root.file: "empty.png" is not a PNG image Galley can read (its header chunk is missing or its size is zero) (line 1, column 20)"#)
        #expect(Fixtures.failure(#"{"Image": {"file": "photo.png", "scale": 0}}"#, directory: folder) ==
            #"scene.json: root.scale: expected a scale above 0, found 0 (line 1, column 42)"#)
    }
}
