import Foundation
import GalleyCairo
@testable import GalleyCheck
import GalleyScene
import Testing

@Suite("Snapshot checks: shards and dump differences")
struct SnapshotCheckTests {
    @Test("Shards are disjoint, cover every scene and differ in size by at most one")
    func shards() throws {
        for total in [0, 1, 2, 7, 100, 101] {
            let scenes = Array(0..<total)
            for count in 1...8 {
                let parts = try (1...count).map { index in
                    try #require(Shard(index: index, count: count)).select(scenes)
                }
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
        #expect(DumpDifference(expected: "a\nb\nc", actual: "a\nb\nc")?.description == nil)
        #expect(
            DumpDifference(expected: "a\n  \"lines\": [\"x\"]\nc", actual: "a\n  \"lines\": [\"x\", \"y\"]\nc")?
                .description
                == #"layout dump line 2: expected `"lines": ["x"]`, got `"lines": ["x", "y"]`"#)
        #expect(
            DumpDifference(expected: "a\nb", actual: "a\nb\nc")?.description
                == "layout dump line 3: expected the end, got `c`")
    }

    @Test("A failure's outcome carries its comparison's figures, where the dumps differ and the artifacts it wrote")
    func failureEvidence() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = SnapshotCheck(
            references: folder.appendingPathComponent("references"),
            artifacts: folder.appendingPathComponent("artifacts"))
        func line(x: Int) throws -> Snapshot {
            let json =
                #"""
                {"canvas": {"width": 40, "height": 20, "scale": 1}, "root": {"ZStack": {"alignment": \#
                "topLeading", "content": [{"Color": "white"}, {"Color": "black", "modifiers": [{"frame": \#
                {"width": 1, "height": 20}}, {"offset": {"x": \#(x), "y": 0}}]}]}}}
                """#
            return try Snapshot(try Scene(data: Data(json.utf8)))
        }
        let before = try line(x: 10), after = try line(x: 11)
        #expect(check.check(before, named: "line").verdict == .recorded("no reference; recorded one"))

        let outcome = check.check(after, named: "line")
        let comparison = ImageComparison(expected: before.pixels.raster, actual: after.pixels.raster)
        #expect(outcome.comparison == comparison.figures)
        #expect(outcome.comparison?.differingPixels == 40 && outcome.comparison?.matches == false)
        let dumpDifference = try #require(outcome.dumpDifference)
        #expect(dumpDifference == DumpDifference(expected: before.dump, actual: after.dump))
        #expect(outcome.verdict == .failed([comparison.summary, dumpDifference.description]))
        #expect(outcome.artifacts == [.actualImage, .expectedImage, .differenceImage, .expectedDump, .actualDump])
        #expect(
            outcome.artifacts.allSatisfy { FileManager.default.fileExists(atPath: check.artifact("line", $0).path) })

        // Other pixels within the tolerance, the dump alone differs: the figures say how little.
        let tolerant = SnapshotCheck(
            references: check.references, artifacts: check.artifacts, tolerance: ImageTolerance(allowedFraction: 0.05))
        let within = tolerant.check(after, named: "line")
        #expect(within.comparison?.matches == true && within.comparison?.differingPixels == 40)
        #expect(within.verdict == .failed([dumpDifference.description]))
    }

    @Test(
        """
        References are compared by pixels: other bytes with the same pixels pass, a changed pixel fails with the \
        PNG render writes
        """
    )
    func pixelsNotBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("references"),
            artifacts = folder.appendingPathComponent("artifacts")
        let json =
            #"""
            {"canvas": {"width": 120, "height": 200, "scale": 2}, "root": {"VStack": [{"Text": "Pixels, not \#
            bytes"}, {"Circle": {}, "modifiers": [{"frame": {"width": 40, "height": 40}}]}]}}
            """#
        let scene = try Scene(data: Data(json.utf8))
        let snapshot = try Snapshot(scene)
        let rendered = try Painter(background: scene.background, limits: scene.limits).render(
            scene.layout(), format: .png)
        #expect(try snapshot.pngData() == rendered)

        let check = SnapshotCheck(references: references, artifacts: artifacts)
        #expect(check.check(snapshot, named: "card").verdict == .recorded("no reference; recorded one"))
        let reference = references.appendingPathComponent("card.png")
        #expect(try Data(contentsOf: reference) == rendered)

        // The same pixels as RGBA: other bytes, same picture.
        let pixels = try PNGPixels(png: rendered)
        let asRGBA = try PNGPixels(pixels.raster).pngData()
        #expect(asRGBA != rendered)
        try asRGBA.write(to: reference)
        #expect(check.check(snapshot, named: "card").verdict == .passed)
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("card.actual.png").path))

        // A block of pixels turned red fails, and the actual picture is the PNG render writes.
        var changed = pixels.raster
        for y in 0..<20 {
            for x in 0..<20 {
                changed.pixels.replaceSubrange(
                    (y * changed.width + x) * 4..<(y * changed.width + x) * 4 + 3, with: [255, 0, 0])
            }
        }
        try changed.pngData().write(to: reference)
        guard case .failed(let reasons) = check.check(snapshot, named: "card").verdict else {
            Issue.record("a changed reference should fail")
            return
        }
        #expect(reasons.first?.contains("400 pixels differ") == true, "\(reasons)")
        #expect(try Data(contentsOf: artifacts.appendingPathComponent("card.actual.png")) == rendered)
    }
}
