import Foundation
import Testing
import GalleyTestSupport

/// Examples/TeamPackage built and tested on Linux as its CI would: a copy
/// of it (with Galley named by this checkout's path) in
/// `.build/team-package`, kept between runs so that they build little.
@Suite("The team package on Linux", .serialized, .tags(.slow))
struct LinuxRunTests {
    static let package = Checkout.root.appendingPathComponent(".build/team-package/TeamPackage")

    /// A fresh copy of the example's sources over the kept build.
    func freshCopy() throws -> URL {
        try copyExample(to: Self.package, galley: Checkout.root)
        return Self.package
    }

    @Test("It builds with no warnings, compiles no swift-syntax, and its tests pass against the committed references")
    func buildsAndPasses() throws {
        let package = try freshCopy()
        let build = try run(["swift", "build", "--build-tests"], in: package)
        #expect(build.status == 0, "\(build.text)")
        let warnings = build.text.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        // No swift-syntax module was compiled (SwiftPM plans their folders, empty).
        let built = package.appendingPathComponent(".build/debug")
        for module in ["SwiftSyntax", "SwiftParser", "GalleyPreviewScanner", "InlineSnapshotTesting"] {
            let objects =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: built.appendingPathComponent("\(module).build").path)) ?? []
            #expect(!objects.contains { $0.hasSuffix(".o") }, "\(module) was compiled")
        }
        #expect(
            FileManager.default.fileExists(atPath: built.appendingPathComponent("GalleySnapshotTesting.build").path))

        let test = try run(
            ["swift", "test", "--skip-build"], in: package, environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(test.status == 0, "\(test.text)")
        #expect(test.text.contains("Executed 3 tests, with 0 failures"), "\(test.text)")
        #expect(test.text.contains("Test run with 4 tests in 1 suite passed"), "\(test.text)")
    }

    @Test(
        """
        A failing change fails with the message, the reference, the failed snapshot and their difference, and \
        leaves the reference alone
        """
    )
    func failingChange() throws {
        let package = try freshCopy()
        let card = package.appendingPathComponent("Sources/AppViews/CardView.swift")
        let source = try String(contentsOf: card, encoding: .utf8)
        try source.replacingOccurrences(of: #"Text("This week")"#, with: #"Text("This month")"#).write(
            to: card, atomically: true, encoding: .utf8)
        let reference = package.appendingPathComponent(
            "Tests/AppViewsTests/__Snapshots__/CardViewTests/card.1.linux.png")
        let before = try Data(contentsOf: reference)
        let artifacts = try ScratchFolder("team-artifacts")
        defer { artifacts.remove() }

        let test = try run(
            ["swift", "test", "--filter", "CardViewTests"], in: package,
            environment: ["SNAPSHOT_TESTING_RECORD": "never", "SNAPSHOT_ARTIFACTS": artifacts.url.path]
        )
        #expect(test.status != 0)
        #expect(test.text.contains("Snapshot does not match reference."), "\(test.text)")
        #expect(test.text.contains("pixels differ"))
        let folder = artifacts.url.appendingPathComponent("CardViewTests")
        for name in [
            "card.1.linux.png", "card.1.linux.reference.png", "card.1.linux.failure.png", "card.1.linux.difference.png",
        ] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name) missing")
            #expect(test.text.contains(folder.appendingPathComponent(name).path) || name == "card.1.linux.png")
        }
        #expect(try Data(contentsOf: reference) == before, "record mode never rewrote the reference")
    }

    @Test(
        """
        SNAPSHOT_TESTING_RECORD as upstream reads it: never fails a missing reference and writes nothing; missing \
        records it, byte for byte the committed one
        """
    )
    func recordModeFromEnvironment() throws {
        let package = try freshCopy()
        let reference = package.appendingPathComponent(
            "Tests/AppViewsTests/__Snapshots__/CardViewTests/emptyWeek.1.linux.png")
        let committed = try Data(contentsOf: reference)
        try FileManager.default.removeItem(at: reference)

        let never = try run(
            ["swift", "test", "--filter", "CardViewTests"], in: package,
            environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(never.status != 0)
        #expect(
            never.text.contains(
                "No reference was found on disk. New snapshot was not recorded because recording is disabled"),
            "\(never.text)")
        #expect(!FileManager.default.fileExists(atPath: reference.path))

        let missing = try run(
            ["swift", "test", "--filter", "CardViewTests"], in: package,
            environment: ["SNAPSHOT_TESTING_RECORD": "missing"])
        #expect(missing.status != 0)
        #expect(
            missing.text.contains("No reference was found on disk. Automatically recorded snapshot"), "\(missing.text)")
        #expect(try Data(contentsOf: reference) == committed)
    }

    /// The recipe commands of docs/ci.md, by name, and its two workflows.
    struct Recipe {
        var commands: [String: String] = [:]
        var workflows: [String: String] = [:]

        init() throws {
            let text = try String(contentsOf: Checkout.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
            var marker: (kind: String, name: String)?
            var block: [String]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("<!-- recipe: ") || line.hasPrefix("<!-- workflow: ") {
                    let parts = line.dropFirst(5).dropLast(4).split(separator: ":").map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    marker = (parts[0], parts[1])
                } else if line.hasPrefix("```"), let open = block {
                    if let marker {
                        if marker.kind == "recipe" {
                            commands[marker.name] = open.joined(separator: "\n")
                        } else {
                            workflows[marker.name] = open.joined(separator: "\n")
                        }
                    }
                    block = nil
                    marker = nil
                } else if line.hasPrefix("```") {
                    block = []
                } else if block != nil {
                    block?.append(line)
                }
            }
        }
    }

    @Test(
        """
        docs/ci.md's commands, run on the example: the Swift tests verify, and three preview shards cover every \
        picture once
        """
    )
    func recipe() throws {
        let recipe = try Recipe()
        #expect(Set(recipe.commands.keys) == ["swift-tests", "build-render", "preview-check"])
        #expect(Set(recipe.workflows.keys) == ["github", "gitlab"])
        // Both workflows run the recipe's commands as written.
        for (name, command) in recipe.commands {
            for (service, workflow) in recipe.workflows {
                #expect(workflow.contains(command), "the \(service) workflow does not run \(name)")
            }
        }
        for workflow in recipe.workflows.values {
            #expect(
                workflow.contains("RENDER: $CI_PROJECT_DIR/galley/.build/release/render")
                    || workflow.contains("RENDER: ${{ github.workspace }}/galley/.build/release/render"))
        }

        let package = try freshCopy()
        let swiftTests = try run(
            ["bash", "-euo", "pipefail", "-c", try #require(recipe.commands["swift-tests"])], in: package)
        #expect(swiftTests.status == 0, "\(swiftTests.text)")
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("artifacts/snapshots").path))

        // build-render's product, `$GALLEY/.build/release/render`, is the
        // code of this build's `render`, which the check runs instead of
        // spending minutes on a release build here.
        let render = Checkout.root.appendingPathComponent(".build/debug/render")
        let cache =
            ProcessInfo.processInfo.environment["GALLEY_CACHE_DIR"]
            ?? Checkout.root.appendingPathComponent(".build/preview-cache").path
        let pictures = try FileManager.default.contentsOfDirectory(
            atPath: package.appendingPathComponent("PreviewSnapshots").path
        )
        .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
        #expect(pictures.count == 3)
        var checked: [String: [Int]] = [:]
        for shard in 1...3 {
            let environment = [
                "GALLEY": Checkout.root.path, "RENDER": render.path, "GALLEY_CACHE_DIR": cache, "SHARD": "\(shard)",
                "SHARDS": "3", "CI": "true",
            ]
            let check = try run(
                ["bash", "-euo", "pipefail", "-c", try #require(recipe.commands["preview-check"])], in: package,
                environment: environment)
            #expect(check.status == 0, "\(check.text)")
            #expect(check.text.contains("0 failed, 0 recorded"), "\(check.text)")
            let report = try String(
                contentsOf: package.appendingPathComponent("artifacts/previews/report-\(shard).html"), encoding: .utf8)
            for picture in pictures where report.contains(picture) { checked[picture, default: []].append(shard) }
        }
        for picture in pictures {
            #expect(checked[picture]?.count == 1, "\(picture) was checked by shards \(checked[picture] ?? [])")
        }
        let outOfRange = try run(
            [
                render.path, "check", "--previews", "Sources/AppViews", "--snapshots", "PreviewSnapshots", "--shard",
                "4/3",
            ], in: package)
        #expect(outOfRange.status == 2)
        #expect(outOfRange.text.contains("The value '4/3' is invalid for '--shard <I/N>'"), "\(outOfRange.text)")
    }
}
