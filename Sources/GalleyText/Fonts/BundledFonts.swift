import Foundation

/// The fonts that ship in the repository's `Fonts/` folder, and where that
/// folder is found. Galley never asks fontconfig or reads system fonts, so
/// the same text measures the same on every machine.
enum BundledFonts {
    static let system = "Inter"
    static let serif = "Noto Serif"
    static let monospaced = "Noto Sans Mono"
    static let cjk = "Noto Sans CJK SC"

    /// The script fonts text falls back to after the families above, in
    /// order (issue 16): Debian's fonts-noto-core files, a Korean subset of
    /// Noto Sans CJK and Noto Color Emoji. A file that is not in the folder
    /// is skipped, and its characters draw as missing glyphs.
    static let scriptFallbacks: [(family: String, files: [(file: String, weight: Int)])] = [
        ("Noto Sans Arabic", [("NotoSansArabic-Regular.ttf", 400), ("NotoSansArabic-Bold.ttf", 700)]),
        ("Noto Sans Hebrew", [("NotoSansHebrew-Regular.ttf", 400), ("NotoSansHebrew-Bold.ttf", 700)]),
        ("Noto Sans Devanagari", [("NotoSansDevanagari-Regular.ttf", 400), ("NotoSansDevanagari-Bold.ttf", 700)]),
        ("Noto Sans Thai", [("NotoSansThai-Regular.ttf", 400), ("NotoSansThai-Bold.ttf", 700)]),
        ("Noto Sans Lao", [("NotoSansLao-Regular.ttf", 400), ("NotoSansLao-Bold.ttf", 700)]),
        ("Noto Sans CJK KR", [("NotoSansCJKkr-Regular.otf", 400), ("NotoSansCJKkr-Bold.otf", 700)]),
        ("Noto Color Emoji", [("NotoColorEmoji.ttf", 400)]),
    ]

    /// A file of the folder, the family it belongs to, its weight class and
    /// whether it is italic.
    struct Entry: Sendable {
        var family: String
        var file: String
        var weight: Int
        var isItalic: Bool
    }

    static let entries: [Entry] = interEntries + [
        Entry(family: serif, file: "NotoSerif-Regular.ttf", weight: 400, isItalic: false),
        Entry(family: serif, file: "NotoSerif-Italic.ttf", weight: 400, isItalic: true),
        Entry(family: serif, file: "NotoSerif-Bold.ttf", weight: 700, isItalic: false),
        Entry(family: serif, file: "NotoSerif-BoldItalic.ttf", weight: 700, isItalic: true),
        Entry(family: monospaced, file: "NotoSansMono-Regular.ttf", weight: 400, isItalic: false),
        Entry(family: monospaced, file: "NotoSansMono-Bold.ttf", weight: 700, isItalic: false),
        Entry(family: cjk, file: "NotoSansCJKsc-Regular.otf", weight: 400, isItalic: false),
        Entry(family: cjk, file: "NotoSansCJKsc-Bold.otf", weight: 700, isItalic: false),
    ] + scriptFallbacks.flatMap { family, files in
        files.map { Entry(family: family, file: $0.file, weight: $0.weight, isItalic: false) }
    }

    private static var interEntries: [Entry] {
        let weights = [
            ("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
            ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800), ("Black", 900),
        ]
        return weights.flatMap { name, weight in
            [
                Entry(family: system, file: "Inter-\(name).otf", weight: weight, isItalic: false),
                Entry(family: system, file: "Inter-\(name == "Regular" ? "" : name)Italic.otf", weight: weight, isItalic: true),
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
