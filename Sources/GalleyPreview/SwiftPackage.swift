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
        self.root = root.standardizedFileURL
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
                "\(WorkingFolder.relative(manifest.path)): SwiftPM could not read the package's manifest:\n\(detail.isEmpty ? run.output : detail)"
            )
        }
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: data)
        } catch {
            throw .input(
                "\(WorkingFolder.relative(manifest.path)): SwiftPM's description of the package was not understood: \(error)"
            )
        }
        name = dump.name
        dependencies = dump.dependencies.compactMap(\.dependency)
        products = (dump.products ?? []).map { ($0.name, $0.targets) }
        let standardized = root.standardizedFileURL
        targets = dump.targets.map { $0.target(in: standardized) }
    }

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

    /// The target whose sources hold `url` (a file or folder), unless the
    /// target leaves it out.
    public func target(containing url: URL) -> Target? {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return
            targets
            .filter { Self.path(path, isIn: $0.folder.path) }
            .max { $0.folder.path.count < $1.folder.path.count }
            .flatMap { target in target.excludes(path) ? nil : target }
    }

    static func path(_ path: String, isIn folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

extension SwiftPackage.Target {
    /// Whether `path` is left out of the target by `exclude:` or `sources:`.
    func excludes(_ path: String) -> Bool {
        if exclude.contains(where: { SwiftPackage.path(path, isIn: $0.path) }) { return true }
        guard let sources else { return false }
        // A folder above the named sources is not left out: files in it may be.
        return !sources.contains { SwiftPackage.path(path, isIn: $0.path) || SwiftPackage.path($0.path, isIn: path) }
    }

    /// Its Swift files, as SwiftPM finds them: under its folder (or the
    /// sources it names), hidden files and excluded paths left out, and
    /// nothing inside a resource folder or an Xcode bundle.
    func swiftFiles() -> [URL] {
        var files: [URL] = []
        let resourcePaths = resources.map { folder.appendingPathComponent($0.path).standardizedFileURL.path }
        for start in sources ?? [folder] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if start.pathExtension == "swift", !excludes(start.path) { files.append(start) }
                continue
            }
            guard
                let walker = FileManager.default.enumerator(
                    at: start, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
                )
            else { continue }
            for case let url as URL in walker {
                let path = url.standardizedFileURL.path
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if excludes(path) || resourcePaths.contains(path) || Self.isBundle(url) { walker.skipDescendants() }
                } else if url.pathExtension == "swift", !excludes(path), !resourcePaths.contains(path),
                    !Self.isManifest(url)
                {
                    files.append(url.standardizedFileURL)
                }
            }
        }
        return Array(Set(files)).sorted { $0.path < $1.path }
    }

    /// Whether `url` is a package manifest (`Package.swift`,
    /// `Package@swift-6.0.swift`): a target whose path is its package's
    /// folder (`path: "."`) holds its own, which SwiftPM leaves out, and
    /// one in a folder below belongs to a package of its own.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Its resources: those it declares, and the Xcode bundles (asset
    /// catalogues, string tables) in its folder, which SwiftPM takes as
    /// resources unasked.
    func allResources() -> [SwiftPackage.Resource] {
        var found = resources
        let declared = Set(resources.map { folder.appendingPathComponent($0.path).standardizedFileURL.path })
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            )
        else { return found }
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            if declared.contains(path) || excludes(path) {
                walker.skipDescendants()
            } else if Self.isBundle(url) {
                walker.skipDescendants()
                found.append(SwiftPackage.Resource(rule: .copy, path: String(path.dropFirst(folder.path.count + 1))))
            }
        }
        return found
    }

    private static func isBundle(_ url: URL) -> Bool {
        ["xcassets", "lproj", "xcdatamodeld", "xcdatamodel", "bundle"].contains(url.pathExtension)
    }

    /// The `-D` names it sets for a debug build on `platform` (SwiftPM's
    /// platform names: "ios", "linux").
    func defines(on platform: String) -> [String] {
        settings.compactMap { setting in
            guard case .define(let name, let platforms, let releaseOnly) = setting, !releaseOnly else { return nil }
            return Self.applies(platforms, on: platform) ? name : nil
        }
    }

    /// Whether a condition's platforms hold on `platform`: none named (a
    /// configuration-only condition) means every platform.
    private static func applies(_ platforms: [String]?, on platform: String) -> Bool {
        guard let platforms, !platforms.isEmpty else { return true }
        return platforms.contains(platform)
    }

    /// The names of the targets and products it depends on for `platform`.
    func dependencyNames(on platform: String) -> [SwiftPackage.TargetDependency] {
        dependencies.filter { dependency in
            switch dependency {
            case .target(_, let platforms), .byName(_, let platforms), .product(_, _, let platforms):
                Self.applies(platforms, on: platform)
            }
        }
    }
}

// MARK: - SwiftPM's JSON

extension SwiftPackage {
    private struct Dump: Decodable {
        var name: String
        var targets: [DumpTarget]
        var dependencies: [DumpDependency]
        var products: [DumpProduct]?
    }

    private struct DumpProduct: Decodable {
        var name: String
        var targets: [String]
    }

    private struct DumpTarget: Decodable {
        var name: String
        var type: String
        var path: String?
        var exclude: [String]
        var sources: [String]?
        var resources: [DumpResource]?
        var dependencies: [DumpTargetDependency]
        var settings: [DumpSetting]?

        func target(in root: URL) -> Target {
            let kind = Target.Kind(rawValue: type) ?? .regular
            let folder: URL
            if let path {
                folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            } else {
                // SwiftPM's predefined folders, in the order it looks.
                let parents =
                    kind == .test
                    ? ["Tests", "Sources", "Source", "src", "srcs"]
                    : kind == .plugin ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
                let candidates = parents.map { root.appendingPathComponent("\($0)/\(name)") }
                folder = candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
            }
            let standardized = folder.standardizedFileURL
            return Target(
                name: name, kind: kind, folder: standardized,
                exclude: exclude.map { standardized.appendingPathComponent($0).standardizedFileURL },
                sources: sources.map { $0.map { standardized.appendingPathComponent($0).standardizedFileURL } },
                resources: (resources ?? []).compactMap { $0.resource },
                dependencies: dependencies.compactMap(\.dependency),
                settings: (settings ?? []).compactMap(\.setting)
            )
        }
    }

    private struct DumpResource: Decodable {
        var path: String
        var rule: [String: AnyDecodable]

        var resource: Resource? {
            guard let rule = rule.keys.compactMap(Resource.Rule.init(rawValue:)).first else { return nil }
            return Resource(rule: rule, path: path)
        }
    }

    private struct DumpCondition: Decodable {
        var platformNames: [String]?
        var config: String?
    }

    /// `{"byName": ["Name", condition]}`, `{"target": […]}`, `{"product": ["Name", "package", aliases, condition]}`.
    private struct DumpTargetDependency: Decodable {
        var dependency: TargetDependency?

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            guard let key = container.allKeys.first else { return }
            let list = try container.decode([Element].self, forKey: key)
            guard case .string(let name)? = list.first else { return }
            func condition(at index: Int) -> [String]? {
                guard index < list.count, case .condition(let condition) = list[index] else { return nil }
                return condition.platformNames
            }
            switch key.stringValue {
            case "byName": dependency = .byName(name, platforms: condition(at: 1))
            case "target": dependency = .target(name, platforms: condition(at: 1))
            case "product":
                let package: String? = if list.count > 1, case .string(let package) = list[1] { package } else { nil }
                dependency = .product(name, package: package, platforms: condition(at: 3))
            default: break
            }
        }

        /// One element of the list: a name, a condition, or what is not read.
        private enum Element: Decodable {
            case string(String)
            case condition(DumpCondition)
            case other

            init(from decoder: Decoder) throws {
                let value = try decoder.singleValueContainer()
                if value.decodeNil() {
                    self = .other
                } else if let text = try? value.decode(String.self) {
                    self = .string(text)
                } else if let condition = try? value.decode(DumpCondition.self) {
                    self = .condition(condition)
                } else {
                    self = .other
                }
            }
        }
    }

    private struct DumpSetting: Decodable {
        var tool: String
        var kind: [String: [String: AnyDecodable]]
        var condition: DumpCondition?

        var setting: Setting? {
            guard tool == "swift", let (name, values) = kind.first, let value = values["_0"]?.string else { return nil }
            switch name {
            case "define":
                return .define(value, platforms: condition?.platformNames, releaseOnly: condition?.config == "release")
            case "enableUpcomingFeature": return .upcomingFeature(value)
            case "enableExperimentalFeature": return .experimentalFeature(value)
            default: return nil
            }
        }
    }

    private struct DumpDependency: Decodable {
        var sourceControl: [DumpSourceControl]?
        var fileSystem: [DumpFileSystem]?

        var dependency: Dependency? {
            if let source = sourceControl?.first,
                let url = source.location.remote?.first?.urlString ?? source.location.local?.first
            {
                let requirement: Dependency.Requirement
                if let range = source.requirement.range?.first {
                    requirement = .range(range.lowerBound, range.upperBound)
                } else if let exact = source.requirement.exact?.first {
                    requirement = .exact(exact)
                } else if let branch = source.requirement.branch?.first {
                    requirement = .branch(branch)
                } else if let revision = source.requirement.revision?.first {
                    requirement = .revision(revision)
                } else {
                    return nil
                }
                return Dependency(identity: source.identity, source: .url(url, requirement))
            }
            if let local = fileSystem?.first {
                return Dependency(identity: local.identity, source: .path(local.path))
            }
            return nil
        }
    }

    private struct DumpSourceControl: Decodable {
        struct Location: Decodable {
            struct Remote: Decodable { var urlString: String }
            var remote: [Remote]?
            var local: [String]?
        }
        struct Requirement: Decodable {
            struct Range: Decodable { var lowerBound: String; var upperBound: String }
            var range: [Range]?
            var exact: [String]?
            var branch: [String]?
            var revision: [String]?
        }
        var identity: String
        var location: Location
        var requirement: Requirement
    }

    private struct DumpFileSystem: Decodable {
        var identity: String
        var path: String
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Any JSON value, kept only when it is a string.
    private struct AnyDecodable: Decodable {
        var string: String?
        init(from decoder: Decoder) throws {
            string = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}
