import Foundation

/// How Galley's references are named and told apart from iOS's.
///
/// A team that snapshot-tests the same views on iOS (swift-snapshot-testing
/// on the Simulator) and on Linux (Galley) keeps both sets of references in
/// one `__Snapshots__` folder: iOS's `card.1.png`, Galley's
/// `card.1.linux.png` and `card.1.linux.json`. Neither platform reads or
/// writes the other's files.
enum SnapshotFile {
    /// The path extension of Galley's picture references.
    static let imageExtension = "linux.png"
    /// The path extension of Galley's layout dump references.
    static let dumpExtension = "linux.json"

    /// Whether Apple's image encoder wrote the PNG `data`, as it does every
    /// reference iOS records: it marks its PNGs with an `iDOT` chunk (or,
    /// when Xcode optimised the file, a `CgBI` chunk first); Galley writes
    /// neither. False for data that is no PNG.
    static func isRecordedByApple(_ data: Data) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return false }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "iDOT" || type == "CgBI" { return true }
            if type == "IDAT" || type == "IEND" { return false }
            offset += 12 + length
        }
        return false
    }

    /// Why the reference `data` is not compared with Galley's picture: iOS
    /// recorded it. Nil when it is Galley's (or no PNG).
    static func foreignReferenceReason(_ data: Data) -> String? {
        guard isRecordedByApple(data) else { return nil }
        return """
            The reference was recorded on iOS, not by Galley: it is not compared with Galley's picture. \
            Galley's references are named `<test>.<n>.\(imageExtension)`, beside iOS's `<test>.<n>.png`; \
            put the iOS reference back under its own name and record Galley's \
            (SNAPSHOT_TESTING_RECORD=failed, or delete this file).
            """
    }
}
