import Foundation

// A target's files, resources and conditional settings.
extension SwiftPackage.Target {
    /// Whether `path` is left out of the target by `exclude:` or `sources:`.
    func excludes(_ path: String) -> Bool {
        if exclude.contains(where: { SwiftPackage.path(path, isIn: $0.path) }) { return true }
        guard let sources else { return false }
        // A folder above the named sources is not left out: files in it may be.
        return !sources.contains { SwiftPackage.path(path, isIn: $0.path) || SwiftPackage.path($0.path, isIn: path) }
    }

    /// Its Swift files, as SwiftPM finds them: under its folder (or the
    /// sources it names), hidden files and excluded paths left out, and
    /// nothing inside a resource folder or an Xcode bundle.
    func swiftFiles() -> [URL] {
        var files: [URL] = []
        let resourcePaths = resources.map { folder.appendingPathComponent($0.path).standardizedFileURL.path }
        for start in sources ?? [folder] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if start.pathExtension == "swift", !excludes(start.path) { files.append(start) }
                continue
            }
            guard
                let walker = FileManager.default.enumerator(
                    at: start, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
                )
            else { continue }
            for case let url as URL in walker {
                let path = url.standardizedFileURL.path
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if excludes(path) || resourcePaths.contains(path) || Self.isBundle(url) { walker.skipDescendants() }
                } else if url.pathExtension == "swift", !excludes(path), !resourcePaths.contains(path),
                    !Self.isManifest(url)
                {
                    files.append(url.standardizedFileURL)
                }
            }
        }
        return Array(Set(files)).sorted { $0.path < $1.path }
    }

    /// Whether `url` is a package manifest (`Package.swift`,
    /// `Package@swift-6.0.swift`): a target whose path is its package's
    /// folder (`path: "."`) holds its own, which SwiftPM leaves out, and
    /// one in a folder below belongs to a package of its own.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Its resources: those it declares, and the Xcode bundles (asset
    /// catalogues, string tables) in its folder, which SwiftPM takes as
    /// resources unasked.
    func allResources() -> [SwiftPackage.Resource] {
        var found = resources
        let declared = Set(resources.map { folder.appendingPathComponent($0.path).standardizedFileURL.path })
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            )
        else { return found }
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            if declared.contains(path) || excludes(path) {
                walker.skipDescendants()
            } else if Self.isBundle(url) {
                walker.skipDescendants()
                found.append(SwiftPackage.Resource(rule: .copy, path: String(path.dropFirst(folder.path.count + 1))))
            }
        }
        return found
    }

    private static func isBundle(_ url: URL) -> Bool {
        ["xcassets", "lproj", "xcdatamodeld", "xcdatamodel", "bundle"].contains(url.pathExtension)
    }

    /// The `-D` names it sets for a debug build on `platform` (SwiftPM's
    /// platform names: "ios", "linux").
    func defines(on platform: String) -> [String] {
        settings.compactMap { setting in
            guard case .define(let name, let platforms, let releaseOnly) = setting, !releaseOnly else { return nil }
            return Self.applies(platforms, on: platform) ? name : nil
        }
    }

    /// Whether a condition's platforms hold on `platform`: none named (a
    /// configuration-only condition) means every platform.
    private static func applies(_ platforms: [String]?, on platform: String) -> Bool {
        guard let platforms, !platforms.isEmpty else { return true }
        return platforms.contains(platform)
    }

    /// The names of the targets and products it depends on for `platform`.
    func dependencyNames(on platform: String) -> [SwiftPackage.TargetDependency] {
        dependencies.filter { dependency in
            switch dependency {
            case .target(_, let platforms), .byName(_, let platforms), .product(_, _, let platforms):
                Self.applies(platforms, on: platform)
            }
        }
    }
}
