import Foundation
import Testing

/// Galley's checkout, and what its own build left in `.build/debug`.
enum Checkout {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let example = root.appendingPathComponent("Examples/TeamPackage")
    static let modules = root.appendingPathComponent(".build/debug/Modules")

    /// The flags that let `swiftc` import Galley's built SwiftUI and UIKit
    /// modules: the module folder, and the C modules GalleyText imports.
    static var compilerFlags: [String] {
        var flags = ["-I", modules.path]
        for name in ["CFreeType", "CHarfBuzz"] {
            flags += ["-Xcc", "-fmodule-map-file=\(root.path)/Sources/\(name)/module.modulemap"]
        }
        flags += ["-Xcc", "-fmodule-map-file=\(root.path)/.build/debug/CICU.build/module.modulemap"]
        for folder in ["/usr/include/freetype2", "/usr/include/harfbuzz"] { flags += ["-Xcc", "-I\(folder)"] }
        return flags
    }
}

/// A command's exit status and what it printed (standard output and error together).
struct CommandOutput {
    var status: Int32
    var text: String
}

/// Runs `arguments` (found on PATH) in `folder`, with `environment` added.
func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> CommandOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandOutput(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
}

/// A new empty folder, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("galley-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Copies the example package's manifest, sources and tests to `folder`,
/// with Galley named at `galley` instead of `../..`; `rewrite` changes the
/// manifest's text further.
func copyExample(to folder: URL, galley: URL, rewrite: (String) -> String = { $0 }) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for item in ["Sources", "Tests", "PreviewSnapshots"] {
        let target = folder.appendingPathComponent(item)
        try? manager.removeItem(at: target)
        try manager.copyItem(at: Checkout.example.appendingPathComponent(item), to: target)
    }
    let manifest = try String(contentsOf: Checkout.example.appendingPathComponent("Package.swift"), encoding: .utf8)
    let named = manifest.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(galley.path)\"")
    #expect(named != manifest, "the example no longer names Galley by path ../..")
    try rewrite(named).write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
}

/// Swift source as it reads on an Apple platform: `#if os(Linux)` false
/// and `#if !os(Linux)` true.
func appleHalf(of source: String) -> String {
    source.replacingOccurrences(of: "#if !os(Linux)", with: "#if true").replacingOccurrences(
        of: "#if os(Linux)", with: "#if false")
}
