import Foundation
import GalleyCairo
import GalleyPreviewScan

/// The Swift files given to `render preview`, read for their previews.
///
/// Files in a Swift package's targets are read as SwiftPM builds them:
/// each target a module, with its files, resources and dependencies as the
/// manifest declares them (``SwiftPackage``). Other files — a folder
/// outside any package, or beside the package's targets — compile together
/// as one module, so previews can use the folder's other types (and
/// import the package's targets).
public struct PreviewProject {
    /// The Swift files compiled, sorted by path.
    public let files: [URL]
    /// The previews drawn: those of the files given, without syntax
    /// errors, in file then source order.
    public let previews: [PreviewDeclaration]
    /// The syntax errors, by file; those files are left out of the build.
    public let syntaxErrors: [SourceDiagnostic]
    /// Folders to look for `Image("name")` and `Color("Name")` assets in.
    public let assetFolders: [URL]
    /// The files and folders given.
    public let inputs: [URL]
    /// The package the inputs are in, when some are in its targets.
    public let package: SwiftPackage?
    /// Targets that are not built, each with why; their previews, and
    /// those of targets that depend on them, are not drawn.
    public internal(set) var skippedTargets: [String] = []
    /// Files in the folders given that are not read, with why (a link to nothing).
    public internal(set) var leftOutFiles: [String] = []
    /// The modules compiled: the package's targets, then the files outside
    /// them (the module that also holds the program's entry point).
    var modules: [PreviewModule]
    /// Names the build folder: the same inputs reuse it.
    let identity: String

    /// The largest source file read.
    public static let maximumFileSize = 4 << 20

    /// The project of `inputs`, its `#if`s read with `conditions`'s
    /// platform; in a package, only the previews of the targets named in
    /// `targets` when it is not empty. `scanner` reads the files.
    public init(
        inputs: [URL], conditions: PreviewConditions = .iOS, targets: [String] = [], manifestTimeLimit: Double = 120,
        scanner: SourceScanner = SourceScanner()
    ) throws(PreviewError) {
        guard !inputs.isEmpty else { throw .input("no Swift file or folder given") }
        self.inputs = inputs.map(\.standardizedFileURL)
        var identity = StableHash()
        identity.combine(conditions.rawValue)
        for target in targets { identity.combine("target " + target) }
        var folders: Set<URL> = []
        for input in self.inputs {
            identity.combine(input.path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isFolder) else {
                throw .input("\(input.path): no such file or folder")
            }
            if isFolder.boolValue {
                folders.insert(input)
            } else {
                guard input.pathExtension == "swift" else { throw .input("\(input.path): not a Swift file (.swift)") }
                folders.insert(input.deletingLastPathComponent())
            }
        }
        let package = try Self.package(of: self.inputs, manifestTimeLimit: manifestTimeLimit)
        self.package = package
        guard package != nil || targets.isEmpty else {
            throw .input(
                """
                --target names a package's target, and \
                \(self.inputs.map { WorkingFolder.relative($0.path) }.joined(separator: ", ")) is in no Swift \
                package
                """
            )
        }
        var plan = ProjectPlan(package: package, conditions: conditions, scanner: scanner)
        try plan.add(inputs: self.inputs, targets: targets)
        modules = try plan.modules()
        skippedTargets = plan.skipped
        if let package {
            // Packages found in the folder whose manifests SwiftPM could not read, their files with them.
            let read = Set(package.localPackages.map(\.root.standardizedFileURL.path))
            for folder in package.pathDependencyFolders where package.targets.isEmpty && !read.contains(folder) {
                skippedTargets.append(
                    "package \(WorkingFolder.relative(folder)) is not built: SwiftPM could not read its Package.swift")
            }
        }
        leftOutFiles = plan.leftOut
        let scans = modules.flatMap(\.scans)
        files = scans.map(\.file).sorted { $0.path < $1.path }
        guard !files.isEmpty || !skippedTargets.isEmpty else {
            throw .input("\(inputs.map(\.path).joined(separator: ", ")): no Swift files")
        }
        previews = modules.flatMap { $0.scans.flatMap { scan in scan.previews.filter(plan.isChosen) } }
        syntaxErrors = scans.flatMap(\.syntaxErrors)
        assetFolders = (folders.union(modules.compactMap(\.folder))).sorted { $0.path < $1.path }
        self.identity = identity.hex
    }

    /// The package every input is in, read; nil when none is (or the
    /// package is Galley's own, whose modules the previews build against).
    private static func package(of inputs: [URL], manifestTimeLimit: Double) throws(PreviewError) -> SwiftPackage? {
        // Folders in no package may hold packages: an app's folder with its own beside it.
        let workspace = { SwiftPackage.workspace(of: inputs.filter { $0.pathExtension != "swift" }, timeLimit: $0) }
        let roots = Set(inputs.compactMap(SwiftPackage.root(containing:)))
        guard let root = roots.first else { return workspace(manifestTimeLimit) }
        guard roots.count == 1 else {
            throw .input(
                """
                the inputs are in different Swift packages \
                (\(roots.map { WorkingFolder.relative($0.path) }.sorted().joined(separator: ", "))); give one \
                package at a time
                """
            )
        }
        if let galley = try? GalleySource.root(), galley.resolvingSymlinksInPath().path == root.path {
            return workspace(manifestTimeLimit)
        }
        var package = try SwiftPackage(root: root, timeLimit: manifestTimeLimit)
        package.readLocalPackages(timeLimit: manifestTimeLimit)
        return package
    }

    static func read(_ file: URL) throws(PreviewError) -> String {
        let size = FileStatus(path: file.path)?.size ?? 0
        guard size <= maximumFileSize else {
            throw .input("\(file.path): \(size) bytes; source files of at most \(maximumFileSize) bytes are read")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .input("\(file.path): cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .input("\(file.path): not UTF-8 text") }
        return text
    }

    /// The Swift files under `folder` outside `skipping` (a package's
    /// target folders), leaving out hidden folders, build folders, asset
    /// catalogues and test targets (folders named `…Tests`).
    static func swiftFiles(in folder: URL, skipping: Set<String> = []) -> [URL] {
        // A folder given as a link is read where it leads (links inside are not followed).
        guard
            let walker = FileManager.default.enumerator(
                at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name == ".build" || name.hasPrefix(".build") || name == "DerivedData" || name.hasSuffix(".xcassets")
                    || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
                    || skipping.contains(url.standardizedFileURL.path)
                {
                    walker.skipDescendants()
                }
            } else if url.pathExtension == "swift", name != "Package.swift" {
                files.append(url.standardizedFileURL)
            }
        }
        return files
    }
}

/// One module of a preview build: a package's target, or the files given
/// outside any target.
extension PreviewProject {
    /// What `Bundle.main` holds when the previews run (``MainBundle``): the
    /// resource files in the folders given, or of the files given, outside
    /// the package's targets; none when every file is in a target.
    var mainBundleResources: [URL] {
        guard modules.contains(where: { $0.name == nil }) else { return [] }
        let folders = inputs.map { $0.pathExtension == "swift" ? $0.deletingLastPathComponent() : $0 }
        let targets = Set(modules.compactMap { $0.folder?.standardizedFileURL.path })
        return MainBundle.resources(in: Array(Set(folders)), skipping: targets)
    }
}

struct PreviewModule {
    /// The module's name: the target's; nil for the files outside targets,
    /// which the builder names.
    var name: String?
    var kind: SwiftPackage.Target.Kind = .regular
    /// The target's folder, which its resources are relative to.
    var folder: URL?
    /// Its files, read (those with syntax errors are not compiled).
    var scans: [SourceScan]
    /// The package's targets it depends on, by name.
    var dependencies: [String] = []
    /// The other packages' products it depends on.
    var products: [(name: String, package: String)] = []
    var resources: [SwiftPackage.Resource] = []
    var defines: [String] = []
    var features: [SwiftPackage.Setting] = []

    /// The files compiled.
    var compiledScans: [SourceScan] { scans.filter(\.syntaxErrors.isEmpty) }
}
