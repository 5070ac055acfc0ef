import Foundation
import Testing
import GalleyTestSupport

/// What Examples/TeamPackage is on iOS and macOS, checked as far as Linux
/// can: its manifest evaluated with `os(macOS)`, its test files compiled
/// against the signatures of swift-snapshot-testing's iOS API.
@Suite("The team package's Apple half", .tags(.slow))
struct AppleHalfTests {
    /// Galley's manifest as macOS reads it, beside its sources.
    func galleyAsOnMacOS(in folder: URL) throws -> URL {
        let galley = folder.appendingPathComponent("galley")
        try FileManager.default.createDirectory(at: galley, withIntermediateDirectories: true)
        for item in ["Sources", "Tests", "Benchmarks"] {
            try FileManager.default.createSymbolicLink(
                at: galley.appendingPathComponent(item), withDestinationURL: Checkout.root.appendingPathComponent(item))
        }
        let manifest = try String(contentsOf: Checkout.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        try appleHalf(of: manifest).write(
            to: galley.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return galley
    }

    @Test(
        """
        With os(macOS), both manifests evaluate and SwiftPM resolves the graph: Galley's products exist, named for \
        Linux alone
        """
    )
    func manifestOnMacOS() throws {
        let scratch = try ScratchFolder("macos-manifest")
        defer { scratch.remove() }
        let galley = try galleyAsOnMacOS(in: scratch.url)
        let team = scratch.url.appendingPathComponent("team")
        try copyExample(to: team, galley: galley, rewrite: appleHalf(of:))

        let graph = try run(["swift", "package", "show-dependencies"], in: team)
        #expect(graph.status == 0, "\(graph.text)")
        #expect(graph.text.contains("swift-snapshot-testing"))

        // Galley on macOS: every stand-in product is the one placeholder target.
        let dump = try run(["swift", "package", "dump-package"], in: galley)
        let galleyPackage = try #require(try JSONSerialization.jsonObject(with: Data(dump.text.utf8)) as? [String: Any])
        let products = try #require(galleyPackage["products"] as? [[String: Any]])
        let swiftUI = try #require(products.first { $0["name"] as? String == "SwiftUI" })
        #expect(swiftUI["targets"] as? [String] == ["GalleyLinuxOnly"])
        #expect(products.contains { $0["name"] as? String == "GalleySnapshotTesting" })

        // The team's manifest names each of Galley's products for Linux only.
        let teamDump = try run(["swift", "package", "dump-package"], in: team)
        let teamPackage = try #require(
            try JSONSerialization.jsonObject(with: Data(teamDump.text.utf8)) as? [String: Any])
        let targets = try #require(teamPackage["targets"] as? [[String: Any]])
        var galleyProducts = 0
        for target in targets {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                guard let product = dependency["product"] as? [Any], product.count >= 4,
                    product[1] as? String == "galley"
                else { continue }
                galleyProducts += 1
                let condition = product[3] as? [String: Any]
                let platforms = (condition?["platformNames"] as? [String]) ?? []
                #expect(platforms == ["linux"], "\(product[0]) is named for \(platforms)")
            }
        }
        #expect(galleyProducts == 2)
    }

    @Test(
        """
        A manifest that names the SwiftUI product without the condition gets, on macOS, a message that says how to \
        write it
        """
    )
    func unconditionedProductMessage() throws {
        let scratch = try ScratchFolder("linux-only")
        defer { scratch.remove() }
        let source = try String(
            contentsOf: Checkout.root.appendingPathComponent("Sources/GalleyLinuxOnly/LinuxOnly.swift"), encoding: .utf8
        )
        let file = scratch.url.appendingPathComponent("LinuxOnly.swift")
        try appleHalf(of: source).write(to: file, atomically: true, encoding: .utf8)
        let compiled = try run(["swiftc", "-typecheck", file.path], in: scratch.url)
        #expect(compiled.status != 0)
        #expect(compiled.text.contains(#"error: Galley's SwiftUI product"#), "\(compiled.text)")
        #expect(
            compiled.text.contains(
                #".product(name: "SwiftUI", package: "galley", condition: .when(platforms: [.linux]))"#))
        // On Linux the same file compiles to nothing.
        #expect(
            try run(
                [
                    "swiftc", "-typecheck",
                    Checkout.root.appendingPathComponent("Sources/GalleyLinuxOnly/LinuxOnly.swift").path,
                ], in: scratch.url
            ).status == 0)
    }

    /// Compiles the example's test files as an Apple platform reads them,
    /// against the shim of swift-snapshot-testing's iOS API, with `edit`
    /// applied to each file first.
    func compileAppleHalfOfTests(edit: (String) -> String = { $0 }) throws -> CommandOutput {
        let scratch = try ScratchFolder("ios-half")
        defer { scratch.remove() }
        let shim = Checkout.root.appendingPathComponent("Tests/TeamPackageTests/Shims/SnapshotTesting.swift")
        let emitShim = try run(
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "SnapshotTesting", shim.path,
                "-emit-module-path", scratch.url.appendingPathComponent("SnapshotTesting.swiftmodule").path,
            ] + Checkout.compilerFlags,
            in: scratch.url
        )
        #expect(emitShim.status == 0, "\(emitShim.text)")
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: Checkout.example.appendingPathComponent("Sources/AppViews").path
        )
        .filter { $0.hasSuffix(".swift") }.map {
            Checkout.example.appendingPathComponent("Sources/AppViews/\($0)").path
        }
        let emitViews = try run(
            ["swiftc", "-emit-module", "-parse-as-library", "-enable-testing", "-module-name", "AppViews"] + sources
                + ["-emit-module-path", scratch.url.appendingPathComponent("AppViews.swiftmodule").path]
                + Checkout.compilerFlags,
            in: scratch.url
        )
        #expect(emitViews.status == 0, "\(emitViews.text)")
        let testsFolder = Checkout.example.appendingPathComponent("Tests/AppViewsTests")
        var tests: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: testsFolder.path) where name.hasSuffix(".swift")
        {
            let text = try String(contentsOf: testsFolder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("#if os(Linux)"), "\(name) has no Linux half")
            let copy = scratch.url.appendingPathComponent(name)
            try edit(appleHalf(of: text)).write(to: copy, atomically: true, encoding: .utf8)
            tests.append(copy.path)
        }
        #expect(tests.count == 2)
        return try run(
            ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "AppViewsTests", "-I", scratch.url.path]
                + tests + Checkout.compilerFlags,
            in: scratch.url
        )
    }

    @Test("The test files' iOS half compiles against swift-snapshot-testing's iOS signatures")
    func testFilesCompileAgainstUpstream() throws {
        let compiled = try compileAppleHalfOfTests()
        #expect(compiled.status == 0, "\(compiled.text)")
    }

    @Test("The check fails on a call only GalleySnapshotTesting accepts")
    func galleyOnlyCallFails() throws {
        let compiled = try compileAppleHalfOfTests {
            $0.replacingOccurrences(of: "height: 220)", with: "height: 220, scale: 2)")
        }
        #expect(compiled.status != 0)
        #expect(compiled.text.contains("extra argument 'scale' in call"), "\(compiled.text)")
    }
}
