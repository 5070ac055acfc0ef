import Foundation
import Testing
import GalleyTestSupport

/// The test target the README suggests for snapshot tests, built by
/// SwiftPM in a package of its own (without Galley, whose build would take
/// minutes: the warnings concern the test target's files alone).
@Suite("The README's test target for snapshot tests", .tags(.slow))
struct PackageSnippetTests {
    /// A package with a library and a test target whose Package.swift
    /// declares the test target with `exclude`.
    struct Package {
        let folder: URL

        init(exclude: [String]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "galley-snippet-\(UUID().uuidString)")
            let tests = folder.appendingPathComponent("Tests/AppViewsTests")
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Sources/AppViews"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
            try "public struct Card {\n    public init() {}\n}\n".write(
                to: folder.appendingPathComponent("Sources/AppViews/Card.swift"), atomically: true, encoding: .utf8)
            try "import AppViews\n\nfunc card() -> Card { Card() }\n".write(
                to: tests.appendingPathComponent("CardTests.swift"), atomically: true, encoding: .utf8)
            let excluded = exclude.map { "\"\($0)\"" }.joined(separator: ", ")
            let manifest = """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Snippet",
                    targets: [
                        .target(name: "AppViews"),
                        .testTarget(
                            name: "AppViewsTests",
                            dependencies: ["AppViews"],
                            exclude: [\(excluded)]
                        ),
                    ]
                )

                """
            try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }

        /// Adds `path` (below the test target) with `contents`.
        func add(_ path: String, _ contents: String = "") throws {
            let url = folder.appendingPathComponent("Tests/AppViewsTests/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }

        /// The lines with `warning:` that `swift build --build-tests` prints.
        func buildWarnings() throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "build", "--build-tests", "--package-path", folder.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            #expect(process.terminationStatus == 0, "\(text)")
            return text.split(separator: "\n").map(String.init).filter { $0.contains("warning:") }
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test(
        "Excluding __Snapshots__, kept from the start by a .gitkeep: no warning before the first reference, nor after")
    func excludedFolderKeptByGitkeep() throws {
        let package = try Package(exclude: ["__Snapshots__"])
        defer { package.remove() }
        try package.add("__Snapshots__/.gitkeep")
        #expect(try package.buildWarnings() == [])
        try package.add("__Snapshots__/CardTests/card.1.png", "not really a picture")
        try package.add("__Snapshots__/CardTests/card.2.json", "{}")
        #expect(try package.buildWarnings() == [])
    }

    @Test("Without the folder SwiftPM warns of the exclude; without the exclude, of the references")
    func eitherAloneWarns() throws {
        let excluding = try Package(exclude: ["__Snapshots__"])
        defer { excluding.remove() }
        let missing = try excluding.buildWarnings()
        #expect(
            missing.contains {
                $0.contains("Invalid Exclude") && $0.contains("__Snapshots__") && $0.contains("File not found")
            }, "\(missing)")

        let plain = try Package(exclude: [])
        defer { plain.remove() }
        try plain.add("__Snapshots__/CardTests/card.1.png", "not really a picture")
        let unhandled = try plain.buildWarnings()
        #expect(unhandled.contains { $0.contains("unhandled") }, "\(unhandled)")
    }
}
