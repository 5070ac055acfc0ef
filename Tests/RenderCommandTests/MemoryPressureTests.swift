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
}
