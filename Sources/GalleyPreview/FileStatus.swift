import Foundation

/// A file's kind, size and modification time, read with `stat(2)`.
/// Foundation's attributes and resource values also look up the owner's
/// and group's names, reading /etc/passwd and /etc/group for every file:
/// most of an unchanged preview run's time went there.
struct FileStatus: Equatable {
    var isFolder: Bool
    var size: Int
    /// Seconds since 1970, to the nanosecond.
    var modified: Double
    /// Which file it is: the same for two hard links to one file.
    var identity: [UInt64]

    /// The status of the file at `path` (links followed); nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        size = Int(info.st_size)
        modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    var modificationDate: Date { Date(timeIntervalSince1970: modified) }
}

extension FileStatus {
    /// The paths, sizes and modification times of the files under `url`
    /// (of `url` itself when a file), one a line, sorted: changes whenever
    /// one of them does.
    static func listing(of url: URL) -> String {
        var lines: [String] = []
        func add(_ path: String) {
            guard let status = FileStatus(path: path) else { return }
            lines.append("\(path) \(status.isFolder ? -1 : status.size) \(status.modified)")
        }
        add(url.path)
        if FileStatus(path: url.path)?.isFolder == true { walk(url.path, add) }
        return lines.sorted().joined(separator: "\n")
    }

    /// Calls `visit` with the path of everything under the folder `path`,
    /// not descending into symbolic links. Read with readdir(3): Foundation's
    /// enumerator took a third of an unchanged preview run's own time.
    static func walk(_ path: String, _ visit: (String) -> Void) {
        guard let folder = opendir(path) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let child = path + "/" + name
            visit(child)
            var info = stat()
            let kind = entry.pointee.d_type
            let isFolder =
                kind == UInt8(DT_DIR)
                || (kind == UInt8(DT_UNKNOWN) && lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)
            if isFolder { walk(child, visit) }
        }
    }
}
