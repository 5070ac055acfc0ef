import Foundation
import GalleyPreviewProtocol

/// Runs the toolchain's commands (`swift build`, `swift package …`) to
/// their end or their time limit. At the limit the command stops with
/// every process it started: SwiftPM starts its compilers in process
/// groups of their own, so stopping the command's group would leave them
/// running.
enum CommandRunner {
    /// Runs `executable` in `folder`, with `environment` over this
    /// process's (or, when `inheritsEnvironment` is false, with
    /// `environment` alone), handing each line of its output to `line` as it comes;
    /// its exit status. Its standard error goes to the file `errors`, or
    /// into the same lines when that is nil. A line longer than
    /// ``maximumLineLength`` is skipped. Past `timeLimit` seconds the
    /// whole group is killed and the run throws.
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:],
        inheritsEnvironment: Bool = true, timeLimit: Double? = nil, errors: URL? = nil,
        limitOption: String = "--build-time-limit", line: (String) -> Void
    ) throws(PreviewError) -> Int32 {
        let process = Process()
        let pipe = Pipe()
        process.standardOutput = pipe
        if let errors {
            guard FileManager.default.createFile(atPath: errors.path, contents: nil),
                let handle = FileHandle(forWritingAtPath: errors.path)
            else { throw .build("cannot write \(errors.path)") }
            process.standardError = handle
        } else {
            process.standardError = pipe
        }
        if !inheritsEnvironment {
            process.environment = environment
        } else if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let watch = try start(process, executable, arguments, in: folder, timeLimit: timeLimit)
        let reader = pipe.fileHandleForReading
        var pending = Data()
        var skipping = false
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                if !skipping { line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)) }
                skipping = false
                pending = Data(pending[(newline + 1)...])
            }
            if pending.count > maximumLineLength {
                skipping = true
                pending = Data()
            }
        }
        if !pending.isEmpty, !skipping { line(String(decoding: pending, as: UTF8.self)) }
        watch.waitForExit()
        try watch.check(executable, arguments, limitOption: limitOption)
        return process.terminationStatus
    }

    /// The longest line of output handed on.
    static let maximumLineLength = 1 << 20

    /// Runs `executable` in `folder` to its end, `input` on its standard
    /// input; its exit status, standard output and standard error.
    static func capture(
        _ executable: String, _ arguments: [String], in folder: URL, input: Data? = nil, timeLimit: Double,
        limitOption: String = "--build-time-limit"
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
        guard let output = FileHandle(forWritingAtPath: outputFile.path),
            let errors = FileHandle(forWritingAtPath: errorFile.path)
        else {
            throw .build("cannot write in \(files.path)")
        }
        let process = Process()
        process.standardOutput = output
        process.standardError = errors
        if let input {
            let inputFile = files.appendingPathComponent("stdin")
            guard FileManager.default.createFile(atPath: inputFile.path, contents: input),
                let handle = FileHandle(forReadingAtPath: inputFile.path)
            else {
                throw .build("cannot write in \(files.path)")
            }
            process.standardInput = handle
        }
        let watch = try start(process, executable, arguments, in: folder, timeLimit: timeLimit)
        watch.waitForExit()
        try? output.close()
        try? errors.close()
        try watch.check(executable, arguments, limitOption: limitOption)
        return (
            process.terminationStatus,
            (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }

    private static func start(
        _ process: Process, _ executable: String, _ arguments: [String], in folder: URL, timeLimit: Double?
    ) throws(PreviewError) -> Watch {
        // A name is looked up on PATH by env; a path (the preview program)
        // is run as it is, sparing a process start; relative, from `folder`, as env would.
        if executable.contains("/") {
            process.executableURL =
                executable.hasPrefix("/") ? URL(fileURLWithPath: executable) : folder.appendingPathComponent(executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.currentDirectoryURL = folder
        if process.standardInput == nil { process.standardInput = FileHandle.nullDevice }
        let watch = Watch(timeLimit: timeLimit)
        process.terminationHandler = { _ in
            watch.exited.signal()
            watch.ended.signal()
        }
        do {
            try process.run()
        } catch {
            throw .build("cannot run \(executable): \(error.localizedDescription)")
        }
        if let timeLimit {
            let pid = process.processIdentifier
            // On a thread of its own: the global queue's threads (two on
            // two cores) may all be blocked in other work, and the limit
            // would then be kept late.
            Thread.detachNewThread {
                guard watch.ended.wait(timeout: .now() + timeLimit) == .timedOut else { return }
                watch.expire()
                stop(tree: pid)
            }
        }
        return watch
    }

    /// Kills `root` and its descendants, found through /proc, children
    /// before their parents are gone (an orphan's parent is no longer
    /// its starter). Twice, for processes started during the first pass.
    private static func stop(tree root: pid_t) {
        for _ in 0..<2 {
            ProcessTable.kill([root] + ProcessTable.read().descendants(of: root))
        }
    }

    /// Whether a run passed its time limit.
    private final class Watch: @unchecked Sendable {
        let timeLimit: Double?
        private let lock = NSLock()
        private var expired = false
        /// Signalled by the process's termination handler: `exited` for
        /// ``waitForExit()``, `ended` for the time limit's thread.
        let exited = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)

        init(timeLimit: Double?) {
            self.timeLimit = timeLimit
        }

        /// Returns when the process has ended: at once, where Foundation's
        /// `waitUntilExit` polls its run loop every 50 ms.
        func waitForExit() {
            exited.wait()
        }

        func expire() {
            lock.withLock { expired = true }
        }

        func check(
            _ executable: String, _ arguments: [String], limitOption: String = "--build-time-limit"
        ) throws(PreviewError) {
            guard lock.withLock({ expired }), let timeLimit else { return }
            let command = ([executable] + arguments.prefix(2).filter { $0.count <= 80 }).joined(separator: " ")
            throw .build(
                """
                `\(command)` did not finish within \(Int(timeLimit)) s and was stopped (raise the limit with \
                \(limitOption))
                """
            )
        }
    }
}
