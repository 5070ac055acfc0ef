import Foundation
import Testing

/// Every limit of docs/limits.md, set on the command line: a scene over it
/// fails alone, with a message naming the limit and its option, and
/// writes nothing; the same scene under the default limits draws.
@Suite("Resource limits on the command line")
struct ResourceLimitTests {
    static let limit = 60.0
    static let tinyPNG = Fixtures.testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("HostileCorpus/fixtures/tiny.png").path
    static let font = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/NotoSerif-Regular.ttf").path

    /// A scene on a small canvas around `root`.
    static func scene(_ root: String, extra: String = "") -> String {
        #"{"canvas": {"width": 40, "height": 30, "scale": 1}, \#(extra)"root": \#(root)}"#
    }

    static let cases: [(name: String, scene: String, option: [String], message: String)] = [
        (
            "views", scene(#"{"VStack": [{"Text": "a"}, {"Text": "b", "modifiers": [{"padding": 1}]}]}"#),
            ["--max-views", "3"],
            """
            render: scene.json: root.content[1]: the scene makes more than 3 views and modifiers; at most 3 \
            (--max-views) can be laid out (line 1, column 88)
            """
        ),
        (
            "depth", scene(#"{"VStack": [{"HStack": [{"Text": "a"}]}]}"#), ["--max-depth", "2"],
            """
            render: scene.json: root.content[0].content[0]: views and modifiers nest more than 2 levels deep; at \
            most 2 (--max-depth) can be laid out (line 1, column 85)
            """
        ),
        (
            "text length", scene(#"{"Text": ["Hello, ", {"text": "world", "bold": true}]}"#),
            ["--max-text-length", "11"],
            """
            render: scene.json: root: the text is 12 UTF-16 code units long; at most 11 (--max-text-length) can be \
            laid out (line 1, column 70)
            """
        ),
        (
            "fonts",
            scene(
                #"{"Text": "a"}"#,
                extra: #""fonts": [{"family": "A", "file": "\#(font)"}, {"family": "B", "file": "\#(font)"}], "#),
            ["--max-fonts", "1"],
            """
            render: scene.json: fonts: the scene registers 2 fonts; a scene registers at most 1 (--max-fonts) \
            (line 1, column 62)
            """
        ),
        (
            "image pixels", scene(#"{"Image": {"file": "\#(tinyPNG)"}}"#), ["--max-image-pixels", "15"],
            """
            render: scene.json: the image \(tinyPNG) is 4 × 4 pixels; images of at most 15 (--max-image-pixels) \
            pixels can be drawn
            """
        ),
        (
            "canvas pixels", scene(#"{"Text": "a"}"#), ["--max-canvas-pixels", "1199"],
            """
            render: scene.json: the canvas is 40 × 30 pixels; canvases of at most 32767 pixels on a side and at \
            most 1199 (--max-canvas-pixels) pixels in all can be painted
            """
        ),
        (
            "layout work", scene(#"{"VStack": [{"Text": "a"}, {"Text": "b"}, {"Text": "c"}]}"#),
            ["--max-layout-work", "3"],
            """
            render: scene.json: the layout computed 3 sizes and was not done; at most 3 (--max-layout-work) are \
            computed
            """
        ),
    ]

    @Test(
        "A scene over a limit fails with the limit's message and writes nothing; under the defaults it draws",
        arguments: cases)
    func overTheLimit(_ name: String, _ scene: String, _ option: [String], _ message: String) throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(scene, to: "scene.json")
        let refused = try RenderCommand.run(
            ["scene.json", "-o", "out.png"] + option, in: folder.url, timeout: Self.limit)
        #expect(refused.status == 1, "\(name): \(refused.error)")
        #expect(refused.error == message + "\n", "\(name)")
        #expect(folder.contents(of: "out.png") == nil, "\(name): an output was written")
        let drawn = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: Self.limit)
        #expect(drawn.status == 0, "\(name): \(drawn.error)")
        #expect(folder.contents(of: "out.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true, "\(name)")
    }

    @Test("A limit raised lets through what the default refuses")
    func raised() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let modifiers = Array(repeating: #"{"padding": 0.01}"#, count: 1_500).joined(separator: ", ")
        try folder.write(Self.scene(#"{"Text": "a", "modifiers": [\#(modifiers)]}"#), to: "scene.json")
        let refused = try RenderCommand.run(["scene.json", "--dump"], in: folder.url, timeout: Self.limit)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "views and modifiers nest more than 1000 levels deep; at most 1000 (--max-depth) can be laid out"))
        let drawn = try RenderCommand.run(
            ["scene.json", "--dump", "--max-depth", "1501"], in: folder.url, timeout: Self.limit)
        #expect(drawn.status == 0, "\(drawn.error)")
        #expect(drawn.output.components(separatedBy: #""type": "padding""#).count - 1 == 1_500)
    }

    @Test(
        "Values outside 1 to the ceiling are usage errors",
        arguments: [
            (["--max-views", "0"], "--max-views: expected 1 to 100000000, found 0"),
            (["--max-depth", "10001"], "--max-depth: expected 1 to 10000, found 10001"),
            (["--max-text-length", "-1"], "--max-text-length: expected 1 to 4194304, found -1"),
            (["--time-limit", "0"], "--time-limit: expected more than 0 and at most 86400 seconds, found 0.0"),
            (["--time-limit", "nan"], "--time-limit: expected more than 0 and at most 86400 seconds, found nan"),
        ])
    func outOfRange(_ option: [String], _ message: String) throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene(#"{"Text": "a"}"#), to: "scene.json")
        let result = try RenderCommand.run(
            ["scene.json", "-o", "out.png"] + option, in: folder.url, timeout: Self.limit)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test("render check: a scene over its time fails alone, the others pass")
    func checkTime() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene(#"{"Text": "small"}"#), to: "scenes/small.json")
        // Two thousand texts: the layout reads the clock after 1,024 sizes, long after 1 ms.
        let texts = (0..<2_000).map { #"{"Text": "\#($0)"}"# }.joined(separator: ", ")
        try folder.write(Self.scene(#"{"VStack": [\#(texts)]}"#), to: "scenes/slow.json")
        let arguments = ["check", "scenes", "--snapshots", "refs", "--record", "all"]
        let first = try RenderCommand.run(arguments, in: folder.url, environment: ["CI": nil], timeout: Self.limit)
        #expect(first.status == 0, "\(first.error)")
        let timed = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs", "--time-limit", "0.001"], in: folder.url,
            environment: ["CI": nil], timeout: Self.limit
        )
        #expect(timed.status == 1)
        #expect(
            timed.output.contains("FAIL slow: scenes/slow.json: the layout was not done within 0.001 s (--time-limit)"),
            "\(timed.output)")
        #expect(timed.output.contains("1 passed, 1 failed, "), "\(timed.output)")
    }
}

/// Warnings reach the user: on standard error and in `check`'s failures,
/// and `--strict` makes them errors that write nothing.
@Suite("Warnings and --strict")
struct StrictWarningTests {
    static let limit = 60.0
    /// A scene whose symbol Galley does not know: drawn, with a warning.
    static let warned = ResourceLimitTests.scene(#"{"Image": {"systemName": "no.such.symbol"}}"#)

    @Test("render: a warning on standard error, the picture written; with --strict, exit 1 and nothing written")
    func renderScene() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.warned, to: "scene.json")
        let drawn = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: Self.limit)
        #expect(drawn.status == 0)
        let warning = try #require(drawn.error.split(separator: "\n").first.map(String.init))
        #expect(warning.hasPrefix("render: warning: scene.json: "), "\(drawn.error)")
        #expect(warning.contains("no.such.symbol"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out.png"))

        let strict = try RenderCommand.run(
            ["scene.json", "-o", "out.png", "--strict"], in: folder.url, timeout: Self.limit)
        #expect(strict.status == 1)
        #expect(
            strict.error == warning
                + "\nrender: scene.json: a warning, which --strict makes an error; nothing was written\n")
        #expect(folder.contents(of: "out.png") == nil)
    }

    @Test("render check: warnings on standard error and in a failure; --strict fails the scene and records nothing")
    func check() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.warned, to: "scenes/warned.json")
        try folder.write(ResourceLimitTests.scene(#"{"Text": "fine"}"#), to: "scenes/fine.json")
        let environment: [String: String?] = ["CI": nil]

        let strict = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs", "--strict"], in: folder.url, environment: environment,
            timeout: Self.limit
        )
        #expect(strict.status == 1)
        #expect(strict.output.contains("FAIL warned: warning (--strict): "), "\(strict.output)")
        #expect(strict.output.contains("recorded fine: no reference; recorded one"))
        #expect(folder.contents(of: "refs/warned.png") == nil, "a reference was recorded under --strict")
        #expect(folder.contents(of: ".build/render-check/warned.actual.png") != nil, "the picture is left to look at")

        let recorded = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs"], in: folder.url, environment: environment, timeout: Self.limit)
        #expect(recorded.status == 0, "\(recorded.output)")
        // After the progress lines, which go to standard error too.
        #expect(
            recorded.error.split(separator: "\n").contains { $0.hasPrefix("render: warning: warned: ") },
            "\(recorded.error)")
        #expect(recorded.error.contains("no.such.symbol"))

        // The scene changes: its failure lists its warnings.
        try folder.write(
            Self.warned.replacingOccurrences(of: #""width": 40"#, with: #""width": 41"#), to: "scenes/warned.json")
        let failed = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs"], in: folder.url, environment: environment, timeout: Self.limit)
        #expect(failed.status == 1)
        let line = try #require(failed.output.split(separator: "\n").first { $0.hasPrefix("FAIL warned: ") })
        #expect(line.contains("; layout warnings: "), "\(line)")
        #expect(line.contains("no.such.symbol"))
    }
}
