import Foundation
import Galley

/// A scene file to check and the name its references go by.
public struct SceneFile: Sendable, Hashable {
    /// The references' name: the path below the folder given, without
    /// ".json" (`cards/small` for `Examples/cards/small.json`).
    public let name: String
    public let url: URL

    public init(name: String, url: URL) {
        self.name = name
        self.url = url
    }

    /// The scenes that `paths` name, sorted by name: each file given, and
    /// every `.json` file inside each folder given (its subfolders too,
    /// but not hidden ones, Swift packages' folders (with a `Package.swift`:
    /// their JSON is a build's or references, not scenes) or the folders in
    /// `excluding`). Each folder is
    /// walked once, however many symbolic links lead to it, so a link to a
    /// folder above it ends the walk instead of looping.
    ///
    /// Fails when a path does not exist, a folder holds no scene, or two
    /// scenes would share one name, and therefore one reference.
    public static func collect(_ paths: [String], excluding excluded: [URL] = []) throws(MessageError) -> [SceneFile] {
        let manager = FileManager.default
        let excludedPaths = Set(excluded.map { $0.standardizedFileURL.resolvingSymlinksInPath().path })
        var files: [SceneFile] = []
        var visited = Set<FolderIdentity>()
        for path in paths {
            guard !path.isEmpty else { throw MessageError("an empty path names no scene file or folder") }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw MessageError("\(path): no such file or folder")
            }
            let url = URL(fileURLWithPath: path)
            guard isFolder.boolValue else {
                files.append(SceneFile(name: url.deletingPathExtension().lastPathComponent, url: url))
                continue
            }
            let found = scenes(in: url, prefix: "", excluding: excludedPaths, visited: &visited)
            guard !found.isEmpty else { throw MessageError("\(path): no scene files (*.json) in this folder") }
            files += found
        }
        files.sort { ($0.name, $0.url.path) < ($1.name, $1.url.path) }
        for (first, second) in zip(files, files.dropFirst()) where first.name == second.name {
            throw MessageError(
                """
                \(first.url.relativePath) and \(second.url.relativePath) would share the reference \
                \"\(first.name)\"; check them separately
                """
            )
        }
        return files
    }

    private static func scenes(
        in folder: URL, prefix: String, excluding excluded: Set<String>, visited: inout Set<FolderIdentity>
    ) -> [SceneFile] {
        let manager = FileManager.default
        guard let identity = FolderIdentity(folder.path), visited.insert(identity).inserted,
            !excluded.contains(folder.standardizedFileURL.resolvingSymlinksInPath().path),
            let entries = try? manager.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        var found: [SceneFile] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { continue }
                found += scenes(in: url, prefix: prefix + entry + "/", excluding: excluded, visited: &visited)
            } else if entry.hasSuffix(".json") {
                found.append(SceneFile(name: prefix + String(entry.dropLast(5)), url: url))
            }
        }
        return found
    }
}

/// A folder as the file system knows it, whatever path led to it.
private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The folder at `path`, symbolic links followed; nil when it cannot be examined.
    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// One of N equal parts of a list, for splitting a check across CI jobs.
public struct Shard: Sendable, Hashable {
    /// Which part, from 1.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// Part `index` (1…count) of `count`; nil when that is not a part.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, as `--shard` takes it.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// This part's elements: every `count`-th, starting at `index - 1`.
    /// The parts of one list are disjoint, cover it, and differ in size by
    /// at most one.
    public func select<Element>(_ elements: [Element]) -> [Element] {
        stride(from: index - 1, to: elements.count, by: count).map { elements[$0] }
    }
}

extension SceneFile: CustomStringConvertible {
    public var description: String { name }
}
