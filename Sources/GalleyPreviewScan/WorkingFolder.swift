import Foundation

/// How messages name files: relative to the working folder when inside it.
package enum WorkingFolder {
    package static func relative(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
