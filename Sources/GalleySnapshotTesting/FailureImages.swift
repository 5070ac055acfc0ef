import Foundation
// The diff tool the test chose (`withSnapshotTesting(diffTool:)`, the
// `.snapshots(diffTool:)` trait, or the default) is only readable through
// swift-snapshot-testing's SPI: `SnapshotTestingConfiguration.current` and
// `_diffTool`. Package.swift pins the versions this is known to hold for
// (1.19.x), and FailureImagesTests' diff-tool tests fail when it changes.
@_spi(Internals) import SnapshotTesting
import Synchronization

#if canImport(Testing)
    import Testing
#endif

/// One picture of a failed image comparison: the reference, the failed
/// snapshot, or the difference between them.
struct FailureImage: Sendable {
    /// `reference`, `failure` or `difference`: the last part of its name
    /// before `.png`.
    var kind: String
    var png: Data
}

/// The pictures of the comparison that fails during one snapshot
/// assertion, kept until swift-snapshot-testing names the files involved,
/// then written next to the failed snapshot and, under Swift Testing,
/// attached to the test: `testCard.1.reference.png`,
/// `testCard.1.failure.png` and `testCard.1.difference.png`, named after
/// the reference `testCard.1.png`.
///
/// swift-snapshot-testing keeps such pictures only as attachments under
/// Xcode; on Linux it drops them.
final class FailureImages: Sendable {
    /// The collection of the assertion being checked on this task or thread.
    @TaskLocal static var current: FailureImages?

    private let images = Mutex<[FailureImage]>([])

    /// Keeps `images` for the assertion.
    func add(_ images: [FailureImage]) {
        self.images.withLock { $0 += images }
    }

    /// Runs `body`, one snapshot assertion, so that a failed comparison in
    /// it writes its pictures, attaches them, and names their paths in the
    /// failure message (which, on Linux, no longer suggests the macOS diff
    /// tool Kaleidoscope).
    static func collecting<Result>(
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, _ body: () -> Result
    ) -> Result {
        let collection = FailureImages()
        let chosen = SnapshotTestingConfiguration.current?.diffTool ?? _diffTool
        let location = SourceSpot(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(clamping: line), column: Int(clamping: column))
        let tool = SnapshotTestingConfiguration.DiffTool { referencePath, failedPath in
            let images = collection.images.withLock { $0 }
            let pictures =
                images.isEmpty ? "" : "\n\n" + write(images, reference: referencePath, failed: failedPath, at: location)
            return hint(chosen, reference: referencePath, failed: failedPath) + pictures
        }
        return $current.withValue(collection) {
            withSnapshotTesting(diffTool: tool, operation: body)
        }
    }

    /// What the diff tool chosen says about the two files; on Linux, for
    /// swift-snapshot-testing's default, its two paths without the advice
    /// to use `ksdiff`, which is macOS only.
    static func hint(_ chosen: SnapshotTestingConfiguration.DiffTool, reference: String, failed: String) -> String {
        let said = chosen(currentFilePath: reference, failedFilePath: failed)
        #if canImport(Darwin)
            return said
        #else
            guard
                said
                    == SnapshotTestingConfiguration.DiffTool.default(currentFilePath: reference, failedFilePath: failed)
            else {
                return said
            }
            return "@\u{2212}\n\"file://\(reference)\"\n@+\n\"file://\(failed)\""
        #endif
    }

    /// Writes `images` into the folder of the failed snapshot at `failed`,
    /// each named after the reference at `reference`, attaches them to the
    /// current Swift Testing test, and lists their paths.
    private static func write(
        _ images: [FailureImage], reference: String, failed: String, at location: SourceSpot
    ) -> String {
        let stem = URL(fileURLWithPath: reference).deletingPathExtension().lastPathComponent
        let folder = URL(fileURLWithPath: failed).deletingLastPathComponent()
        var written: [String] = [], problems: [String] = []
        for image in images {
            let name = "\(stem).\(image.kind).png"
            let url = folder.appendingPathComponent(name)
            do {
                try image.png.write(to: url, options: .atomic)
                written.append(url.path)
            } catch {
                problems.append("\(url.path) could not be written: \(error.localizedDescription)")
            }
            attach(image.png, named: name, at: location)
        }
        var lines: [String] = []
        if !written.isEmpty {
            lines.append(describe(images.map(\.kind)) + ":")
            lines += written
        }
        return (lines + problems).joined(separator: "\n")
    }

    /// `The reference, the failed snapshot and their difference (…)`.
    private static func describe(_ kinds: [String]) -> String {
        let names = kinds.map { kind in
            switch kind {
            case "reference": "the reference"
            case "failure": "the failed snapshot"
            case "difference": "their difference (red: differs, yellow: anti-aliasing forgiven)"
            default: kind
            }
        }
        let listed =
            names.count > 1
            ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names.joined()
        return listed.prefix(1).uppercased() + listed.dropFirst()
    }

    /// Records `png` as an attachment of the current Swift Testing test,
    /// if any (`swift test --attachments-path DIR` saves them).
    static func attach(_ png: Data, named name: String, at location: SourceSpot? = nil) {
        #if canImport(Testing)
            guard Test.current != nil else { return }
            // Swift Testing requires a line and column from 1 and a module in the file ID.
            if let location, location.line > 0, location.column > 0, location.fileID.contains("/") {
                let spot = SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
                Attachment.record([UInt8](png), named: name, sourceLocation: spot)
            } else {
                Attachment.record([UInt8](png), named: name)
            }
        #endif
    }
}

/// Where an assertion was written, for its attachments.
struct SourceSpot: Sendable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
}
