import Foundation
import Testing

/// The defects a hostile-input probe of `render` found (FINDINGS.md), and
/// their relatives: each run must end, with one clear message naming the
/// file at fault, and leave outputs whole.
@Suite("render with hostile input")
struct HostileInputTests {
    /// A small scene that paints.
    static let grid = #"{"canvas": {"width": 60, "height": 40, "scale": 1}, "root": {"Text": "Hi"}}"#

    /// Seconds any run here may take before it counts as hung.
    static let limit = 60.0

    static func expectStatus(
        _ result: RenderCommand.Result, _ status: Int32, error: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "\(result.error)", sourceLocation: sourceLocation)
        #expect(result.error.contains(error), "\(result.error)", sourceLocation: sourceLocation)
    }

    @Test(
        "Option values that parse to nothing, or start with a minus, are usage errors, never crashes",
        arguments: [
            (["scene.json", "-o", "x.png", "--canvas", ""], "The value '' is invalid for '--canvas <canvas>'"),
            (["scene.json", "-o", "x.png", "--canvas", "@"], "The value '@' is invalid for '--canvas <canvas>'"),
            (["scene.json", "-o", "x.png", "--canvas", "@@"], "The value '@@' is invalid for '--canvas <canvas>'"),
            (["scene.json", "-o", "x.png", "--canvas", "x@2"], "The value 'x@2' is invalid for '--canvas <canvas>'"),
            // A scale sign without a scale (issue 33, item 8).
            (
                ["scene.json", "-o", "x.png", "--canvas", "10x10@"],
                "The value '10x10@' is invalid for '--canvas <canvas>'"
            ),
            (["scene.json", "-o", "x.png", "--scale", "-5"], "--scale: expected 1 to 16, found -5.0"),
            (["measure", "Hi", "--width", "-5"], "The value '-5' is invalid for '--width <W>'"),
            (["measure", "Hi", "--widths", "-5:10:1"], "The value '-5:10:1' is invalid for '--widths <FROM:TO:STEP>'"),
            (
                ["measure", "Hi", "--line-limit", "-1"],
                "--line-limit: expected 1 or more (at most 10000), or none; found -1"
            ),
            (["sweep", "--text", "Hi", "-o", "x.png", "--size", "-3"], "--size: expected a size in points above 0"),
            // One rule for --size and --line-limit, whichever command takes them.
            (
                ["measure", "Hi", "--size", "20000"],
                "--size: expected a size in points above 0 and at most 10000, found 20000.0"
            ),
            (
                ["sweep", "scene.json", "-o", "x.png", "--size", "20000"],
                "--size: expected a size in points above 0 and at most 10000, found 20000.0"
            ),
            (
                ["breakpoints", "scene.json", "--param", "w=1:10", "--size", "20000"],
                "--size: expected a size in points above 0 and at most 10000, found 20000.0"
            ),
            (
                ["breakpoints", "scene.json", "--param", "w=1:10", "--line-limit", "0"],
                "--line-limit: expected 1 or more (at most 10000), or none; found 0"
            ),
            (
                ["sweep", "scene.json", "-o", "x.png", "--line-limit", "10001"],
                "--line-limit: expected 1 or more (at most 10000), or none; found 10001"
            ),
            (["measure", "Hi", "--font", "Inter", "--font", "Noto Serif"], "--font: give one font"),
            (
                ["breakpoints", "scene.json", "--param", "w=1:10", "--line-limit", "1", "--line-limit", "2"],
                "--line-limit: give one line limit"
            ),
            (["sweep", "scene.json", "-o", "x.png", "--set", "w=1", "--param", "w=1,2"], "--set w and --param w"),
            (["breakpoints", "scene.json", "--set", "w=1", "--param", "w=1:10"], "--set w and --param w"),
            (
                ["sweep", "scene.json", "-o", "x.png", "--set", "w=1", "--set", "w=2"],
                "--set: \"w\" is given more than once"
            ),
        ])
    func optionParsing(arguments: [String], message: String) throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(#"{"params": {"w": 1}, "root": {"Text": "Hi"}}"#, to: "scene.json")
        let result = try RenderCommand.run(arguments, in: folder.url, timeout: Self.limit)
        Self.expectStatus(result, 2, error: message)
        #expect(folder.contents(of: "x.png") == nil)
    }

    @Test("A negative number is a value, not an option: --kerning -1 measures")
    func negativeValues() throws {
        let result = try RenderCommand.run(
            ["measure", "Hi", "--kerning", "-1", "--tracking", "-0.5"], timeout: Self.limit)
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("FIFOs and devices given as a scene, a font, an image or a text file are refused at once, by name")
    func fifos() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        for name in ["pipe.json", "pipe.ttf", "pipe.png", "pipe.txt"] {
            #expect(mkfifo(folder.url.appendingPathComponent(name).path, 0o600) == 0)
        }
        try folder.write(
            #"{"fonts": [{"family": "Brand", "file": "pipe.ttf"}], "root": {"Text": "a"}}"#, to: "font.json")
        try folder.write(#"{"root": {"Image": {"file": "pipe.png"}}}"#, to: "image.json")
        try folder.write(#"{"root": {"Image": {"file": "/dev/zero"}}}"#, to: "zero.json")
        let cases: [(arguments: [String], message: String)] = [
            (["pipe.json", "-o", "out.png"], "render: pipe.json: not a regular file (a FIFO, device or socket)\n"),
            (["/dev/zero", "-o", "out.png"], "render: /dev/zero: not a regular file (a FIFO, device or socket)\n"),
            (
                ["font.json", "-o", "out.png"],
                #"font.json: fonts[0].file: the font file "pipe.ttf" is not a regular file"#
            ),
            (
                ["image.json", "-o", "out.png"],
                #"image.json: root.file: the image file "pipe.png" is not a regular file"#
            ),
            (
                ["zero.json", "-o", "out.png"],
                #"zero.json: root.file: the image file "/dev/zero" is not a regular file"#
            ),
            (["measure", "--file", "pipe.txt"], "render: pipe.txt: not a regular file (a FIFO, device or socket)\n"),
            (["measure", "--file", "/dev/zero"], "render: /dev/zero: not a regular file (a FIFO, device or socket)\n"),
            (
                ["measure", "--font", "./pipe.ttf", "Hi"],
                "render: --font: ./pipe.ttf: a FIFO, device or socket, not a font file\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = try RenderCommand.run(arguments, in: folder.url, timeout: Self.limit)
            Self.expectStatus(result, 1, error: message)
        }
        #expect(folder.contents(of: "out.png") == nil)
    }

    @Test("render check: a FIFO among the scenes fails alone, the others are checked")
    func fifoInCheckedFolder() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.grid, to: "scenes/a.json")
        #expect(mkfifo(folder.url.appendingPathComponent("scenes/b.json").path, 0o600) == 0)
        let result = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs", "--artifacts", "artifacts"], in: folder.url,
            environment: ["CI": nil], timeout: Self.limit
        )
        #expect(result.status == 1)
        #expect(result.output.contains("recorded a: no reference; recorded one"))
        #expect(result.output.contains("FAIL b: scenes/b.json: not a regular file (a FIFO, device or socket)"))
    }

    @Test("render check walks a folder reached by a symbolic link loop once")
    func symlinkLoops() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.grid, to: "scenes/a.json")
        try folder.write(Self.grid, to: "scenes/sub/b.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("scenes/loop").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("scenes/sub/up").path, withDestinationPath: "..")
        let result = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs", "--artifacts", "artifacts"], in: folder.url,
            environment: ["CI": nil], timeout: Self.limit
        )
        #expect(result.status == 0, "\(result.output)")
        #expect(result.untimed.hasSuffix("2 recorded in refs\n0 passed, 0 failed, 2 recorded\n"), "\(result.output)")
        let references = try FileManager.default.subpathsOfDirectory(
            atPath: folder.url.appendingPathComponent("refs").path
        ).sorted()
        #expect(references == ["a.json", "a.png", "sub", "sub/b.json", "sub/b.png"])
    }

    @Test("Under a virtual memory limit too low for the layout thread: a message, not a hang")
    func memoryLimit() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.grid, to: "scene.json")
        // Enough to load the program, too little for a 64 MiB stack besides
        // (the debug render loads within about 130 MB, draws this within about 190 MB).
        let result = try RenderCommand.run(
            ["scene.json", "-o", "out.png"], in: folder.url, limits: "-v 160000", timeout: Self.limit)
        Self.expectStatus(
            result, 1, error: "render: scene.json: cannot start a thread with a 64 MiB stack for deep view trees")
        #expect(result.error.contains("the virtual memory limit (ulimit -v) is too low"))
        #expect(folder.contents(of: "out.png") == nil)
    }

    @Test("Errors raised while painting name the scene and the view, not the output")
    func paintingErrorsNameTheInput() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        // A PNG whose header is sound and whose data is not.
        let png =
            Data([
                0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0,
                0, 4, 8, 2, 0, 0, 0,
            ])
            + Data(repeating: 7, count: 40)
        try folder.write(png, to: "broken.png")
        try folder.write(
            #"{"canvas": {"width": 20, "height": 20, "scale": 1}, "root": {"Image": {"file": "broken.png"}}}"#,
            to: "broken.json")
        try folder.write(Self.grid, to: "grid.json")
        #expect(
            try RenderCommand.run(["grid.json", "-o", "good.png"], in: folder.url, timeout: Self.limit).status == 0)
        try folder.write(
            #"""
            {"canvas": {"width": 20, "height": 20, "scale": 1}, "root": {"Image": {"file": "good.png", "scale": \#
            1e-300}}}
            """#,
            to: "tiny.json")
        try folder.write(
            #"{"canvas": {"width": 40000, "height": 10, "scale": 1}, "root": {"Text": "a"}}"#, to: "wide.json")
        let broken = try RenderCommand.run(["broken.json", "-o", "out.png"], in: folder.url, timeout: Self.limit)
        Self.expectStatus(
            broken, 1,
            error:
                #"render: broken.json: the image "broken.png" of the Image at (8, 8) is not a PNG that can be decoded"#)
        let tiny = try RenderCommand.run(["tiny.json", "-o", "out.svg"], in: folder.url, timeout: Self.limit)
        Self.expectStatus(tiny, 1, error: "render: tiny.json: the Image at (")
        #expect(tiny.error.contains("cannot be painted: its image (60 × 40 pixels) would be drawn"))
        #expect(!tiny.error.contains("invalid matrix"))
        let wide = try RenderCommand.run(["wide.json", "-o", "out.png"], in: folder.url, timeout: Self.limit)
        Self.expectStatus(wide, 1, error: "render: wide.json: the canvas is 40000 × 10 pixels")
        #expect(!folder.names.contains { $0.hasPrefix("out") || $0.hasSuffix(".tmp") }, "\(folder.names)")
    }

    @Test("Control characters and bidi overrides quoted from a scene reach the terminal escaped")
    func controlCharactersAreEscaped() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(#"{"root": {"VStack": [{"\u001b[2J\u0000\u202eText": "x"}]}}"#, to: "scene.json")
        let result = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: Self.limit)
        #expect(result.status == 1)
        #expect(result.error.contains(#"unknown view "\u{1B}[2J\u{0}\u{202E}Text""#), "\(result.error)")
        #expect(!result.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E })
        // In check's report on standard output too.
        try folder.write(#"{"root": {"VStack": [{"\u001b[2JText": "x"}]}}"#, to: "scenes/a.json")
        let check = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs"], in: folder.url, timeout: Self.limit)
        #expect(check.output.contains(#""\u{1B}[2JText""#), "\(check.output)")
        #expect(!check.output.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test(
        "A write over the file size limit (SIGXFSZ) fails with a message and leaves the old output, no temporary file")
    func fileSizeLimit() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(
            #"""
            {"canvas": {"width": 300, "height": 300, "scale": 3}, "root": {"Text": "A picture larger than a \#
            kilobyte"}}
            """#,
            to: "scene.json")
        try folder.write(Data("old".utf8), to: "out.png")
        let result = try RenderCommand.run(
            ["scene.json", "-o", "out.png"], in: folder.url, limits: "-f 2", timeout: Self.limit)
        Self.expectStatus(result, 1, error: "render: cannot write out.png: File too large\n")
        #expect(folder.contents(of: "out.png") == Data("old".utf8))
        #expect(folder.names == ["out.png", "scene.json"])
    }

    @Test("-o naming a folder (a trailing slash, or a folder in the way) writes nothing")
    func outputFolders() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.grid, to: "scene.json")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("dir.png"), withIntermediateDirectories: true)
        let slash = try RenderCommand.run(["scene.json", "-o", "out.png/"], in: folder.url, timeout: Self.limit)
        Self.expectStatus(
            slash, 1, error: #"render: cannot write out.png: the path ends in "/": it names a folder, not a file"#)
        let inTheWay = try RenderCommand.run(["scene.json", "-o", "dir.png"], in: folder.url, timeout: Self.limit)
        Self.expectStatus(inTheWay, 1, error: "render: cannot write dir.png: a folder is in the way")
        #expect(folder.names == ["dir.png", "scene.json"])
    }

    @Test("Overwriting keeps the output's permissions, and writes through a symbolic link to its target")
    func outputModeAndLinks() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.grid, to: "scene.json")
        try folder.write(Data("old".utf8), to: "out.png")
        #expect(chmod(folder.url.appendingPathComponent("out.png").path, 0o640) == 0)
        try folder.write(Data("old".utf8), to: "pictures/target.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("link.png").path, withDestinationPath: "pictures/target.png"
        )
        #expect(
            try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: Self.limit).status == 0)
        #expect(
            try RenderCommand.run(["scene.json", "-o", "link.png"], in: folder.url, timeout: Self.limit).status == 0)
        let attributes = try FileManager.default.attributesOfItem(
            atPath: folder.url.appendingPathComponent("out.png").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(folder.contents(of: "out.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: folder.url.appendingPathComponent("link.png").path)
        #expect(link == "pictures/target.png")
        #expect(folder.contents(of: "pictures/target.png") == folder.contents(of: "out.png"))
        #expect(!folder.names.contains { $0.hasSuffix(".tmp") })
    }

    @Test("Scene text over a paragraph's length is refused, as measure --file refuses it")
    func overlongText() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let length = (1 << 22) + 1
        try folder.write(
            #"{"root": {"Text": ["\#(String(repeating: "a", count: length - 1))", "b"]}}"#, to: "scene.json")
        try folder.write(String(repeating: "a", count: length), to: "long.txt")
        let scene = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: Self.limit)
        Self.expectStatus(
            scene, 1,
            error:
                """
                render: scene.json: root: the text is \(length) UTF-16 code units long; at most \(1 << 22) \
                (--max-text-length) can be laid out (line 1, column 19)
                """
        )
        let measure = try RenderCommand.run(["measure", "--file", "long.txt"], in: folder.url, timeout: Self.limit)
        Self.expectStatus(
            measure, 1,
            error: "render: long.txt: \(length) UTF-16 code units, more than the \(1 << 22) a paragraph may have")
    }

    @Test(
        """
        render check: a reference that is a folder, a device or a FIFO fails by name instead of passing or reading \
        forever
        """
    )
    func strangeReferences() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        for name in ["a", "b", "c"] { try folder.write(Self.grid, to: "scenes/\(name).json") }
        let arguments = ["check", "scenes", "--snapshots", "refs", "--artifacts", "artifacts"]
        #expect(
            try RenderCommand.run(arguments, in: folder.url, environment: ["CI": nil], timeout: Self.limit).status == 0)
        let refs = folder.url.appendingPathComponent("refs")
        try FileManager.default.removeItem(at: refs.appendingPathComponent("a.json"))
        try FileManager.default.createSymbolicLink(
            atPath: refs.appendingPathComponent("a.json").path, withDestinationPath: "/dev/zero")
        try FileManager.default.removeItem(at: refs.appendingPathComponent("b.json"))
        #expect(mkfifo(refs.appendingPathComponent("b.json").path, 0o600) == 0)
        try FileManager.default.removeItem(at: refs.appendingPathComponent("c.png"))
        try FileManager.default.createDirectory(
            at: refs.appendingPathComponent("c.png"), withIntermediateDirectories: false)
        let result = try RenderCommand.run(arguments, in: folder.url, environment: ["CI": nil], timeout: Self.limit)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "FAIL a: refs/a.json: not a regular file (a FIFO, device or socket); a reference must be a regular file"
            ), "\(result.output)")
        #expect(
            result.output.contains(
                "FAIL b: refs/b.json: not a regular file (a FIFO, device or socket); a reference must be a regular file"
            ))
        #expect(result.output.contains("FAIL c: refs/c.png: a folder, not a file; a reference must be a regular file"))
        #expect(result.untimed.hasSuffix("0 passed, 3 failed, 0 recorded\n"))
    }
}
