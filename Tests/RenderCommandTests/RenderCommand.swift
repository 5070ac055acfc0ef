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
        /// The run was stopped at its time limit (`status` is then the signal's).
        var timedOut = false
        /// How long it ran, in seconds.
        var seconds: Double = 0

        /// Standard output with the time a summary line ends with (`, in
        /// 0.42 s`) taken out, for comparing whole outputs.
        var untimed: String {
            output.replacing(/, in (\d+ min )?[0-9.]+ s\n/, with: "\n")
        }
    }

    /// Runs `render` with `arguments` in `directory` (the tests' own
    /// working directory when nil), in the tests' environment changed by
    /// `environment` (a nil value removes the variable); standard output
    /// and error go to files, so neither can block the other.
    /// With a `timeout` (seconds), a run still going then is killed and
    /// reported as timed out, so a hang fails its test instead of the suite.
    /// `limits` are `ulimit` options a shell sets first (`-v 200000`).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:], limits: String? = nil,
        timeout: Double? = nil
    ) throws -> Result {
        if let limits {
            return try runProgram(
                "/bin/sh", ["-c", "ulimit \(limits) && exec \"$0\" \"$@\"", executable] + arguments,
                in: directory, environment: environment, timeout: timeout)
        }
        return try runProgram(executable, arguments, in: directory, environment: environment, timeout: timeout)
    }

    /// Runs `program` with `arguments`, as ``run(_:in:environment:limits:timeout:)`` runs `render`.
    static func runProgram(
        _ program: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:],
        timeout: Double? = nil
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
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        process.standardOutput = output
        process.standardError = error
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let start = Date()
        try process.run()
        var timedOut = false
        if let timeout, exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            timedOut: timedOut,
            seconds: Date().timeIntervalSince(start)
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
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "RenderCommandTests-\(UUID().uuidString)")
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
