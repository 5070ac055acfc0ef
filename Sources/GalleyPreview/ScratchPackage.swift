import Foundation
import GalleyCairo

/// The package under the cache folder that previews are built in: one for
/// every project (each is a target of its own), so Galley is compiled once.
///
/// It holds the generated manifest, each project's sources (`Projects/`),
/// the folders its programs run from (`Run/`), and the stamps that say
/// what was built from what (`Stamps/`): a project's inputs, the hash of
/// what its program was built from, SwiftPM's plan and Galley's build. Two
/// builds share it one at a time (``lock()``).
struct ScratchPackage {
    let folder: URL

    /// The package at `folder`, created if need be.
    init(folder: URL) throws(PreviewError) {
        self.folder = folder
        do {
            try FolderCreation.create(folder.appendingPathComponent("Stamps"))
        } catch {
            throw .build("cannot create the preview build folder: \(error.description)")
        }
    }

    /// Waits for, then holds, the package for one build.
    func lock() throws(PreviewError) -> FileLock {
        try FileLock.forBuild(folder.appendingPathComponent(".lock"))
    }

    /// The program built for `target`.
    func executable(of target: String) -> URL {
        folder.appendingPathComponent(".build/debug/\(target)")
    }

    // MARK: - Build products

    private var products: URL {
        folder.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
    }

    /// Whether anything was built here yet.
    var hasProducts: Bool {
        FileManager.default.fileExists(atPath: products.path)
    }

    /// Removes the build products (the fetched packages stay), for a build from clean.
    func removeProducts() {
        try? FileManager.default.removeItem(at: products)
    }

    // MARK: - Stamps

    /// The stamp of SwiftPM's build plan: both manifests and Galley's files.
    static let planStamp = ".plan"
    /// The stamp of Galley's modules: built here, or taken from a release build.
    static let galleyStamp = ".galley"

    /// What the stamp `name` holds (a target's: the hash its program was built from).
    func stamp(of name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent("Stamps/\(name)"), encoding: .utf8)
    }

    /// Writes the stamp `name`, or removes it.
    func setStamp(of name: String, to value: String?) {
        let url = folder.appendingPathComponent("Stamps/\(name)")
        guard let value else { return (try? FileManager.default.removeItem(at: url)) ?? () }
        try? value.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Records the inputs of `target`'s project, touching its inputs file:
    /// ``pruneProjects(keeping:now:)`` goes by both.
    func record(inputs: [URL], of target: String) {
        setStamp(of: "\(target).inputs", to: inputs.map(\.path).joined(separator: "\n"))
    }

    /// Days a project's program is kept after its last use.
    static let unusedDays = 30

    /// Removes the programs of projects whose inputs are all gone (a
    /// temporary folder's, say) or that were not drawn for
    /// ``unusedDays`` days, so that the cache does not grow without end;
    /// with a package project, its targets' build products too, unless a
    /// kept project has targets of the same names.
    /// A project's inputs file is touched each time it is drawn.
    func pruneProjects(keeping target: String, now: Date = Date()) {
        let scratch = folder
        let manager = FileManager.default
        let stamps = scratch.appendingPathComponent("Stamps")
        try? manager.createDirectory(at: stamps, withIntermediateDirectories: true)
        let projects = (try? manager.contentsOfDirectory(atPath: scratch.appendingPathComponent("Projects").path)) ?? []
        let oldest = now.addingTimeInterval(-Double(Self.unusedDays) * 86_400)
        /// The package targets of a project, by their folders in `Projects/<name>.targets`.
        func packageTargets(of name: String) -> [String] {
            (try? manager.contentsOfDirectory(atPath: scratch.appendingPathComponent("Projects/\(name).targets").path))
                ?? []
        }
        var pruned: [String] = []
        for name in projects where name != target && !name.hasSuffix(".targets") {
            let inputsFile = stamps.appendingPathComponent("\(name).inputs")
            let recorded = (try? String(contentsOf: inputsFile, encoding: .utf8)) ?? ""
            let inputs = recorded.split(separator: "\n").map(String.init)
            let used = FileStatus(path: inputsFile.path)?.modificationDate ?? .distantPast
            guard used < oldest || !inputs.contains(where: { manager.fileExists(atPath: $0) }) else { continue }
            pruned.append(name)
        }
        let kept = Set(projects.filter { !$0.hasSuffix(".targets") && !pruned.contains($0) }.flatMap(packageTargets))
        for name in pruned {
            var paths = [
                "Projects/\(name)", "Projects/\(name).targets", "Run/\(name)", "Stamps/\(name)",
                "Stamps/\(name).inputs",
            ]
            for module in [name] + packageTargets(of: name).filter({ !kept.contains($0) }) {
                paths += [".build/debug/\(module)", ".build/debug/\(module).build"]
                paths += ["swiftmodule", "swiftdoc", "swiftsourceinfo", "abi.json"].map {
                    ".build/debug/Modules/\(module).\($0)"
                }
            }
            for path in paths { try? manager.removeItem(at: scratch.appendingPathComponent(path)) }
        }
    }

    /// The scratch package's manifest: the current project's targets only,
    /// so that SwiftPM plans the same work however many other projects'
    /// programs the cache holds (theirs stay built, and come back into the
    /// manifest when they are built again).
    func writeManifest(
        galley: URL, current targets: [PreviewSources.Target], dependencies: [SwiftPackage.Dependency], prebuilt: URL?
    ) throws(PreviewError) -> String {
        let package = Self.literal(galley.lastPathComponent)
        let declarations = targets.map { target -> String in
            var dependencies = target.dependencies.map { Self.literal($0) }
            dependencies += target.products.map {
                ".product(name: \(Self.literal($0.name)), package: \(Self.literal($0.package)))"
            }
            // SwiftUI, and the frameworks the target's files import beside it.
            dependencies += target.galleyProducts.map { ".product(name: \"\($0)\", package: \(package))" }
            if target.kind == .executable {
                dependencies.append(".product(name: \"GalleyPreviewRuntime\", package: \(package))")
            }
            var settings = target.defines.map { ".define(\(Self.literal($0)))" }
            settings += target.features.map { $0 }
            // The type checker gives up on an expression after this many
            // seconds (its own default is ten minutes), naming its line.
            if target.kind != .macro {
                settings.append(
                    """
                    .unsafeFlags([\"-Xfrontend\", \
                    \"-solver-expression-time-threshold=\(PreviewBuilder.expressionTimeLimit)\"])
                    """
                )
                // A compiler a file, so that a file's previews compiled in parts
                // (SourceScan.previewsPerPart) are not held by one compiler again.
                if target.compilesFilesApart { settings.append(".unsafeFlags([\"-disable-batch-mode\"])") }
                // Where the modules that SwiftUI's module imports are (Package.swift).
                if let prebuilt {
                    settings.append(
                        ".unsafeFlags([\"-I\", \(Self.literal(prebuilt.appendingPathComponent("Modules").path))])")
                }
            }
            let kind =
                switch target.kind {
                case .executable: "executableTarget"
                case .macro: "macro"
                default: "target"
                }
            var lines = [
                "        .\(kind)(",
                "            name: \(Self.literal(target.name)),",
                "            dependencies: [\(dependencies.joined(separator: ", "))],",
                "            path: \(Self.literal(target.path))"
                    + (target.resources.isEmpty && settings.isEmpty ? "" : ","),
            ]
            if !target.resources.isEmpty {
                let resources = target.resources.map { ".\($0.rule.rawValue)(\(Self.literal($0.path)))" }
                lines.append(
                    "            resources: [\(resources.joined(separator: ", "))]" + (settings.isEmpty ? "" : ","))
            }
            if !settings.isEmpty { lines.append("            swiftSettings: [\(settings.joined(separator: ", "))]") }
            lines.append("        ),")
            return lines.joined(separator: "\n")
        }
        let packages = [".package(path: \(Self.literal(galley.path)))"] + dependencies.map(\.declaration)
        let manifest = """
            // swift-tools-version:6.0
            // Generated by render preview: each executable target is one set of
            // SwiftUI sources; the others are the targets of a package they are in.
            import CompilerPluginSupport
            import PackageDescription

            let package = Package(
                name: "GalleyPreviews",
                dependencies: [
                    \(packages.joined(separator: ",\n            "))
                ],
                targets: [
            \(declarations.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )

            """
        let url = folder.appendingPathComponent("Package.swift")
        if (try? String(contentsOf: url, encoding: .utf8)) != manifest {
            do {
                try manifest.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw .build("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        return manifest
    }

    /// `text` as a Swift string literal, for the generated manifest and sources.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension FileLock {
    /// Locks the file at `url` for a build; a failure is a build error.
    static func forBuild(_ url: URL) throws(PreviewError) -> FileLock {
        do {
            return try FileLock(url)
        } catch {
            throw .build(error.description)
        }
    }
}
