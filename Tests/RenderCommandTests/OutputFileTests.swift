import Foundation
import Testing

/// The files `render` writes: names up to the file system's 255 bytes,
/// temporaries a killed run left, and the owner of a file overwritten
/// (issue 33, items 7 and 8).
@Suite("render's output files")
struct OutputFileTests {
    static let scene = #"{"canvas": {"width": 20, "height": 10, "scale": 1}, "root": {"Text": "Hi"}}"#

    /// A name of exactly `bytes` bytes ending in `suffix`, of `unit` repeated, padded with `x`.
    static func name(_ bytes: Int, unit: String = "a", suffix: String = ".png") -> String {
        let room = bytes - suffix.utf8.count
        let units = String(repeating: unit, count: room / unit.utf8.count)
        return units + String(repeating: "x", count: room - units.utf8.count) + suffix
    }

    static func isPNG(_ data: Data?) -> Bool {
        data.map { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) } ?? false
    }

    @Test(
        "-o names of 240 to 255 bytes, ASCII or not, are written exactly as given (issue 33, item 7)",
        arguments: [240, 242, 250, 254, 255])
    func longOutputNames(bytes: Int) throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene, to: "scene.json")
        for name in [Self.name(bytes), Self.name(bytes, unit: "é"), Self.name(bytes, unit: "字")] {
            #expect(name.utf8.count == bytes)
            let result = try RenderCommand.run(["scene.json", "-o", name], in: folder.url, timeout: 60)
            #expect(result.status == 0, "\(result.error)")
            #expect(Self.isPNG(folder.contents(of: name)))
            // Again over the existing file, which the temporary now sits beside.
            let again = try RenderCommand.run(["scene.json", "-o", name], in: folder.url, timeout: 60)
            #expect(again.status == 0, "\(again.error)")
            #expect(folder.names == [name, "scene.json"].sorted(), "no temporary is left")
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
        }
    }

    @Test("check records and reports scenes named in 255 bytes; artifacts' names are shortened (issue 33, item 7)")
    func longSceneNames() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let file = Self.name(255, suffix: ".json")
        try folder.write(Self.scene, to: "scenes/\(file)")
        let arguments = ["check", "scenes", "--snapshots", "refs", "--artifacts", "artifacts"]
        let recorded = try RenderCommand.run(arguments + ["--record", "all"], in: folder.url, timeout: 60)
        #expect(recorded.status == 0, "\(recorded.error)")
        let stem = String(file.dropLast(5))
        #expect(Folder(url: folder.url.appendingPathComponent("refs")).names == [stem + ".json", stem + ".png"])
        #expect(try RenderCommand.run(arguments, in: folder.url, timeout: 60).status == 0)
        try folder.write(Self.scene.replacingOccurrences(of: "Hi", with: "Ho"), to: "scenes/\(file)")
        let failed = try RenderCommand.run(arguments + ["--report", "report.html"], in: folder.url, timeout: 60)
        #expect(failed.status == 1)
        #expect(failed.output.contains("FAIL \(stem)"), "\(failed.output)\(failed.error)")
        let artifacts = Folder(url: folder.url.appendingPathComponent("artifacts")).names
        #expect(artifacts.count == 5, "\(artifacts)")
        for artifact in artifacts {
            #expect(artifact.utf8.count <= 255)
            #expect(artifact.hasPrefix(String(repeating: "a", count: 200)) && artifact.contains("~"), "\(artifact)")
        }
        #expect(folder.contents(of: "report.html") != nil)
    }

    @Test("A killed run's temporary goes at the next write into its folder; a live one stays (issue 33, item 8)")
    func staleTemporaries() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene, to: "scene.json")
        // A process that has ended: its PID names no process now.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ended.processIdentifier
        let stale = [".out.png.galley-\(dead)-0badf00d.tmp", ".other.png.galley-\(dead)-00000001.tmp"]
        let live = ".out.png.galley-\(getpid())-12345678.tmp"
        let unrelated = [".out.png.1234abcd.tmp", "notes.galley-\(dead)-00000002.txt"]
        for name in stale + [live] + unrelated { try folder.write(Data(count: 1 << 20), to: name) }
        let result = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: 60)
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.isPNG(folder.contents(of: "out.png")))
        #expect(folder.names == ([live, "out.png", "scene.json"] + unrelated).sorted())
    }

    @Test(
        "Root overwriting another user's file keeps its owner, group and mode (issue 33, item 8)",
        .enabled(if: getuid() == 0, "only root may give a file away"))
    func ownerKept() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene, to: "scene.json")
        try folder.write("old", to: "out.png")
        let path = folder.url.appendingPathComponent("out.png").path
        #expect(chown(path, 65534, 65534) == 0)
        #expect(chmod(path, 0o604) == 0)
        let result = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: 60)
        #expect(result.status == 0, "\(result.error)")
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_uid == 65534 && status.st_gid == 65534, "owner \(status.st_uid):\(status.st_gid)")
        #expect(status.st_mode & 0o7777 == 0o604)
        #expect(Self.isPNG(folder.contents(of: "out.png")))
    }

    @Test("A file where a folder belongs is named with the reason, never an NSCocoaErrorDomain code (issue 33, item 8)")
    func filesWhereFoldersBelong() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene, to: "scenes/a.json")
        try folder.write("not a folder", to: "file")
        try folder.write("import SwiftUI\n#Preview { Text(\"Hi\") }\n", to: "View.swift")
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["check", "scenes", "--snapshots", "file"], 2, "--snapshots file: not a folder"),
            (["check", "scenes", "--snapshots", "refs", "--artifacts", "file"], 2, "--artifacts file: not a folder"),
            (
                ["check", "scenes", "--snapshots", "file/refs", "--record", "all"], 1,
                "file/refs: cannot create the folder: \(folder.url.path)/file is a file, not a folder"
            ),
            (["preview", "View.swift", "-o", "out", "--cache-dir", "file"], 2, "--cache-dir file: not a folder"),
            (["", "-o", "x.png"], 2, "The scene path is empty: give a scene file (JSON)."),
            (["sweep", "", "-o", "x.png", "--param", "w=1,2"], 2, "The scene path is empty"),
            (["check", "", "--snapshots", "refs"], 1, "render: an empty path names no scene file or folder"),
        ]
        for (arguments, status, message) in cases {
            let result = try RenderCommand.run(arguments, in: folder.url, timeout: 120)
            #expect(result.status == status, "\(arguments): \(result.error)")
            #expect((result.output + result.error).contains(message), "\(arguments): \(result.output)\(result.error)")
            #expect(!result.error.contains("NSCocoaErrorDomain"))
        }
        #expect(folder.contents(of: "x.png") == nil)
    }
}
