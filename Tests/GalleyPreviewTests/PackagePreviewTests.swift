import Foundation
import GalleyCairo
import Testing
@testable import GalleyPreview
import GalleyTestSupport

/// `render preview` on Swift packages: the Shop fixture (Fixtures/Packages/Shop)
/// is read as SwiftPM reads it and its targets are built as modules.
@Suite("Previews of Swift packages", .serialized, .tags(.slow))
struct PackagePreviewTests {
    static let shop = PreviewFixtures.folder.appendingPathComponent("Packages/Shop")

    @Test(
        """
        A package's targets build as modules: imports between them, resources through Bundle.module, a colour set \
        by bundle, a third-party package, defines and excludes; targets that cannot build are named with why, and \
        the rest are drawn
        """
    )
    func shopPackage() throws {
        let project = try PreviewProject(inputs: [Self.shop], scanner: PreviewFixtures.scanner)
        let package = try #require(project.package)
        #expect(package.name == "Shop")
        #expect(package.localPackages.map(\.name) == ["Catalog"])
        #expect(!package.remoteDependencies.contains { $0.identity == "catalog" })
        // The Legacy folder is excluded, and the test target is never read.
        #expect(!project.files.contains { $0.path.contains("Legacy") || $0.path.contains("ThemeTests") })
        // Catalog's target is its package's folder: its manifest is not a source.
        #expect(project.files.contains { $0.lastPathComponent == "Product.swift" })
        #expect(!project.files.contains { $0.lastPathComponent == "Package.swift" })
        let program = try PreviewBuilder(cacheDirectory: PreviewFixtures.cache).build(project)
        #expect(
            Set(program.previews.map(\.title)) == [
                "#Preview \"Badge\"", "#Preview \"Card\"", "#Preview \"Shelf\"", "#Preview \"Home\"",
                "#Preview \"Coupon\"",
            ])
        // The file with the error is left out of its target, whose other file is drawn; the target that used
        // it fails in the next build, and is left out once none of its files is.
        let problems = program.problems.joined(separator: "\n")
        #expect(problems.contains("Shop/Sources/Broken/Sale.swift is not built: it does not compile:"))
        #expect(problems.contains("Shop/Sources/Broken/Sale.swift:6:14: error: cannot find 'percentOff' in scope"))
        #expect(problems.contains("Shop/Sources/NeedsBroken/Banner.swift is not built: it does not compile:"))
        #expect(problems.contains("Shop/Sources/NeedsBroken/Banner.swift:5:5: error: cannot find 'Sale' in scope"))
        #expect(problems.contains("target NeedsBroken is not built: none of its files is built"))
        #expect(problems.contains("target Remote is not built: the package nothing-here it depends on did not resolve"))
        #expect(program.problems.count == 4, "\(problems)")

        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.allSatisfy { $0.failure == nil }, "\(outcomes.map(\.failure))")
        func dump(_ title: String) throws -> String {
            let outcome = try #require(outcomes.first { $0.declaration.title == "#Preview \"\(title)\"" })
            return try String(contentsOf: try #require(outcome.pictures.first?.dump), encoding: .utf8)
        }
        // Bundle.module found the resource copied from Theme's Resources.
        #expect(try dump("Card").contains("\"lines\": [\"Welcome from the bundle\"]"))
        // OrderedSet, from swift-collections as SwiftPM resolved it.
        #expect(try dump("Card").contains("\"lines\": [\"Sizes S M L\"]"))
        // A package the Shop depends on by path builds beside it, with SwiftUI.
        #expect(try dump("Shelf").contains("\"lines\": [\"Espresso cup\"]"))
        // The app's file beside the package imports its targets.
        #expect(try dump("Home").contains("\"lines\": [\"Home\"]"))
        // THEME_BADGES is defined for iOS, THEME_MAC only for macOS: the badge branch.
        #expect(try dump("Badge").contains("\"lines\": [\"New\"]"))

        // Color("Brand", bundle: .module): the colour set in Theme's catalogue.
        let badge = try #require(outcomes.first { $0.declaration.title == "#Preview \"Badge\"" }?.pictures.first?.png)
        let image = try RasterImage(png: Data(contentsOf: badge))
        let json = try JSONSerialization.jsonObject(with: Data(dump("Badge").utf8)) as? [String: Any]
        let frame = try #require((json?["root"] as? [String: Any])?["frame"] as? [String: Double])
        let corner = image[Int((try #require(frame["x"]) + 2) * 3), Int((try #require(frame["y"]) + 2) * 3)]
        #expect(corner.red < 4 && abs(Int(corner.green) - 102) < 4 && corner.blue > 250)
    }

    @Test(
        """
        A folder in no package that holds one (an app's folder beside its own package): the package's targets are \
        modules the folder's files import, both draw their previews, and the package's other files are not the \
        folder's
        """
    )
    func packageInFolder() throws {
        let folder = PreviewFixtures.folder.appendingPathComponent("Workspace")
        let project = try PreviewProject(inputs: [folder], scanner: PreviewFixtures.scanner)
        #expect(project.package?.localPackages.map(\.name) == ["Kit"])
        #expect(project.package?.targets.isEmpty == true)
        #expect(project.files.map(\.lastPathComponent).sorted() == ["HomeView.swift", "KitBadge.swift"])
        let program = try PreviewBuilder(cacheDirectory: PreviewFixtures.cache).build(project)
        #expect(program.problems.isEmpty, "\(program.problems)")
        #expect(Set(program.previews.map(\.title)) == ["#Preview \"Home\"", "#Preview \"Badge\""])
        let out = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let outcomes = program.run(into: out, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.allSatisfy { $0.failure == nil }, "\(outcomes.map(\.failure))")
        let home = try #require(outcomes.first { $0.declaration.title == "#Preview \"Home\"" }?.pictures.first?.dump)
        #expect(try String(contentsOf: home, encoding: .utf8).contains("\"lines\": [\"From Kit\"]"))
        // A file of the app's folder alone is read as before: no package.
        let file = try PreviewProject(
            inputs: [folder.appendingPathComponent("App/HomeView.swift")], scanner: PreviewFixtures.scanner)
        #expect(file.package == nil)
    }

    @Test(
        """
        --target draws one target's previews (building only what it needs); a folder or file inside a target draws \
        its own previews
        """
    )
    func choosingTargets() throws {
        let theme = try PreviewProject(inputs: [Self.shop], targets: ["Theme"], scanner: PreviewFixtures.scanner)
        #expect(theme.previews.map(\.title) == ["#Preview \"Badge\""])
        #expect(theme.modules.compactMap(\.name) == ["Theme"])
        let shelf = try PreviewProject(
            inputs: [Self.shop.appendingPathComponent("Sources/Storefront/Shelf.swift")],
            scanner: PreviewFixtures.scanner)
        #expect(shelf.previews.map(\.title) == ["#Preview \"Shelf\""])
        // The whole target, and what it depends on, is compiled.
        #expect(Set(shelf.modules.compactMap(\.name)) == ["Theme", "Storefront", "CatalogModels"])
        #expect(shelf.files.contains { $0.lastPathComponent == "ProductCard.swift" })

        #expect(
            throws: PreviewError.input(
                """
                --target Nope: package Shop has no such target (its targets with previews can be: Broken, \
                CatalogModels, NeedsBroken, Remote, Storefront, Theme)
                """
            )
        ) {
            try PreviewProject(inputs: [Self.shop], targets: ["Nope"], scanner: PreviewFixtures.scanner)
        }
        #expect(throws: PreviewError.self) {
            try PreviewProject(inputs: [Self.shop], targets: ["ThemeTests"], scanner: PreviewFixtures.scanner)
        }
    }

    @Test("A target's defines are read for a debug build on iOS: a release-only or macOS-only one is left out")
    func defines() throws {
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Flags", targets: [
            .target(name: "A", swiftSettings: [
                .define("ALWAYS"), .define("ON_IOS", .when(platforms: [.iOS])),
                .define("ON_MAC", .when(platforms: [.macOS])), .define("IN_RELEASE", .when(configuration: .release)),
                .define("IN_DEBUG", .when(configuration: .debug)),
            ]),
        ])
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let source = folder.appendingPathComponent("Sources/A/A.swift")
        try FileManager.default.createDirectory(
            at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "import SwiftUI\n#Preview { Text(\"a\") }\n".write(to: source, atomically: true, encoding: .utf8)
        let project = try PreviewProject(inputs: [folder], scanner: PreviewFixtures.scanner)
        #expect(project.modules.first { $0.name == "A" }?.defines == ["ALWAYS", "ON_IOS", "IN_DEBUG"])
    }

    @Test(
        """
        Bad packages: a manifest that does not evaluate names Package.swift; a target cycle and a missing resource \
        name their targets, and the other targets are still planned
        """
    )
    func badPackages() throws {
        let root = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        func package(_ name: String, manifest: String, files: [String: String]) throws -> URL {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            for (path, text) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            return folder
        }
        let preview = "import SwiftUI\n#Preview { Text(\"x\") }\n"

        let broken = try package(
            "Broken",
            manifest:
                """
                // swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Broken\", \
                targets: [.target(name: \"A\"\n
                """,
            files: ["Sources/A/A.swift": preview])
        do {
            _ = try PreviewProject(inputs: [broken], scanner: PreviewFixtures.scanner)
            Issue.record("a manifest that does not evaluate was read")
        } catch {
            #expect(error.description.contains("Package.swift: SwiftPM could not read the package's manifest"))
        }

        let tangled = try package(
            "Tangled",
            manifest: """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Tangled", targets: [
                    .target(name: "A", dependencies: ["B"]),
                    .target(name: "B", dependencies: ["A"]),
                    .target(name: "Art", resources: [.copy("Missing.png")]),
                    .target(name: "Fine"),
                ])
                """,
            files: [
                "Sources/A/A.swift": preview, "Sources/B/B.swift": preview, "Sources/Art/Art.swift": preview,
                "Sources/Fine/Fine.swift": preview,
            ])
        let project = try PreviewProject(inputs: [tangled], scanner: PreviewFixtures.scanner)
        let skipped = project.skippedTargets.joined(separator: "\n")
        #expect(
            skipped.contains("their dependencies form a cycle")
                || skipped.contains("its dependencies form a cycle (A → B → A)") || skipped.contains("(B → A → B)"))
        #expect(skipped.contains("target Art (") && skipped.contains("its resource Missing.png does not exist"))
        #expect(project.modules.compactMap(\.name) == ["Fine"])
        #expect(project.previews.count == 1)
    }
}
