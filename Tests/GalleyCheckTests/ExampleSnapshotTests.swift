import Foundation
import GalleyCheck
import Testing

/// Every scene in Examples/ rendered and checked against its references in
/// Snapshots/ by the same ``SnapshotCheck`` that `render check` runs: the
/// layout dump exactly, the PNG under the standard image tolerance.
///
/// On a mismatch the expected, actual and diff images (and dumps) are
/// written to `.build/snapshot-artifacts/` (or `$GALLEY_SNAPSHOT_ARTIFACTS`)
/// and the test fails with the figures. `GALLEY_RECORD_SNAPSHOTS=1`
/// re-records every reference; a missing reference is recorded (and the
/// test fails, so the new file is looked at) unless `CI=true`, where it
/// just fails.
@Suite("Examples match their snapshots")
struct ExampleSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples")

    static let check: SnapshotCheck = {
        let environment = ProcessInfo.processInfo.environment
        let isRecording = ["1", "true", "all"].contains(environment["GALLEY_RECORD_SNAPSHOTS"]?.lowercased() ?? "")
        return SnapshotCheck(
            references: root.appendingPathComponent("Snapshots"),
            artifacts: environment["GALLEY_SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
                ?? root.appendingPathComponent(".build/snapshot-artifacts"),
            record: isRecording ? .all : .missing,
            isCI: SnapshotCheck.isCI(environment)
        )
    }()

    /// The example scenes.
    static let scenes: [SceneFile] = (try? SceneFile.collect([examples.path])) ?? []

    @Test("There are examples to check")
    func examplesExist() {
        #expect(Self.scenes.count >= 40)
    }

    @Test("Each example's layout dump and picture match the references", arguments: scenes)
    func example(_ scene: SceneFile) {
        switch Self.check.check(scene).verdict {
        case .passed:
            break
        case .recorded(let why):
            if Self.check.record != .all { Issue.record("\(scene.name): \(why) — check it and run again") }
        case .failed(let reasons):
            Issue.record("\(scene.name): \(reasons.joined(separator: "; ")); see \(Self.check.artifacts.path)")
        }
    }
}
