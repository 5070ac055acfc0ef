import Foundation
import GalleyCairo
import Testing

/// `render check`, run as a process on real scenes and references.
@Suite("render check")
struct CheckCommandTests {
    /// A greeting on a small canvas.
    static func text(_ words: String) -> String {
        #"{"canvas": {"width": 120, "height": 30, "scale": 2}, "root": {"Text": "\#(words)"}}"#
    }

    /// A black line one pixel wide, `x` pixels from the left of a 40 × 20 canvas at @1x.
    static func line(x: Int) -> String {
        #"""
        {"canvas": {"width": 40, "height": 20, "scale": 1}, "root": {"ZStack": {"alignment": "topLeading", \#
        "content": [{"Color": "white"}, {"Color": "black", "modifiers": [{"frame": {"width": 1, "height": 20}}, \#
        {"offset": {"x": \#(x), "y": 0}}]}]}}}
        """#
    }

    /// A black circle of `diameter` points on a 40 × 40 canvas at @3x.
    static func circle(_ diameter: Double) -> String {
        #"""
        {"canvas": {"width": 40, "height": 40, "scale": 3}, "root": {"Circle": {}, "modifiers": [{"fill": \#
        "black"}, {"frame": {"width": \#(diameter), "height": \#(diameter)}}]}}
        """#
    }

    /// A square of grey `level` on a 20 × 20 canvas at @1x.
    static func grey(_ level: Int) -> String {
        let hex = String(format: "#%02X%02X%02X", level, level, level)
        return #"{"canvas": {"width": 20, "height": 20, "scale": 1}, "root": {"Color": "\#(hex)"}}"#
    }

    /// Not local CI: missing references may be recorded.
    static let local: [String: String?] = ["CI": nil]

    /// Runs `render check scenes --snapshots refs --artifacts artifacts` in `folder`.
    static func check(
        _ folder: Folder, _ extra: [String] = [], environment: [String: String?] = local
    ) throws -> RenderCommand.Result {
        try RenderCommand.run(
            ["check", "scenes", "--snapshots", "refs", "--artifacts", "artifacts"] + extra, in: folder.url,
            environment: environment)
    }

    /// The last line, without the time a summary ends with.
    static func lastLine(_ output: String) -> String {
        (output.split(separator: "\n").last.map(String.init) ?? "").replacing(/, in (\d+ min )?[0-9.]+ s$/, with: "")
    }

    @Test(
        "--help shows each default once, as a user writes it; --jobs out of range is a usage error",
        arguments: ["check", "preview"])
    func help(command: String) throws {
        let help = try RenderCommand.run([command, "--help"]).output
        let defaults = help.components(separatedBy: "(default").dropFirst().map { $0.prefix(40) }
        #expect(!help.contains("Fraction("), "\(help)")
        #expect(
            !defaults.contains { $0.hasPrefix(": \(ProcessInfo.processInfo.activeProcessorCount))") },
            "--jobs shows a count, not 'one per core'")
        let jobs = try #require(help.range(of: "--jobs <n>"))
        let jobsHelp = help[jobs.upperBound...].prefix { $0 != "-" }
        #expect(jobsHelp.components(separatedBy: "default").count == 2, "one default for --jobs: \(jobsHelp)")
        if command == "check" { #expect(help.contains("percentage like 0.5%. (default: 0)")) }
        let wrong = try RenderCommand.run(
            [command, "x", "--jobs", "0"] + (command == "check" ? ["--snapshots", "r"] : ["-o", "o"]))
        #expect(wrong.status == 2)
        #expect(wrong.error.contains("--jobs: expected 1 to 1024, found 0"))
    }

    @Test(
        "Every command's numbers show their defaults as a user writes them: 17, not 17.0",
        arguments: ["scene", "preview", "measure", "check", "sweep", "breakpoints"])
    func numberDefaults(command: String) throws {
        let help = try RenderCommand.run([command, "--help"]).output
        #expect(help.firstMatch(of: /\(default: -?[0-9]+\.0\)/) == nil, "\(help)")
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if ["measure", "sweep", "breakpoints"].contains(command) {
            #expect(words.contains("(default: the text style's; body is 17)"))
        }
        if command == "measure" {
            #expect(help.contains("(default: 3)") && help.contains("Points between lines. (default: 0)"))
        }
    }

    @Test("Recorded references pass; the summary ends the output and the exit status is 0")
    func passing() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.text("Hello"), to: "scenes/hello.json")
        try folder.write(Self.line(x: 10), to: "scenes/lines/line.json")

        let recording = try Self.check(folder, ["--record", "all"])
        #expect(recording.status == 0)
        #expect(
            recording.output.contains("recorded hello: recorded\n")
                && recording.output.contains("recorded lines/line: recorded\n"))
        #expect(Self.lastLine(recording.output) == "0 passed, 0 failed, 2 recorded")
        let reference = try #require(folder.contents(of: "refs/hello.png"))
        #expect(try RasterImage(png: reference).width == 240)
        #expect(
            folder.contents(of: "refs/lines/line.json").map { String(decoding: $0, as: UTF8.self) }?.contains(
                "\"Color\"") == true)

        let result = try Self.check(folder)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.untimed == "2 passed, 0 failed, 0 recorded\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("artifacts").path))
    }

    @Test("A changed scene fails with its figures and leaves expected, actual and diff images")
    func changedReference() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.text("Hello"), to: "scenes/hello.json")
        try folder.write(Self.line(x: 10), to: "scenes/line.json")
        #expect(try Self.check(folder, ["--record", "all"]).status == 0)
        let reference = folder.contents(of: "refs/hello.png")
        try folder.write(Self.text("Hello, World"), to: "scenes/hello.json")

        let result = try Self.check(folder)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.output)")
        let failure = try #require(lines.first)
        #expect(failure.hasPrefix("FAIL hello: "))
        #expect(failure.contains("pixels differ ("))
        #expect(failure.contains("; layout dump line "))
        #expect(lines.dropFirst().first == "artifacts: artifacts")
        #expect(lines.last.map(Self.lastLine) == "1 passed, 1 failed, 0 recorded")

        #expect(folder.contents(of: "artifacts/hello.expected.png") == reference)
        #expect(folder.contents(of: "refs/hello.png") == reference, "a failing check changed the reference")
        let actual = try RasterImage(png: try #require(folder.contents(of: "artifacts/hello.actual.png")))
        #expect(actual.width == 240 && actual.height == 60)
        let diff = try RasterImage(png: try #require(folder.contents(of: "artifacts/hello.diff.png")))
        let red = (0..<diff.height).flatMap { y in (0..<diff.width).map { diff[$0, y] } }.filter {
            $0.red == 230 && $0.green == 0
        }
        #expect(!red.isEmpty)
        #expect(
            folder.contents(of: "artifacts/hello.actual.json").map { String(decoding: $0, as: UTF8.self) }?.contains(
                "Hello, World") == true)
        #expect(folder.contents(of: "artifacts/line.actual.png") == nil)

        // --record failed takes the change; the next run passes and the artifacts are gone.
        let rerecord = try Self.check(folder, ["--record", "failed"])
        #expect(rerecord.status == 0)
        #expect(rerecord.output.hasPrefix("recorded hello: re-recorded: "))
        #expect(try Self.check(folder).untimed == "2 passed, 0 failed, 0 recorded\n")
        #expect(folder.contents(of: "artifacts/hello.diff.png") == nil)
    }

    @Test("With CI=true a missing reference fails and nothing is written, unless --record all")
    func continuousIntegration() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.text("Hello"), to: "scenes/hello.json")

        let refused = try Self.check(folder, environment: ["CI": "true"])
        #expect(refused.status == 1)
        #expect(
            refused.output.hasPrefix(
                "FAIL hello: no reference refs/hello.png (not recorded: CI=true; --record all records it)\n"))
        #expect(Self.lastLine(refused.output) == "0 passed, 1 failed, 0 recorded")
        #expect(folder.contents(of: "refs/hello.png") == nil)
        #expect(folder.contents(of: "artifacts/hello.actual.png") != nil)

        let never = try Self.check(folder, ["--record", "never"])
        #expect(never.status == 1 && never.output.contains("not recorded: --record never"))
        #expect(folder.contents(of: "refs/hello.png") == nil)

        let recorded = try Self.check(folder, ["--record", "all"], environment: ["CI": "true"])
        #expect(recorded.status == 0)
        #expect(folder.contents(of: "refs/hello.png") != nil)
        #expect(try Self.check(folder, environment: ["CI": "true"]).untimed == "1 passed, 0 failed, 0 recorded\n")
    }

    @Test("Locally a missing reference is recorded and reported, and the run passes")
    func recordsMissing() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.text("Hello"), to: "scenes/hello.json")
        let result = try Self.check(folder)
        #expect(result.status == 0)
        #expect(
            result.untimed
                == "recorded hello: no reference; recorded one\n1 recorded in refs\n0 passed, 0 failed, 1 recorded\n")
        #expect(folder.contents(of: "refs/hello.png") != nil && folder.contents(of: "refs/hello.json") != nil)
    }

    @Test("A one-pixel line moved by one pixel fails; --allowed-fraction lets exactly that many pixels through")
    func movedLine() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.line(x: 10), to: "scenes/line.json")
        #expect(try Self.check(folder, ["--record", "all"]).status == 0)
        try folder.write(Self.line(x: 11), to: "scenes/line.json")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("refs/line.json"))

        let moved = try Self.check(folder)
        #expect(moved.status == 1)
        // Two columns of 20 pixels: 40 of 800.
        #expect(
            moved.output.hasPrefix(
                "FAIL line: 40 pixels differ (5%), largest difference 0.966, 0 anti-aliased pixels forgiven\n"))
        #expect(try Self.check(folder, ["--allowed-fraction", "5%"]).status == 0)
        #expect(try Self.check(folder, ["--allowed-fraction", "0.05"]).status == 0)
        #expect(try Self.check(folder, ["--allowed-fraction", "4.9%"]).status == 1)
    }

    @Test("Anti-aliased edges moved by a fraction of a pixel pass, unless anti-aliasing counts and the threshold is 0")
    func antialiasedEdges() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.circle(30), to: "scenes/circle.json")
        #expect(try Self.check(folder, ["--record", "all"]).status == 0)
        try folder.write(Self.circle(30.1), to: "scenes/circle.json")
        // The dump records the new size; without a dump reference only the picture is compared.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("refs/circle.json"))

        let forgiving = try Self.check(folder)
        #expect(forgiving.status == 0, "\(forgiving.output)")
        let strict = try Self.check(folder, ["--count-antialiasing", "--pixel-threshold", "0"])
        #expect(strict.status == 1)
        #expect(strict.output.contains(", 0 anti-aliased pixels forgiven"))
    }

    @Test("A colour change under the pixel threshold passes, and fails under a lower one")
    func pixelThreshold() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.grey(128), to: "scenes/grey.json")
        #expect(try Self.check(folder, ["--record", "all"]).status == 0)
        try folder.write(Self.grey(134), to: "scenes/grey.json")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("refs/grey.json"))

        #expect(try Self.check(folder).status == 0)
        let strict = try Self.check(folder, ["--pixel-threshold", "0.01"])
        #expect(strict.status == 1)
        #expect(strict.output.hasPrefix("FAIL grey: 400 pixels differ (100%)"))
    }

    @Test("The shards of a check partition its scenes exactly")
    func sharding() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let names = (1...7).map { "scene\($0)" }
        for (index, name) in names.enumerated() { try folder.write(Self.line(x: index), to: "scenes/\(name).json") }

        var seen: [String] = []
        for shard in 1...3 {
            let result = try RenderCommand.run(
                [
                    "check", "scenes", "--snapshots", "refs\(shard)", "--record", "all", "--shard", "\(shard)/3",
                    "--jobs", "2",
                ],
                in: folder.url, environment: Self.local
            )
            #expect(result.status == 0)
            let recorded = result.output.split(separator: "\n").filter { $0.hasPrefix("recorded ") }
                .map { String($0.dropFirst("recorded ".count).prefix { $0 != ":" }) }
            #expect((2...3).contains(recorded.count))
            seen += recorded
        }
        #expect(seen.sorted() == names)
        #expect(
            try RenderCommand.run(["check", "scenes", "--snapshots", "refs", "--shard", "4/3"], in: folder.url).status
                == 2)
    }

    @Test("A broken scene fails with its message and the others are still checked")
    func brokenScene() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.text("Hello"), to: "scenes/a.json")
        try folder.write(#"{"root": {"Txt": "Hello"}}"#, to: "scenes/b.json")
        let result = try Self.check(folder)
        #expect(result.status == 1)
        #expect(result.output.contains("FAIL b: scenes/b.json: root: unknown view \"Txt\""), "\(result.output)")
        #expect(result.output.contains("recorded a: "))
        #expect(Self.lastLine(result.output) == "0 passed, 1 failed, 1 recorded")
    }

    @Test(
        """
        Scenes are found in folders, the references folder and Swift packages' folders are skipped, and two scenes \
        may not share a name
        """
    )
    func discovery() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.text("A"), to: "scenes/a.json")
        try folder.write(Self.text("B"), to: "other/a.json")
        try folder.write(Self.text("C"), to: "scenes/.hidden/c.json")
        // A Swift package's folder: its JSON is references or a build's, not scenes.
        try folder.write("// swift-tools-version:6.0\n", to: "scenes/TeamPackage/Package.swift")
        try folder.write("{\"type\": \"VStack\"}", to: "scenes/TeamPackage/PreviewSnapshots/Card-1.json")
        let inside = try RenderCommand.run(
            ["check", "scenes", "--snapshots", "scenes/refs", "--artifacts", "scenes/artifacts"], in: folder.url,
            environment: Self.local)
        #expect(
            inside.untimed
                == "recorded a: no reference; recorded one\n1 recorded in scenes/refs\n0 passed, 0 failed, 1 recorded\n"
        )
        #expect(
            try RenderCommand.run(["check", "scenes", "--snapshots", "scenes/refs"], in: folder.url).untimed
                == "1 passed, 0 failed, 0 recorded\n")

        let clash = try RenderCommand.run(["check", "scenes", "other/a.json", "--snapshots", "refs"], in: folder.url)
        #expect(clash.status == 1)
        #expect(
            clash.error
                == "render: other/a.json and scenes/a.json would share the reference \"a\"; check them separately\n")
        let missing = try RenderCommand.run(["check", "nowhere", "--snapshots", "refs"], in: folder.url)
        #expect(missing.status == 1 && missing.error == "render: nowhere: no such file or folder\n")
    }

    @Test(
        """
        Off a terminal progress is a plain line at every tenth on standard error; --verbose lists each scene \
        passing; the summary ends standard output
        """
    )
    func progressLines() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        for index in 0..<10 { try folder.write(Self.text("Scene \(index)"), to: "scenes/s\(index).json") }
        #expect(try Self.check(folder, ["--record", "all"]).status == 0)

        let quiet = try Self.check(folder, ["--jobs", "1"])
        #expect(quiet.status == 0)
        #expect(quiet.untimed == "10 passed, 0 failed, 0 recorded\n")
        #expect(quiet.output.contains(/^10 passed, 0 failed, 0 recorded, in [0-9.]+ s\n$/))
        let progress = quiet.error.split(separator: "\n").map { $0.replacing(/, [0-9.]+ s$/, with: "") }
        #expect(progress == (1...9).map { "checked \($0) of 10 scenes (\($0 * 10)%)" }, "\(quiet.error)")

        try folder.write(Self.text("Changed"), to: "scenes/s3.json")
        let verbose = try Self.check(folder, ["--jobs", "1", "--verbose"])
        #expect(verbose.status == 1)
        let listed = verbose.error.split(separator: "\n").filter { !$0.hasPrefix("checked ") }.map {
            $0.replacing(/\ \([0-9.]+ s\)$/, with: "")
        }
        #expect(listed == (0..<10).map { $0 == 3 ? "FAIL s3" : "passed s\($0)" }, "\(verbose.error)")
        #expect(verbose.error.contains("checked 4 of 10 scenes (40%), 1 failed, "))
        #expect(Self.lastLine(verbose.output) == "9 passed, 1 failed, 0 recorded")
    }

    @Test("On a terminal progress is a bar redrawn in place and cleared before the results")
    func progressBar() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        for index in 0..<3 { try folder.write(Self.text("Scene \(index)"), to: "scenes/s\(index).json") }
        #expect(try Self.check(folder, ["--record", "all"]).status == 0)
        // script(1) runs render on a pseudo-terminal; CI must not be set for the bar to show.
        let command = [RenderCommand.executable, "check", "scenes", "--snapshots", "refs", "--jobs", "1"].joined(
            separator: " ")
        let result = try RenderCommand.runProgram(
            "/usr/bin/script", ["-qec", command, "/dev/null"], in: folder.url,
            environment: ["CI": nil, "TERM": "xterm"])
        #expect(result.status == 0, "\(result.output)")
        let screen = result.output
        #expect(screen.contains("[████████················] 1/3 scenes, "), "\(screen.debugDescription)")
        #expect(screen.contains("[████████████████████████] 3/3 scenes, "), "\(screen.debugDescription)")
        // Cleared before the summary: the summary starts a clean line.
        #expect(screen.contains("\r\u{1B}[2K3 passed, 0 failed, 0 recorded, in "), "\(screen.debugDescription)")
        #expect(!screen.contains("checked 1 of 3"))
        // With CI set the same run prints plain lines.
        let plain = try RenderCommand.runProgram(
            "/usr/bin/script", ["-qec", command, "/dev/null"], in: folder.url,
            environment: ["CI": "true", "TERM": "xterm"])
        #expect(
            plain.output.contains("checked 1 of 3 scenes (30%)") && !plain.output.contains("█"),
            "\(plain.output.debugDescription)")
    }
}
