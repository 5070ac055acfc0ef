import Foundation
import Testing
@testable import GalleyText

@Suite("Fonts: styles, weights, designs, files")
struct FontTests {
    @Test("Text styles have iOS's default sizes, body is 17 pt and headline semibold")
    func textStyleSizes() {
        let expected: [Font: Double] = [
            .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
            .body: 17, .callout: 16, .footnote: 13, .caption: 12, .caption2: 11,
        ]
        for (font, size) in expected {
            #expect(font.pointSize == size)
            #expect(Fixtures.fonts.resolve(font).size == size)
        }
        #expect(Font.headline.resolvedWeight == .semibold)
        #expect(Font.body.resolvedWeight == .regular)
        #expect(TextSpan("x").font == .body)
    }

    @Test("Each of the nine weights resolves to the Inter face of that weight", arguments: Font.Weight.allCases)
    func weights(weight: Font.Weight) throws {
        let expectedStyle = [
            Font.Weight.ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular",
            .medium: "Medium",
            .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
        ][weight]!
        let face = try #require(Fixtures.fonts.resolve(.system(size: 17, weight: weight)).primary)
        #expect(face.path.hasSuffix("/Inter-\(expectedStyle).otf"))
        let italic = try #require(Fixtures.fonts.resolve(.system(size: 17, weight: weight).italic()).primary)
        #expect(italic.path.hasSuffix("Italic.otf"))
        #expect(italic.path.contains(expectedStyle == "Regular" ? "Inter-Italic" : "Inter-\(expectedStyle)Italic"))
    }

    @Test("Weights a family lacks go to the nearest face, CSS-style")
    func nearestWeight() throws {
        // Noto Serif has 400 and 700 only.
        let serif = { (weight: Font.Weight) in
            Fixtures.fonts.resolve(.system(size: 17, weight: weight, design: .serif)).primary?.path ?? ""
        }
        #expect(serif(.ultraLight).hasSuffix("NotoSerif-Regular.ttf"))
        #expect(serif(.medium).hasSuffix("NotoSerif-Regular.ttf"))
        #expect(serif(.semibold).hasSuffix("NotoSerif-Bold.ttf"))
        #expect(serif(.black).hasSuffix("NotoSerif-Bold.ttf"))
    }

    @Test("Designs pick their families; monospaced italic is synthesised")
    func designs() throws {
        #expect(Fixtures.fonts.resolve(.system(.body, design: .serif)).primary?.familyName == "Noto Serif")
        let mono = Fixtures.fonts.resolve(.system(.body, design: .monospaced).italic())
        #expect(mono.primary?.familyName == "Noto Sans Mono")
        #expect(mono.needsSyntheticItalic)
        #expect(
            Fixtures.fonts.resolve(.system(.body, design: .rounded)).primary?.path.hasSuffix("Quicksand-Regular.ttf")
                == true)
        #expect(!Fixtures.fonts.resolve(Font.body.italic()).needsSyntheticItalic)
    }

    @Test("The fallback chain is the primary, then Inter, then the other families")
    func fallbackChain() {
        let chain = Fixtures.fonts.resolve(.system(.body, design: .serif)).faces.map(\.familyName)
        #expect(chain.prefix(3) == ["Noto Serif", "Inter", "Noto Sans Arabic"])
        #expect(chain.count == 11 && Set(chain).count == 11)
    }

    @Test(
        """
        Metrics come from the font: Inter's line is 1.21 em; as the system font it takes SF Pro's 1.19 em, as iOS \
        measures it
        """
    )
    func metrics() throws {
        let inter = try #require(Fixtures.fonts.resolve(.body).primary)
        #expect(inter.unitsPerEm == 2816)
        #expect(abs(inter.ascender - 2728.0 / 2816) < 1e-12)
        #expect(abs(inter.descender - 680.0 / 2816) < 1e-12)
        // The system font: SF Pro's box, 20.29 points at 17 (UIFont's lineHeight).
        let system = Fixtures.layout("Hello", width: nil, scale: 1000)
        #expect(abs(system.height - 17 * 2444.0 / 2048) < 0.001)
        #expect(abs(system.firstBaseline - 17 * 1950.0 / 2048) < 1e-9)
        // Inter by name is Inter, with its own box.
        let named = Fixtures.layout("Hello", width: nil, font: .custom("Inter", size: 17), scale: 1000)
        #expect(abs(named.height - 17 * 3408.0 / 2816) < 0.001)
    }

    @Test("A font file registers under a family name and is used")
    func fontFromFile() throws {
        let fonts = Fixtures.asciiFonts
        #expect(fonts.hasFamily("InterASCII"))
        #expect(!Fixtures.fonts.hasFamily("InterASCII"))
        let face = try #require(fonts.resolve(.custom("InterASCII", size: 20)).primary)
        #expect(face.path.hasSuffix("InterASCII-Regular.otf"))
        #expect(face.glyph(for: 0x41) != nil)
        #expect(face.glyph(for: 0x2026) == nil)
    }

    @Test("An unknown custom family falls back to the system font, as in SwiftUI")
    func unknownFamily() {
        #expect(
            Fixtures.fonts.resolve(.custom("No Such Family", size: 12)).primary?.path.hasSuffix("Inter-Regular.otf")
                == true)
    }

    @Test("A missing file and a file that is not a font are errors naming the file")
    func badFontFiles() throws {
        #expect(throws: FontError.unreadableFile("/nonexistent/font.ttf")) {
            try Fixtures.fonts.registeringFont(atPath: "/nonexistent/font.ttf")
        }
        let notAFont = Fixtures.testsDirectory.appendingPathComponent("Fonts/README.md").path
        #expect(throws: FontError.notAFont(notAFont)) {
            try Fixtures.fonts.registeringFont(atPath: notAFont)
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("galley-empty-\(getpid()).ttf").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: FontError.notAFont(empty)) { try FontFace(path: empty) }
        #expect(FontError.notAFont(notAFont).description.contains(notAFont))
    }

    @Test("A folder without the fonts is refused with the place named")
    func missingFolder() {
        #expect(throws: FontError.unreadableFile("/nonexistent/Inter-Regular.otf")) {
            try FontLibrary(directory: "/nonexistent")
        }
    }
}

@Suite("Fallback per grapheme cluster")
struct FallbackTests {
    @Test("Hello 世界 measures with both Inter and the CJK face")
    func mixedLatinAndCJK() throws {
        let layout = Fixtures.layout("Hello 世界", width: nil, scale: 1000)
        let runs = layout.glyphRuns
        #expect(runs.map(\.face.familyName) == ["Inter", "Noto Sans CJK SC"])
        #expect(runs.map(\.glyphs.count) == [6, 2])
        #expect(runs.allSatisfy { !$0.glyphs.contains(0) })
        // The width is Inter's "Hello " plus the CJK face's two ideographs.
        let cjk = try #require(Fixtures.fonts.resolve(.body).faces.first { $0.familyName == "Noto Sans CJK SC" })
        let ideographs = 2 * 17.0 * Double(hbAdvance(cjk, glyph: cjk.glyph(for: 0x4E16) ?? 0)) / cjk.unitsPerEm
        #expect(abs(Fixtures.advance("Hello 世界") - (Fixtures.advance("Hello ") + ideographs)) < 1e-9)
        // The taller CJK face sets the paragraph's line height.
        #expect(layout.height > Fixtures.layout("Hello", width: nil, scale: 1000).height)
    }

    @Test("Fallback faces load only when a character needs them")
    func lazyFallback() throws {
        let fonts = try FontLibrary(directory: BundledFonts.locateDirectory())
        let engine = TextEngine(fonts: fonts)
        func loaded() -> [String] { fonts.loadedPaths.map { URL(fileURLWithPath: $0).lastPathComponent } }
        _ = engine.layout(StyledText("Hello, world", font: .headline), proposal: .unspecified)
        #expect(loaded() == ["Inter-Regular.otf", "Inter-SemiBold.otf"])
        // The search for 世 reads the chain up to the CJK face (the script
        // faces before it are small), not the Korean, serif, mono or emoji ones.
        _ = engine.layout(StyledText("Hello 世界", font: .headline), proposal: .unspecified)
        #expect(
            loaded() == [
                "Inter-Regular.otf", "Inter-SemiBold.otf", "NotoSansArabic-Bold.ttf", "NotoSansCJKsc-Bold.otf",
                "NotoSansDevanagari-Bold.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansLao-Bold.ttf",
                "NotoSansThai-Bold.ttf",
            ])
        // Asking for the whole chain loads every family's face.
        #expect(fonts.resolve(.body).faces.count == 11)
        #expect(loaded().count == 8 + 10)
    }

    @Test("Characters the primary lacks come from the chain; marks stay with their base")
    func clusters() throws {
        let engine = TextEngine(fonts: Fixtures.asciiFonts)
        let font = Font.custom("InterASCII", size: 17)
        // é as e + U+0301: the ASCII face lacks the mark, so the whole cluster
        // falls back; the CJK face lacks it too, so Inter draws e and mark
        // (and the space after, which follows its neighbour); 世 is the CJK face's.
        let layout = engine.layout(StyledText("cafe\u{301} 世", font: font), proposal: .unspecified)
        let families = layout.glyphRuns.map {
            $0.face.path.hasSuffix("InterASCII-Regular.otf") ? "ascii" : $0.face.familyName
        }
        #expect(families == ["ascii", "Inter", "Noto Sans CJK SC"])
        #expect(layout.glyphRuns.first?.glyphs.count == 3)
        #expect(layout.glyphRuns.allSatisfy { !$0.glyphs.contains(0) })
    }
}
