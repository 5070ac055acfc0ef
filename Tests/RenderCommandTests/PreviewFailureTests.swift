import Foundation
import GalleyCairo
import TestFonts
import Testing
import GalleyTestSupport

/// `render preview` and `render check --previews` on real SwiftUI folders
/// (the fixtures of GalleyPreviewTests), built in the package's preview cache.

// Previews that fail: to compile, to run, to keep to the protocol, or to find what they need.
extension PreviewCommandTests {
    @Test(
        "A compile error: exit 1, the compiler's message at the user's line, nothing written, earlier output untouched")
    func compileError() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        try out.write("earlier", to: "Unsupported-1.png")
        let result = try preview([
            Self.fixtures.appendingPathComponent("Unsupported/Unsupported.swift").path, "-o", out.url.path,
        ])
        #expect(result.status == 1)
        #expect(
            result.error.contains("Unsupported.swift:6:14: error: value of type 'Text' has no member 'geometryGroup'"))
        #expect(result.error.contains("docs/swiftui-support.md"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path) == ["Unsupported-1.png"])
        #expect(out.contents(of: "Unsupported-1.png") == Data("earlier".utf8))
    }

    @Test("A folder with a file that does not compile: the other files' previews written, exit 1, each left out named")
    func partlyBroken() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview([Self.fixtures.appendingPathComponent("PartlyBroken").path, "-o", out.url.path])
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path) == ["Summary-Summary.png"])
        #expect(result.error.contains("Chart.swift is not built: it does not compile:"))
        #expect(result.error.contains("error: value of type 'Row' has no member 'geometryGroup'"))
        #expect(result.error.contains("Dashboard.swift is not built: it uses `TrendChart`, declared in "))
        #expect(result.error.contains("Legend.swift is not built: it does not compile:"))
        #expect(result.error.contains("1 written, 3 failed"))
    }

    @Test(
        """
        Crashing, hanging, hoarding and exiting previews: each named with its line and reason, exit 1; the others \
        are drawn
        """
    )
    func runaway() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        try out.write("earlier", to: "Runaway-Crash.png")
        // The fixture's folder, with a link to a file that does not exist (issue 33, item 8).
        let source = try Folder.temporary()
        defer { source.remove() }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("Runaway/Runaway.swift"),
            to: source.url.appendingPathComponent("Runaway.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: source.url.appendingPathComponent("Missing.swift").path, withDestinationPath: "nowhere.swift")
        let result = try preview([
            source.url.path, "-o", out.url.path, "--time-limit", "4", "--memory-limit", "400",
        ])
        #expect(result.status == 1)
        #expect(result.error.contains("Missing.swift: a link to nowhere.swift, which does not exist; left out"))
        // A body that only stops compiles, as in SwiftUI; a trap in the
        // standard library names the user's line too (issue 33, item 8).
        #expect(result.error.contains("Runaway.swift:59: Fatal error: not written yet"))
        #expect(result.error.contains("Runaway.swift:71: #Preview \"Out of range\": crashed"))
        #expect(result.error.contains("Fatal error: Index out of range\n    at \(source.url.path)/Runaway.swift:66\n"))
        // The runtime's stack trace is not shown as the preview's output.
        #expect(!result.error.contains("<unavailable>") && !result.error.contains("Current stack trace"))
        #expect(result.error.contains("Runaway.swift:47: #Preview \"Crash\": crashed"))
        #expect(result.error.contains("Runaway.swift:7: Fatal error: no values to show"))
        #expect(result.error.contains("Runaway.swift:49: #Preview \"Hang\": did not finish within 4 s"))
        #expect(result.error.contains("Runaway.swift:51: #Preview \"Hog\": used more than 400 MiB of memory"))
        #expect(result.error.contains("Runaway.swift:53: #Preview \"Exit\": exited before drawing all its pictures"))
        let drawn = ["Chatty", "Crash", "Fine_1", "Fine_2", "Fine_3", "Fine_4", "Fine_5"].map { "Runaway-\($0).png" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path).sorted() == drawn)
        #expect(out.contents(of: "Runaway-Crash.png") == Data("earlier".utf8))
        // What a preview prints passes through as a log: its last 20 lines, standard error's last.
        #expect(result.error.contains("Runaway.swift:54: #Preview \"Chatty\": printed (its last 20 lines):"))
        #expect(result.error.contains("\n    a note on standard error"))
        #expect(!result.error.contains("line 19000 of what"))
    }

    @Test("A compile error on a #Preview line shows the user's line, not the rewritten copy's (issue 33, item 8)")
    func compileErrorOnPreviewLine() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(
            "import SwiftUI\n\n#Preview(\"Broken\") { Text(undefinedThing) }\n", to: "Broken.swift")
        let result = try preview([folder.url.appendingPathComponent("Broken.swift").path, "-o", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error.contains("Broken.swift:3:27: error: cannot find 'undefinedThing' in scope"))
        #expect(result.error.contains("\n3 | #Preview(\"Broken\") { Text(undefinedThing) }\n"))
        #expect(result.error.contains("\n  |                           `- error: cannot find 'undefinedThing'"))
        #expect(!result.error.contains("__galleyPreview"))
    }

    /// Issue 33, item 3: the protocol trusts nothing the user's code can write.
    @Test(
        """
        A preview that forges protocol lines, links and invalid bytes reaches no file outside its folder; its real \
        picture is drawn
        """
    )
    func forgedProtocol() throws {
        let victims = try Folder.temporary()
        defer { victims.remove() }
        try victims.write("precious", to: "victim.txt")
        let victim = victims.url.appendingPathComponent("victim.txt").path
        let sources = try sources("Forgery")
        try sources.write(
            #"""
            import Foundation
            import SwiftUI

            /// Writes what a hostile preview can: lines shaped like the
            /// protocol's on standard output, invalid UTF-8, megabytes, and
            /// forged reports (paths, a link and a hard link) in its reports file.
            func forge() -> String {
                let victim = "\#(victim)"
                print(#"{"index":0,"kind":"exited","code":0}"#)
                print(#"{"number":1,"png":"\#(victim)","warnings":[]}"#)
                FileHandle.standardOutput.write(Data([0xFF, 0xFE, 0x0A]))
                print(String(repeating: "x", count: 3 << 20))
                let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
                for fd in fds {
                    guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)"),
                        path.hasSuffix("/reports"), let handle = FileHandle(forWritingAtPath: path)
                    else { continue }
                    let folder = (path as NSString).deletingLastPathComponent
                    try? FileManager.default.createSymbolicLink(atPath: folder + "/8.png", withDestinationPath: victim)
                    link(victim, folder + "/9.png")
                    handle.seekToEndOfFile()
                    for line in [
                        #"{"number":1,"png":"\#(victim)","warnings":[]}"#,
                        #"{"number":2,"png":"../../../victim.txt","warnings":[]}"#,
                        #"{"number":8,"png":"8.png","warnings":[]}"#,
                        #"{"number":9,"png":"9.png","warnings":[]}"#,
                    ] {
                        handle.write(Data((line + "\n").utf8))
                    }
                    handle.write(Data([0xFF, 0x7B, 0x0A]))
                }
                return "forged"
            }

            #Preview("Forger") { Text(forge()) }
            """#, to: "Forgery.swift")
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview(["Forgery.swift", "-o", out.url.path], in: sources.url)
        #expect(result.status == 1)
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
        var status = stat()
        #expect(lstat(victim, &status) == 0 && status.st_nlink == 1)
        // The real picture is written, nothing else: no forged path was moved in.
        let written = try FileManager.default.contentsOfDirectory(atPath: out.url.path)
        #expect(written.contains { $0.hasPrefix("Forgery-Forger") && $0.hasSuffix(".png") })
        for name in written {
            #expect(out.contents(of: name).map { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) } == true, "\(name)")
        }
        #expect(result.error.contains("its picture is not a file the preview drew"))
        // Its output passed through as a log, capped.
        #expect(result.error.contains(#"#Preview "Forger": printed:"#))
        #expect(result.error.count < 200_000)
    }

    /// A disk that fills while the cache is written: a small tmpfs in a
    /// mount namespace of the test's own (`unshare`, no privileges needed).
    /// 12 MB fills while the scanner is built; grown to 60 MB, the next run
    /// builds the scanner and fills while Galley is built.
    @Test(
        """
        A full disk while building in the cache is said plainly, nothing is written, and the next run builds what \
        is missing
        """
    )
    func fullDisk() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write("import SwiftUI\n#Preview(\"Hi\") { Text(\"Hi\") }\n", to: "sources/Hi.swift")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("cache"), withIntermediateDirectories: true)
        let script = """
            cache="$1"; render="$2"
            mount -t tmpfs -o size=12M tmpfs "$cache" || exit 9
            "$render" preview sources -o out --cache-dir "$cache"; echo "first: $?"
            mount -o remount,size=60M "$cache" || exit 9
            "$render" preview sources -o out --cache-dir "$cache"; echo "second: $?"
            ls "$cache"/scanner/*/galley-preview-scanner >/dev/null 2>&1 && echo "scanner kept"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = [
            "--user", "--map-root-user", "--mount", "sh", "-c", script, "sh",
            folder.url.appendingPathComponent("cache").path, RenderCommand.executable,
        ]
        process.currentDirectoryURL = folder.url
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
        #expect(
            printed.contains("first: 1") && printed.contains("second: 1") && printed.contains("scanner kept"),
            "\(printed)")
        let message =
            """
            is full: the build could not write its files (No space left on device). Free some space, or give \
            another folder with --cache-dir
            """
        #expect(said.components(separatedBy: message).count == 3, "\(said)")
        #expect(said.contains("Building Galley's SwiftUI module"))
        #expect(!said.contains("building again from clean products"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }

    @Test(
        """
        A syntax error is named and the other files' previews still render; a file given only for its types is not \
        a failure
        """
    )
    func syntaxAndEmpty() throws {
        let sources = try sources("SyntaxAndEmpty")
        let out = try Folder.temporary()
        defer { out.remove() }
        try sources.write(
            "import SwiftUI\nstruct Oops: View {\n    var body: some View {\n        Text(\"x\"\n    }\n}\n",
            to: "Broken.swift")
        try sources.write("struct Model { var name = \"x\" }\n", to: "Model.swift")
        try sources.write("import SwiftUI\n#Preview(\"Hi\") { Text(Model().name) }\n", to: "Good.swift")
        let result = try preview(["Broken.swift", "Model.swift", "Good.swift", "-o", out.url.path], in: sources.url)
        #expect(result.status == 1)
        #expect(result.error.contains("Broken.swift:4:17: error: expected ')' to end function call"))
        #expect(!result.error.contains("Model.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path) == ["Good-Hi.png"])
        let typesOnly = try preview(["Model.swift", "Good.swift", "-o", out.url.path], in: sources.url)
        #expect(typesOnly.status == 0, "\(typesOnly.error)")

        let none = try preview(["Model.swift", "-o", out.url.path], in: sources.url)
        #expect(none.status == 1)
        #expect(none.error.contains("Model.swift: no #Preview or PreviewProvider found"))
        let missing = try preview(["Nowhere.swift", "-o", out.url.path], in: sources.url)
        #expect(missing.status == 1)
        #expect(missing.error.contains("Nowhere.swift: no such file or folder"))
    }

    @Test("Without the Swift toolchain on PATH the message says so")
    func noToolchain() throws {
        let cache = try Folder.temporary()
        let out = try Folder.temporary()
        defer { cache.remove(); out.remove() }
        let result = try RenderCommand.run(
            [
                "preview", Self.fixtures.appendingPathComponent("Cards").path, "-o", out.url.path, "--cache-dir",
                cache.url.path,
            ],
            environment: ["PATH": cache.url.path]
        )
        #expect(result.status == 1)
        #expect(result.error.contains("`swift` is not on PATH"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path).isEmpty)
    }

    @Test("Limits out of range are usage errors")
    func usage() throws {
        for arguments in [["--time-limit", "0"], ["--memory-limit", "1"], ["--scale", "0"], ["--jobs", "0"]] {
            let result = try preview(
                [Self.fixtures.appendingPathComponent("Cards").path, "-o", "/tmp/unused"] + arguments)
            #expect(result.status == 2, "\(arguments)")
        }
    }
}
