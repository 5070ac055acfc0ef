import Foundation
@testable import GalleyText
import TestFonts
import Testing

/// Widths and variable fonts in a folder of Apple's fonts: SF-Pro.ttf's
/// named instances (here `Fonts/VariableStandIn.ttf`, a variable "SF Pro"
/// of box glyphs whose advance follows `wdth` and whose stroke follows
/// `wght`), static files named for a width, and fonts in subfolders.
@Suite("System fonts: widths, variable instances, subfolders")
struct SystemFontWidthsTests {
    static let variableFont = Fixtures.testsDirectory.appendingPathComponent("Fonts/VariableStandIn.ttf")

    /// A temporary folder holding the variable stand-in at `subpath` and the
    /// renamed bundled `copies`; removed when the value goes.
    final class Folder {
        let url: URL
        let library: FontLibrary

        init(variableAt subpath: String? = "SF-Pro.ttf", copies: [SystemFontsFixture.Copy] = []) throws {
            url = try SystemFontsFixture.make(copies)
            if let subpath {
                let destination = url.appendingPathComponent(subpath)
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: SystemFontWidthsTests.variableFont, to: destination)
            }
            library = try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: url.path)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func face(_ font: Font) throws -> FontFace { try #require(library.resolve(font).primary) }

        /// The advance of `string` at 10 points, without the system tracking.
        func advance(_ string: String, _ font: Font) -> Double {
            let paragraph = TextEngine(fonts: library.withSystemTracking(nil)).shape(StyledText(string, font: font))
            return paragraph.caretX[paragraph.count]
        }
    }

    @Test(
        """
        A variable SF Pro's named instances draw the system font: weight by wght, width by wdth, each instance's \
        own advances and outlines
        """
    )
    func variableInstances() throws {
        let folder = try Folder()
        let regular = try folder.face(.system(size: 10))
        #expect(regular.familyName == "SF Pro" && regular.styleName == "Regular")
        #expect(try folder.face(Font.system(size: 10).bold()).styleName == "Bold")
        #expect(try folder.face(Font.system(size: 10).width(.condensed)).styleName == "Condensed")
        #expect(try folder.face(Font.system(size: 10, weight: .bold).width(.expanded)).styleName == "Expanded Bold")
        // Compressed (class 2) has no instance: the nearest narrower, condensed.
        #expect(try folder.face(Font.system(size: 10).width(.compressed)).styleName == "Condensed")

        // Box glyphs 600 units wide at wdth 100, 450 at 75, 750 at 125: at 10 points, 6, 4.5 and 7.5 each.
        #expect(abs(folder.advance("HHHH", .system(size: 10)) - 24) < 1e-9)
        #expect(abs(folder.advance("HHHH", Font.system(size: 10).width(.condensed)) - 18) < 1e-9)
        #expect(abs(folder.advance("HHHH", Font.system(size: 10).width(.expanded)) - 30) < 1e-9)
        // The outlines are the instance's: FreeType draws the condensed box 350 units wide, and the bold counter
        // narrower.
        let condensed = try folder.face(Font.system(size: 10).width(.condensed))
        let glyph = try #require(condensed.glyph(for: 0x48))
        #expect(condensed.inkBounds(of: glyph)?.width == 350)
        let bold = try folder.face(Font.system(size: 10).bold())
        #expect(bold.inkBounds(of: glyph)?.width == 500)
        #expect(GlyphOutline(glyph: glyph, in: regular).elements != GlyphOutline(glyph: glyph, in: bold).elements)
        #expect(GlyphOutline(glyph: glyph, in: bold).bounds.width == 500)
    }

    @Test(
        """
        Static files named for a width are that width of their family; the variable font lends SF Pro Text the \
        widths it lacks
        """
    )
    func staticWidths() throws {
        let folder = try Folder(copies: [
            SystemFontsFixture.Copy(
                "Inter-Regular.otf", as: "SF-Pro-Text-Regular.otf", family: "SF Pro Text", style: "Regular"),
            SystemFontsFixture.Copy(
                "Inter-Light.otf", as: "SF-Pro-Text-CondensedRegular.otf", family: "SF Pro Text Condensed",
                style: "Regular"),
        ])
        #expect(URL(fileURLWithPath: try folder.face(.body).path).lastPathComponent == "SF-Pro-Text-Regular.otf")
        #expect(
            URL(fileURLWithPath: try folder.face(Font.body.width(.condensed)).path).lastPathComponent
                == "SF-Pro-Text-CondensedRegular.otf")
        // No static expanded SF Pro Text: the variable SF Pro's instance.
        let expanded = try folder.face(Font.body.width(.expanded))
        #expect(expanded.familyName == "SF Pro" && expanded.styleName == "Expanded")
        #expect(SystemFontFolder.family(of: "SF Pro Display Condensed") == ("SF Pro Display", 3))
        #expect(SystemFontFolder.family(of: "SF Pro Expanded") == ("SF Pro", 7))
        #expect(SystemFontFolder.family(of: "Condensed") == ("Condensed", nil))
    }

    @Test("Fonts in subfolders are read; a link to a folder above is not followed")
    func subfolders() throws {
        let folder = try Folder(variableAt: "SF Pro/Variable/SF-Pro.ttf")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("SF Pro/loop").path, withDestinationPath: folder.url.path)
        let again = try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: folder.url.path)
        #expect(try #require(again.resolve(.body).primary).familyName == "SF Pro")
        #expect(try folder.face(.body).familyName == "SF Pro")
    }

    @Test("The bundled fonts have one width: a width leaves Inter as it is")
    func bundledWidths() throws {
        let fonts = Fixtures.fonts
        let face = try #require(fonts.resolve(Font.body.width(.condensed)).primary)
        #expect(face.familyName == "Inter" && face.styleName == "Regular")
        let plain = Fixtures.advance("Condensed", font: .body)
        #expect(Fixtures.advance("Condensed", font: Font.body.width(.condensed)) == plain)
        #expect(
            Font.Width.condensed.widthClass == 3 && Font.Width.compressed.widthClass == 2
                && Font.Width.expanded.widthClass == 7)
        #expect(Font.Width(.nan).widthClass == 5 && Font.Width(5).widthClass == 9)
    }
}
