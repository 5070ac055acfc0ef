import Foundation
import Galley
import GalleyCairo
import GalleyScene
import Testing

/// Every scene in Examples/ rendered and compared with its references in
/// Snapshots/: the layout dump exactly, the PNG under the standard image
/// tolerance.
///
/// On a mismatch the actual image, a diff image and the actual dump are
/// written to `.build/snapshot-artifacts/` (or `$GALLEY_SNAPSHOT_ARTIFACTS`)
/// and the test fails with the figures. `GALLEY_RECORD_SNAPSHOTS=1`
/// re-records every reference; a missing reference is recorded (and the
/// test fails, so the new file is looked at) unless `CI=true`, where it
/// just fails.
@Suite("Examples match their snapshots")
struct ExampleSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples")
    static let snapshots = root.appendingPathComponent("Snapshots")

    static var artifacts: URL {
        ProcessInfo.processInfo.environment["GALLEY_SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/snapshot-artifacts")
    }

    static var isRecording: Bool {
        ["1", "true", "all"].contains(ProcessInfo.processInfo.environment["GALLEY_RECORD_SNAPSHOTS"]?.lowercased() ?? "")
    }

    static var isCI: Bool {
        ProcessInfo.processInfo.environment["CI"]?.lowercased() == "true"
    }

    /// The example scenes' names, without ".json".
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test("There are examples to check")
    func examplesExist() {
        #expect(Self.names.count >= 40)
    }

    @Test("Each example's layout dump and picture match the references", arguments: names)
    func example(_ name: String) throws {
        let scene = try Scene(contentsOf: Self.examples.appendingPathComponent("\(name).json"))
        let laidOut = try scene.layout()
        let dump = LayoutDump(laidOut).text
        let surface = Surface(width: laidOut.canvasSize.width, height: laidOut.canvasSize.height, scale: laidOut.scale)
        let png = try Painter(background: scene.background).render(laidOut.result, canvas: surface, format: .png)

        let dumpURL = Self.snapshots.appendingPathComponent("\(name).json")
        let pngURL = Self.snapshots.appendingPathComponent("\(name).png")
        let manager = FileManager.default
        if Self.isRecording || (!Self.isCI && !(manager.fileExists(atPath: dumpURL.path) && manager.fileExists(atPath: pngURL.path))) {
            let wasMissing = !manager.fileExists(atPath: pngURL.path)
            try manager.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
            try Data(dump.utf8).write(to: dumpURL)
            try png.write(to: pngURL)
            if wasMissing && !Self.isRecording { Issue.record("\(name): no reference; recorded one — check it and run again") }
            return
        }
        let referenceDump = try String(contentsOf: dumpURL, encoding: .utf8)
        let referencePNG = try Data(contentsOf: pngURL)
        // Output is deterministic: the same bytes need no decoding.
        guard referenceDump != dump || referencePNG != png else { return }
        let comparison = ImageComparison(expected: try RasterImage(png: referencePNG), actual: try RasterImage(png: png))
        guard referenceDump != dump || !comparison.matches else { return }

        let folder = Self.artifacts
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try png.write(to: folder.appendingPathComponent("\(name).actual.png"))
        try Data(dump.utf8).write(to: folder.appendingPathComponent("\(name).actual.json"))
        if let difference = comparison.difference {
            try difference.pngData().write(to: folder.appendingPathComponent("\(name).diff.png"))
        }
        if referenceDump != dump {
            Issue.record("\(name): the layout dump differs from Snapshots/\(name).json; the actual dump is in \(folder.path)")
        }
        if !comparison.matches {
            Issue.record("\(name): \(comparison.summary); actual and diff images are in \(folder.path)")
        }
    }
}
