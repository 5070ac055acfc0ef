import Foundation

/// The fonts that ship in the repository's `Fonts/` folder, and where that
/// folder is found. Galley never asks fontconfig or reads system fonts, so
/// the same text measures the same on every machine.
enum BundledFonts {
    static let system = "Inter"
    static let serif = "Noto Serif"
    static let monospaced = "Noto Sans Mono"
    static let cjk = "Noto Sans CJK SC"
    static let arabic = "Noto Sans Arabic"
    static let hebrew = "Noto Sans Hebrew"
    static let devanagari = "Noto Sans Devanagari"
    static let thai = "Noto Sans Thai"
    static let lao = "Noto Sans Lao"
    static let korean = "Noto Sans CJK KR"
    /// Colour bitmaps (CBDT), one strike at 109 ppem.
    static let emoji = "Noto Color Emoji"
    /// The stand-in for SF Pro Rounded (`Font.Design.rounded`).
    static let rounded = "Quicksand"

    /// A file of the folder, the family it belongs to, its weight class and
    /// whether it is italic.
    struct Entry: Sendable {
        var family: String
        var file: String
        var weight: Int
        var isItalic: Bool
    }

    static let entries: [Entry] =
        interEntries + [
            Entry(family: serif, file: "NotoSerif-Regular.ttf", weight: 400, isItalic: false),
            Entry(family: serif, file: "NotoSerif-Italic.ttf", weight: 400, isItalic: true),
            Entry(family: serif, file: "NotoSerif-Bold.ttf", weight: 700, isItalic: false),
            Entry(family: serif, file: "NotoSerif-BoldItalic.ttf", weight: 700, isItalic: true),
            Entry(family: monospaced, file: "NotoSansMono-Regular.ttf", weight: 400, isItalic: false),
            Entry(family: monospaced, file: "NotoSansMono-Bold.ttf", weight: 700, isItalic: false),
            Entry(family: cjk, file: "NotoSansCJKsc-Regular.otf", weight: 400, isItalic: false),
            Entry(family: cjk, file: "NotoSansCJKsc-Bold.otf", weight: 700, isItalic: false),
            Entry(family: korean, file: "NotoSansCJKkr-Regular.otf", weight: 400, isItalic: false),
            Entry(family: korean, file: "NotoSansCJKkr-Bold.otf", weight: 700, isItalic: false),
            Entry(family: emoji, file: "NotoColorEmoji.ttf", weight: 400, isItalic: false),
            Entry(family: rounded, file: "Quicksand-Light.ttf", weight: 300, isItalic: false),
            Entry(family: rounded, file: "Quicksand-Regular.ttf", weight: 400, isItalic: false),
            Entry(family: rounded, file: "Quicksand-Medium.ttf", weight: 500, isItalic: false),
            Entry(family: rounded, file: "Quicksand-Bold.ttf", weight: 700, isItalic: false),
        ] + notoSansEntries

    /// The Noto Sans faces of single scripts, Regular and Bold each.
    private static var notoSansEntries: [Entry] {
        [(arabic, "Arabic"), (hebrew, "Hebrew"), (devanagari, "Devanagari"), (thai, "Thai"), (lao, "Lao")].flatMap {
            family, file in
            [
                Entry(family: family, file: "NotoSans\(file)-Regular.ttf", weight: 400, isItalic: false),
                Entry(family: family, file: "NotoSans\(file)-Bold.ttf", weight: 700, isItalic: false),
            ]
        }
    }

    private static var interEntries: [Entry] {
        let weights = [
            ("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
            ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800), ("Black", 900),
        ]
        return weights.flatMap { name, weight in
            [
                Entry(family: system, file: "Inter-\(name).otf", weight: weight, isItalic: false),
                Entry(
                    family: system, file: "Inter-\(name == "Regular" ? "" : name)Italic.otf", weight: weight,
                    isItalic: true),
            ]
        }
    }

    /// The environment variable that points at another Fonts folder, for
    /// installed layouts where the package's sources are not around.
    static let environmentVariable = "GALLEY_FONTS"

    /// The folder holding the bundled fonts: `$GALLEY_FONTS`, else `Fonts/`
    /// beside the executable or in `../share/galley/` from it, else the
    /// package's own `Fonts/` folder.
    static func locateDirectory() throws(FontError) -> String {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
            candidates.append(override)
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(executable.appendingPathComponent("Fonts").path)
        candidates.append(executable.appendingPathComponent("../share/galley/Fonts").standardizedFileURL.path)
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent("Fonts").path)

        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate + "/Inter-Regular.otf") {
            return candidate
        }
        throw FontError.bundledFontsNotFound(searched: candidates)
    }
}
