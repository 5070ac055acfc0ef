import Foundation
import GalleySnapshotTesting
import Testing

/// swift-snapshot-testing's record modes with Galley's strategies.
@Suite("Record modes")
struct RecordModeTests {
    let layout = SnapshotLayout.fixed(width: 8, height: 8)

    func verify(_ color: Color, record: SnapshotTestingConfiguration.Record, in folder: ReferenceFolder) -> String? {
        verifySnapshot(
            of: color, as: .image(layout: layout), named: "swatch", record: record, snapshotDirectory: folder.path,
            testName: "test")
    }

    func reference(in folder: ReferenceFolder) -> Data? {
        FileManager.default.contents(atPath: folder.file("swatch", test: "test", pathExtension: "linux.png"))
    }

    func png(_ color: Color) -> Data {
        referenceData(of: color, as: .image(layout: layout))
    }

    @Test(".missing records a missing reference and fails; the next run passes against it")
    func missingRecords() throws {
        try ReferenceFolder.with { folder in
            let message = try #require(verify(.red, record: .missing, in: folder))
            #expect(message.hasPrefix("No reference was found on disk. Automatically recorded snapshot"))
            #expect(reference(in: folder) == png(.red))
            #expect(verify(.red, record: .missing, in: folder) == nil)
            // It does not replace a reference that differs.
            #expect(verify(.blue, record: .missing, in: folder)?.contains("64 pixels differ") == true)
            #expect(reference(in: folder) == png(.red))
        }
    }

    @Test(".never fails on a missing reference without writing one, and never replaces one")
    func neverWritesNothing() throws {
        try ReferenceFolder.with { folder in
            let message = try #require(verify(.red, record: .never, in: folder))
            #expect(
                message == "No reference was found on disk. New snapshot was not recorded because recording is disabled"
            )
            #expect(reference(in: folder) == nil)

            _ = verify(.red, record: .all, in: folder)
            #expect(verify(.blue, record: .never, in: folder)?.contains("64 pixels differ") == true)
            #expect(reference(in: folder) == png(.red))
        }
    }

    @Test(".all records every time and fails; .failed records only a snapshot that does not match")
    func allAndFailedRecord() throws {
        try ReferenceFolder.with { folder in
            #expect(
                verify(.red, record: .all, in: folder)?.hasPrefix("Record mode is on. Automatically recorded snapshot")
                    == true)
            #expect(verify(.blue, record: .all, in: folder)?.hasPrefix("Record mode is on.") == true)
            #expect(reference(in: folder) == png(.blue))

            #expect(verify(.blue, record: .failed, in: folder) == nil)
            let message = try #require(verify(.green, record: .failed, in: folder))
            #expect(
                message.contains(
                    "Snapshot \"swatch\" does not match reference. A new snapshot was automatically recorded."))
            #expect(reference(in: folder) == png(.green))
        }
    }
}
