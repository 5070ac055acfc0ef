import Foundation
import GalleyCheck
import GalleyPreview
import Testing
import GalleyTestSupport

/// The previews of the SwiftUI example app in Examples/SwiftUI/Travel,
/// built against the SwiftUI module as `render preview` builds them, and
/// checked against Snapshots/SwiftUI/Travel by the same ``SnapshotCheck``
/// as the scenes (`GALLEY_RECORD_SNAPSHOTS=1` re-records them).
@Suite("The SwiftUI example app's previews match their snapshots", .tags(.slow))
struct SwiftUIExampleSnapshotTests {
    static let root = ExampleSnapshotTests.root
    static let sources = root.appendingPathComponent("Examples/SwiftUI/Travel")

    @Test("Every preview compiles, runs and matches its picture and dump")
    func travel() throws {
        let check = SnapshotCheck(
            references: Self.root.appendingPathComponent("Snapshots/SwiftUI/Travel"),
            artifacts: ExampleSnapshotTests.check.artifacts.appendingPathComponent("SwiftUI"),
            record: ExampleSnapshotTests.check.record,
            isCI: ExampleSnapshotTests.check.isCI
        )
        let cache =
            ProcessInfo.processInfo.environment["GALLEY_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
            ?? Self.root.appendingPathComponent(".build/preview-cache")
        let program = try PreviewBuilder(cacheDirectory: cache).build(
            PreviewProject(inputs: [Self.sources], scanner: SourceScanner(cacheDirectory: cache)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("travel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        let names = PreviewNaming.names(for: outcomes)
        #expect(
            names.flatMap { $0 }.sorted() == [
                "ContentView-Counter", "ContentView-Trips", "FlowLayout-Tags", "SettingsRow-Currency",
                "SettingsRow-Group",
                "TripCard-Card", "TripCard-Long_name",
            ])
        for (outcome, pictureNames) in zip(outcomes, names) {
            #expect(outcome.failure == nil, "\(outcome.declaration.location): \(outcome.failure ?? "")")
            for (picture, name) in zip(outcome.pictures, pictureNames) {
                let png = try #require(picture.png.flatMap { FileManager.default.contents(atPath: $0.path) })
                let dump = try String(contentsOf: try #require(picture.dump), encoding: .utf8)
                switch check.check(try Snapshot(png: png, dump: dump), named: name).verdict {
                case .passed:
                    break
                case .recorded(let why):
                    if check.record != .all { Issue.record("\(name): \(why) — check it and run again") }
                case .failed(let reasons):
                    Issue.record("\(name): \(reasons.joined(separator: "; ")); see \(check.artifacts.path)")
                }
            }
        }
    }
}
