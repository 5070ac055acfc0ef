import Foundation
import GalleyCairo
import GalleyPreviewScan

/// Builds a project's previews into a program, in a scratch package under
/// the cache folder that depends on Galley's SwiftUI module. One scratch
/// package serves every project (each is a target of its own), so Galley is
/// compiled once; a project whose files, and Galley, are unchanged since its
/// last build is not built again at all.
public struct PreviewBuilder: Sendable {
    public var cacheDirectory: URL
    /// Told what the build is doing: the first build takes minutes.
    public var progress: @Sendable (String) -> Void
    /// Seconds a build may take before it is stopped.
    public var buildTimeLimit: Double = 1800
    /// Where a release build of Galley may be whose optimised modules the
    /// previews can link instead of compiling them (``PrebuiltModules``);
    /// nil for the checkout's own, `.build/release`.
    package var releaseBuild: URL?

    public init(
        cacheDirectory: URL = PreviewCache.defaultDirectory, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.cacheDirectory = cacheDirectory
        self.progress = progress
    }

    /// The program that runs `project`'s previews, built if need be.
    ///
    /// A file that does not compile is left out with the files of its
    /// module that use what it declares, a target with no file left (or
    /// that needs a package that does not resolve) with the targets that
    /// depend on it, and the rest are built again: the program's
    /// ``PreviewProgram/problems`` say which and why. A build left with no
    /// preview throws every error.
    public func build(_ project: PreviewProject) throws(PreviewError) -> PreviewProgram {
        let galley = try GalleySource.root()
        let fingerprint = GalleySource.fingerprint(of: galley)
        let release = releaseBuild ?? galley.appendingPathComponent(".build/release")
        if let prebuilt = PrebuiltModules.folder(
            galley: galley, fingerprint: fingerprint, release: release, cache: cacheDirectory)
        {
            if let program = try build(project, galley: galley, fingerprint: fingerprint, prebuilt: (prebuilt, release))
            {
                return program
            }
            // Modules that this toolchain does not build or link with are
            // not tried again; Galley's are compiled here instead.
            progress("Galley's release build at \(release.path) did not serve; building Galley's modules instead…")
            PrebuiltModules.reject(prebuilt)
        }
        // Nil only for a build with taken modules.
        guard let program = try build(project, galley: galley, fingerprint: fingerprint, prebuilt: nil) else {
            throw .build("the preview build failed")
        }
        return program
    }

    /// The program, built with Galley's modules compiled in the scratch
    /// package or, with `prebuilt`, taken from the folder a release build's
    /// were copied to; nil when the build with them failed outside the
    /// project's files. Each way has a scratch package of its own, so that
    /// a run of one does not build everything again after the other.
    private func build(
        _ project: PreviewProject, galley: URL, fingerprint galleyFingerprint: String,
        prebuilt: (folder: URL, release: URL)?
    ) throws(PreviewError) -> PreviewProgram? {
        var name = StableHash()
        name.combine(galley.path)
        if let prebuilt { name.combine(prebuilt.release.path) }
        let scratch = try ScratchPackage(
            folder: cacheDirectory.appendingPathComponent("previews-\(name.hex.prefix(12))"))
        let lock = try scratch.lock()
        defer { lock.unlock() }
        guard
            var program = try build(
                project, galley: galley, fingerprint: galleyFingerprint, prebuilt: prebuilt?.folder, in: scratch)
        else {
            return nil
        }
        let folder = scratch.folder.appendingPathComponent("Run/\(program.executable.lastPathComponent)")
        program.executable = try MainBundle.prepare(
            executable: program.executable, resources: project.mainBundleResources, in: folder)
        return program
    }

    private func build(
        _ project: PreviewProject, galley: URL, fingerprint galleyFingerprint: String, prebuilt: URL?,
        in scratch: ScratchPackage
    ) throws(PreviewError) -> PreviewProgram? {
        let target = "Previews_\(project.identity.prefix(12))"
        // Under the lock: another build pruning the scratch would take a
        // project folder made before its inputs were recorded for one that
        // is no longer used.
        scratch.pruneProjects(keeping: target)
        scratch.record(inputs: project.inputs, of: target)

        var left = LeftOut()
        // Builds again after leaving out what did not resolve, and once from clean products.
        var resolutionRounds = 0, builtFromClean = false
        while true {
            let generated = try PreviewSources(
                project: project, executable: target, scratch: scratch.folder, leftOut: left)
            if generated.entries.isEmpty, !left.problems.isEmpty {
                throw .compile((project.skippedTargets + left.problems).joined(separator: "\n"))
            }
            // Products name their package by identity or by name, in any case.
            let used = Set(generated.packages.map { $0.lowercased() })
            let dependencies =
                project.package?.remoteDependencies.filter {
                    used.contains($0.identity.lowercased()) && !left.packages.contains($0.identity)
                } ?? []
            let manifest = try scratch.writeManifest(
                galley: galley, current: generated.targets, dependencies: dependencies, prebuilt: prebuilt)
            // Galley's modules built here, or those taken from its release build.
            let galleyBuild = galleyFingerprint + (prebuilt.map { " " + $0.lastPathComponent } ?? "")
            let executable = scratch.executable(of: target)
            let program = PreviewProgram(
                executable: executable, project: project, previews: generated.previews, sources: generated.map,
                problems: project.skippedTargets + left.problems
            )

            // What the program depends on: Galley's files, the sources and
            // resources, and the manifest (other projects' targets in it do
            // not matter, but the packages it names do).
            var stamp = StableHash()
            stamp.combine(galley.path)
            stamp.combine(galleyBuild)
            stamp.combine(generated.fingerprint)
            for dependency in dependencies { stamp.combine(dependency.declaration) }
            // What SwiftPM's build plan depends on: both manifests and Galley's files.
            var planHash = StableHash()
            planHash.combine(manifest)
            planHash.combine(galleyBuild)
            let plan = planHash.hex
            if scratch.stamp(of: target) == stamp.hex, FileManager.default.isExecutableFile(atPath: executable.path) {
                return program
            }

            try generated.write(into: scratch.folder)
            // When Galley's own files changed, its modules are built from clean:
            // an incremental build of modules whose types changed shape can link
            // programs that crash.
            if scratch.stamp(of: ScratchPackage.galleyStamp) != galleyBuild { scratch.removeProducts() }
            let firstBuild = !scratch.hasProducts
            progress(
                firstBuild
                    ? """
                    Building Galley's SwiftUI module and your previews (the first build takes a few minutes; later \
                    ones reuse it)…
                    """
                    : "Building previews…"
            )
            var messages = CompilerMessages(
                sources: generated.map, inactiveDeclarations: generated.inactiveDeclarations)
            var output: [String] = []
            // SwiftPM's cached build plan can miss targets after Galley's
            // files or the scratch's manifest change: then it is planned afresh.
            // Nothing reads an index of the cache's sources.
            var arguments = [
                "build", "--package-path", scratch.folder.path, "--product", target, "--disable-index-store",
            ]
            if scratch.stamp(of: ScratchPackage.planStamp) != plan {
                arguments.append("--disable-build-manifest-caching")
            }
            // Galley's modules optimised, the user's code a debug build (Package.swift).
            var environment = ["GALLEY_OPTIMIZE": "1"]
            if let prebuilt { environment["GALLEY_PREBUILT"] = prebuilt.path }
            let status = try CommandRunner.run(
                "swift", arguments, in: scratch.folder, environment: environment, timeLimit: buildTimeLimit
            ) { line in
                messages.read(line)
                output.append(line)
                if output.count > 4000 { output.removeFirst() }
                if firstBuild, line.hasPrefix("["), line.contains("Compiling") || line.contains("Linking") {
                    progress(line)
                }
            }
            if status == 0 {
                scratch.setStamp(of: target, to: stamp.hex)
                scratch.setStamp(of: ScratchPackage.planStamp, to: plan)
                scratch.setStamp(of: ScratchPackage.galleyStamp, to: galleyBuild)
                return program
            }
            scratch.setStamp(of: target, to: nil)
            // env's status when it cannot find the program.
            if status == 127 { throw .build(ScannerBuild.noToolchain) }
            // Building again from clean, or without a target, cannot help.
            if let full = PreviewError.fullDisk(in: output, cache: scratch.folder.deletingLastPathComponent()) {
                throw full
            }
            let failed = messages.failedModules()
            if !failed.isEmpty {
                let before = (left.modules.count, left.files.count)
                for name in failed.sorted() {
                    let module = project.modules.first { ($0.name ?? target) == name }
                    guard let module, module.kind != .macro else {
                        // A macro runs in the compiler: it is built whole or not at all.
                        left.leave(
                            name, because: "it does not compile:\n" + (messages.message(in: name) ?? ""),
                            generated: generated)
                        continue
                    }
                    let failedFiles = messages.failedFiles(in: name).map { file in
                        (file, "it does not compile:\n" + (messages.message(inFile: file) ?? ""))
                    }
                    left.leave(files: failedFiles, among: module.compiledScans)
                    if module.compiledScans.allSatisfy({ left.contains($0.file) }) {
                        left.leave(name, because: "none of its files is built", generated: generated)
                    }
                }
                // Each build leaves something more out, or the errors stop it.
                if (left.modules.count, left.files.count) == before, let message = messages.message() {
                    throw .compile((project.skippedTargets + left.problems + [message]).joined(separator: "\n"))
                }
                continue
            }
            let unresolved = dependencies.filter { dependency in
                output.contains { $0.contains("error") && dependency.isNamed(in: $0) }
            }
            if !unresolved.isEmpty, resolutionRounds < dependencies.count {
                resolutionRounds += 1
                for dependency in unresolved {
                    left.leave(
                        package: dependency.identity, because: Self.resolutionError(of: dependency, in: output),
                        generated: generated)
                }
                continue
            }
            if prebuilt != nil { return nil }
            if builtFromClean {
                throw .build("the preview build failed:\n" + output.suffix(60).joined(separator: "\n"))
            }
            builtFromClean = true
            // The second try starts from clean build products (the fetched
            // packages stay): an incremental build can trip over modules
            // whose declarations moved between Galley's targets.
            progress("The preview build failed outside your files; building again from clean products…")
            scratch.removeProducts()
        }
    }

    /// What SwiftPM said about a package it could not resolve: its error
    /// line, and git's reason when it gives one.
    static func resolutionError(of dependency: SwiftPackage.Dependency, in output: [String]) -> String {
        guard
            let index = output.firstIndex(where: { $0.hasPrefix("error:") && dependency.isNamed(in: $0) })
                ?? output.firstIndex(where: { $0.contains("error") && dependency.isNamed(in: $0) })
        else { return "SwiftPM could not resolve it" }
        var text = output[index].trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
        if text.hasSuffix(":") { text.removeLast() }
        let detail = output[(index + 1)...].prefix { $0.hasPrefix(" ") }.first { $0.contains("fatal:") }
        if let detail { text += " (" + detail.trimmingCharacters(in: .whitespaces) + ")" }
        return text
    }

    /// Seconds the type checker may spend on one expression.
    static let expressionTimeLimit = 30
}
