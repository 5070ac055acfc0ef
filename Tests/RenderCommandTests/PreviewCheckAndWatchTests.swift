import Foundation
import GalleyCairo
import TestFonts
import Testing
import GalleyTestSupport

/// `render preview` and `render check --previews` on real SwiftUI folders
/// (the fixtures of GalleyPreviewTests), built in the package's preview cache.

// Previews under `render check --previews` and `render preview --watch`.
extension PreviewCommandTests {
    @Test("check --previews records references, then passes, then fails on a changed preview with artifacts")
    func check() throws {
        let sources = try sources("Check")
        let snapshots = try Folder.temporary()
        let artifacts = try Folder.temporary()
        defer { snapshots.remove(); artifacts.remove() }
        try sources.write(
            "import SwiftUI\n#Preview(\"Label\", traits: .sizeThatFitsLayout) { Text(\"Galley\").padding() }\n",
            to: "Label.swift")
        func check(_ extra: [String] = [], environment: [String: String?] = ["CI": nil]) throws -> RenderCommand.Result
        {
            try RenderCommand.run(
                [
                    "check", "--previews", sources.url.path, "--snapshots", snapshots.url.path, "--artifacts",
                    artifacts.url.path,
                    "--cache-dir", Self.cache,
                ] + extra,
                environment: environment
            )
        }
        let ci = try check(environment: ["CI": "true"])
        #expect(ci.status == 1)
        let recorded = try check()
        #expect(recorded.status == 0, "\(recorded.error)")
        #expect(recorded.output.contains("recorded Label-Label: no reference"))
        #expect(snapshots.contents(of: "Label-Label.png") != nil && snapshots.contents(of: "Label-Label.json") != nil)
        let passed = try check()
        #expect(passed.output.contains("1 passed, 0 failed, "))
        try sources.write(
            "import SwiftUI\n#Preview(\"Label\", traits: .sizeThatFitsLayout) { Text(\"Galley!\").padding() }\n",
            to: "Label.swift")
        let failed = try check()
        #expect(failed.status == 1)
        #expect(failed.output.contains("FAIL Label-Label"))
    }

    @Test(
        """
        check --previews --shard draws only its part, by file name; the parts are disjoint, cover all, and name \
        pictures as a whole run does
        """
    )
    func shards() throws {
        let sources = try sources("Shards")
        let snapshots = try Folder.temporary()
        let artifacts = try Folder.temporary()
        defer { snapshots.remove(); artifacts.remove() }
        let fitted = "traits: .sizeThatFitsLayout"
        try sources.write(
            "import SwiftUI\n#Preview(\(fitted)) { Text(\"A one\") }\n#Preview(\(fitted)) { Text(\"A two\") }\n",
            to: "A.swift")
        try sources.write("import SwiftUI\n#Preview(\"Card\", \(fitted)) { Text(\"B\") }\n", to: "B.swift")
        try sources.write("import SwiftUI\n#Preview(\(fitted)) { Text(\"C\") }\n", to: "C.swift")
        // A-Extra's pictures could take names of A's ("A-Extra-1"): the two are one group.
        try sources.write("import SwiftUI\n#Preview(\(fitted)) { Text(\"A extra\") }\n", to: "A-Extra.swift")
        func check(_ extra: [String]) throws -> RenderCommand.Result {
            try RenderCommand.run(
                [
                    "check", "--previews", sources.url.path, "--snapshots", snapshots.url.path, "--artifacts",
                    artifacts.url.path,
                    "--cache-dir", Self.cache,
                ] + extra,
                environment: ["CI": nil]
            )
        }
        let first = try check(["--shard", "1/2", "--verbose"])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("4 recorded"), "\(first.output)")
        #expect(
            first.error.contains("A.swift:2") && first.error.contains("A-Extra.swift:2")
                && first.error.contains("C.swift:2"), "\(first.error)")
        #expect(!first.error.contains("B.swift"), "\(first.error)")
        let second = try check(["--shard", "2/2"])
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.contains("1 recorded"), "\(second.output)")
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.url.path).filter {
            $0.hasSuffix(".png")
        }.sorted()
        #expect(names == ["A-1.png", "A-2.png", "A-Extra-1.png", "B-Card.png", "C-1.png"])
        // The references the parts recorded are the whole run's.
        let whole = try check([])
        #expect(whole.output.contains("5 passed, 0 failed, "), "\(whole.output)")
    }

    @Test(
        """
        preview --watch draws again when a source changes, a compile error in between leaves the pictures, and \
        each run ends with a summary
        """
    )
    func watch() throws {
        let sources = try sources("Watch")
        let out = try Folder.temporary()
        defer { out.remove() }
        func source(_ text: String) -> String {
            """
            import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        \
            Text(\"\(text)\").padding()\n    }\n}\n\n#Preview(\"Hello\") {\n    Greeting()\n}\n
            """
        }
        try sources.write(source("One"), to: "Greeting.swift")
        let running = try WatchCommandTests.Running(
            // The pictures go inside the watched folder: writing them must not set the watch off again.
            [
                "preview", sources.url.path, "-o", sources.url.appendingPathComponent("previews").path, "--dump",
                "--cache-dir", Self.cache, "--watch", "--verbose",
            ], in: out
        )
        defer { running.stop() }
        func picture() -> Data? { sources.contents(of: "previews/Greeting-Hello.png") }
        #expect(
            running.wait(seconds: 600) { picture() != nil && running.error.contains("watching ") }, "\(running.error)")
        usleep(1_500_000)
        #expect(
            running.error.components(separatedBy: "render: watching ").count == 2,
            "ran again by itself: \(running.error)")
        #expect(running.error.contains("1 written, 0 failed, in "), "\(running.error)")
        #expect(
            running.error.contains("drew \(sources.url.path)/Greeting.swift:9: #Preview \"Hello\""), "\(running.error)")
        let first = try #require(picture())

        try sources.write(source("Two, a longer greeting"), to: "Greeting.swift")
        #expect(running.wait(seconds: 300) { picture().map { $0 != first } ?? false }, "\(running.error)")
        let second = try #require(picture())
        #expect(try RasterImage(png: second) != RasterImage(png: first))

        try sources.write(
            source("Three").replacingOccurrences(of: ".padding()", with: ".padingg()"), to: "Greeting.swift")
        #expect(running.wait(seconds: 300) { running.error.contains("has no member 'padingg'") }, "\(running.error)")
        #expect(
            running.wait(seconds: 30) { running.error.components(separatedBy: "render: watching ").count == 4 },
            "\(running.error)")
        #expect(picture() == second, "a failed build left the picture")
        #expect(running.process.isRunning)
    }
}
