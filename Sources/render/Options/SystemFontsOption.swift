import ArgumentParser
import Foundation
import Galley
import GalleyText

/// `--system-fonts DIR`: Apple's fonts (SF Pro, SF Compact, SF Mono, New
/// York) from a folder the user owns, for the commands that lay out text.
struct SystemFontsOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            A folder of Apple's font files (SF Pro, SF Compact, SF Mono, New York) to draw the system font with, \
            instead of the bundled stand-ins (default: GALLEY_SYSTEM_FONTS, else none).
            """,
            valueName: "dir"
        ))
    var systemFonts: String?

    /// Points this process, and the previews it runs, at the folder (given
    /// or from `GALLEY_SYSTEM_FONTS`), reads it now and prints its warnings
    /// on standard error; a folder that cannot be used is an input error,
    /// before anything is written.
    func apply() throws {
        let variable = FontLibrary.systemFontsEnvironmentVariable
        if let systemFonts, systemFonts.isEmpty {
            throw MessageError("--system-fonts: expected a folder, found an empty path")
        }
        guard let given = systemFonts ?? ProcessInfo.processInfo.environment[variable], !given.isEmpty else { return }
        // Absolute, so that the programs `preview` runs find it from anywhere.
        let folder = URL(fileURLWithPath: given).standardizedFileURL.path
        setenv(variable, folder, 1)
        let library: FontLibrary
        do {
            library = try FontLibrary.bundled()
        } catch {
            throw MessageError(error.description)
        }
        for warning in library.warnings {
            TerminalText.printError("render: warning: \(folder): \(warning)")
        }
    }
}
