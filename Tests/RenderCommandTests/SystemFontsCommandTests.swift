import Foundation
import TestFonts
import Testing

/// `--system-fonts DIR` and `GALLEY_SYSTEM_FONTS`: Apple's fonts (stand-ins
/// made by `SystemFontsFixture`) for every command that lays out text.
@Suite("render --system-fonts")
struct SystemFontsCommandTests {
    static let scene = #"{"canvas": {"width": 120, "height": 40, "scale": 1}, "root": {"Text": "Hello", "id": "t"}}"#

    @Test(
        """
        measure sets the system font in SF Pro Text, from the option or the environment, and warns of missing \
        weights on stderr
        """
    )
    func measure() throws {
        let fonts = try SystemFontsFixture.make()
        defer { try? FileManager.default.removeItem(at: fonts) }
        let option = try RenderCommand.run(["measure", "Hello", "--json", "--system-fonts", fonts.path])
        #expect(option.status == 0, "\(option.error)")
        #expect(option.output.contains(#""face": "SF Pro Text Regular""#), "\(option.output)")
        #expect(
            option.error.contains("render: warning: \(fonts.path): SF Pro Text has no ultraLight (100)"),
            "\(option.error)")
        let environment = try RenderCommand.run(
            ["measure", "Hello", "--json", "--size", "28"], environment: ["GALLEY_SYSTEM_FONTS": fonts.path])
        #expect(environment.status == 0, "\(environment.error)")
        #expect(environment.output.contains(#""face": "SF Pro Display Regular""#), "\(environment.output)")
        // Without either, the bundled stand-in.
        let bundled = try RenderCommand.run(["measure", "Hello", "--json"], environment: ["GALLEY_SYSTEM_FONTS": nil])
        #expect(bundled.output.contains(#""face": "Inter Regular""#) && bundled.error.isEmpty)
    }

    @Test("A scene drawn with the folder's fonts: the dump names them, and the same files give the same bytes")
    func scene() throws {
        let fonts = try SystemFontsFixture.make()
        defer { try? FileManager.default.removeItem(at: fonts) }
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene, to: "scene.json")
        let first = try RenderCommand.run(
            ["scene.json", "-o", "a.png", "--dump", "--system-fonts", fonts.path], in: folder.url)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains(#""face": "SF Pro Text Regular""#), "\(first.output)")
        let second = try RenderCommand.run(["scene.json", "-o", "b.png", "--system-fonts", fonts.path], in: folder.url)
        #expect(second.status == 0)
        #expect(folder.contents(of: "a.png") != nil && folder.contents(of: "a.png") == folder.contents(of: "b.png"))
        let bundled = try RenderCommand.run(
            ["scene.json", "-o", "c.png"], in: folder.url, environment: ["GALLEY_SYSTEM_FONTS": nil])
        #expect(bundled.status == 0 && folder.contents(of: "c.png") != folder.contents(of: "a.png"))
    }

    @Test(
        "A folder that cannot be used: exit 1, a message naming it, nothing written",
        arguments: [
            ["{scene}", "-o", "out.png"], ["measure", "Hello"],
            ["sweep", "{scene}", "--param", "width=50,60", "-o", "out.pdf"],
            ["breakpoints", "{scene}", "--param", "width=50:60"], ["check", "{scene}", "--snapshots", "refs"],
            ["preview", "{swift}", "-o", "out"],
        ])
    func badFolder(_ arguments: [String]) throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Self.scene, to: "scene.json")
        try folder.write("import SwiftUI\n#Preview { Text(\"Hi\") }\n", to: "View.swift")
        try folder.write("not a font", to: "junk/SF-Pro-Text-Regular.otf")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let arguments = arguments.map { $0 == "{scene}" ? "scene.json" : $0 == "{swift}" ? "View.swift" : $0 }
        for (fonts, problem) in [
            ("missing", "no such folder"), ("empty", "the folder is empty"),
            ("junk", "the folder holds no font file FreeType can read"),
        ] {
            let before = folder.names
            let result = try RenderCommand.run(arguments + ["--system-fonts", fonts], in: folder.url)
            #expect(result.status == 1, "\(arguments) \(fonts): \(result.error)")
            #expect(
                result.error.hasPrefix(
                    "render: \(folder.url.appendingPathComponent(fonts).standardizedFileURL.path): \(problem);"),
                "\(result.error)")
            #expect(folder.names == before)
            // The environment variable is checked the same way.
            let environment = try RenderCommand.run(
                arguments, in: folder.url,
                environment: ["GALLEY_SYSTEM_FONTS": folder.url.appendingPathComponent(fonts).path])
            #expect(environment.status == 1 && environment.error.contains(problem), "\(environment.error)")
            #expect(folder.names == before)
        }
    }
}
