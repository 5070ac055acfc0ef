@testable import GalleyCheck
import Testing

@Suite("Snapshot checks: shards and dump differences")
struct SnapshotCheckTests {
    @Test("Shards are disjoint, cover every scene and differ in size by at most one")
    func shards() throws {
        for total in [0, 1, 2, 7, 100, 101] {
            let scenes = Array(0..<total)
            for count in 1...8 {
                let parts = try (1...count).map { index in try #require(Shard(index: index, count: count)).select(scenes) }
                #expect(parts.flatMap { $0 }.sorted() == scenes)
                let sizes = parts.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
    }

    @Test("A shard is written I/N with 1 ≤ I ≤ N")
    func shardSyntax() {
        #expect(Shard("2/3") == Shard(index: 2, count: 3))
        for wrong in ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] {
            #expect(Shard(wrong) == nil, "\(wrong)")
        }
    }

    @Test("A dump difference names the first differing line, or the end of the shorter dump")
    func dumpDifference() {
        #expect(SnapshotCheck.firstDifference("a\nb\nc", "a\nb\nc") == nil)
        #expect(SnapshotCheck.firstDifference("a\n  \"lines\": [\"x\"]\nc", "a\n  \"lines\": [\"x\", \"y\"]\nc")
            == #"layout dump line 2: expected `"lines": ["x"]`, got `"lines": ["x", "y"]`"#)
        #expect(SnapshotCheck.firstDifference("a\nb", "a\nb\nc") == "layout dump line 3: expected the end, got `c`")
    }
}
