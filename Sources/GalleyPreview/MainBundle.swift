import Foundation

/// What `Bundle.main` holds when a preview runs: an app's resources, as
/// Xcode copies a target's JSON, sounds and pictures into the app (all at
/// its top, whatever their folder). Linux's Foundation takes the folder of
/// the running program for the main bundle, so each project's program runs
/// from a folder of its own: a link to the built program, and links to the
/// resource files found in the folders of the project's files outside
/// package targets (a package's targets have `Bundle.module`). `Bundle.main.url(forResource:withExtension:)`
/// then finds `missions.json` next to the sources.
enum MainBundle {
    /// The kinds of file Xcode copies into an app and code reads from `Bundle.main`.
    static let resourceExtensions: Set<String> = [
        "json", "geojson", "txt", "csv", "tsv", "xml", "plist", "yaml", "yml", "html", "css", "js", "md", "rtf",
        "png", "jpg", "jpeg", "gif", "heic", "webp", "pdf", "svg", "mp3", "m4a", "wav", "caf", "aiff", "mp4", "mov",
        "ttf", "otf", "usdz", "sqlite", "realm", "gpx",
    ]

    /// Folders that are not the app's resources: catalogues (read as
    /// assets), projects, localisations and tools' folders.
    static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || ["build", "Pods", "node_modules", "Carthage", "DerivedData"].contains(name)
            || [
                ".xcassets", ".xcodeproj", ".xcworkspace", ".lproj", ".playground", ".docc", ".bundle", ".framework",
                ".xctestplan",
            ]
            .contains { name.hasSuffix($0) }
    }

    /// At most this many files, and this many bytes, are linked in; the rest are left out.
    static let maximumFiles = 2_000
    static let maximumBytes = 512 << 20

    /// The resource files in `folders`, one per name (the first by path
    /// wins, as Xcode refuses two), `Info.plist` and the insides of
    /// `skipping` left out.
    static func resources(in folders: [URL], skipping: Set<String> = []) -> [URL] {
        var found: [String: URL] = [:]
        var bytes = 0
        for folder in folders.sorted(by: { $0.path < $1.path }) {
            guard
                let walker = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey, .fileSizeKey],
                    options: [.skipsHiddenFiles]
                )
            else { continue }
            var files: [(URL, Int)] = []
            for case let url as URL in walker {
                let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey, .fileSizeKey])
                if values?.isDirectory == true {
                    if isSkipped(folder: url.lastPathComponent) || skipping.contains(url.standardizedFileURL.path) {
                        walker.skipDescendants()
                    }
                    continue
                }
                guard values?.isRegularFile == true, resourceExtensions.contains(url.pathExtension.lowercased()),
                    url.lastPathComponent != "Info.plist"
                else { continue }
                files.append((url, values?.fileSize ?? 0))
            }
            for (url, size) in files.sorted(by: { $0.0.path < $1.0.path }) where found[url.lastPathComponent] == nil {
                guard found.count < maximumFiles, bytes + size <= maximumBytes else { break }
                found[url.lastPathComponent] = url
                bytes += size
            }
        }
        return found.values.sorted { $0.path < $1.path }
    }

    /// The folder `folder` holding a link to `executable` under its name,
    /// and a link to (or else a copy of) each resource, and nothing else.
    /// The program's path there.
    ///
    /// The folder is changed in place, each entry replaced by `rename(2)`
    /// and only when it is not already the same file: a program another
    /// render started from it keeps running, and finds its resources.
    static func prepare(executable: URL, resources: [URL], in folder: URL) throws(PreviewError) -> URL {
        let manager = FileManager.default
        let program = folder.appendingPathComponent(executable.lastPathComponent)
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try place(executable, at: program)
        } catch {
            throw .build("cannot prepare the previews' program in \(folder.path): \(error.localizedDescription)")
        }
        var wanted: Set<String> = [program.lastPathComponent]
        for resource in resources {
            let destination = folder.appendingPathComponent(resource.lastPathComponent)
            wanted.insert(destination.lastPathComponent)
            try? place(resource, at: destination)
        }
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where !wanted.contains(name) {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
        return program
    }

    /// Makes `destination` a link to `file` (a copy across file systems),
    /// unless it is one already; replaced in one step.
    private static func place(_ file: URL, at destination: URL) throws {
        if let existing = FileStatus(path: destination.path), existing.identity == FileStatus(path: file.path)?.identity
        {
            return
        }
        let staged = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).\(UUID().uuidString)")
        do {
            try FileManager.default.linkItem(at: file, to: staged)
        } catch {
            try FileManager.default.copyItem(at: file, to: staged)
        }
        guard rename(staged.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: staged)
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSLocalizedDescriptionKey: "cannot replace \(destination.path): \(reason)"])
        }
    }
}
