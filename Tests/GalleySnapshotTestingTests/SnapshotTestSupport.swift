import Foundation
import GalleySnapshotTesting

/// The record mode for this target's committed references: `.never` on
/// CI (`CI=true`), where a missing reference must fail without being
/// written; otherwise swift-snapshot-testing's default (`.missing`, or
/// `SNAPSHOT_TESTING_RECORD`).
let recordMode: SnapshotTestingConfiguration.Record? =
    ProcessInfo.processInfo.environment["CI"]?.lowercased() == "true" ? .never : nil

/// A folder for references that exists for one test and is removed after it.
struct ReferenceFolder {
    let path: String

    /// Runs `body` with a new, empty folder, then removes it.
    static func with<Result>(_ body: (ReferenceFolder) throws -> Result) throws -> Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "GalleySnapshotTesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(ReferenceFolder(path: url.path))
    }

    /// The file a snapshot named `name` of this test is kept in.
    func file(_ name: String, test: String, pathExtension: String) -> String {
        "\(path)/\(test).\(name).\(pathExtension)"
    }
}

/// The bytes `strategy` writes for `value`: what a recorded reference holds.
func referenceData<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>) -> Data {
    // The strategies here take their snapshot at once, on this thread.
    nonisolated(unsafe) var data = Data()
    strategy.snapshot(value).run { data = strategy.diffing.toData($0) }
    return data
}

/// A PNG's width and height in pixels, from its header.
func pixelSize(ofPNG data: Data) -> [Int]? {
    let bytes = [UInt8](data)
    guard bytes.count >= 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil } // IHDR
    func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return [number(at: 16), number(at: 20)]
}
