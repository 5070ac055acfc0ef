import Foundation

/// Which user file each compiled copy is: the compiler and `fatalError`
/// name the copies, messages name the user's files.
struct SourceMap: Sendable {
    /// The copies' file names (`003_Card.swift`) and the files they copy.
    private(set) var files: [String: URL] = [:]
    /// The folder of the copies, which is also the module's name.
    let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    mutating func add(copy name: String, of file: URL) {
        files[name] = file
    }

    /// The user's file for a copy's absolute path.
    func userFile(forCopy path: String) -> URL? {
        let url = URL(fileURLWithPath: path)
        guard url.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path else { return nil }
        return files[url.lastPathComponent]
    }

    /// `text` with every mention of a copy, by path or as `Module/name`
    /// (`#fileID`), replaced by the user's file, relative to the working folder.
    func translate(_ text: String) -> String {
        var text = text
        for (name, file) in files.sorted(by: { $0.key < $1.key }) {
            let user = Self.relative(file.path)
            text = text.replacingOccurrences(of: folder.appendingPathComponent(name).path, with: user)
            text = text.replacingOccurrences(of: folder.lastPathComponent + "/" + name, with: user)
        }
        return text
    }

    static func relative(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
