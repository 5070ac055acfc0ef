import Foundation

/// The Swift files given to `render preview`, read for their previews.
/// A folder's files (subfolders too) compile together, so previews can use
/// the folder's other types.
public struct PreviewProject {
    /// The Swift files, sorted by path.
    public let files: [URL]
    /// Every preview of the files without syntax errors, in file then source order.
    public let previews: [PreviewDeclaration]
    /// The syntax errors, by file; those files are left out of the build.
    public let syntaxErrors: [SourceDiagnostic]
    /// Folders to look for `Image("name")` and `Color("Name")` assets in.
    public let assetFolders: [URL]
    /// The files and folders given.
    public let inputs: [URL]
    let scans: [SourceScan]
    /// Names the build folder: the same inputs reuse it.
    let identity: String

    /// The largest source file read.
    public static let maximumFileSize = 4 << 20

    /// The project of `inputs`, its `#if`s read with `conditions`'s platform.
    public init(inputs: [URL], conditions: PreviewConditions = .iOS) throws(PreviewError) {
        guard !inputs.isEmpty else { throw .input("no Swift file or folder given") }
        self.inputs = inputs.map(\.standardizedFileURL)
        var files: Set<URL> = []
        var folders: Set<URL> = []
        var identity = StableHash()
        identity.combine(conditions.rawValue)
        for input in inputs {
            let url = input.standardizedFileURL
            identity.combine(url.path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw .input("\(input.path): no such file or folder")
            }
            if isFolder.boolValue {
                folders.insert(url)
                files.formUnion(Self.swiftFiles(in: url))
            } else {
                guard url.pathExtension == "swift" else { throw .input("\(input.path): not a Swift file (.swift)") }
                folders.insert(url.deletingLastPathComponent())
                files.insert(url)
            }
        }
        guard !files.isEmpty else {
            throw .input("\(inputs.map(\.path).joined(separator: ", ")): no Swift files")
        }
        var scans: [SourceScan] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            scans.append(SourceScan(file: file, text: try Self.read(file), conditions: conditions))
        }
        self.files = scans.map(\.file)
        self.scans = scans
        previews = scans.flatMap(\.previews)
        syntaxErrors = scans.flatMap(\.syntaxErrors)
        assetFolders = folders.sorted { $0.path < $1.path }
        self.identity = identity.hex
    }

    /// The scans of the files that compile (no syntax errors).
    var compiledScans: [SourceScan] { scans.filter(\.syntaxErrors.isEmpty) }

    private static func read(_ file: URL) throws(PreviewError) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= maximumFileSize else {
            throw .input("\(file.path): \(size) bytes; source files of at most \(maximumFileSize) bytes are read")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { throw .input("\(file.path): cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw .input("\(file.path): not UTF-8 text") }
        return text
    }

    /// The Swift files under `folder`, leaving out hidden folders, build
    /// folders, asset catalogues and test targets (folders named `…Tests`).
    private static func swiftFiles(in folder: URL) -> [URL] {
        // A folder given as a link is read where it leads (links inside are not followed).
        guard let walker = FileManager.default.enumerator(
            at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name == ".build" || name.hasPrefix(".build") || name == "DerivedData" || name.hasSuffix(".xcassets")
                    || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj") {
                    walker.skipDescendants()
                }
            } else if url.pathExtension == "swift", name != "Package.swift" {
                files.append(url.standardizedFileURL)
            }
        }
        return files
    }
}
