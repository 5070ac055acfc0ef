import Foundation
import GalleyCairo
import TestFonts
import Testing
import GalleyTestSupport

/// `render preview` and `render check --previews` on real SwiftUI folders
/// (the fixtures of GalleyPreviewTests), built in the package's preview cache.
@Suite("render preview", .serialized, .tags(.slow))
struct PreviewCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GalleyPreviewTests/Fixtures")
    static let cache = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/preview-cache").path

    /// An empty folder of sources at a fixed place, so that test runs share
    /// one target of the scratch package rather than adding one per run.
    private func sources(_ name: String) throws -> Folder {
        let url = URL(fileURLWithPath: Self.cache).deletingLastPathComponent().appendingPathComponent("preview-cache-sources/\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return Folder(url: url)
    }

    private func preview(_ arguments: [String], in directory: URL? = nil) throws -> RenderCommand.Result {
        try RenderCommand.run(["preview"] + arguments + ["--cache-dir", Self.cache], in: directory)
    }

    /// The layout dump of the preview named `name` in `source`, drawn from
    /// a folder holding only that file, `<file>.swift`.
    private func dump(of name: String, in source: String, file: String) throws -> String {
        let sources = try sources(file)
        let out = try Folder.temporary()
        defer { out.remove() }
        try sources.write(source, to: "\(file).swift")
        let result = try preview(["\(file).swift", "-o", out.url.path, "--dump"], in: sources.url)
        #expect(result.status == 0, "\(result.error)")
        return String(decoding: out.contents(of: "\(file)-\(name).json") ?? Data(), as: UTF8.self)
    }

    @Test("Every preview of a folder becomes <FileStem>-<PreviewName>.png, with its dump beside it")
    func folder() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview([Self.fixtures.appendingPathComponent("Cards").path, "-o", out.url.path, "--dump"])
        #expect(result.status == 0, "\(result.error)")
        let names = ["Card-Fitted", "Card-1", "Card-2", "Card-Landscape", "Card-Named", "Card-Card_Previews"]
        #expect(result.output.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent } == names.map { $0 + ".png" })
        let written = try FileManager.default.contentsOfDirectory(atPath: out.url.path).sorted()
        #expect(written == names.flatMap { [$0 + ".json", $0 + ".png"] }.sorted())
        let png = try #require(out.contents(of: "Card-2.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test("A 249-byte file stem and a 255-byte preview title: a fitted name, which check records (issue 33, item 7)")
    func longNames() throws {
        let stem = String(repeating: "V", count: 249)
        let title = String(repeating: "t", count: 255)
        let sources = try sources("LongNames")
        try sources.write("import SwiftUI\n#Preview(\"\(title)\") { Text(\"Hi\") }\n", to: "\(stem).swift")
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview(["\(stem).swift", "-o", out.url.path, "--dump"], in: sources.url)
        #expect(result.status == 0, "\(result.error)")
        let written = out.names
        #expect(written.count == 2, "\(written)")
        for name in written {
            #expect(name.utf8.count <= 255 && name.hasPrefix(String(stem.prefix(200))) && name.contains("~"), "\(name)")
        }
        let check = try RenderCommand.run(
            ["check", "--previews", "\(stem).swift", "--snapshots", out.url.appendingPathComponent("refs").path,
             "--artifacts", out.url.appendingPathComponent("artifacts").path, "--cache-dir", Self.cache],
            in: sources.url)
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(Folder(url: out.url.appendingPathComponent("refs")).names == written)
    }

    @Test("--system-fonts reaches the preview process: its text is set in the folder's SF Pro")
    func systemFonts() throws {
        let fonts = try SystemFontsFixture.make()
        defer { try? FileManager.default.removeItem(at: fonts) }
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview([Self.fixtures.appendingPathComponent("Cards").path, "-o", out.url.path, "--dump", "--system-fonts", fonts.path])
        #expect(result.status == 0, "\(result.error)")
        let dump = String(decoding: try #require(out.contents(of: "Card-1.json")), as: UTF8.self)
        #expect(dump.contains("\"face\": \"SF Pro Text ") || dump.contains("\"face\": \"SF Pro Display "), "\(dump)")
        #expect(!dump.contains("\"face\": \"Inter "))
    }

    @Test("--canvas draws previews without a layout of their own on that canvas; --scale sets every preview's scale")
    func canvasAndScale() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview([Self.fixtures.appendingPathComponent("Cards").path, "-o", out.url.path, "--canvas", "320x480", "--scale", "1", "--dump"])
        #expect(result.status == 0, "\(result.error)")
        let dump = String(decoding: try #require(out.contents(of: "Card-1.json")), as: UTF8.self)
        #expect(dump.contains("\"canvas\": { \"width\": 320, \"height\": 480, \"scale\": 1 }"))
        let fixed = String(decoding: try #require(out.contents(of: "Card-2.json")), as: UTF8.self)
        #expect(fixed.contains("\"canvas\": { \"width\": 300, \"height\": 200, \"scale\": 1 }"))
    }

    @Test("A compile error: exit 1, the compiler's message at the user's line, nothing written, earlier output untouched")
    func compileError() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        try out.write("earlier", to: "Unsupported-1.png")
        let result = try preview([Self.fixtures.appendingPathComponent("Unsupported/Unsupported.swift").path, "-o", out.url.path])
        #expect(result.status == 1)
        #expect(result.error.contains("Unsupported.swift:6:14: error: value of type 'Text' has no member 'geometryGroup'"))
        #expect(result.error.contains("docs/swiftui-support.md"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path) == ["Unsupported-1.png"])
        #expect(out.contents(of: "Unsupported-1.png") == Data("earlier".utf8))
    }

    @Test("Crashing, hanging, hoarding and exiting previews: each named with its line and reason, exit 1; the others are drawn")
    func runaway() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        try out.write("earlier", to: "Runaway-Crash.png")
        let result = try preview([
            Self.fixtures.appendingPathComponent("Runaway").path, "-o", out.url.path, "--time-limit", "4", "--memory-limit", "400",
        ])
        #expect(result.status == 1)
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

    /// Issue 33, item 3: the protocol trusts nothing the user's code can write.
    @Test("A preview that forges protocol lines, links and invalid bytes reaches no file outside its folder; its real picture is drawn")
    func forgedProtocol() throws {
        let victims = try Folder.temporary()
        defer { victims.remove() }
        try victims.write("precious", to: "victim.txt")
        let victim = victims.url.appendingPathComponent("victim.txt").path
        let sources = try sources("Forgery")
        try sources.write(#"""
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

    /// A forked preview process's first thread is a copy of the server's,
    /// with the thread ids Swift's runtime and libdispatch cached: a lock it
    /// held while a painting thread waited could never be handed over (the
    /// occasional preview that hung until its time limit). So it only waits.
    @Test("A preview's closure and bodies run on a thread of its process's own, not its first thread")
    func drawsOffTheFirstThread() throws {
        let dump = try dump(of: "Where", in: #"""
            import Foundation
            import SwiftUI

            /// "first" on the process's first thread, whose id is the process's.
            func thread() -> String {
                let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
                let parts = path.split(separator: "/")
                guard parts.count == 3 else { return "unknown" }
                return parts[0] == parts[2] ? "first" : "other"
            }

            struct Where: View {
                var body: some View { Text("body on \(thread())") }
            }

            #Preview("Where") {
                let closure = thread()
                VStack {
                    Text("closure on \(closure)")
                    Where()
                }
            }
            """#, file: "Threads")
        #expect(dump.contains("closure on other"))
        #expect(dump.contains("body on other"))
    }

    /// Preview builds leave FoundationNetworking (and the libcurl, OpenSSL
    /// and Kerberos it loads) to the files that name its types.
    @Test("A preview whose file uses URLRequest and URLSession builds and draws, as on iOS where Foundation has them")
    func networkingTypes() throws {
        let dump = try dump(of: "Request", in: #"""
            import SwiftUI

            struct Request: View {
                let request = URLRequest(url: URL(string: "https://example.com/feed")!)
                var body: some View {
                    Text("\(request.url?.host ?? "none") \(URLSession.shared.configuration.timeoutIntervalForRequest)")
                }
            }

            #Preview("Request") { Request() }
            """#, file: "Networking")
        #expect(dump.contains("example.com 60"))
    }

    /// A disk that fills while the cache is written: a small tmpfs in a
    /// mount namespace of the test's own (`unshare`, no privileges needed).
    /// 12 MB fills while the scanner is built; grown to 60 MB, the next run
    /// builds the scanner and fills while Galley is built.
    @Test("A full disk while building in the cache is said plainly, nothing is written, and the next run builds what is missing")
    func fullDisk() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write("import SwiftUI\n#Preview(\"Hi\") { Text(\"Hi\") }\n", to: "sources/Hi.swift")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("cache"), withIntermediateDirectories: true)
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
        process.arguments = ["--user", "--map-root-user", "--mount", "sh", "-c", script, "sh", folder.url.appendingPathComponent("cache").path, RenderCommand.executable]
        process.currentDirectoryURL = folder.url
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
        #expect(printed.contains("first: 1") && printed.contains("second: 1") && printed.contains("scanner kept"), "\(printed)")
        let message = "is full: the build could not write its files (No space left on device). Free some space, or give another folder with --cache-dir"
        #expect(said.components(separatedBy: message).count == 3, "\(said)")
        #expect(said.contains("Building Galley's SwiftUI module"))
        #expect(!said.contains("building again from clean products"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }

    @Test("A syntax error is named and the other files' previews still render; a file given only for its types is not a failure")
    func syntaxAndEmpty() throws {
        let sources = try sources("SyntaxAndEmpty")
        let out = try Folder.temporary()
        defer { out.remove() }
        try sources.write("import SwiftUI\nstruct Oops: View {\n    var body: some View {\n        Text(\"x\"\n    }\n}\n", to: "Broken.swift")
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
            ["preview", Self.fixtures.appendingPathComponent("Cards").path, "-o", out.url.path, "--cache-dir", cache.url.path],
            environment: ["PATH": cache.url.path]
        )
        #expect(result.status == 1)
        #expect(result.error.contains("`swift` is not on PATH"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path).isEmpty)
    }

    @Test("Limits out of range are usage errors")
    func usage() throws {
        for arguments in [["--time-limit", "0"], ["--memory-limit", "1"], ["--scale", "0"], ["--jobs", "0"]] {
            let result = try preview([Self.fixtures.appendingPathComponent("Cards").path, "-o", "/tmp/unused"] + arguments)
            #expect(result.status == 2, "\(arguments)")
        }
    }

    @Test("check --previews records references, then passes, then fails on a changed preview with artifacts")
    func check() throws {
        let sources = try sources("Check")
        let snapshots = try Folder.temporary()
        let artifacts = try Folder.temporary()
        defer { snapshots.remove(); artifacts.remove() }
        try sources.write("import SwiftUI\n#Preview(\"Label\", traits: .sizeThatFitsLayout) { Text(\"Galley\").padding() }\n", to: "Label.swift")
        func check(_ extra: [String] = [], environment: [String: String?] = ["CI": nil]) throws -> RenderCommand.Result {
            try RenderCommand.run(
                ["check", "--previews", sources.url.path, "--snapshots", snapshots.url.path, "--artifacts", artifacts.url.path,
                 "--cache-dir", Self.cache] + extra,
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
        try sources.write("import SwiftUI\n#Preview(\"Label\", traits: .sizeThatFitsLayout) { Text(\"Galley!\").padding() }\n", to: "Label.swift")
        let failed = try check()
        #expect(failed.status == 1)
        #expect(failed.output.contains("FAIL Label-Label"))
    }

    @Test("check --previews --shard draws only its part, by file name; the parts are disjoint, cover all, and name pictures as a whole run does")
    func shards() throws {
        let sources = try sources("Shards")
        let snapshots = try Folder.temporary()
        let artifacts = try Folder.temporary()
        defer { snapshots.remove(); artifacts.remove() }
        let fitted = "traits: .sizeThatFitsLayout"
        try sources.write("import SwiftUI\n#Preview(\(fitted)) { Text(\"A one\") }\n#Preview(\(fitted)) { Text(\"A two\") }\n", to: "A.swift")
        try sources.write("import SwiftUI\n#Preview(\"Card\", \(fitted)) { Text(\"B\") }\n", to: "B.swift")
        try sources.write("import SwiftUI\n#Preview(\(fitted)) { Text(\"C\") }\n", to: "C.swift")
        // A-Extra's pictures could take names of A's ("A-Extra-1"): the two are one group.
        try sources.write("import SwiftUI\n#Preview(\(fitted)) { Text(\"A extra\") }\n", to: "A-Extra.swift")
        func check(_ extra: [String]) throws -> RenderCommand.Result {
            try RenderCommand.run(
                ["check", "--previews", sources.url.path, "--snapshots", snapshots.url.path, "--artifacts", artifacts.url.path,
                 "--cache-dir", Self.cache] + extra,
                environment: ["CI": nil]
            )
        }
        let first = try check(["--shard", "1/2", "--verbose"])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("4 recorded"), "\(first.output)")
        #expect(first.error.contains("A.swift:2") && first.error.contains("A-Extra.swift:2") && first.error.contains("C.swift:2"), "\(first.error)")
        #expect(!first.error.contains("B.swift"), "\(first.error)")
        let second = try check(["--shard", "2/2"])
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.contains("1 recorded"), "\(second.output)")
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.url.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["A-1.png", "A-2.png", "A-Extra-1.png", "B-Card.png", "C-1.png"])
        // The references the parts recorded are the whole run's.
        let whole = try check([])
        #expect(whole.output.contains("5 passed, 0 failed, "), "\(whole.output)")
    }

    @Test("preview --watch draws again when a source changes, a compile error in between leaves the pictures, and each run ends with a summary")
    func watch() throws {
        let sources = try sources("Watch")
        let out = try Folder.temporary()
        defer { out.remove() }
        func source(_ text: String) -> String {
            "import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        Text(\"\(text)\").padding()\n    }\n}\n\n#Preview(\"Hello\") {\n    Greeting()\n}\n"
        }
        try sources.write(source("One"), to: "Greeting.swift")
        let running = try WatchCommandTests.Running(
            // The pictures go inside the watched folder: writing them must not set the watch off again.
            ["preview", sources.url.path, "-o", sources.url.appendingPathComponent("previews").path, "--dump",
             "--cache-dir", Self.cache, "--watch", "--verbose"], in: out
        )
        defer { running.stop() }
        func picture() -> Data? { sources.contents(of: "previews/Greeting-Hello.png") }
        #expect(running.wait(seconds: 600) { picture() != nil && running.error.contains("watching ") }, "\(running.error)")
        usleep(1_500_000)
        #expect(running.error.components(separatedBy: "render: watching ").count == 2, "ran again by itself: \(running.error)")
        #expect(running.error.contains("1 written, 0 failed, in "), "\(running.error)")
        #expect(running.error.contains("drew \(sources.url.path)/Greeting.swift:9: #Preview \"Hello\""), "\(running.error)")
        let first = try #require(picture())

        try sources.write(source("Two, a longer greeting"), to: "Greeting.swift")
        #expect(running.wait(seconds: 300) { picture().map { $0 != first } ?? false }, "\(running.error)")
        let second = try #require(picture())
        #expect(try RasterImage(png: second) != RasterImage(png: first))

        try sources.write(source("Three").replacingOccurrences(of: ".padding()", with: ".padingg()"), to: "Greeting.swift")
        #expect(running.wait(seconds: 300) { running.error.contains("has no member 'padingg'") }, "\(running.error)")
        #expect(running.wait(seconds: 30) { running.error.components(separatedBy: "render: watching ").count == 4 }, "\(running.error)")
        #expect(picture() == second, "a failed build left the picture")
        #expect(running.process.isRunning)
    }
}
