import Foundation
import GalleyText

/// Runs the `render` executable built beside the tests.
enum RenderCommand {
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("render").path

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `render` with `arguments` in `directory` (the tests' own
    /// working directory when nil), in the tests' environment changed by
    /// `environment` (a nil value removes the variable); standard output
    /// and error go to files, so neither can block the other. `limits`
    /// are `ulimit` options the shell sets first (`-v 200000`). A run
    /// longer than `timeLimit` seconds is killed: status -1, "hung" on
    /// standard error.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:], limits: String? = nil, timeLimit: Double = 300
    ) throws -> Result {
        let captures = try Folder.temporary()
        defer { captures.remove() }
        let outputURL = captures.url.appendingPathComponent("stdout")
        let errorURL = captures.url.appendingPathComponent("stderr")
        // FileHandle(forWritingTo:) below fails if these could not be made.
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer { try? output.close(); try? error.close() }

        let process = Process()
        if let limits {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit \(limits) && exec \"$0\" \"$@\"", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return Result(status: -1, output: "", error: "hung")
        }
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            error: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// A temporary file holding `data`, removed by the caller.
    static func temporaryFile(_ data: Data, suffix: String = ".txt") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("galley-\(UUID().uuidString)\(suffix)")
        try data.write(to: url)
        return url.path
    }
}

/// A fresh temporary folder.
struct Folder {
    let url: URL

    static func temporary() throws -> Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("RenderCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return Folder(url: url)
    }

    /// Writes `data` to `name` inside the folder, making folders on the way.
    func write(_ data: Data, to name: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func write(_ text: String, to name: String) throws {
        try write(Data(text.utf8), to: name)
    }

    func contents(of name: String) -> Data? {
        FileManager.default.contents(atPath: url.appendingPathComponent(name).path)
    }

    /// The names in the folder, sorted.
    var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The bundled fonts and an engine over them, to check the command's figures.
enum Fixtures {
    static let engine: TextEngine = {
        do { return TextEngine(fonts: try FontLibrary.bundled()) } catch { fatalError("bundled fonts: \(error)") }
    }()

    /// The folder of this test target's sources.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Lays `string` out in 17 pt Inter (body) at `width`, at @3x.
    static func layout(_ string: String, width: Double?) -> TextLayout {
        engine.layout(StyledText(string), proposal: TextProposal(width: width, height: nil), displayScale: 3)
    }
}

extension TextLayout {
    var width: Double { Double(size.width) }
    var height: Double { Double(size.height) }
}
