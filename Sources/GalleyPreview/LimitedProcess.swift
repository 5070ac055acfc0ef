import Foundation

/// A child process run under a time limit and a memory limit, stopped with
/// SIGKILL when it passes either.
enum LimitedProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case outOfMemory
        case notStarted(String)
    }

    struct Result {
        var ending: Ending
        var output: String
        var errors: String
    }

    /// How often the child's resident size and the clock are looked at.
    static let pollInterval: useconds_t = 10_000

    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], outputFolder: URL, timeLimit: Double, memoryLimit: Int
    ) -> Result {
        let outputFile = outputFolder.appendingPathComponent("stdout")
        let errorFile = outputFolder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        func collected(_ ending: Ending) -> Result {
            Result(
                ending: ending,
                output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
                errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            )
        }
        guard let output = FileHandle(forWritingAtPath: outputFile.path), let errors = FileHandle(forWritingAtPath: errorFile.path) else {
            return collected(.notStarted("cannot write in \(outputFolder.path)"))
        }
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // Swift's backtracer symbolicates a crash before the process ends,
        // which can take longer than the time limit on a loaded machine; the
        // fatal error's own message, which names the line, comes before it.
        // Whoever set SWIFT_BACKTRACE keeps their setting.
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
            .merging(ProcessInfo.processInfo.environment) { _, inherited in inherited }
            .merging(environment) { _, new in new }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return collected(.notStarted(error.localizedDescription))
        }
        let pid = process.processIdentifier
        let deadline = Date().addingTimeInterval(timeLimit)
        let limitBytes = Int64(memoryLimit) << 20
        var stopped: Ending?
        while process.isRunning {
            if Date() > deadline {
                stopped = .timedOut
            } else if let resident = residentBytes(of: pid), resident > limitBytes {
                stopped = .outOfMemory
            }
            if stopped != nil {
                kill(pid, SIGKILL)
                break
            }
            usleep(pollInterval)
        }
        process.waitUntilExit()
        if let stopped { return collected(stopped) }
        switch process.terminationReason {
        case .uncaughtSignal: return collected(.signalled(process.terminationStatus))
        default: return collected(.exited(process.terminationStatus))
        }
    }

    /// The child's resident memory, from /proc.
    private static func residentBytes(of pid: pid_t) -> Int64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int64($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}
