import Foundation
import Testing

/// `render check --record all` over every example gives the same PNG and
/// dump bytes whatever `--jobs` is and however the scenes are sharded.
@Suite("Determinism across jobs and shards")
struct DeterminismTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples").path

    @Test("References recorded with --jobs 2, and with --jobs 1 in two shards, are byte for byte the same")
    func jobsAndShards() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        func record(_ references: String, _ extra: [String]) throws {
            let result = try RenderCommand.run(
                ["check", Self.examples, "--snapshots", references, "--record", "all", "--artifacts", "artifacts"]
                    + extra,
                in: folder.url, environment: ["CI": nil]
            )
            #expect(result.status == 0, "\(extra): \(result.error)")
        }
        try record("all", ["--jobs", "2"])
        try record("shards", ["--jobs", "1", "--shard", "1/2"])
        try record("shards", ["--jobs", "1", "--shard", "2/2"])
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("all").path)
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }.sorted()
        #expect(names.count > 200)
        for other in ["shards"] {
            let otherNames = try FileManager.default.subpathsOfDirectory(
                atPath: folder.url.appendingPathComponent(other).path
            )
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }.sorted()
            #expect(otherNames == names, "\(other)")
            let differing = names.filter { folder.contents(of: "all/\($0)") != folder.contents(of: "\(other)/\($0)") }
            #expect(differing.isEmpty, "\(other): \(differing)")
        }
    }
}
