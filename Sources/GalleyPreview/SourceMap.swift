import Foundation
import GalleyPreviewScan

/// Which user file each compiled copy is: the compiler and `fatalError`
/// name the copies, messages name the user's files.
struct SourceMap: Sendable {
    struct Entry: Sendable {
        var file: URL
        /// The module the copy is compiled in.
        var module: String
        /// Its lines as the compiler sees them, when others than the copy's
        /// own: a file whose previews are compiled in parts has them in place.
        var compiled: String?
    }

    /// The copies, by absolute path.
    private(set) var copies: [String: Entry] = [:]

    mutating func add(copy: URL, module: String, of file: URL, compiled: String? = nil) {
        copies[copy.standardizedFileURL.path] = Entry(file: file, module: module, compiled: compiled)
    }

    /// The user's file for a copy's absolute path.
    func userFile(forCopy path: String) -> URL? {
        copies[URL(fileURLWithPath: path).standardizedFileURL.path]?.file
    }

    /// A copy's text, with the lines its compilers see (``Entry/compiled``).
    func compiledText(ofCopy path: String) -> String? {
        guard let entry = copies[URL(fileURLWithPath: path).standardizedFileURL.path] else { return nil }
        return entry.compiled ?? (try? String(contentsOfFile: path, encoding: .utf8))
    }

    /// The module a copy is compiled in.
    func module(forCopy path: String) -> String? {
        copies[URL(fileURLWithPath: path).standardizedFileURL.path]?.module
    }

    /// `text` with every mention of a copy, by path or as `Module/name`
    /// (`#fileID`), replaced by the user's file, relative to the working folder.
    func translate(_ text: String) -> String {
        var text = text
        for (path, entry) in copies.sorted(by: { $0.key < $1.key }) {
            let user = WorkingFolder.relative(entry.file.path)
            text = text.replacingOccurrences(of: path, with: user)
            text = text.replacingOccurrences(
                of: entry.module + "/" + URL(fileURLWithPath: path).lastPathComponent, with: user)
        }
        return text
    }
}
