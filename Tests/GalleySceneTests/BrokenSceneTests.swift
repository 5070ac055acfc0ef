import Foundation
import SceneCorpus
import Testing
@testable import GalleyScene

/// Broken scenes (the shared corpus, also fed through the render command
/// by RenderCommandTests), each with its exact message.
@Suite("Broken scenes")
struct BrokenSceneTests {
    static let cases = BrokenScenes.all

    @Test("Each broken scene fails with its exact message", arguments: cases)
    func broken(scene: String, message: String) {
        #expect(Fixtures.failure(scene) == message)
    }

    @Test("JSON nesting past half the views' depth limit and 12 levels")
    func deepJSON() {
        let json = String(repeating: #"{"VStack": ["#, count: 300)
        #expect(
            Fixtures.failure(json) == "scene.json: line 1, column 3073: "
                + "arrays and objects nest deeper than 512 levels; ResourceLimits.depth (1000) allows half of it and 12"
        )
    }

    @Test("Views and modifiers nesting past 1000 levels")
    func deepViews() {
        let modifiers = Array(repeating: #"{"padding": 1}"#, count: 1_000).joined(separator: ", ")
        #expect(
            Fixtures.failure(#"{"Text": "a", "modifiers": [\#(modifiers)]}"#)
                == """
                scene.json: root: views and modifiers nest more than 1000 levels deep; at most 1000 \
                (ResourceLimits.depth) can be laid out (line 1, column 1)
                """
        )
        let fewer = Array(repeating: #"{"padding": 1}"#, count: 999).joined(separator: ", ")
        #expect(Fixtures.failure(#"{"Text": "a", "modifiers": [\#(fewer)]}"#) == nil)
    }

    @Test("Invalid UTF-8, with its byte offset")
    func invalidUTF8() {
        let data = Data(#"{"Text": "caf"#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8)
        #expect(Fixtures.failure(data) == "scene.json: line 1, column 14: invalid UTF-8 at byte offset 13")
    }

    @Test("Unknown --set names, with a suggestion")
    func unknownOverride() {
        #expect(
            Fixtures.failure(#"{"params": {"height": 1}, "root": {"Text": "a"}}"#, overrides: ["heigth": "2"])
                == #"scene.json: --set heigth: the scene has no parameter "heigth"; did you mean "height"?"#)
        #expect(
            Fixtures.failure(#"{"Text": "a"}"#, overrides: ["x": "2"])
                == #"scene.json: --set x: the scene has no parameter "x""#)
    }

    @Test("Missing and unreadable font files")
    func fonts() throws {
        let folder = try Fixtures.folder(["fonts/Broken.ttf": Data("not a font".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Fixtures.failure(
                #"{"fonts": [{"family": "Brand", "file": "fonts/Brand.ttf"}], "root": {"Text": "a"}}"#,
                directory: folder)
                    == #"""
                    scene.json: fonts[0].file: no font file "fonts/Brand.ttf" (looked for \#
                    \#(folder.path)/fonts/Brand.ttf) (line 1, column 40)
                    """#
        )
        #expect(
            Fixtures.failure(
                #"{"fonts": [{"family": "Brand", "file": "fonts/Broken.ttf"}], "root": {"Text": "a"}}"#,
                directory: folder)
                    == #"""
                    scene.json: fonts[0].file: "fonts/Broken.ttf" is not a font file FreeType can read (line 1, \#
                    column 40)
                    """#
        )
        #expect(
            Fixtures.failure(
                #"{"fonts": [{"family": "Brand", "file": "fonts"}], "root": {"Text": "a"}}"#, directory: folder)
                    == #"""
                    scene.json: fonts[0].file: the font file "fonts" is a folder (\#(folder.path)/fonts) (line 1, \#
                    column 40)
                    """#
        )
        #expect(
            Fixtures.failure(#"{"fonts": [{"family": "Brand"}], "root": {"Text": "a"}}"#, directory: folder)
                == #"scene.json: fonts[0]: missing "file" in a font (line 1, column 12)"#)
        #expect(
            Fixtures.failure(#"{"Text": "a", "modifiers": [{"font": {"family": "Brand"}}]}"#)
                == #"""
                scene.json: root.modifiers[0].font.family: no font family "Brand" is bundled or registered in the \#
                scene's "fonts" (line 1, column 49)
                """#
        )
    }

    @Test("Missing images and files that are not PNG")
    func images() throws {
        let folder = try Fixtures.folder([
            "photo.png": Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46]),
            "empty.png": Fixtures.pngHeader(width: 0, height: 4),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Fixtures.failure(#"{"Image": {"file": "logo.png"}}"#, directory: folder)
                == #"""
                scene.json: root.file: no image file "logo.png" (looked for \#(folder.path)/logo.png) (line 1, \#
                column 20)
                """#
        )
        #expect(
            Fixtures.failure(#"{"Image": {"file": "photo.png"}}"#, directory: folder)
                == #"""
                scene.json: root.file: "photo.png" is not a PNG file (it does not start with the PNG signature) \#
                (line 1, column 20)
                """#
        )
        #expect(
            Fixtures.failure(#"{"Image": {"file": "empty.png"}}"#, directory: folder)
                == #"""
                scene.json: root.file: "empty.png" is not a PNG image Galley can read (its header chunk is \#
                missing or its size is zero) (line 1, column 20)
                """#
        )
        #expect(
            Fixtures.failure(#"{"Image": {"file": "photo.png", "scale": 0}}"#, directory: folder)
                == #"scene.json: root.scale: expected a scale above 0, found 0 (line 1, column 42)"#)
    }
}
