/// Broken scenes, each with the exact message `render` prints for it (less
/// the "render: " prefix) when the scene is read from "scene.json". Shared
/// by the scene decoder's tests and the command's.
public enum BrokenScenes {
    public static let all: [(scene: String, message: String)] = [
        // JSON syntax.
        (
            #"{"root": {"Text": "Hi"}"#,
            "scene.json: line 1, column 24: expected ',' or '}' after a member of an object, found the end of the file"
        ),
        (
            "{\n  \"root\": {\"Text\": \"Hi\",}\n}",
            "scene.json: line 2, column 25: a comma before '}' (trailing commas are not allowed)"
        ),
        (#"{"root": {"Text": "Hi", "Text": "again"}}"#, #"scene.json: line 1, column 25: duplicate key "Text""#),
        // Types.
        (
            """
            {"root": {"VStack": {"content": [
              {"Text": "a"}, {"Text": "b"},
              {"Text": "c", "modifiers": [{"frame": {"width": "abc"}}]}
            ]}}}
            """,
            #"""
            scene.json: root.content[2].modifiers[0].frame.width: expected a number or "infinity", found "abc" \#
            (line 3, column 51)
            """#
        ),
        (
            #"{"VStack": {"spacing": true}}"#,
            #"scene.json: root.spacing: expected a number or "infinity", found true (line 1, column 24)"#
        ),
        (
            #"{"Text": 12}"#,
            #"""
            scene.json: root: expected a string, an object with "text", "verbatim" or "markdown", or an array of \#
            them, found 12 (line 1, column 10)
            """#
        ),
        (
            #"{"HStack": "Text"}"#,
            #"""
            scene.json: root: expected an array of views, a view, or an object with "content", found "Text" (line \#
            1, column 12)
            """#
        ),
        (
            #"{"VStack": [1]}"#,
            #"""
            scene.json: root.content[0]: expected a view (an object such as {"Text": "Hello"}), found 1 (line 1, \#
            column 13)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": {"padding": 8}}"#,
            #"scene.json: root.modifiers: expected an array of modifiers, found an object (line 1, column 28)"#
        ),
        (
            #"{"Text": "a", "modifiers": [{"lineLimit": 0}]}"#,
            #"""
            scene.json: root.modifiers[0].lineLimit: expected a line count of 1 or more, or null, found 0 (line \#
            1, column 43)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"lineLimit": 1.5}]}"#,
            #"scene.json: root.modifiers[0].lineLimit: expected an integer, found 1.5 (line 1, column 43)"#
        ),
        (
            #"{"Color": {"red": 255, "green": 0, "blue": 0}}"#,
            #"scene.json: root.red: expected a number from 0 to 1, found 255 (line 1, column 19)"#
        ),
        (#"{"Color": {"red": 1, "green": 0}}"#, #"scene.json: root: missing "blue" in a colour (line 1, column 11)"#),
        (
            ##"{"Color": "#FF88"}"##,
            ##"""
            scene.json: root: "#FF88" is not a colour; write #RRGGBB or #RRGGBBAA in hexadecimal (line 1, column 11)
            """##
        ),
        (
            #"{"Text": "a", "modifiers": [{"foregroundColor": "red.gradient"}]}"#,
            #"""
            scene.json: root.modifiers[0].foregroundColor: a gradient ("red.gradient") cannot be used here; \#
            expected a colour (line 1, column 49)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"opacity": 2}]}"#,
            #"scene.json: root.modifiers[0].opacity: expected a number from 0 to 1, found 2 (line 1, column 41)"#
        ),
        (
            #"{"Text": "a", "modifiers": [{"clipped": false}]}"#,
            #"scene.json: root.modifiers[0].clipped: expected true or {}, found false (line 1, column 41)"#
        ),
        // Unknown names, with suggestions.
        (
            #"{"Text": "a", "modifiers": [{"pading": 8}]}"#,
            #"scene.json: root.modifiers[0]: unknown modifier "pading"; did you mean "padding"? (line 1, column 30)"#
        ),
        (#"{"Txt": "a"}"#, #"scene.json: root: unknown view "Txt"; did you mean "Text"? (line 1, column 2)"#),
        (
            #"{"VStack": [{"Text": "a"}, {"Rectangel": {}}]}"#,
            #"scene.json: root.content[1]: unknown view "Rectangel"; did you mean "Rectangle"? (line 1, column 29)"#
        ),
        (
            #"{"Text": "a", "modifiers": [{"Text": "b"}]}"#,
            #"""
            scene.json: root.modifiers[0]: unknown modifier "Text": it is a view (use it in "background" or \#
            "overlay", or as a child) (line 1, column 30)
            """#
        ),
        (
            #"{"Text": "a", "modifers": []}"#,
            #"scene.json: root: unknown key "modifers" in a view; did you mean "modifiers"? (line 1, column 15)"#
        ),
        (
            #"{"Text": "a", "padding": 8}"#,
            #"scene.json: root: "padding" is a modifier: put it in "modifiers" (line 1, column 15)"#
        ),
        (
            #"{"padding": 8}"#,
            #"""
            scene.json: root: "padding" is a modifier, not a view: put it in the view's "modifiers" (line 1, \#
            column 2)
            """#
        ),
        (
            #"{"Text": "a", "Color": "red"}"#,
            #"scene.json: root: a view has one type key; found "Text" and "Color" (line 1, column 15)"#
        ),
        (
            #"{"id": "lonely"}"#,
            #"scene.json: root: a view needs a type key such as "Text" or "VStack" (line 1, column 1)"#
        ),
        (
            #"{"Text": "a", "modifiers": [{"padding": 8, "border": "red"}]}"#,
            #"""
            scene.json: root.modifiers[0]: a modifier has one name; found "padding" and "border" (write each in \#
            its own object) (line 1, column 44)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"frame": {"widht": 10}}]}"#,
            #"""
            scene.json: root.modifiers[0].frame: unknown key "widht" in frame; did you mean "width"? (line 1, \#
            column 40)
            """#
        ),
        (
            #"{"ZStack": {"alignment": "centre", "content": []}}"#,
            #"scene.json: root.alignment: unknown alignment "centre"; did you mean "center"? (line 1, column 26)"#
        ),
        (
            #"{"VStack": {"alignment": "top"}}"#,
            #"""
            scene.json: root.alignment: unknown horizontal alignment "top"; expected one of leading, center, \#
            trailing (line 1, column 26)
            """#
        ),
        (#"{"Color": "gren"}"#, #"scene.json: root: unknown colour "gren"; did you mean "green"? (line 1, column 11)"#),
        (
            #"{"Text": "a", "modifiers": [{"font": "titel"}]}"#,
            #"""
            scene.json: root.modifiers[0].font: unknown text style "titel"; did you mean "title"? (line 1, column \#
            38)
            """#
        ),
        (
            #"{"canva": "iPhone SE", "root": {"Text": "a"}}"#,
            #"scene.json: line 1, column 2: unknown key "canva" in the scene; did you mean "canvas"?"#
        ),
        (
            #"{"canvas": "iPhone SE", "Text": "a"}"#,
            #"scene.json: line 1, column 25: unknown key "Text" in the scene: a scene's view goes in "root""#
        ),
        (
            #"{"canvas": "iPhone 13 Por"}"#,
            #"scene.json: canvas: unknown canvas "iPhone 13 Por"; did you mean "iPhone 13 Pro"? (line 1, column 12)"#
        ),
        (
            #"{"canvas": "Pixel 8"}"#,
            #"""
            scene.json: canvas: unknown canvas "Pixel 8"; expected a device ("iPhone 13 Pro", "iPhone SE", \#
            "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone SE (1st \#
            generation)", "iPhone 8 Plus", "iPhone X", "iPhone XS Max", "iPhone XR", "iPhone 13 mini", "iPhone 13 \#
            Pro Max", "iPad Pro 11-inch", "iPad mini", "iPad mini (5th generation)", "iPad (6th generation)", \#
            "iPad (9th generation)", "iPad Pro (10.5-inch)", "iPad Pro (12.9-inch) (2nd generation)"), "fit" (the \#
            root's ideal size), {"width": W, "height": H}, or {"sizeThatFits": {"width": W, "height": H}} (the \#
            root's size for that proposal) (line 1, column 12)
            """#
        ),
        (
            #"{"canvas": "fitt", "root": {"Text": "a"}}"#,
            #"scene.json: canvas: unknown canvas "fitt"; did you mean "fit"? (line 1, column 12)"#
        ),
        (#"{"canvas": "iPhone SE"}"#, #"scene.json: line 1, column 1: the scene has no "root" view"#),
        (
            #"{"canvas": {"width": 0, "height": 10}, "root": {"Text": "a"}}"#,
            #"scene.json: canvas.width: expected a length above 0 and at most 100000, found 0 (line 1, column 22)"#
        ),
        (
            #"{"canvas": {"sizeThatFits": {"width": -1}}, "root": {"Text": "a"}}"#,
            #"""
            scene.json: canvas.sizeThatFits.width: expected a length of 0 or more, "infinity" or null, found -1 \#
            (line 1, column 39)
            """#
        ),
        (
            #"{"canvas": {"width": 10, "height": 10, "scale": 0.5}, "root": {"Text": "a"}}"#,
            #"scene.json: canvas.scale: expected a scale from 1 to 16, found 0.5 (line 1, column 49)"#
        ),
        // Parameters.
        (
            #"{"params": {"width": 1}, "root": {"Text": "a", "modifiers": [{"padding": "$widht"}]}}"#,
            #"""
            scene.json: root.modifiers[0].padding: unknown parameter "$widht"; did you mean "$width"? (line 1, \#
            column 74)
            """#
        ),
        (#"{"Text": "Hello ${name}"}"#, #"scene.json: root: unknown parameter "${name}" (line 1, column 10)"#),
        (
            #"{"params": {"name": "x"}, "root": {"Text": "Hello ${name"}}"#,
            #"scene.json: root: "${" without a closing "}" in "Hello ${name" (line 1, column 44)"#
        ),
        (
            #"{"params": {"ok": true}, "root": {"Text": "a"}}"#,
            #"scene.json: params.ok: expected a number or a string, found true (line 1, column 19)"#
        ),
        (
            #"{"params": {"2x": 1}, "root": {"Text": "a"}}"#,
            #"""
            scene.json: params.2x: "2x" cannot name a parameter: use letters, digits and _, starting with a \#
            letter (line 1, column 13)
            """#
        ),
        // Structure.
        (
            #"{"Text": "a", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"#,
            #"""
            scene.json: root.modifiers[0].frame: a frame has "width" or minimum, ideal and maximum lengths, not \#
            both (line 1, column 39)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"fill": "red"}]}"#,
            #"""
            scene.json: root.modifiers[0].fill: "fill" applies to a shape (Rectangle, RoundedRectangle, Circle, \#
            Capsule, Ellipse, Path), first in its modifiers (line 1, column 38)
            """#
        ),
        (
            #"{"Circle": {}, "modifiers": [{"padding": 1}, {"fill": "red"}]}"#,
            #"""
            scene.json: root.modifiers[1].fill: "fill" applies to a shape (Rectangle, RoundedRectangle, Circle, \#
            Capsule, Ellipse, Path), first in its modifiers (line 1, column 55)
            """#
        ),
        (
            #"{"Circle": {}, "modifiers": [{"fill": "red"}, {"stroke": "blue"}]}"#,
            #"""
            scene.json: root.modifiers[1].stroke: a shape takes one of "fill", "stroke" and "strokeBorder" (line \#
            1, column 58)
            """#
        ),
        (
            #"{"Circle": {}, "modifiers": [{"stroke": {"lineWidth": 2}}]}"#,
            #"scene.json: root.modifiers[0].stroke: missing "color" in stroke (line 1, column 41)"#
        ),
        (
            #"{"RoundedRectangle": {}}"#,
            #"scene.json: root: missing "cornerRadius" in RoundedRectangle (line 1, column 22)"#
        ),
        (#"{"Circle": {"radius": 3}}"#, #"scene.json: root: unknown key "radius" in Circle (line 1, column 13)"#),
        (
            #"{"Text": {"text": "a", "markdown": "b"}}"#,
            #"""
            scene.json: root: a text has one of "text", "verbatim" and "markdown", found "text" and "markdown" \#
            (line 1, column 10)
            """#
        ),
        (
            #"{"ForEach": {"range": [5, 1], "content": {"Text": "x"}}}"#,
            #"scene.json: root.range: the range's end (1) is before its start (5) (line 1, column 23)"#
        ),
        (
            #"{"ForEach": {"range": [0, 2000000], "content": {"Text": "x"}}}"#,
            #"""
            scene.json: root.range: the range makes 2000000 copies; a scene makes at most 1000000 \#
            (ResourceLimits.views) views and modifiers (line 1, column 23)
            """#
        ),
        (
            #"{"VStack": [{"ForEach": {"range": [0, 999999], "content": {"Text": "x"}}}]}"#,
            #"""
            scene.json: root.content[0].range: the range makes 999999 copies and the scene has 2 views and \#
            modifiers already; a scene makes at most 1000000 (ResourceLimits.views) views and modifiers (line 1, \#
            column 35)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"gridCellColumns": 1000000000}]}"#,
            #"""
            scene.json: root.modifiers[0].gridCellColumns: the cell spans 1000000000 columns; a scene's views, \#
            modifiers and spanned columns number at most 1000000 (ResourceLimits.views) (line 1, column 49)
            """#
        ),
        (
            #"{"ForEach": {"range": [0, 2, 4], "content": {"Text": "x"}}}"#,
            #"scene.json: root.range: expected a range [from, to], found an array (line 1, column 23)"#
        ),
        (
            #"{"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "center", "value": 0}}]}"#,
            #"""
            scene.json: root.modifiers[0].alignmentGuide.guide: "center" is ambiguous: write \#
            "HorizontalAlignment.center" or "VerticalAlignment.center" (line 1, column 58)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "top", "value": "height // 2"}}]}"#,
            #"""
            scene.json: root.modifiers[0].alignmentGuide.value: in the expression "height // 2": expected a \#
            number, width, height, a guide such as [.top], or '(' at character 9, found / (line 1, column 74)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"clipShape": "RoundedRectangle"}]}"#,
            #"""
            scene.json: root.modifiers[0].clipShape: a RoundedRectangle needs its corner radius: write \#
            {"RoundedRectangle": {"cornerRadius": 8}} (line 1, column 43)
            """#
        ),
        (
            #"{"Text": "a", "modifiers": [{"resizable": true}]}"#,
            #"""
            scene.json: root.modifiers[0].resizable: "resizable" applies to an Image, first in its modifiers \#
            (line 1, column 43)
            """#
        ),
    ]
}
