import Foundation
import Testing

/// `render check --record all` stopped by a signal part way: every
/// reference is the old one or a whole new one, and no temporary file stays.
@Suite("render check --record, interrupted", .serialized)
struct InterruptedRecordTests {
    static let sceneCount = 60

    /// A scene whose picture and dump change with `version`, large enough
    /// that writing its reference takes a moment.
    static func scene(_ index: Int, version: Int) -> String {
        #"""
        {"canvas": {"width": 400, "height": 300, "scale": 3}, "root": {"Text": "Scene \#(index), version \#
        \#(version): \#(String(repeating: "words ", count: 20 * version))"}}
        """#
    }

    /// Every file below `folder`, by path, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test(
        "SIGTERM or SIGINT mid-run leaves every reference old or new, never torn, and no .tmp file",
        arguments: [SIGTERM, SIGINT])
    func interrupted(signal: Int32) throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let arguments = [
            "check", "scenes", "--snapshots", "refs", "--artifacts", "artifacts", "--record", "all", "--jobs", "2",
        ]
        // The old references, then the complete new ones, recorded elsewhere.
        for index in 0..<Self.sceneCount {
            try folder.write(Self.scene(index, version: 1), to: "scenes/s\(index).json")
        }
        #expect(try RenderCommand.run(arguments, in: folder.url).status == 0)
        let old = try Self.files(in: folder.url.appendingPathComponent("refs"))
        for index in 0..<Self.sceneCount {
            try folder.write(Self.scene(index, version: 2), to: "scenes/s\(index).json")
        }
        var complete = arguments
        complete[3] = "new"
        #expect(try RenderCommand.run(complete, in: folder.url).status == 0)
        let new = try Self.files(in: folder.url.appendingPathComponent("new"))
        #expect(old.count == 2 * Self.sceneCount && new.count == old.count)
        #expect(old.keys.allSatisfy { old[$0] != new[$0] })

        // Record again, and stop it once some references are new.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RenderCommand.executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let refs = folder.url.appendingPathComponent("refs")
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline {
            let recorded = try Self.files(in: refs).filter { new[$0.key] == $0.value }.count
            if recorded >= 4 { break }
            usleep(2_000)
        }
        #expect(process.isRunning, "the run ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)

        let after = try Self.files(in: refs)
        #expect(
            Set(after.keys) == Set(old.keys),
            "files were added or lost: \(Set(after.keys).symmetricDifference(old.keys).sorted())")
        let torn = after.filter { $0.value != old[$0.key] && $0.value != new[$0.key] }.keys.sorted()
        #expect(torn.isEmpty, "torn references: \(torn)")
        let renewed = after.filter { $0.value == new[$0.key] }.count
        #expect(
            renewed >= 4 && renewed < after.count,
            "\(renewed) of \(after.count) references renewed: the run was not stopped part way")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }
}
