import Foundation

/// Folders of stand-ins for Apple's fonts, made in a temporary folder from
/// the bundled files with their family names rewritten (``FontRenaming``),
/// for the tests of `GALLEY_SYSTEM_FONTS` and `--system-fonts`.
public enum SystemFontsFixture {
    /// One file of a fixture folder: a bundled font copied under a file
    /// name, with a family and style name written into it.
    public struct Copy: Sendable {
        public var source: String
        public var file: String
        public var family: String
        public var style: String

        public init(_ source: String, as file: String, family: String, style: String) {
            self.source = source
            self.file = file
            self.family = family
            self.style = style
        }
    }

    /// The repository's Fonts folder.
    public static let bundledFonts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path

    /// SF Pro Text (Inter: Regular, Bold), SF Pro Display (Quicksand:
    /// Regular, Bold, whose widths differ plainly from Inter's), SF Mono
    /// (Noto Sans Mono) and New York Small (Noto Serif), Regular and Bold each.
    public static let standard: [Copy] = [
        Copy("Inter-Regular.otf", as: "SF-Pro-Text-Regular.otf", family: "SF Pro Text", style: "Regular"),
        Copy("Inter-Bold.otf", as: "SF-Pro-Text-Bold.otf", family: "SF Pro Text", style: "Bold"),
        Copy("Quicksand-Regular.ttf", as: "SF-Pro-Display-Regular.otf", family: "SF Pro Display", style: "Regular"),
        Copy("Quicksand-Bold.ttf", as: "SF-Pro-Display-Bold.otf", family: "SF Pro Display", style: "Bold"),
        Copy("NotoSansMono-Regular.ttf", as: "SF-Mono-Regular.otf", family: "SF Mono", style: "Regular"),
        Copy("NotoSansMono-Bold.ttf", as: "SF-Mono-Bold.otf", family: "SF Mono", style: "Bold"),
        Copy("NotoSerif-Regular.ttf", as: "NewYorkSmall-Regular.otf", family: "New York Small", style: "Regular"),
        Copy("NotoSerif-Bold.ttf", as: "NewYorkSmall-Bold.otf", family: "New York Small", style: "Bold"),
    ]

    /// A new temporary folder holding `copies`; the caller removes it.
    public static func make(_ copies: [Copy] = standard) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-system-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for copy in copies {
            try FontRenaming.copy(
                bundledFonts + "/" + copy.source, to: folder.appendingPathComponent(copy.file).path,
                family: copy.family, style: copy.style)
        }
        return folder
    }
}
