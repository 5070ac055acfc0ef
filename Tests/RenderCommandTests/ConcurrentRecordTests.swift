import Foundation
import GalleyCairo
import Testing

/// Two `render check --record all` runs into one references folder at
/// once (issue 33, item 5): each scene's picture and dump come from one
/// run, never the picture from one and the dump from the other.
@Suite("render check --record, two at once", .serialized)
struct ConcurrentRecordTests {
    static let sceneCount = 80

    /// A scene whose picture and dump differ between the runs: `version`
    /// sets its rectangle's size and colour.
    static func scene(_ index: Int, version: Int) -> String {
        let side = 10 + 10 * version + index % 7
        let colour = version == 1 ? "red" : "blue"
        return #"{"canvas": {"width": 60, "height": 60, "scale": 1}, "root": {"Rectangle": {}, "#
            + #""modifiers": [{"fill": "\#(colour)"}, {"frame": {"width": \#(side), "height": \#(side)}}]}}"#
    }

    /// Every file in `folder`, by name, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    @Test("Two concurrent recordings into one folder leave every pair from one run (issue 33, item 5)")
    func pairsFromOneRun() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        for version in 1...2 {
            for index in 0..<Self.sceneCount {
                try folder.write(Self.scene(index, version: version), to: "scenes\(version)/s\(index).json")
            }
        }
        func arguments(_ version: Int, into references: String) -> [String] {
            [
                "check", "scenes\(version)", "--snapshots", references, "--artifacts", "artifacts\(version)",
                "--record", "all", "--jobs", "2",
            ]
        }
        // Each run's pairs, recorded alone.
        var alone: [[String: Data]] = []
        for version in 1...2 {
            let result = try RenderCommand.run(
                arguments(version, into: "alone\(version)"), in: folder.url, timeout: 300)
            #expect(result.status == 0, "\(result.error)")
            alone.append(try Self.files(in: folder.url.appendingPathComponent("alone\(version)")))
        }
        #expect(alone[0].count == 2 * Self.sceneCount)
        #expect(alone[0].keys.allSatisfy { alone[0][$0] != alone[1][$0] })

        // Both at once, a few times: a mixed pair shows up within a round or two without the lock.
        for round in 1...3 {
            let shared = "shared\(round)"
            let results = try [1, 2].map { version in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: RenderCommand.executable)
                process.arguments = arguments(version, into: shared)
                process.currentDirectoryURL = folder.url
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in results { process.waitUntilExit() }
            #expect(results.allSatisfy { $0.terminationStatus == 0 })
            let recorded = try Self.files(in: folder.url.appendingPathComponent(shared))
            #expect(recorded.count == 2 * Self.sceneCount, "\(recorded.keys.sorted())")
            var mixed: [String] = []
            for index in 0..<Self.sceneCount {
                let png = "s\(index).png", dump = "s\(index).json"
                let run = alone.firstIndex { $0[png] == recorded[png] }
                #expect(run != nil, "\(png) is from neither run")
                if let run, alone[run][dump] != recorded[dump] { mixed.append("s\(index)") }
            }
            #expect(mixed.isEmpty, "round \(round): the picture and dump of \(mixed) come from different runs")
        }
    }

    /// Whether `/proc/locks` shows process `pid` waiting for a lock.
    static func isWaitingForLock(_ pid: Int32) -> Bool {
        let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
        return locks.split(separator: "\n").contains { line in
            let fields = line.split(separator: " ")
            return fields.contains("->") && fields.contains("FLOCK") && fields.contains(Substring(String(pid)))
        }
    }

    @Test("A recording waits for the references folder's lock before it writes a pair (issue 33, item 5)")
    func waitsForTheLock() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene(0, version: 1), to: "scenes/s0.json")
        let references = folder.url.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        let lock = try FileLock(folder: references)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RenderCommand.executable)
        process.arguments = ["check", "scenes", "--snapshots", "refs", "--artifacts", "artifacts", "--record", "all"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The run ends, or waits for the lock; it cannot write while this test holds it.
        while process.isRunning, !Self.isWaitingForLock(process.processIdentifier) { usleep(10_000) }
        #expect(process.isRunning, "the run ended without waiting for the lock")
        #expect(Folder(url: references).names == [], "a reference was written while the folder was locked")
        lock.unlock()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(Folder(url: references).names == ["s0.json", "s0.png"])
    }
}
