import Foundation
import Testing
@testable import GalleyPreview

/// Reading a package's manifest while SwiftPM builds that package.
@Suite("Reading a manifest")
struct ManifestReadingTests {
    static let galley = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // Run by `swift test`, this reads the manifest of the package whose
    // `.build` the running `swift test` holds: SwiftPM's `dump-package`
    // with the package's own scratch folder waits for that lock (a team's
    // package naming Galley by path waited the whole time limit).
    @Test("A manifest is read while SwiftPM holds the package's build folder")
    func readsWhileLocked() throws {
        let package = try SwiftPackage(root: Self.galley, timeLimit: 60)
        #expect(package.name == "Galley")
        #expect(package.targets.contains { $0.name == "GalleyPreview" })
    }
}
