import Foundation
@testable import GalleyPreview

/// The fixture folders of SwiftUI source, built as `render preview` builds
/// them, in a cache inside the package's build folder (so later test runs
/// reuse the build).
enum PreviewFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let cache = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/preview-cache")

    /// Reads sources with the scanner built in the same cache.
    static let scanner = SourceScanner(cacheDirectory: cache)

    static func project(_ name: String) throws -> PreviewProject {
        try PreviewProject(inputs: [folder.appendingPathComponent(name)], scanner: scanner)
    }

    static func build(_ name: String) throws -> PreviewProgram {
        try PreviewBuilder(cacheDirectory: cache).build(project(name))
    }

    /// A new empty folder for a run's pictures.
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-preview-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A PNG's size in pixels, from its header.
    static func pixelSize(of png: URL) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: png)
        func number(at offset: Int) -> Int {
            data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(at: 16), number(at: 20))
    }
}
