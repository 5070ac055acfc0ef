import Foundation
import GalleyCairo

/// Builds render's preview scanner, `galley-preview-scanner`, once per
/// version of its sources and toolchain, in the preview cache.
///
/// Finding previews needs swift-syntax, and nothing else render does needs
/// it; so render links none, and builds the scanner from Galley's sources
/// (``GalleySource``) the first time it draws previews. The toolchain ships
/// swift-syntax's modules for its own macros (`usr/lib/swift/host`): against
/// them the scanner compiles in seconds. A toolchain without them, or with
/// a swift-syntax too old for the scanner, builds it with swift-syntax from
/// Galley's manifest instead, in minutes, once.
struct ScannerBuild {
    let cacheDirectory: URL
    let progress: @Sendable (String) -> Void
    let timeLimit: Double

    /// The modules the scanner is made of, each a folder of Galley's `Sources`, in build order.
    static let modules = ["GalleyPreviewScan", "GalleyPreviewScanner"]
    static let mainFolder = "galley-preview-scanner"
    /// swift-syntax's libraries the scanner imports, and those they use.
    static let syntaxLibraries = [
        "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftIfConfig", "SwiftDiagnostics", "SwiftBasicFormat",
        "SwiftOperators",
    ]

    /// The scanner's executable, built if need be.
    func executable() throws(PreviewError) -> URL {
        let galley = try GalleySource.root()
        guard let compiler = Toolchain.compiler() else { throw .build(Self.noToolchain) }
        let fingerprint = Self.fingerprint(galley: galley, compiler: compiler)
        let folder = cacheDirectory.appendingPathComponent("scanner")
        let built = folder.appendingPathComponent("\(fingerprint)/\(Self.mainFolder)")
        if FileManager.default.isExecutableFile(atPath: built.path) { return built }
        do {
            try FolderCreation.create(folder)
        } catch {
            throw .build("cannot create the preview scanner's folder: \(error.description)")
        }
        let lock = try FileLock.forBuild(folder.appendingPathComponent(".lock"))
        defer { lock.unlock() }
        // Another render may have built it while this one waited.
        if FileManager.default.isExecutableFile(atPath: built.path) { return built }
        progress("Building Galley's preview scanner (once; it reads your sources with swift-syntax)…")
        // Built aside and moved in whole: a build stopped halfway (a full
        // disk, a deleted folder) leaves no scanner that seems built.
        let staging = folder.appendingPathComponent("building-\(fingerprint)")
        try? FileManager.default.removeItem(at: staging)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .build("cannot create \(staging.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: staging) }
        let product = staging.appendingPathComponent(Self.mainFolder)
        var failures: [String] = []
        if let host = Self.hostSyntax(beside: compiler) {
            do {
                try buildAgainstToolchain(
                    galley: galley, host: host, into: staging, cache: folder.appendingPathComponent("module-cache"))
            } catch {
                // The other way would fail as well, after minutes.
                if error.description.contains("No space left on device") { throw error }
                failures.append("against the toolchain's swift-syntax (\(host.path)): \(error.description)")
            }
        }
        if !FileManager.default.isExecutableFile(atPath: product.path) {
            do {
                try buildWithPackage(
                    galley: galley, scratch: folder.appendingPathComponent("package-build"), into: product)
            } catch {
                failures.append("with swift-syntax from Galley's manifest: \(error.description)")
                throw .build("cannot build Galley's preview scanner:\n" + failures.joined(separator: "\n"))
            }
        }
        let final = built.deletingLastPathComponent()
        try? FileManager.default.removeItem(at: final)
        do {
            try FileManager.default.moveItem(at: staging, to: final)
        } catch {
            throw .build("cannot move the preview scanner into \(final.path): \(error.localizedDescription)")
        }
        // Scanners of other sources are not run again, nor their scans read.
        let kept: Set<String> = [fingerprint, ".lock", "module-cache", "package-build"]
        for old in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !kept.contains(old) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(old))
        }
        return built
    }

    static let noToolchain = "render preview builds previews with the Swift toolchain, and `swift` is not on PATH"

    /// Changes with the scanner's sources (by content) and the compiler.
    static func fingerprint(galley: URL, compiler: URL?) -> String {
        var hash = StableHash()
        if let compiler {
            hash.combine(compiler.path)
            hash.combine(FileStatus.listing(of: compiler))
        }
        for folder in modules + [mainFolder] {
            for file in swiftFiles(galley: galley, folder: folder) {
                hash.combine(file.lastPathComponent)
                hash.combine(FileManager.default.contents(atPath: file.path) ?? Data())
            }
        }
        return hash.hex
    }

    /// The toolchain's swift-syntax beside `compiler`, when it has every module the scanner needs.
    static func hostSyntax(beside compiler: URL) -> URL? {
        let host = compiler.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "lib/swift/host")
        let complete = syntaxLibraries.allSatisfy {
            FileManager.default.fileExists(atPath: host.appendingPathComponent("\($0).swiftmodule").path)
                && FileManager.default.fileExists(atPath: host.appendingPathComponent("lib\($0).so").path)
        }
        return complete ? host : nil
    }

    private static func swiftFiles(galley: URL, folder: String) -> [URL] {
        let url = galley.appendingPathComponent("Sources/\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// Compiles the scanner's modules with `swiftc`, importing the toolchain's swift-syntax.
    private func buildAgainstToolchain(galley: URL, host: URL, into folder: URL, cache: URL) throws(PreviewError) {
        let common = [
            "-package-name", "galley", "-I", folder.path, "-I", host.path, "-module-cache-path", cache.path, "-Onone",
            "-gnone",
        ]
        for module in Self.modules {
            let files = Self.swiftFiles(galley: galley, folder: module).map(\.path)
            try compile(
                common + [
                    "-parse-as-library", "-module-name", module, "-wmo", "-emit-module",
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-c", "-o", folder.appendingPathComponent("\(module).o").path,
                ] + files, in: folder)
        }
        let objects = Self.modules.map { folder.appendingPathComponent("\($0).o").path }
        let libraries = Self.syntaxLibraries.map { "-l\($0)" }
        let main = Self.swiftFiles(galley: galley, folder: Self.mainFolder).map(\.path)
        try compile(
            common + [
                "-module-name", "galley_preview_scanner", "-L", host.path, "-Xlinker", "-rpath", "-Xlinker", host.path,
                "-o", folder.appendingPathComponent(Self.mainFolder).path,
            ] + main + objects + libraries, in: folder)
    }

    private func compile(_ arguments: [String], in folder: URL) throws(PreviewError) {
        var output: [String] = []
        let status = try CommandRunner.run("swiftc", arguments, in: folder, timeLimit: timeLimit) { line in
            output.append(line)
            if output.count > 200 { output.removeFirst() }
        }
        guard status == 0 else {
            if let full = PreviewError.fullDisk(in: output, cache: cacheDirectory) { throw full }
            throw .build("swiftc exited with status \(status):\n" + output.suffix(20).joined(separator: "\n"))
        }
    }

    /// Builds the scanner product of Galley's own package, with swift-syntax
    /// resolved from its manifest, and copies it to `product`.
    private func buildWithPackage(galley: URL, scratch: URL, into product: URL) throws(PreviewError) {
        progress("Building swift-syntax for Galley's preview scanner (once; this toolchain has no usable copy)…")
        var output: [String] = []
        let arguments = [
            "build", "-c", "release", "--package-path", galley.path, "--scratch-path", scratch.path, "--product",
            Self.mainFolder,
        ]
        let status = try CommandRunner.run("swift", arguments, in: galley, timeLimit: timeLimit) { line in
            output.append(line)
            if output.count > 200 { output.removeFirst() }
        }
        guard status == 0 else {
            if let full = PreviewError.fullDisk(in: output, cache: cacheDirectory) { throw full }
            throw .build("swift build exited with status \(status):\n" + output.suffix(20).joined(separator: "\n"))
        }
        do {
            try FileManager.default.copyItem(
                at: scratch.appendingPathComponent("release/\(Self.mainFolder)"), to: product)
        } catch {
            throw .build("cannot copy the preview scanner from \(scratch.path): \(error.localizedDescription)")
        }
    }
}
