import Foundation
import Galley
import GalleyCairo
import GalleyScene
import SceneCorpus
import Testing

/// `render SCENE`, run as a process: what users and CI scripts see.
@Suite("render SCENE")
struct RenderSceneCommandTests {
    /// What an existing output holds before a failing run.
    static let previous = Data("the picture from the last good run".utf8)

    /// A folder with `scene` as scene.json and an existing out.png.
    static func folder(scene: String) throws -> Folder {
        let folder = try Folder.temporary()
        try folder.write(scene, to: "scene.json")
        try folder.write(previous, to: "out.png")
        return folder
    }

    /// Checks a failed run: exit 1, the message alone on standard error,
    /// nothing on standard output, out.png untouched and no file left over.
    static func expectFailure(
        _ result: RenderCommand.Result, message: String, in folder: Folder,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.error == "render: \(message)\n", sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, sourceLocation: sourceLocation)
        #expect(
            folder.contents(of: "out.png") == previous, "an existing output was changed", sourceLocation: sourceLocation
        )
        #expect(
            !folder.names.contains { $0.hasSuffix(".tmp") }, "a temporary file was left: \(folder.names)",
            sourceLocation: sourceLocation)
    }

    /// The size in pixels a PNG's header gives.
    static func pixelSize(_ png: Data?) -> [Int]? {
        guard let png, png.count > 24 else { return nil }
        let bytes = [UInt8](png)
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [word(16), word(20)]
    }

    /// Linked, librsvg and Poppler would load some forty libraries into
    /// every start of render (about 8 ms); GalleyCairo opens them when an
    /// SVG or PDF image is first drawn (SwiftUITests' AssetFormatTests draw both).
    @Test("render does not link librsvg or Poppler")
    func vectorLibrariesNotLinked() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [RenderCommand.executable]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(libraries.contains("libcairo.so"))
        #expect(!libraries.contains("librsvg"))
        #expect(!libraries.contains("libpoppler"))
    }

    @Test("Each broken scene of the corpus: exit 1, its message, the old output kept", arguments: BrokenScenes.all)
    func brokenScene(scene: String, message: String) throws {
        let folder = try Self.folder(scene: scene)
        defer { folder.remove() }
        let result = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url)
        // Galley names a limit by its ResourceLimits property; render, by the option that sets it.
        var message = message
        for (name, option) in [
            ("views", "--max-views"), ("depth", "--max-depth"), ("textLength", "--max-text-length"),
            ("fonts", "--max-fonts"), ("imagePixels", "--max-image-pixels"), ("canvasPixels", "--max-canvas-pixels"),
            ("layoutWork", "--max-layout-work"), ("time", "--time-limit"),
            ("decodedImagePixels", "--max-decoded-image-pixels"), ("paintWork", "--max-paint-work"),
        ] {
            message = message.replacingOccurrences(of: "ResourceLimits.\(name)", with: option)
        }
        Self.expectFailure(result, message: message, in: folder)
    }

    @Test("Missing or unreadable scenes, fonts and images; unknown parameters; canvases too large")
    func brokenFiles() throws {
        let folder = try Self.folder(scene: #"{"params": {"name": "x"}, "root": {"Text": "Hi ${name}"}}"#)
        defer { folder.remove() }
        try folder.write(Data("GIF89a, not a PNG".utf8), to: "logo.gif")
        try folder.write(Data("not a font".utf8), to: "Broken.ttf")
        try folder.write(#"{"Image": {"file": "logo.gif"}}"#, to: "image.json")
        try folder.write(#"{"Image": {"file": "gone.png"}}"#, to: "gone.json")
        try folder.write(
            #"{"fonts": [{"family": "Brand", "file": "Broken.ttf"}], "root": {"Text": "a"}}"#, to: "font.json")
        try folder.write(
            #"{"fonts": [{"family": "Brand", "file": "Gone.ttf"}], "root": {"Text": "a"}}"#, to: "gonefont.json")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let path = folder.url.path
        let cases: [(arguments: [String], message: String)] = [
            (["missing.json", "-o", "out.png"], "missing.json: no such file"),
            (["folder.json", "-o", "out.png"], "folder.json: a folder, not a scene file"),
            (
                ["image.json", "-o", "out.png"],
                #"""
                image.json: root.file: "logo.gif" is not a PNG file (it does not start with the PNG signature) \#
                (line 1, column 20)
                """#
            ),
            (
                ["gone.json", "-o", "out.png"],
                #"gone.json: root.file: no image file "gone.png" (looked for \#(path)/gone.png) (line 1, column 20)"#
            ),
            (
                ["font.json", "-o", "out.png"],
                #"font.json: fonts[0].file: "Broken.ttf" is not a font file FreeType can read (line 1, column 40)"#
            ),
            (
                ["gonefont.json", "-o", "out.png"],
                #"""
                gonefont.json: fonts[0].file: no font file "Gone.ttf" (looked for \#(path)/Gone.ttf) (line 1, \#
                column 40)
                """#
            ),
            (
                ["scene.json", "-o", "out.png", "--set", "nmae=y"],
                #"scene.json: --set nmae: the scene has no parameter "nmae"; did you mean "name"?"#
            ),
            (
                ["scene.json", "-o", "out.png", "--canvas", "40000x10"],
                """
                scene.json: the canvas is 120000 × 30 pixels; canvases of at most 32767 pixels on a side and at \
                most 100000000 (--max-canvas-pixels) pixels in all can be painted
                """
            ),
            (
                ["scene.json", "-o", "out.png", "--canvas", "4000x4000@3"],
                """
                scene.json: the canvas is 12000 × 12000 pixels; canvases of at most 32767 pixels on a side and at \
                most 100000000 (--max-canvas-pixels) pixels in all can be painted
                """
            ),
        ]
        for (arguments, message) in cases {
            let result = try RenderCommand.run(arguments, in: folder.url)
            Self.expectFailure(result, message: message, in: folder)
        }
    }

    @Test(
        "Wrong usage exits 2 and names the option",
        arguments: [
            (["scene.json"], "Nothing to do"),
            (["scene.json", "-o", "out.gif"], "-o: expected a file ending in .png, .svg or .pdf"),
            (["scene.json", "-o", "out.png", "--canvas", "3x"], "--canvas"),
            (["scene.json", "-o", "out.png", "--canvas", "10x10@40"], "--canvas"),
            (["scene.json", "-o", "out.png", "--scale", "0"], "--scale: expected 1 to 16"),
            (["scene.json", "-o", "out.png", "--scale", "nan"], "--scale"),
            (["scene.json", "-o", "out.png", "--set", "noequals"], "--set"),
            (["scene.json", "-o", "out.png", "--set", "a=1", "--set", "a=2"], #"--set: "a" is given more than once"#),
            (["scene.json", "-o", "out.png", "--colour", "red"], "--colour"),
            (["scene.json", "-o", "out.png", "--layout-direction", "rtl"], "--layout-direction"),
            ([], "scene"),
        ])
    func usage(arguments: [String], named: String) throws {
        let folder = try Self.folder(scene: #"{"Text": "Hi"}"#)
        defer { folder.remove() }
        let result = try RenderCommand.run(arguments, in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains(named), "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(folder.contents(of: "out.png") == Self.previous)
    }

    @Test("-o writes PNG, SVG or PDF by the extension, replacing an existing file")
    func formats() throws {
        let folder = try Self.folder(
            scene: #"{"canvas": {"width": 40, "height": 20, "scale": 2}, "root": {"Text": "Hi"}}"#)
        defer { folder.remove() }
        for (name, signature) in [("out.png", "\u{89}PNG"), ("out.svg", "<?xml"), ("out.pdf", "%PDF-")] {
            let result = try RenderCommand.run(["scene.json", "-o", name], in: folder.url)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.isEmpty && result.error.isEmpty)
            let data = try #require(folder.contents(of: name))
            #expect(data.starts(with: Array(signature.unicodeScalars.map { UInt8($0.value) })), "\(name)")
        }
        #expect(Self.pixelSize(folder.contents(of: "out.png")) == [80, 40])
        #expect(folder.names == ["out.pdf", "out.png", "out.svg", "scene.json"])
    }

    @Test("--layout-direction rightToLeft lays the scene out right to left, over the scene's own direction")
    func layoutDirection() throws {
        let folder = try Self.folder(
            scene: #"""
                {"canvas": {"width": 40, "height": 10}, "root": {"HStack": {"spacing": 0, "content": [
                  {"Color": "red", "id": "first", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
                  {"Color": "blue", "modifiers": [{"frame": {"width": 30, "height": 10}}]}]}}}
                """#)
        defer { folder.remove() }
        func dump(_ arguments: [String]) throws -> String {
            let result = try RenderCommand.run(["scene.json", "--dump"] + arguments, in: folder.url)
            #expect(result.status == 0, "\(result.error)")
            return result.output.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
        }
        let first = #""id":"first","frame":{"x":"#
        #expect(try dump([]).contains(first + "0,"))
        #expect(try dump(["--layout-direction", "rightToLeft"]).contains(first + "30,"))
        #expect(try dump(["--layout-direction", "leftToRight"]).contains(first + "0,"))
    }

    @Test("--canvas takes a device, WxH, WxH@S or fit; --scale sets the pixels per point")
    func canvases() throws {
        let folder = try Self.folder(scene: #"{"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 10}}]}"#)
        defer { folder.remove() }
        let cases: [(arguments: [String], pixels: [Int])] = [
            ([], [1170, 2532]), // the default canvas: iPhone 13 Pro at @3x
            (["--canvas", "iPhone SE"], [750, 1334]),
            (["--canvas", "100x50"], [300, 150]),
            (["--canvas", "100x50@1"], [100, 50]),
            (["--canvas", "100x50@1", "--scale", "2"], [200, 100]),
            (["--canvas", "fit"], [90, 30]),
            (["--canvas", "fit", "--scale", "1.5"], [45, 15]),
        ]
        for (arguments, pixels) in cases {
            let result = try RenderCommand.run(["scene.json", "-o", "out.png"] + arguments, in: folder.url)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(Self.pixelSize(folder.contents(of: "out.png")) == pixels, "\(arguments)")
        }
    }

    @Test("--dump prints the layout dump the library makes; --set changes it; the dump alone writes no file")
    func dumpAndSettings() throws {
        let json =
            #"""
            {"params": {"width": 120, "label": "Hello"}, "canvas": {"width": 200, "height": 40, "scale": 3}, \#
            "root": {"Text": "${label}, world", "modifiers": [{"frame": {"width": "$width"}}]}}
            """#
        let folder = try Self.folder(scene: json)
        defer { folder.remove() }
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out.png"))
        for settings in [[:], ["width": "40", "label": "Goodbye"]] {
            let arguments =
                ["scene.json", "--dump"]
                + settings.sorted { $0.key < $1.key }.flatMap { ["--set", "\($0.key)=\($0.value)"] }
            let result = try RenderCommand.run(arguments, in: folder.url)
            #expect(result.status == 0, "\(result.error)")
            let scene = try Scene(data: Data(json.utf8), file: "scene.json", directory: folder.url, overrides: settings)
            #expect(result.output == LayoutDump(try scene.layout()).text + "\n")
        }
        let narrow = try RenderCommand.run(["scene.json", "--dump", "--set", "width=40"], in: folder.url)
        #expect(narrow.output.contains(#""width": 40"#))
        #expect(folder.names == ["scene.json"])
        // With -o as well: the picture and the dump.
        let both = try RenderCommand.run(["scene.json", "--dump", "-o", "out.png"], in: folder.url)
        #expect(both.status == 0)
        #expect(both.output.contains(#""type": "Text""#))
        #expect(Self.pixelSize(folder.contents(of: "out.png")) == [600, 120])
    }

    @Test("Warnings go to standard error and the picture is still written")
    func warnings() throws {
        let folder = try Self.folder(
            scene: #"{"Text": "Hi", "modifiers": [{"frame": {"minWidth": 50, "maxWidth": 10}}]}"#)
        defer { folder.remove() }
        let result = try RenderCommand.run(["scene.json", "-o", "out.png", "--canvas", "fit"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.error.hasPrefix("render: warning: scene.json: "), "\(result.error)")
        #expect(folder.contents(of: "out.png") != Self.previous)
    }

    @Test("A character no bundled font has is a warning naming it, with control characters escaped; the dump lists it")
    func missingGlyphWarning() throws {
        let folder = try Self.folder(
            scene: #"{"VStack": [{"Text": "abc \u0378 \u0379"}, {"Text": "\u001b[2J\u0378"}, {"Text": "שלום 😀"}]}"#)
        defer { folder.remove() }
        let result = try RenderCommand.run(
            ["scene.json", "-o", "out.png", "--canvas", "fit", "--dump"], in: folder.url)
        #expect(result.status == 0)
        let first =
            """
            render: warning: scene.json: root.content[0]: Text \"abc \u{0378} \u{0379}\": no bundled font has \
            U+0378, U+0379; drawn as a missing-glyph box
            """
        #expect(result.error.contains(first), "\(result.error)")
        #expect(result.error.contains(#"Text "\u{1B}[2J"#), "\(result.error)")
        #expect(!result.error.contains("\u{1B}"))
        // Hebrew and emoji have bundled faces: no warning for that text.
        #expect(!result.error.contains("שלום"))
        #expect(result.output.contains("no bundled font has U+0378, U+0379"))
    }
}
