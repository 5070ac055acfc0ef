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
    static let cache = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent(".build/preview-cache").path

    /// An empty folder of sources at a fixed place, so that test runs share
    /// one target of the scratch package rather than adding one per run.
    func sources(_ name: String) throws -> Folder {
        let url = URL(fileURLWithPath: Self.cache).deletingLastPathComponent().appendingPathComponent(
            "preview-cache-sources/\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return Folder(url: url)
    }

    func preview(_ arguments: [String], in directory: URL? = nil) throws -> RenderCommand.Result {
        try RenderCommand.run(["preview"] + arguments + ["--cache-dir", Self.cache], in: directory)
    }

    /// The layout dump of the preview named `name` in `source`, drawn from
    /// a folder holding only that file, `<file>.swift`.
    func dump(of name: String, in source: String, file: String) throws -> String {
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
        #expect(
            result.output.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
                == names.map { $0 + ".png" })
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
            [
                "check", "--previews", "\(stem).swift", "--snapshots", out.url.appendingPathComponent("refs").path,
                "--artifacts", out.url.appendingPathComponent("artifacts").path, "--cache-dir", Self.cache,
            ],
            in: sources.url, environment: ["CI": nil])
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(Folder(url: out.url.appendingPathComponent("refs")).names == written)
    }

    @Test("--system-fonts reaches the preview process: its text is set in the folder's SF Pro")
    func systemFonts() throws {
        let fonts = try SystemFontsFixture.make()
        defer { try? FileManager.default.removeItem(at: fonts) }
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview([
            Self.fixtures.appendingPathComponent("Cards").path, "-o", out.url.path, "--dump", "--system-fonts",
            fonts.path,
        ])
        #expect(result.status == 0, "\(result.error)")
        let dump = String(decoding: try #require(out.contents(of: "Card-1.json")), as: UTF8.self)
        #expect(dump.contains("\"face\": \"SF Pro Text ") || dump.contains("\"face\": \"SF Pro Display "), "\(dump)")
        #expect(!dump.contains("\"face\": \"Inter "))
    }

    @Test("--canvas draws previews without a layout of their own on that canvas; --scale sets every preview's scale")
    func canvasAndScale() throws {
        let out = try Folder.temporary()
        defer { out.remove() }
        let result = try preview([
            Self.fixtures.appendingPathComponent("Cards").path, "-o", out.url.path, "--canvas", "320x480", "--scale",
            "1", "--dump",
        ])
        #expect(result.status == 0, "\(result.error)")
        let dump = String(decoding: try #require(out.contents(of: "Card-1.json")), as: UTF8.self)
        #expect(dump.contains("\"canvas\": { \"width\": 320, \"height\": 480, \"scale\": 1 }"))
        let fixed = String(decoding: try #require(out.contents(of: "Card-2.json")), as: UTF8.self)
        #expect(fixed.contains("\"canvas\": { \"width\": 300, \"height\": 200, \"scale\": 1 }"))
    }

    /// A forked preview process's first thread is a copy of the server's,
    /// with the thread ids Swift's runtime and libdispatch cached: a lock it
    /// held while a painting thread waited could never be handed over (the
    /// occasional preview that hung until its time limit). So it only waits.
    @Test("A preview's closure and bodies run on a thread of its process's own, not its first thread")
    func drawsOffTheFirstThread() throws {
        let dump = try dump(
            of: "Where",
            in: #"""
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
        let dump = try dump(
            of: "Request",
            in: #"""
                import SwiftUI

                struct Request: View {
                    let request = URLRequest(url: URL(string: "https://example.com/feed")!)
                    var body: some View {
                        Text("\(request.url?.host ?? "none") \#
                \(URLSession.shared.configuration.timeoutIntervalForRequest)")
                    }
                }

                #Preview("Request") { Request() }
                """#, file: "Networking")
        #expect(dump.contains("example.com 60"))
    }
}
