import Foundation
@testable import GalleyText
import TestFonts
import Testing

/// Apple's fonts from a folder (`GALLEY_SYSTEM_FONTS`): stand-ins made from
/// the bundled files with Apple's family names written into their name
/// tables (`SystemFontsFixture`), laid out by the real engine.
@Suite("System fonts from a folder")
struct SystemFontFolderTests {
    /// A library over a fixture folder, and the folder.
    final class Fixture {
        let folder: URL
        let library: FontLibrary

        init(_ copies: [SystemFontsFixture.Copy] = SystemFontsFixture.standard) throws {
            folder = try SystemFontsFixture.make(copies)
            library = try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: folder.path)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// The file of the face that draws `font`.
        func file(of font: Font) -> String? {
            library.resolve(font).primary.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        }

        func advance(_ string: String, font: Font = .body, tracking: Bool = true) -> Double {
            let engine = TextEngine(fonts: tracking ? library : library.withSystemTracking(nil))
            let paragraph = engine.shape(StyledText(string, font: font))
            return paragraph.caretX[paragraph.count]
        }
    }

    @Test(
        """
        Each design takes its Apple family: SF Pro Text below 20 points, Display from 20, SF Mono, New York; a \
        design the folder lacks keeps its stand-in
        """
    )
    func roles() throws {
        let fixture = try Fixture()
        #expect(fixture.file(of: .body) == "SF-Pro-Text-Regular.otf")
        #expect(fixture.file(of: .system(size: 19.5)) == "SF-Pro-Text-Regular.otf")
        #expect(fixture.file(of: .system(size: 20)) == "SF-Pro-Display-Regular.otf")
        #expect(fixture.file(of: .title) == "SF-Pro-Display-Regular.otf")
        #expect(fixture.file(of: .largeTitle.bold()) == "SF-Pro-Display-Bold.otf")
        #expect(fixture.file(of: .system(.body, design: .monospaced)) == "SF-Mono-Regular.otf")
        #expect(fixture.file(of: .system(.body, design: .serif).bold()) == "NewYorkSmall-Bold.otf")
        #expect(fixture.file(of: .system(.body, design: .rounded)) == "Quicksand-Regular.ttf")
        #expect(fixture.file(of: .custom("SF Pro Display", size: 12)) == "SF-Pro-Display-Regular.otf")
        // The runs name the faces as the files do.
        let run = try #require(
            TextEngine(fonts: fixture.library).layout(StyledText("Hello", font: .body), proposal: .unspecified).lineRuns
                .first?.first)
        #expect(run.face.description == "SF Pro Text Regular")
        // Display alone draws every size.
        let display = try Fixture(SystemFontsFixture.standard.filter { $0.family == "SF Pro Display" })
        #expect(display.file(of: .caption) == "SF-Pro-Display-Regular.otf")
    }

    @Test(
        "SF Pro takes Apple's tracking table, not Inter's calibration; other designs none",
        arguments: [11.0, 15, 17, 19, 22, 28, 34])
    func appleTracking(_ size: Double) throws {
        let fixture = try Fixture()
        let text = "Sphinx of black quartz"
        let added =
            fixture.advance(text, font: .system(size: size))
            - fixture.advance(text, font: .system(size: size), tracking: false)
        #expect(
            abs(added - TrackingTable.sfPro.tracking(atSize: size) * Double(text.count)) < 1e-9, "\(size) pt: \(added)")
        if size > 12 {
            #expect(TrackingTable.sfPro.tracking(atSize: size) != TrackingTable.interAsSFPro.tracking(atSize: size))
        }
        let mono = Font.system(size: size, design: .monospaced)
        #expect(fixture.advance(text, font: mono) == fixture.advance(text, font: mono, tracking: false))
    }

    @Test(
        "A weight the folder lacks falls back to the nearest it has, with a warning naming the family and the weights")
    func missingWeights() throws {
        let fixture = try Fixture()
        #expect(fixture.file(of: Font.body.weight(.semibold)) == "SF-Pro-Text-Bold.otf")
        #expect(fixture.file(of: Font.body.weight(.light)) == "SF-Pro-Text-Regular.otf")
        let warning = try #require(fixture.library.warnings.first { $0.hasPrefix("SF Pro Text ") })
        #expect(
            warning.contains("semibold (600)") && warning.contains("light (300)") && !warning.contains("bold (700)"))
        #expect(fixture.library.warnings.contains { $0.hasPrefix("New York Small ") })

        // All nine weights: nothing to warn of for that family.
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let complete = try Fixture(
            weights.map {
                SystemFontsFixture.Copy("Inter-\($0).otf", as: "SFProText-\($0).otf", family: "SF Pro Text", style: $0)
            })
        #expect(complete.library.warnings.isEmpty, "\(complete.library.warnings)")
        #expect(complete.file(of: Font.body.weight(.semibold)) == "SFProText-SemiBold.otf")
    }

    @Test("Files are recognised by the family in their name table, not by their file names")
    func recognisedByName() throws {
        let renamedInside = try Fixture([
            SystemFontsFixture.Copy(
                "Inter-Regular.otf", as: "Inter-Regular.otf", family: "SF Pro Text", style: "Regular")
        ])
        #expect(renamedInside.file(of: .body) == "Inter-Regular.otf")
        #expect(renamedInside.library.resolve(.body).primary?.path.hasPrefix(renamedInside.folder.path) == true)

        let folder = try SystemFontsFixture.make([])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: SystemFontsFixture.bundledFonts + "/Inter-Regular.otf",
            toPath: folder.appendingPathComponent("SF-Pro-Text-Regular.otf").path)
        #expect(
            throws: FontError.systemFonts(
                folder.path,
                problem: "the folder holds none of SF Pro, SF Compact, SF Mono or New York (its fonts: Inter)")
        ) {
            try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: folder.path)
        }
    }

    @Test("The same files give the same layout, glyph for glyph")
    func deterministic() throws {
        let first = try Fixture(), second = try Fixture()
        let text = StyledText("Determinism — the same files, the same pixels. 2.1.3 (7)", font: .title3)
        func positions(_ library: FontLibrary) -> [Double] {
            TextEngine(fonts: library).layout(text, proposal: TextProposal(width: 150, height: nil), displayScale: 3)
                .glyphRuns
                .flatMap { $0.positions.flatMap { [Double($0.x), Double($0.y)] } }
        }
        #expect(positions(first.library) == positions(second.library))
        #expect(!positions(first.library).isEmpty)
    }

    @Test("A folder that is missing, not a folder, empty, or holds no fonts is an error naming it")
    func badFolders() throws {
        let missing = "/nonexistent/galley-system-fonts"
        #expect(throws: FontError.systemFonts(missing, problem: "no such folder")) {
            try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: missing)
        }
        let file = SystemFontsFixture.bundledFonts + "/Inter-Regular.otf"
        #expect(throws: FontError.systemFonts(file, problem: "not a folder")) {
            try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: file)
        }
        let empty = try SystemFontsFixture.make([])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: FontError.systemFonts(empty.path, problem: "the folder is empty")) {
            try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: empty.path)
        }
        let junk = try SystemFontsFixture.make([])
        defer { try? FileManager.default.removeItem(at: junk) }
        try Data("not a font".utf8).write(to: junk.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        try Data().write(to: junk.appendingPathComponent("empty.ttf"))
        try FileManager.default.createDirectory(
            at: junk.appendingPathComponent("SF Pro.ttf"), withIntermediateDirectories: true)
        let error = FontError.systemFonts(junk.path, problem: "the folder holds no font file FreeType can read")
        #expect(throws: error) { try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: junk.path) }
        #expect(error.description.hasPrefix(junk.path + ": "))
    }

    /// Runs also as root (as CI does), who reads a folder of mode 0: then
    /// the folder is one the kernel keeps from a root without ptrace rights
    /// over the first process (in a container), its `fdinfo`.
    @Test("An unreadable folder is an error naming it")
    func unreadableFolder() throws {
        let folder = try SystemFontsFixture.make()
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        chmod(folder.path, 0)
        let unreadable = [folder.path, "/proc/1/fdinfo"].first {
            (try? FileManager.default.contentsOfDirectory(atPath: $0)) == nil
        }
        let path = try #require(unreadable, "no folder here is unreadable to this user")
        #expect(throws: FontError.systemFonts(path, problem: "the folder cannot be read")) {
            try FontLibrary(directory: SystemFontsFixture.bundledFonts, systemFonts: path)
        }
    }
}
