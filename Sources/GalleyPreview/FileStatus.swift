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
        if FileStatus(path: url.path)?.isFolder == true {
            for relative in FileManager.default.enumerator(atPath: url.path)?.compactMap({ $0 as? String }) ?? [] {
                add(url.path + "/" + relative)
            }
        }
        return lines.sorted().joined(separator: "\n")
    }
}
