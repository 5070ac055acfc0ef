import Foundation
import GalleyCairo

/// Galley's optimised modules taken from a release build of the same
/// checkout (`<galley>/.build/release`, as `swift build -c release` or
/// `Scripts/build-render` leaves it), so that the preview build need not
/// compile them again: optimising them is most of a first preview build's
/// time.
///
/// They are copied into the cache, `prebuilt/<key>/`: the interfaces into
/// `Modules/`, and the code as one relocatable object, `GalleyOptimised.o`,
/// so that a later release build changes no program already built.
/// Galley's manifest, given that folder as `GALLEY_PREBUILT`, then leaves
/// the modules out of the build and links the object instead
/// (Package.swift).
///
/// The release build is taken only while current (``currentObjects(in:galley:)``).
/// Otherwise, or when there is none, the preview build compiles the
/// modules itself.
struct PrebuiltModules {
    /// The modules a preview build runs optimised.
    static let modules = ["GalleyText", "Galley", "GalleyCairo"]
    static let objectName = "GalleyOptimised.o"

    /// The folder holding the modules of Galley at `galley` as it is now
    /// (`fingerprint`), made from its release build at `release` if need be;
    /// nil when there is no current release build there to make it from,
    /// or when a build found the folder's modules wanting (``reject(_:)``).
    static func folder(galley: URL, fingerprint: String, release: URL, cache: URL) -> URL? {
        var key = StableHash()
        key.combine(galley.path)
        key.combine(fingerprint)
        key.combine(release.path)
        if let compiler = Toolchain.compiler() { key.combine(FileStatus.listing(of: compiler)) }
        let prebuilt = cache.appendingPathComponent("prebuilt")
        let folder = prebuilt.appendingPathComponent(String(key.hex.prefix(16)))
        if FileStatus(path: folder.appendingPathComponent(objectName).path) != nil {
            utime(folder.path, nil) // used now
            return folder
        }
        if FileStatus(path: folder.path) != nil { return nil }
        guard let objects = currentObjects(in: release, galley: galley) else { return nil }

        // Made in a folder of its own and then renamed, so that a folder
        // under the final name is always complete. Those of Galley's earlier
        // states go: a day after their last use, so that a build still
        // running with one keeps it.
        let manager = FileManager.default
        let dayAgo = Date().timeIntervalSince1970 - 86_400
        for name in (try? manager.contentsOfDirectory(atPath: prebuilt.path)) ?? [] {
            let other = prebuilt.appendingPathComponent(name)
            if (FileStatus(path: other.path)?.modified ?? 0) < dayAgo { try? manager.removeItem(at: other) }
        }
        let copied = objects + modules.map { release.appendingPathComponent("Modules/\($0).swiftmodule") }
        let before = states(of: copied)
        let making = prebuilt.appendingPathComponent("making-\(getpid())")
        try? manager.removeItem(at: making)
        defer { try? manager.removeItem(at: making) }
        do {
            try manager.createDirectory(at: making.appendingPathComponent("Modules"), withIntermediateDirectories: true)
            for module in modules {
                try manager.copyItem(
                    at: release.appendingPathComponent("Modules/\(module).swiftmodule"),
                    to: making.appendingPathComponent("Modules/\(module).swiftmodule")
                )
            }
            let output = making.appendingPathComponent(objectName).path
            // The objects name the libraries they need to the linker; a
            // release build's (for a render with the Swift runtime linked in)
            // name static ones a debug build has no copy of, so the names
            // are dropped: the preview program's own code names each of
            // them as a shared library, and SwiftPM adds the C libraries.
            let merged = try CommandRunner.run(
                Toolchain.tool("ld.lld") ?? "ld", ["-r", "-o", output] + objects.map(\.path), in: making, timeLimit: 120
            ) { _ in }
            let stripped = try CommandRunner.run(
                Toolchain.tool("llvm-objcopy") ?? "objcopy", ["--remove-section=.swift1_autolink_entries", output],
                in: making, timeLimit: 120
            ) { _ in }
            // A release build that ran meanwhile may have left a mixture.
            guard merged == 0, stripped == 0, states(of: copied) == before else { return nil }
            try manager.moveItem(at: making, to: folder)
            return folder
        } catch {
            // Another process made it first, or the cache is full or read-only.
            return FileStatus(path: folder.appendingPathComponent(objectName).path) != nil ? folder : nil
        }
    }

    /// The files' sizes and modification times, nil for a missing one.
    private static func states(of files: [URL]) -> [FileStatus?] {
        files.map { FileStatus(path: $0.path) }
    }

    /// Marks `folder`'s modules as not to be used again.
    static func reject(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(objectName))
    }

    /// The object files of the modules' release build, when that build is
    /// current: it compiled exactly each module's present source files, and
    /// nothing the compiler read for them (by its dependency files, written
    /// as a compile ends) changed after. The objects' own times say nothing:
    /// the compiler leaves an object it would write unchanged alone.
    static func currentObjects(in release: URL, galley: URL) -> [URL]? {
        let sources = galley.appendingPathComponent("Sources")
        var objects: [URL] = []
        for module in modules {
            let build = release.appendingPathComponent("\(module).build")
            guard
                let map = FileManager.default.contents(
                    atPath: build.appendingPathComponent("output-file-map.json").path),
                let entries = try? JSONDecoder().decode([String: [String: String]].self, from: map),
                FileStatus(path: release.appendingPathComponent("Modules/\(module).swiftmodule").path) != nil
            else { return nil }
            var compiled: Set<String> = []
            // One for the module in a whole-module build (under ""), one a file otherwise.
            var dependencyFiles: Set<String> = []
            for (source, outputs) in entries {
                if let file = outputs["dependencies"] { dependencyFiles.insert(file) }
                guard !source.isEmpty else { continue }
                guard let object = outputs["object"], FileStatus(path: object) != nil else { return nil }
                compiled.insert(source)
                objects.append(URL(fileURLWithPath: object))
            }
            var present: Set<String> = []
            FileStatus.walk(sources.appendingPathComponent(module).path) { path in
                if path.hasSuffix(".swift") { present.insert(path) }
            }
            guard !present.isEmpty, compiled == present, !dependencyFiles.isEmpty else { return nil }
            var read: Set<String> = []
            for file in dependencyFiles {
                guard let built = FileStatus(path: file)?.modified,
                    let text = try? String(contentsOfFile: file, encoding: .utf8)
                else { return nil }
                let inputs = Self.inputs(inDependencies: text)
                for input in inputs {
                    guard let status = FileStatus(path: input), status.modified <= built else { return nil }
                }
                read.formUnion(inputs)
            }
            guard present.isSubset(of: read) else { return nil }
        }
        return objects.sorted { $0.path < $1.path }
    }

    /// The inputs of the first rule of a make-style dependency file
    /// (`output : input input…`, spaces in paths escaped).
    static func inputs(inDependencies text: String) -> Set<String> {
        guard let rule = text.split(separator: "\n").first, let colon = rule.range(of: " : ") else { return [] }
        var inputs: Set<String> = []
        var current = ""
        var escaped = false
        for character in rule[colon.upperBound...] {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == " " {
                if !current.isEmpty { inputs.insert(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { inputs.insert(current) }
        return inputs
    }
}
