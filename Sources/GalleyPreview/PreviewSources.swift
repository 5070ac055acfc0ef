import Foundation
import GalleyCairo
import GalleyPreviewScan

/// What a project's preview build compiles, as the scratch package holds
/// it: a target per module, the user's files rewritten (``SourceScan``),
/// resources copied, and the program's entry point listing the previews.
struct PreviewSources {
    /// One target of the scratch package.
    struct Target {
        var name: String
        var kind: SwiftPackage.Target.Kind
        /// Relative to the scratch package.
        var path: String
        var dependencies: [String]
        var products: [(name: String, package: String)]
        /// Galley's products it depends on: SwiftUI, and the frameworks its files import.
        var galleyProducts: [String] = []
        var resources: [SwiftPackage.Resource] = []
        var defines: [String] = []
        /// `.enableUpcomingFeature("…")` and the like, as manifest code.
        var features: [String] = []
        /// Its files' text, by file name.
        var sources: [String: String] = [:]
        /// Where the resources are copied from: the target's own folder.
        var resourceFolder: URL?
        /// Whether each file is compiled by a compiler of its own, not in
        /// batches: set when a file's previews are compiled in parts.
        var compilesFilesApart = false
    }

    private(set) var targets: [Target] = []
    /// The previews the program runs, in its order.
    private(set) var previews: [PreviewDeclaration] = []
    /// The program's entries, one per preview.
    private(set) var entries: [String] = []
    private(set) var map = SourceMap()
    /// The identities of the other packages whose products are used.
    private(set) var packages: Set<String> = []
    /// Names declared only in inactive `#if` clauses, with where.
    private(set) var inactiveDeclarations: [String: String] = [:]
    /// The modules each module depends on, by name (the program's too).
    private(set) var dependents: [String: Set<String>] = [:]
    /// Changes whenever a source, a resource or a target's shape does.
    private(set) var fingerprint = ""
    let executable: String

    /// The sources of `project`'s modules and files but those in `leftOut`,
    /// with `executable` naming the program's target, for the scratch
    /// package at `scratch`.
    init(project: PreviewProject, executable: String, scratch: URL, leftOut: LeftOut) throws(PreviewError) {
        self.executable = executable
        let chosen = Set(project.previews.map(Self.key))
        var fileIndex = 0
        var imports: [String] = []
        /// The calls that register each module's Core Data models.
        var registrations: [String] = []
        var hash = StableHash()
        for module in project.modules {
            let name = module.name ?? executable
            let inPackage = module.name != nil
            guard !leftOut.modules.contains(name),
                !inPackage || module.dependencies.allSatisfy({ !leftOut.modules.contains($0) })
            else { continue }
            let scans = module.compiledScans.filter { !leftOut.contains($0.file) }
            let path = inPackage ? "Projects/\(executable).targets/\(name)" : "Projects/\(executable)"
            var target = Target(
                name: name, kind: inPackage ? module.kind : .executable, path: path, dependencies: module.dependencies,
                products: module.products, resources: module.resources, defines: module.defines,
                features: module.features.compactMap(\.manifestCode), resourceFolder: module.folder
            )
            for dependency in module.dependencies { dependents[dependency, default: []].insert(name) }
            packages.formUnion(module.products.map(\.package))
            if module.kind != .macro { target.galleyProducts = Self.galleyProducts(importedBy: scans) }
            var hasEntries = false
            for scan in scans {
                let stem = scan.file.deletingPathExtension().lastPathComponent.filter {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")
                }
                // The index keeps copies apart; the stem, cut short, leaves room for the names
                // the compiler derives from the copy's (`.swift.o`, `.swiftdeps`, …) (issue 33, item 7).
                let file = "\(fileIndex)_\(stem.prefix(100)).swift"
                let copy = scratch.appendingPathComponent(path).appendingPathComponent(file)
                var symbols: [String] = []
                var compiled: String?
                if module.kind == .macro {
                    // A macro runs in the compiler: its files are compiled as written.
                    target.sources[file] = scan.text
                } else if scan.compilesPreviewsApart(besides: scans.filter { $0.file != scan.file }.map(\.text)) {
                    let rewrite = scan.rewrittenApart(fileIndex: fileIndex, public: inPackage, copy: copy.path)
                    target.sources[file] = rewrite.text
                    for (number, part) in rewrite.parts.enumerated() {
                        target.sources["\(fileIndex)_\(stem.prefix(100))_previews\(number).swift"] = part
                    }
                    target.compilesFilesApart = true
                    symbols = rewrite.symbols
                    compiled = rewrite.compiled
                } else {
                    (target.sources[file], symbols) = scan.rewritten(fileIndex: fileIndex, public: inPackage)
                }
                fileIndex += 1
                map.add(copy: copy, module: name, of: scan.file, compiled: compiled)
                for (name, line) in scan.inactiveDeclarations where inactiveDeclarations[name] == nil {
                    inactiveDeclarations[name] = "\(WorkingFolder.relative(scan.file.path)):\(line)"
                }
                for (declaration, symbol) in zip(scan.previews, symbols) where chosen.contains(Self.key(declaration)) {
                    let kind = if case .macro = declaration.kind { "preview" } else { "instances" }
                    let file = ScratchPackage.literal(declaration.file.path)
                    entries.append(
                        "    entries.append(PreviewEntry(file: \(file), line: \(declaration.line), \(kind): \(symbol)))"
                    )
                    previews.append(declaration)
                    hasEntries = true
                }
            }
            // Xcode 15's asset symbols (Color(.brandRed), Image(.logo)) for the module's catalogues,
            // and the classes Xcode generates from its Core Data models.
            var hasModels = false
            if module.kind != .macro {
                let folders = module.folder.map { [$0] } ?? project.assetFolders
                let models = CoreDataModels.models(under: folders)
                if !models.isEmpty {
                    let declared = Set(scans.flatMap(\.moduleNames))
                    target.sources["GeneratedCoreDataModels.swift"] = CoreDataModels.source(
                        for: models, module: name, declared: declared)
                    target.galleyProducts = Array(Set(target.galleyProducts + ["GalleyCoreData"])).sorted()
                    let registrar = CoreDataModels.registrarName(module: name)
                    registrations.append("    \(inPackage ? "\(name)." : "")\(registrar).register()")
                    hasModels = true
                }
                let catalogs = Array(Set(folders.flatMap { AssetSymbols.catalogs(under: $0) })).sorted {
                    $0.path < $1.path
                }
                let declared = Set(scans.flatMap { Self.staticMembers(in: $0.text) })
                let symbols = AssetSymbols.source(
                    forCatalogs: catalogs, bundle: inPackage && !module.resources.isEmpty ? ".module" : ".main",
                    declared: declared)
                if !symbols.isEmpty { target.sources["GeneratedAssetSymbols.swift"] = symbols }
            }
            if inPackage, hasEntries || hasModels { imports.append("import \(name)") }
            hash.combine(target.description)
            for file in target.sources.keys.sorted() {
                hash.combine(file)
                hash.combine(target.sources[file] ?? "")
            }
            if let folder = module.folder {
                for resource in module.resources {
                    hash.combine(FileStatus.listing(of: folder.appendingPathComponent(resource.path)))
                }
            }
            targets.append(target)
        }
        // The program: the files outside targets, if any, and its entry point.
        if let index = targets.firstIndex(where: { $0.name == executable }) {
            targets[index].dependencies = targets.filter { $0.name != executable && $0.kind != .macro }.map(\.name)
        } else {
            targets.append(
                Target(
                    name: executable, kind: .executable, path: "Projects/\(executable)",
                    dependencies: targets.filter { $0.kind != .macro }.map(\.name), products: [],
                    galleyProducts: ["SwiftUI"]
                ))
        }
        for target in targets where target.name != executable {
            dependents[target.name, default: []].insert(executable)
        }
        let main = """
            // Generated by render preview: runs the previews below, each in a process of its own.
            import SwiftUI
            import GalleyPreviewRuntime
            \(imports.joined(separator: "\n"))

            // A statement an entry: one array literal of a thousand entries held
            // the compiler at 2.3 GB while it chose each one's initialiser.
            MainActor.assumeIsolated {
            \(registrations.joined(separator: "\n"))
                var entries: [PreviewEntry] = []
                entries.reserveCapacity(\(entries.count))
            \(entries.joined(separator: "\n"))
                PreviewRuntime.main(entries)
            }

            """
        if let index = targets.firstIndex(where: { $0.name == executable }) {
            targets[index].sources["main.swift"] = main
        }
        hash.combine(main)
        fingerprint = hash.hex
    }

    /// Galley's products that files importing `imports` need: SwiftUI
    /// always; Charts, MapKit and the stand-ins of Apple's frameworks
    /// (``AppleFrameworks``) only when imported, so a build compiles no
    /// framework its sources do not use.
    static func galleyProducts(importedBy scans: [SourceScan]) -> [String] {
        var products: Set<String> = ["SwiftUI"]
        for module in Set(scans.flatMap(\.imports)) {
            switch module {
            case "Charts": products.insert("Charts")
            case "MapKit", "CoreLocation": products.insert("MapKit")
            default: if let standIn = AppleFrameworks.standIns[module] { products.insert(standIn) }
            }
        }
        return products.sorted()
    }

    /// Writes the targets into the scratch package at `scratch`, rewriting
    /// only what changed so that the compiler rebuilds only what it must.
    func write(into scratch: URL) throws(PreviewError) {
        let packageTargets = scratch.appendingPathComponent("Projects/\(executable).targets")
        let names = Set(targets.map(\.name))
        for name in (try? FileManager.default.contentsOfDirectory(atPath: packageTargets.path)) ?? []
        where !names.contains(name) {
            try? FileManager.default.removeItem(at: packageTargets.appendingPathComponent(name))
        }
        if targets.count == 1 { try? FileManager.default.removeItem(at: packageTargets) }
        for target in targets {
            let folder = scratch.appendingPathComponent(target.path)
            try Self.create(folder)
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let resourceRoots = Set(
                target.resources.compactMap { $0.path.split(separator: "/").first.map(String.init) })
            for name in existing where target.sources[name] == nil && !resourceRoots.contains(name) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            for (name, text) in target.sources {
                let url = folder.appendingPathComponent(name)
                if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
                do {
                    try text.write(to: url, atomically: true, encoding: .utf8)
                } catch {
                    throw .build("cannot write \(url.path): \(error.localizedDescription)")
                }
            }
            guard let source = target.resourceFolder else { continue }
            for resource in target.resources {
                let from = source.appendingPathComponent(resource.path),
                    to = folder.appendingPathComponent(resource.path)
                try? FileManager.default.removeItem(at: to)
                do {
                    try FileManager.default.createDirectory(
                        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: from, to: to)
                } catch {
                    throw .input(
                        """
                        target \(target.name): cannot copy its resource \(WorkingFolder.relative(from.path)): \
                        \(error.localizedDescription)
                        """
                    )
                }
            }
        }
    }

    private static func create(_ folder: URL) throws(PreviewError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .build("cannot create the preview build folder \(folder.path): \(error.localizedDescription)")
        }
    }

    /// The names `text` declares as static members (`static let brandRed`).
    static func staticMembers(in text: String) -> [String] {
        text.matches(of: /static\s+(?:let|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.output.1) }
    }

    private static func key(_ declaration: PreviewDeclaration) -> String {
        "\(declaration.file.standardizedFileURL.path):\(declaration.line):\(declaration.column)"
    }
}

extension PreviewSources.Target: CustomStringConvertible {
    /// Its shape, as the manifest gives it.
    var description: String {
        "\(name) \(kind) \(path) \(dependencies) \(products.map { "\($0.package)/\($0.name)" }) \(galleyProducts) "
            + "\(resources.map { "\($0.rule) \($0.path)" }) \(defines) \(features)"
    }
}

/// What a preview build has left out, and why: a package's targets, the
/// packages that did not resolve, and files.
struct LeftOut {
    /// The modules not built.
    private(set) var modules: Set<String> = []
    /// The packages that did not resolve.
    private(set) var packages: Set<String> = []
    /// The files not built, by standardized path.
    private(set) var files: Set<String> = []
    /// One line per target or file left out, naming it.
    private(set) var problems: [String] = []

    /// Whether `file` is left out.
    func contains(_ file: URL) -> Bool { files.contains(file.standardizedFileURL.path) }

    /// Leaves out `module` and every module that depends on it.
    mutating func leave(_ module: String, because reason: String, generated: PreviewSources) {
        guard module != generated.executable, modules.insert(module).inserted else { return }
        problems.append("target \(module) is not built: \(reason)")
        for dependent in (generated.dependents[module] ?? []).sorted() where dependent != generated.executable {
            leave(dependent, because: "it depends on \(module), which is not built", generated: generated)
        }
    }

    /// Leaves out the modules that use a product of the package `identity`.
    mutating func leave(package identity: String, because reason: String, generated: PreviewSources) {
        packages.insert(identity)
        for target in generated.targets
        where target.products.contains(where: { $0.package.lowercased() == identity.lowercased() }) {
            leave(
                target.name, because: "the package \(identity) it depends on did not resolve: \(reason)",
                generated: generated)
        }
    }

    /// Leaves out `failed`, files of one module whose files are `scans`,
    /// each with why, then every other file of it that uses a name one of
    /// them declares for the module, as the compiler would refuse them. A
    /// name declared in a file that stays too (an overload) is not
    /// followed: the compiler says whether the files using it still compile.
    mutating func leave(files failed: [(file: URL, reason: String)], among scans: [SourceScan]) {
        var queue: [URL] = []
        for (file, reason) in failed where files.insert(file.standardizedFileURL.path).inserted {
            problems.append("\(WorkingFolder.relative(file.path)) is not built: \(reason)")
            queue.append(file)
        }
        while let next = queue.popLast() {
            guard let declaring = scans.first(where: { $0.file == next }) else { continue }
            let kept = scans.filter { !contains($0.file) }
            let shared = declaring.moduleNames.subtracting(kept.flatMap(\.moduleNames))
            for scan in kept {
                guard let name = shared.intersection(scan.usedNames).min() else { continue }
                files.insert(scan.file.standardizedFileURL.path)
                problems.append(
                    """
                    \(WorkingFolder.relative(scan.file.path)) is not built: it uses `\(name)`, declared in \
                    \(WorkingFolder.relative(next.path)), which is not built
                    """)
                queue.append(scan.file)
            }
        }
    }
}

extension SwiftPackage.Setting {
    /// The setting as manifest code; nil for defines, given apart.
    var manifestCode: String? {
        switch self {
        case .define: nil
        case .upcomingFeature(let name): ".enableUpcomingFeature(\(ScratchPackage.literal(name)))"
        case .experimentalFeature(let name): ".enableExperimentalFeature(\(ScratchPackage.literal(name)))"
        }
    }
}

extension SwiftPackage.Dependency {
    /// The `.package(…)` line that declares it.
    var declaration: String {
        switch source {
        case .path(let path): ".package(path: \(ScratchPackage.literal(path)))"
        case .url(let url, let requirement):
            switch requirement {
            case .range(let lower, let upper):
                """
                .package(url: \(ScratchPackage.literal(url)), \
                \(ScratchPackage.literal(lower))..<\(ScratchPackage.literal(upper)))
                """
            case .exact(let version):
                ".package(url: \(ScratchPackage.literal(url)), exact: \(ScratchPackage.literal(version)))"
            case .branch(let branch):
                ".package(url: \(ScratchPackage.literal(url)), branch: \(ScratchPackage.literal(branch)))"
            case .revision(let revision):
                ".package(url: \(ScratchPackage.literal(url)), revision: \(ScratchPackage.literal(revision)))"
            }
        }
    }

    /// Whether a line of SwiftPM's output is about it.
    func isNamed(in line: String) -> Bool {
        let lowered = line.lowercased()
        switch source {
        case .url(let url, _): if lowered.contains(url.lowercased()) { return true }
        case .path(let path): if lowered.contains(path.lowercased()) { return true }
        }
        return lowered.contains("'\(identity.lowercased())'") || lowered.contains("\(identity.lowercased()).git")
    }
}
