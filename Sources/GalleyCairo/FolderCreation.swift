import Foundation

/// Making a folder and the folders above it, with a reason when that
/// fails that names the path in the way.
public enum FolderCreation {
    /// Why a folder could not be made.
    public struct Failure: Error, CustomStringConvertible {
        /// The folder asked for.
        public let path: String
        /// What is wrong, naming the path in the way when it is not `path`.
        public let reason: String
        public var description: String { "\(path): cannot create the folder: \(reason)" }
    }

    /// Makes the folder at `url` and any missing above it; nothing when it
    /// is a folder already (or a link to one).
    public static func create(_ url: URL) throws(Failure) {
        let manager = FileManager.default
        if isFolder(url.path) { return }
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: url.relativePath, reason: reason(url))
        }
    }

    /// Whether `path` is a folder, links followed.
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Why `url` cannot be made: the nearest path at or above it that
    /// exists and is not a folder, or the system's reason for making the
    /// highest missing one.
    private static func reason(_ url: URL) -> String {
        var missing = url.standardizedFileURL
        var above = missing.deletingLastPathComponent()
        while above.path != missing.path {
            var status = stat()
            if stat(missing.path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    return missing.path == url.standardizedFileURL.path
                        ? "a file is in the way (it is not a folder)"
                        : "\(missing.path) is a file, not a folder"
                }
                break
            }
            if lstat(missing.path, &status) == 0 { return "\(missing.path) is a link to nothing" }
            if stat(above.path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { return "\(above.path) is a file, not a folder" }
                return access(above.path, W_OK | X_OK) == 0
                    ? "\(missing.path) cannot be made" : "\(above.path): \(String(cString: strerror(errno)))"
            }
            missing = above
            above = missing.deletingLastPathComponent()
        }
        return "a file or link is in the way"
    }
}
