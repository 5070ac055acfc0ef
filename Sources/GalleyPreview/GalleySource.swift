import Foundation

/// Where Galley's own package is: the scratch package builds the user's
/// previews against its SwiftUI module. `GALLEY_SOURCE_ROOT` names it;
/// otherwise it is the checkout this program was built from.
enum GalleySource {
    static func root() throws(PreviewError) -> URL {
        let environment = ProcessInfo.processInfo.environment["GALLEY_SOURCE_ROOT"]
        let root = environment.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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

    /// Changes whenever a file of Galley's package changes: its manifest,
    /// sources and fonts, by path, size and modification time.
    static func fingerprint(of root: URL) -> String {
        var hash = StableHash()
        for item in ["Package.swift", "Sources", "Fonts"] {
            hash.combine(FileStatus.listing(of: root.appendingPathComponent(item)))
        }
        return hash.hex
    }
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
