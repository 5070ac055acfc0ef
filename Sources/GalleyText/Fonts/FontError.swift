/// Why a font could not be used.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadableFile(String)
    /// A folder, FIFO or device where a font file was expected; says which.
    case notRegularFile(String, kind: String)
    /// The file exists but FreeType cannot read a font from it.
    case notAFont(String)
    /// The bundled fonts folder was not found.
    case bundledFontsNotFound(searched: [String])
    /// No font is registered under the family name.
    case unknownFamily(String)
    /// The folder of Apple's fonts (`GALLEY_SYSTEM_FONTS`, `--system-fonts`)
    /// cannot be used; says why.
    case systemFonts(String, problem: String)
    /// The file could not be mapped or read into FreeType for lack of
    /// memory: an error, never a reason to fall back to another face.
    case outOfMemory(String)

    public var description: String {
        switch self {
        case .unreadableFile(let path): "\(path): no such font file, or it cannot be read"
        case .notRegularFile(let path, let kind): "\(path): \(kind), not a font file"
        case .notAFont(let path): "\(path): not a font file FreeType can read"
        case .bundledFontsNotFound(let searched):
            """
            the bundled fonts were not found (looked in \(searched.joined(separator: ", "))); set GALLEY_FONTS to \
            the Fonts folder
            """
        case .unknownFamily(let name): "no font family named \"\(name)\" is registered"
        case .outOfMemory(let path):
            "\(path): the font could not be loaded for lack of memory (the memory limit, or ulimit -v, is too low)"
        case .systemFonts(let path, let problem):
            """
            \(path): \(problem); GALLEY_SYSTEM_FONTS and --system-fonts take a folder of Apple's font files (SF \
            Pro, SF Compact, SF Mono, New York)
            """
        }
    }
}
