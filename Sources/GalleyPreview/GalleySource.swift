import Foundation
import GalleyCairo

/// Where Galley's own package is: the scratch package builds the user's
/// previews against its SwiftUI module. `GALLEY_SOURCE_ROOT` names it;
/// otherwise it is the checkout this program was built from.
enum GalleySource {
    static func root() throws(PreviewError) -> URL {
        let environment = ProcessInfo.processInfo.environment["GALLEY_SOURCE_ROOT"]
        let root =
            environment.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = root.appendingPathComponent("Package.swift").path
        let module = root.appendingPathComponent("Sources/SwiftUI").path
        guard FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: module) else {
            throw .build(
                "Galley's sources are not at \(root.path) (render preview builds previews against them); "
                    + "set GALLEY_SOURCE_ROOT to a Galley checkout"
            )
        }
        return root.standardizedFileURL
    }

    /// Changes whenever a file a preview build compiles or reads changes:
    /// Galley's manifest, fonts and the sources of its modules other than
    /// ``outsidePreviews``, by path, size and modification time.
    static func fingerprint(of root: URL) -> String {
        var hash = StableHash()
        for item in ["Package.swift", "Fonts"] {
            hash.combine(FileStatus.listing(of: root.appendingPathComponent(item)))
        }
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for module in modules.sorted() where !outsidePreviews.contains(module) {
            hash.combine(FileStatus.listing(of: sources.appendingPathComponent(module)))
        }
        return hash.hex
    }

    /// Galley's modules that no preview program depends on (a test keeps
    /// this true): changing them rebuilds no preview, and an unchanged run
    /// does not look at their files. The scanner's sources are
    /// fingerprinted by its own build (``ScannerBuild``).
    static let outsidePreviews: Set<String> = [
        "render", "GalleyPreview", "GalleyPreviewScan", "GalleyPreviewScanner", "galley-preview-scanner",
        "GalleyCheck", "GalleySweep", "GalleySnapshotTesting", "GalleyScene",
    ]
}

/// The folder `render preview` keeps its builds in: `GALLEY_CACHE_DIR`,
/// else `$XDG_CACHE_HOME/galley`, else `~/.cache/galley`.
public enum PreviewCache {
    public static var defaultDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["GALLEY_CACHE_DIR"], !folder.isEmpty { return URL(fileURLWithPath: folder) }
        if let folder = environment["XDG_CACHE_HOME"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).appendingPathComponent("galley")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/galley")
    }
}
