import Foundation

/// Runs the toolchain's commands (`swift build`, `swift package …`) to
/// their end or their time limit. Each runs in a process group of its own
/// (through `setsid`), so that at the limit the compilers it started stop
/// with it.
enum CommandRunner {
    /// Runs `executable` in `folder`, handing each line of its merged output
    /// to `line` as it comes; its exit status. Past `timeLimit` seconds the
    /// whole group is killed and the run throws.
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL, timeLimit: Double? = nil, line: (String) -> Void
    ) throws(PreviewError) -> Int32 {
        let process = Process()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let watch = try start(process, executable, arguments, in: folder, timeLimit: timeLimit)
        let reader = pipe.fileHandleForReading
        var pending = Data()
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        try watch.check(executable, arguments)
        return process.terminationStatus
    }

    /// Runs `executable` in `folder` to its end; its exit status, standard
    /// output and standard error.
    static func capture(
        _ executable: String, _ arguments: [String], in folder: URL, timeLimit: Double
    ) throws(PreviewError) -> (status: Int32, output: String, errors: String) {
        let files = FileManager.default.temporaryDirectory.appendingPathComponent("galley-command-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        } catch {
            throw .build("cannot create \(files.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: files) }
        let outputFile = files.appendingPathComponent("stdout"), errorFile = files.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        guard let output = FileHandle(forWritingAtPath: outputFile.path), let errors = FileHandle(forWritingAtPath: errorFile.path) else {
            throw .build("cannot write in \(files.path)")
        }
        let process = Process()
        process.standardOutput = output
        process.standardError = errors
        let watch = try start(process, executable, arguments, in: folder, timeLimit: timeLimit)
        process.waitUntilExit()
        try? output.close()
        try? errors.close()
        try watch.check(executable, arguments)
        return (
            process.terminationStatus,
            (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }

    private static let setsid = "/usr/bin/setsid"

    private static func start(
        _ process: Process, _ executable: String, _ arguments: [String], in folder: URL, timeLimit: Double?
    ) throws(PreviewError) -> Watch {
        let grouped = FileManager.default.isExecutableFile(atPath: setsid)
        process.executableURL = URL(fileURLWithPath: grouped ? setsid : "/usr/bin/env")
        process.arguments = (grouped ? ["--wait", "/usr/bin/env"] : []) + [executable] + arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .build("cannot run \(executable): \(error.localizedDescription)")
        }
        let watch = Watch(timeLimit: timeLimit)
        if let timeLimit {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) { [weak process] in
                guard let process, process.isRunning else { return }
                watch.expire()
                // The group first (setsid made the child its leader), then the child.
                if grouped { kill(-pid, SIGKILL) }
                kill(pid, SIGKILL)
            }
        }
        return watch
    }

    /// Whether a run passed its time limit.
    private final class Watch: @unchecked Sendable {
        let timeLimit: Double?
        private let lock = NSLock()
        private var expired = false

        init(timeLimit: Double?) {
            self.timeLimit = timeLimit
        }

        func expire() {
            lock.withLock { expired = true }
        }

        func check(_ executable: String, _ arguments: [String]) throws(PreviewError) {
            guard lock.withLock({ expired }), let timeLimit else { return }
            let command = ([executable] + arguments.prefix(2)).joined(separator: " ")
            throw .build("`\(command)` did not finish within \(Int(timeLimit)) s and was stopped (raise the limit with --build-time-limit)")
        }
    }
}
