import Foundation
import GalleyPreviewScan

/// A Swift package as SwiftPM reads it (`swift package dump-package`): its
/// targets with their folders, files, resources and dependencies, and the
/// packages it depends on.
public struct SwiftPackage: Sendable {
    /// The folder of its `Package.swift`.
    public let root: URL
    public let name: String
    public let targets: [Target]
    public let dependencies: [Dependency]
    /// Its products, each with the targets it is made of.
    public let products: [(name: String, targets: [String])]
    /// The packages it depends on by path (and theirs), read too: their
    /// targets build beside this package's, with Galley's SwiftUI.
    public internal(set) var localPackages: [SwiftPackage] = []

    /// SwiftPM's identity for it: its folder's name, lowercased.
    public var identity: String { root.lastPathComponent.lowercased() }

    /// The packages it depends on that are not read as local packages.
    public var remoteDependencies: [Dependency] {
        let local = Set(([self] + localPackages).map(\.identity))
        var seen: Set<String> = []
        return (dependencies + localPackages.flatMap(\.dependencies)).filter { dependency in
            !local.contains(dependency.identity.lowercased()) && seen.insert(dependency.identity.lowercased()).inserted
        }
    }

    /// Reads the packages this one depends on by path, and theirs, at most
    /// `depth` levels down; one whose manifest cannot be read stays a plain
    /// dependency (SwiftPM's message then names it).
    mutating func readLocalPackages(depth: Int = 4, timeLimit: Double) {
        var visited: Set<String> = [root.path]
        var pending: [(SwiftPackage, Int)] = [(self, 0)]
        var found: [SwiftPackage] = []
        while let (package, level) = pending.popLast() {
            guard level < depth else { continue }
            for dependency in package.dependencies {
                guard case .path(let path) = dependency.source else { continue }
                let folder = URL(fileURLWithPath: path).standardizedFileURL
                guard visited.insert(folder.path).inserted,
                    FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                    let local = try? SwiftPackage(root: folder, timeLimit: timeLimit)
                else { continue }
                found.append(local)
                pending.append((local, level + 1))
            }
        }
        localPackages = found
    }

    /// A target as its manifest declares it.
    public struct Target: Sendable {
        public enum Kind: String, Sendable {
            case regular, executable, test, macro, system, binary, plugin
        }

        public let name: String
        public let kind: Kind
        /// The folder holding its sources.
        public let folder: URL
        /// Paths it leaves out.
        let exclude: [URL]
        /// The paths its sources are limited to, when it names them.
        let sources: [URL]?
        let resources: [Resource]
        let dependencies: [TargetDependency]
        let settings: [Setting]
    }

    struct Resource: Sendable {
        enum Rule: String, Sendable { case process, copy, embedInCode }
        var rule: Rule
        /// Relative to the target's folder.
        var path: String
    }

    /// One of a target's dependencies: another target of the package, or a
    /// product of another package; `platforms` limits it (nil: everywhere).
    enum TargetDependency: Sendable {
        case target(String, platforms: [String]?)
        /// A target of this package or a product of the same name in a dependency.
        case byName(String, platforms: [String]?)
        case product(String, package: String?, platforms: [String]?)
    }

    /// A Swift setting: `-D` defines and features; others are not carried over.
    enum Setting: Sendable {
        /// `releaseOnly`: `.when(configuration: .release)`, which a preview's debug build leaves out.
        case define(String, platforms: [String]?, releaseOnly: Bool)
        case upcomingFeature(String)
        case experimentalFeature(String)
    }

    /// A package this one depends on, as its manifest names it.
    public struct Dependency: Sendable {
        public enum Source: Sendable {
            case url(String, Requirement)
            case path(String)
        }

        public enum Requirement: Sendable {
            case range(String, String)
            case exact(String)
            case branch(String)
            case revision(String)
        }

        /// SwiftPM's identity: the last part of its URL or path, lowercased.
        public let identity: String
        public let source: Source
    }

    /// The package whose manifest is `root/Package.swift`, read by SwiftPM
    /// within `timeLimit` seconds.
    public init(root: URL, timeLimit: Double = 120) throws(PreviewError) {
        let manifest = root.appendingPathComponent("Package.swift")
        // A scratch path of its own (never created): SwiftPM otherwise locks
        // the package's `.build` and waits for any build running there.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-manifest-\(UUID().uuidString)")
        let run = try CommandRunner.capture(
            "swift", ["package", "dump-package", "--package-path", root.path, "--scratch-path", scratch.path], in: root,
            timeLimit: timeLimit
        )
        try? FileManager.default.removeItem(at: scratch)
        guard run.status == 0, let data = run.output.data(using: .utf8) else {
            let detail = run.errors.split(separator: "\n").filter { !$0.contains("warning:") }.prefix(8).joined(
                separator: "\n")
            throw .input(
                """
                \(WorkingFolder.relative(manifest.path)): SwiftPM could not read the package's \
                manifest:\n\(detail.isEmpty ? run.output : detail)
                """
            )
        }
        do {
            self = try Self(dump: data, root: root.standardizedFileURL)
        } catch {
            throw .input(
                """
                \(WorkingFolder.relative(manifest.path)): SwiftPM's description of the package was not understood: \
                \(error)
                """
            )
        }
    }

    init(root: URL, name: String, targets: [Target], dependencies: [Dependency], products: [(String, [String])]) {
        self.root = root
        self.name = name
        self.targets = targets
        self.dependencies = dependencies
        self.products = products.map { (name: $0.0, targets: $0.1) }
    }

    /// What `folders`, in no package, hold of packages: an Xcode app's
    /// folder with a package of its own modules beside its files, say. A
    /// package named for the first folder, of no targets, that depends by
    /// path on each package found (at most ``maximumNestedPackages``, the
    /// outermost, not in hidden or build folders), read as its local
    /// packages; nil when there are none.
    static func workspace(of folders: [URL], timeLimit: Double) -> SwiftPackage? {
        var roots: [URL] = []
        search: for folder in folders {
            guard
                let walker = FileManager.default.enumerator(
                    at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
                let name = url.lastPathComponent
                if name.hasPrefix(".build") || skippedFolders.contains(name) || name.hasSuffix(".xcodeproj")
                    || name.hasSuffix(".xcassets") || walker.level > 4
                {
                    walker.skipDescendants()
                } else if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                    roots.append(url.standardizedFileURL)
                    walker.skipDescendants()
                    if roots.count >= maximumNestedPackages { break search }
                }
            }
        }
        guard let first = folders.first, !roots.isEmpty else { return nil }
        var workspace = SwiftPackage(
            root: first.standardizedFileURL, name: first.lastPathComponent, targets: [],
            dependencies: roots.sorted { $0.path < $1.path }.map {
                Dependency(identity: $0.lastPathComponent.lowercased(), source: .path($0.path))
            },
            products: [])
        workspace.readLocalPackages(timeLimit: timeLimit)
        return workspace
    }

    /// Folders of other people's code, whose packages a folder's files do
    /// not build beside theirs: Xcode's and Carthage's checkouts, CocoaPods', npm's.
    private static let skippedFolders: Set<String> = [
        "DerivedData", "SourcePackages", "Carthage", "Pods", "node_modules", "checkouts",
    ]

    /// The folders of the packages it depends on by path, read or not:
    /// their files are none of a folder's.
    var pathDependencyFolders: [String] {
        dependencies.compactMap { dependency in
            if case .path(let path) = dependency.source {
                URL(fileURLWithPath: path).standardizedFileURL.path
            } else {
                nil
            }
        }
    }

    /// The most packages read in a folder that is in none.
    static let maximumNestedPackages = 16

    /// Every target of the package and of its local packages.
    var allTargets: [Target] { targets + localPackages.flatMap(\.targets) }

    /// The folder of the package that `url` lies in: the nearest folder at
    /// or above it with a `Package.swift`.
    public static func root(containing url: URL) -> URL? {
        var folder = url.standardizedFileURL.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder = folder.deletingLastPathComponent()
        }
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The target, of this package or a local one, whose sources hold
    /// `url` (a file or folder), unless the target leaves it out.
    public func target(containing url: URL) -> Target? {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return
            allTargets
            .filter { Self.path(path, isIn: $0.folder.path) }
            .max { $0.folder.path.count < $1.folder.path.count }
            .flatMap { target in target.excludes(path) ? nil : target }
    }

    static func path(_ path: String, isIn folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
