import Foundation
import Galley
import GalleyCheck
import Testing

/// Swift views checked against a reference folder, as an app's tests would.
@Suite("Checking Swift views against references")
struct ViewCheckTests {
    func card(_ title: String) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            Text("Laid out by Galley, painted by Cairo")
        }
        .padding(16)
        .background(Color(white: 0.95))
    }

    @Test("A view is recorded when its reference is missing, then passes, then fails when it changes")
    func recordPassFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-view-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("references"),
            artifacts = folder.appendingPathComponent("artifacts")
        let check = SnapshotCheck(references: references, artifacts: artifacts)
        let canvas = Canvas(size: .fixed(width: 320, height: 120), scale: 2)

        #expect(
            check.check(card("Snapshot"), on: canvas, named: "card").verdict == .recorded("no reference; recorded one"))
        let png = try Data(contentsOf: references.appendingPathComponent("card.png"))
        #expect(png.count > 0)
        let dump = try String(contentsOf: references.appendingPathComponent("card.json"), encoding: .utf8)
        #expect(dump.contains("\"Snapshot\""))
        #expect(dump.contains(#""canvas": { "width": 320, "height": 120, "scale": 2 }"#), "\(dump)")

        #expect(check.check(card("Snapshot"), on: canvas, named: "card").verdict == .passed)

        guard case .failed(let reasons) = check.check(card("Snapshots"), on: canvas, named: "card").verdict else {
            Issue.record("a changed view should fail")
            return
        }
        #expect(reasons.contains { $0.contains("pixels differ") }, "\(reasons)")
        #expect(reasons.contains { $0.hasPrefix("layout dump line") }, "\(reasons)")
        for kind in SnapshotArtifact.allCases {
            #expect(FileManager.default.fileExists(atPath: check.artifact("card", kind).path), "\(kind)")
        }
        // The reference is what a snapshot of the view paints.
        #expect(try Snapshot(card("Snapshot"), on: canvas).pngData() == png)
    }

    @Test("A view that cannot be painted fails with the reason and records nothing")
    func unpaintableViewFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-view-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = SnapshotCheck(references: folder, artifacts: folder)
        let outcome = check.check(EmptyView(), on: Canvas(size: .fitting(.unspecified), scale: 1), named: "empty")
        guard case .failed(let reasons) = outcome.verdict else {
            Issue.record("an empty canvas cannot be painted: \(outcome)")
            return
        }
        #expect(reasons.first?.contains("0 × 0") == true, "\(reasons)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("empty.png").path))
    }
}
