import Foundation
import Testing
@testable import GalleyPreview

@Suite("Running the toolchain's commands within their time limit")
struct CommandRunnerTests {
    /// Whether process `pid` still runs (a zombie counts as gone).
    private func isRunning(_ pid: String) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return !status.contains(") Z ")
    }

    @Test(
        "A command past its limit is stopped with the processes it started, and the run names the command and the limit"
    )
    func limitStopsTheGroup() throws {
        let folder = PreviewFixtures.temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        var lines: [String] = []
        do {
            // The child sleeps on, holding the output open, unless its group is stopped too.
            _ = try CommandRunner.run(
                "sh", ["-c", "sleep 60 & echo $! > child; echo waiting; wait"], in: folder, timeLimit: 1
            ) { lines.append($0) }
            Issue.record("the run ended without reaching its limit")
        } catch {
            #expect(
                error.description.contains(
                    "`sh -c sleep 60 & echo $! > child; echo waiting; wait` did not finish within 1 s and was stopped"))
        }
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(lines == ["waiting"])
        let child = try String(contentsOf: folder.appendingPathComponent("child"), encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(!child.isEmpty)
        // A killed process closes its files before it is done exiting: it
        // is gone moments after the output ends, long before its sleep would.
        let killed = Date()
        while isRunning(child), Date().timeIntervalSince(killed) < 5 { usleep(10_000) }
        #expect(!isRunning(child))
    }

    @Test("The limit is kept while every thread of the global queue is busy")
    func limitWithBusyQueue() throws {
        let release = DispatchSemaphore(value: 0)
        let blockers = ProcessInfo.processInfo.activeProcessorCount * 4
        for _ in 0..<blockers { DispatchQueue.global().async { release.wait() } }
        defer { for _ in 0..<blockers { release.signal() } }
        let started = Date()
        do {
            _ = try CommandRunner.run("sleep", ["20"], in: FileManager.default.temporaryDirectory, timeLimit: 1) { _ in
            }
            Issue.record("the run ended without reaching its limit")
        } catch {
            #expect(error.description.contains("did not finish within 1 s"))
        }
        // Stopped on time, not when the queue got a thread free (9 s here before).
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test("A captured command within its limit gives its status, output and errors")
    func capture() throws {
        let folder = FileManager.default.temporaryDirectory
        let run = try CommandRunner.capture("sh", ["-c", "echo out; echo err >&2; exit 3"], in: folder, timeLimit: 30)
        #expect(run.status == 3)
        #expect(run.output == "out\n")
        #expect(run.errors == "err\n")
        do {
            _ = try CommandRunner.capture("sh", ["-c", "sleep 60"], in: folder, timeLimit: 1)
            Issue.record("the capture ended without reaching its limit")
        } catch {
            #expect(error.description.contains("did not finish within 1 s"))
        }
    }
}
