import Foundation
import GalleyTestSupport
import Testing

/// `render` under an address-space limit (issue 33, item 6).
@Suite("render under memory pressure", .tags(.slow))
struct MemoryPressureTests {
    @Test(
        """
        Under ulimit -v 2 GB, check --jobs 2 records every example: each worker's layout thread takes a stack sized \
        to the limit, not 1 GiB (issue 33, item 6)
        """)
    func workersFitTheLimit() throws {
        let snapshots = try Folder.temporary()
        defer { snapshots.remove() }
        let result = try RenderCommand.run(
            ["check", DeterminismTests.examples, "--snapshots", snapshots.url.path, "--record", "all", "--jobs", "2"],
            limits: "-v 2000000", timeout: 600)
        #expect(result.status == 0, "\(result.error.suffix(2000))")
        #expect(!result.error.contains("cannot start a thread"))
        let recorded = try FileManager.default.contentsOfDirectory(atPath: snapshots.url.path)
        let scenes = try FileManager.default.contentsOfDirectory(atPath: DeterminismTests.examples)
            .filter { $0.hasSuffix(".json") }
        #expect(recorded.filter { $0.hasSuffix(".png") }.count == scenes.count)
    }

    @Test(
        """
        A font file that does not fit in the address space is an error saying so, not "not a font" and never a \
        fallback to another face (issue 33, item 6)
        """)
    func fontOutOfMemory() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        // 400 MB of nothing, on disk only as a sparse file: mapping it cannot fit under 250 MB.
        let font = folder.url.appendingPathComponent("big.ttf")
        try #require(FileManager.default.createFile(atPath: font.path, contents: nil))
        try #require(truncate(font.path, 400 << 20) == 0)
        try folder.write(
            #"{"fonts": [{"family": "Big", "file": "big.ttf"}], "root": {"Text": "hi"}}"#,
            to: "scene.json")
        let limited = try RenderCommand.run(
            ["scene.json", "-o", "out.png"], in: folder.url, limits: "-v 250000", timeout: 60)
        #expect(limited.status == 1)
        #expect(limited.error.contains("big.ttf: the font could not be loaded for lack of memory"), "\(limited.error)")
        #expect(folder.contents(of: "out.png") == nil)
        // With room to map it, the same file is what it is: not a font.
        let plain = try RenderCommand.run(["scene.json", "-o", "out.png"], in: folder.url, timeout: 60)
        #expect(plain.status == 1 && plain.error.contains("is not a font file FreeType can read"), "\(plain.error)")
    }
}
