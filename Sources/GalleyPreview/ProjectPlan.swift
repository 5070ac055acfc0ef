import Foundation
import GalleyPreviewScan

/// Works out which modules a preview build compiles: the package targets
/// the inputs choose, the targets they depend on, and the files outside
/// any target; and which targets cannot be built, and why.
struct ProjectPlan {
    let package: SwiftPackage?
    let conditions: PreviewConditions
    let scanner: SourceScanner
    /// The targets whose previews are drawn, each with the paths its
    /// drawn previews are under.
    private(set) var chosen: [String: [String]] = [:]
    /// Files given outside any target.
    private(set) var looseFiles: Set<URL> = []
    /// Targets not built, with why.
    private(set) var skipped: [String] = []
    /// Files found in folders and left out, with why: links to nothing.
    private(set) var leftOut: [String] = []

    init(package: SwiftPackage?, conditions: PreviewConditions, scanner: SourceScanner) {
        self.package = package
        self.conditions = conditions
        self.scanner = scanner
    }

    /// Galley's modules, which a package's targets cannot be.
    static let galleyModules: Set<String> = PreviewBuildConfiguration.importableModules

    /// Chooses what `inputs` name: files and folders in targets, targets
    /// inside folders, and files outside targets; with `names`, only those
    /// targets.
    mutating func add(inputs: [URL], targets names: [String]) throws(PreviewError) {
        guard let package else {
            for input in inputs {
                looseFiles.formUnion(Self.isFolder(input) ? PreviewProject.swiftFiles(in: input) : [input])
            }
            return
        }
        let byName = Dictionary(package.allTargets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in names {
            guard let target = byName[name] else {
                let drawable = package.allTargets.filter(\.isDrawable).map(\.name).sorted()
                throw .input(
                    """
                    --target \(name): package \(package.name) has no such target (its targets with previews can \
                    be: \(drawable.joined(separator: ", ")))
                    """
                )
            }
            guard target.isDrawable else {
                throw .input(
                    """
                    --target \(name): a \(target.kind.rawValue) target; previews are drawn from library and \
                    executable targets
                    """
                )
            }
        }
        // A local package's files outside its targets are not the folder's
        // either, nor those of one whose manifest could not be read.
        let targetFolders = Set(
            package.allTargets.map(\.folder.path) + package.localPackages.map(\.root.path)
                + package.pathDependencyFolders)
        for input in inputs {
            let path = input.resolvingSymlinksInPath().standardizedFileURL.path
            let containing = package.target(containing: input)
            if Self.isFolder(input) {
                for target in package.allTargets
                where target.isDrawable && SwiftPackage.path(target.folder.path, isIn: path) {
                    choose(target.name, under: target.folder.path)
                }
                if let containing, containing.isDrawable {
                    choose(containing.name, under: path)
                } else if containing != nil {
                    // Inside a test target, say: read as a folder of its own.
                    looseFiles.formUnion(PreviewProject.swiftFiles(in: input))
                } else {
                    looseFiles.formUnion(PreviewProject.swiftFiles(in: input, skipping: targetFolders))
                }
            } else if let containing, containing.isDrawable {
                choose(containing.name, under: path)
            } else {
                looseFiles.insert(input)
            }
        }
        if !names.isEmpty {
            chosen = chosen.filter { names.contains($0.key) }
            for name in names where chosen[name] == nil { choose(name, under: byName[name]?.folder.path ?? "") }
            looseFiles = []
        }
    }

    private mutating func choose(_ target: String, under path: String) {
        chosen[target, default: []].append(path)
    }

    /// Whether a preview is one the inputs ask to draw.
    func isChosen(_ declaration: PreviewDeclaration) -> Bool {
        let file = declaration.file.standardizedFileURL
        if looseFiles.contains(file) { return true }
        guard let package, let target = package.target(containing: file), let paths = chosen[target.name] else {
            return false
        }
        let path = file.resolvingSymlinksInPath().path
        return paths.contains { SwiftPackage.path(path, isIn: $0) }
    }

    /// The modules to compile, in dependency order, the files outside
    /// targets last; targets that cannot be built are left out and listed
    /// in ``skipped``.
    mutating func modules() throws(PreviewError) -> [PreviewModule] {
        let platform = PreviewBuildConfiguration(conditions).platformName
        let loose = try scan([(looseFiles.sorted { $0.path < $1.path }, configuration(defines: [], package: package))])[
            0]
        guard let package else {
            return loose.isEmpty ? [] : [PreviewModule(name: nil, scans: loose)]
        }
        // The package's targets, then those of the packages it depends on by path.
        let byName = Dictionary(package.allTargets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The local packages' products, by "identity/product" and by product name.
        var localProducts: [String: [String]] = [:]
        for local in package.localPackages {
            for product in local.products {
                localProducts["\(local.identity)/\(product.name)"] = product.targets
                localProducts["\(local.name.lowercased())/\(product.name)"] = product.targets
                if localProducts[product.name] == nil { localProducts[product.name] = product.targets }
            }
        }
        /// The targets a dependency stands for: a target of these packages,
        /// or the targets of a local package's product; nil for another package's product.
        func targets(of dependency: SwiftPackage.TargetDependency) -> [String]? {
            switch dependency {
            case .target(let name, _): return [name]
            case .byName(let name, _): return byName[name] != nil ? [name] : localProducts[name]
            case .product(let name, let owner, _): return localProducts["\((owner ?? name).lowercased())/\(name)"]
            }
        }
        let looseImports = Set(loose.flatMap(\.imports)).subtracting(Self.galleyModules)
        let roots = Set(chosen.keys).union(looseImports.filter { byName[$0] != nil })

        // The targets needed, depth first, each after its dependencies.
        var order: [String] = []
        var state: [String: Bool] = [:] // false: being visited; true: done
        var why: [String: String] = [:]
        func visit(_ name: String, path: [String]) {
            if state[name] == true { return }
            if state[name] == false {
                let cycle = path.drop { $0 != name } + [name]
                why[name] =
                    why[name]
                    ?? "its dependencies form a cycle (\(cycle.joined(separator: " → "))), which SwiftPM refuses"
                return
            }
            guard let target = byName[name] else { return }
            state[name] = false
            if Self.galleyModules.contains(name) {
                why[name] = "it has the name of a module Galley provides (\(name)); rename the target to preview it"
            }
            switch target.kind {
            case .regular, .executable, .macro: break
            case .test: why[name] = "it is a test target, which other targets cannot depend on"
            case .system: why[name] = "it is a system library target, which Galley's preview build does not build"
            case .binary:
                why[name] = "it is a binary target (an XCFramework of Apple's platforms), which cannot be used on Linux"
            case .plugin: why[name] = "it is a plugin, which Galley's preview build does not run"
            }
            for dependency in target.dependencyNames(on: platform) {
                for other in targets(of: dependency) ?? [] { visit(other, path: path + [name]) }
            }
            state[name] = true
            order.append(name)
        }
        for root in roots.sorted() { visit(root, path: []) }

        var modules: [PreviewModule] = []
        // Each module's files and conditions, scanned together once all are known.
        var unread: [([URL], PreviewBuildConfiguration)] = []
        var built: Set<String> = []
        for name in order {
            guard let target = byName[name] else { continue }
            var reason = why[name]
            let localDependencies = target.dependencyNames(on: platform).flatMap { targets(of: $0) ?? [] }
            if reason == nil, let missing = localDependencies.first(where: { !built.contains($0) }) {
                reason =
                    byName[missing] == nil
                    ? "it depends on a target \(missing) that the package does not declare"
                    : "it depends on \(missing), which is not built"
            }
            let resources = target.allResources()
            if reason == nil,
                let missing = resources.first(where: {
                    !FileManager.default.fileExists(atPath: target.folder.appendingPathComponent($0.path).path)
                })
            {
                reason =
                    """
                    its resource \(missing.path) does not exist (at \
                    \(WorkingFolder.relative(target.folder.appendingPathComponent(missing.path).path)))
                    """
            }
            if let reason {
                skipped.append("target \(name) (\(WorkingFolder.relative(target.folder.path))) is not built: \(reason)")
                continue
            }
            unread.append((target.swiftFiles(), configuration(defines: target.defines(on: platform), package: package)))
            var products: [(name: String, package: String)] = []
            for dependency in target.dependencyNames(on: platform) where targets(of: dependency) == nil {
                switch dependency {
                case .product(let product, let owner, _): products.append((product, owner ?? product))
                case .byName(let product, _): products.append((product, product))
                case .target: break
                }
            }
            modules.append(
                PreviewModule(
                    name: name, kind: target.kind == .macro ? .macro : .regular, folder: target.folder, scans: [],
                    dependencies: localDependencies, products: products, resources: resources,
                    defines: target.defines(on: platform),
                    features: target.settings.filter { if case .define = $0 { false } else { true } }
                ))
            built.insert(name)
        }
        for (index, scans) in try scan(unread).enumerated() { modules[index].scans = scans }
        chosen = chosen.filter { built.contains($0.key) }
        if !loose.isEmpty {
            modules.append(
                PreviewModule(name: nil, scans: loose, dependencies: looseImports.filter(built.contains).sorted()))
        }
        return modules
    }

    private func configuration(defines: [String], package: SwiftPackage?) -> PreviewBuildConfiguration {
        PreviewBuildConfiguration(
            conditions, defines: Set(defines), modules: Set((package?.allTargets ?? []).map(\.name)))
    }

    /// Reads each group's files with its conditions, all in one run of the
    /// scanner; a link to nothing, found in a folder, is left out (issue 33, item 8).
    private mutating func scan(_ groups: [([URL], PreviewBuildConfiguration)]) throws(PreviewError) -> [[SourceScan]] {
        let groups = groups.map { urls, configuration in
            (
                urls.filter { url in
                    guard !FileManager.default.fileExists(atPath: url.path),
                        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
                    else { return true }
                    leftOut.append(
                        "\(WorkingFolder.relative(url.path)): a link to \(target), which does not exist; left out")
                    return false
                }, configuration
            )
        }
        var files: [ScanRequest.File] = []
        for (urls, configuration) in groups {
            for url in urls {
                files.append(
                    ScanRequest.File(file: url, text: try PreviewProject.read(url), configuration: configuration))
            }
        }
        var scans = try scanner.scan(files)[...]
        return groups.map { urls, _ in
            defer { scans = scans.dropFirst(urls.count) }
            return Array(scans.prefix(urls.count))
        }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

extension SwiftPackage.Target {
    /// Whether previews are drawn from it: a library or executable target.
    var isDrawable: Bool { kind == .regular || kind == .executable }
}
