import Foundation
import Testing

/// Examples/TeamPackage built and tested on Linux as its CI would: a copy
/// of it (with Galley named by this checkout's path) in
/// `.build/team-package`, kept between runs so that they build little.
@Suite("The team package on Linux", .serialized)
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
            let objects = (try? FileManager.default.contentsOfDirectory(atPath: built.appendingPathComponent("\(module).build").path)) ?? []
            #expect(!objects.contains { $0.hasSuffix(".o") }, "\(module) was compiled")
        }
        #expect(FileManager.default.fileExists(atPath: built.appendingPathComponent("GalleySnapshotTesting.build").path))

        let test = try run(["swift", "test", "--skip-build"], in: package, environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(test.status == 0, "\(test.text)")
        #expect(test.text.contains("Executed 3 tests, with 0 failures"), "\(test.text)")
        #expect(test.text.contains("Test run with 4 tests in 1 suite passed"), "\(test.text)")
    }

    @Test("A failing change fails with the message, the reference, the failed snapshot and their difference, and leaves the reference alone")
    func failingChange() throws {
        let package = try freshCopy()
        let card = package.appendingPathComponent("Sources/AppViews/CardView.swift")
        let source = try String(contentsOf: card, encoding: .utf8)
        try source.replacingOccurrences(of: #"Text("This week")"#, with: #"Text("This month")"#).write(to: card, atomically: true, encoding: .utf8)
        let reference = package.appendingPathComponent("Tests/AppViewsTests/__Snapshots__/CardViewTests/card.1.linux.png")
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
        for name in ["card.1.linux.png", "card.1.linux.reference.png", "card.1.linux.failure.png", "card.1.linux.difference.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name) missing")
            #expect(test.text.contains(folder.appendingPathComponent(name).path) || name == "card.1.linux.png")
        }
        #expect(try Data(contentsOf: reference) == before, "record mode never rewrote the reference")
    }
}
