import Foundation
import Testing
@testable import GalleyText

/// The programs Galley's text is compared against: Pango's line breaking
/// (`Benchmarks/Reference/pango_lines.c`) and HarfBuzz's own `hb-shape`.
///
/// `Scripts/install-dependencies` installs them (libpango1.0-dev,
/// libharfbuzz-bin), and `Benchmarks/Reference/build-oracles.sh` builds
/// `pango_lines` into `.build/oracles/`, once per test process.
enum Oracles {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let packageRoot = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The path of `pango_lines`, built on first use.
    static func pangoLinesPath() throws -> String {
        try built.get()
    }

    private static let built: Result<String, Failure> = {
        let directory = packageRoot.appendingPathComponent(".build/oracles").path
        let script = packageRoot.appendingPathComponent("Benchmarks/Reference/build-oracles.sh").path
        do {
            let result = try run(script, [directory])
            guard result.status == 0 else {
                return .failure(Failure(description: "\(script) failed (status \(result.status)):\n\(result.stderr)"))
            }
        } catch {
            return .failure(Failure(description: "cannot run \(script): \(error)"))
        }
        return .success(directory + "/pango_lines")
    }()

    /// Runs `executable` with `arguments`; its output and status.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: Data, stderr: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Errors go to a file, so that neither pipe can fill up and stall the child.
        let errorPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("galley-oracle-\(UUID().uuidString).err").path
        guard FileManager.default.createFile(atPath: errorPath, contents: nil) else {
            throw Failure(description: "cannot create \(errorPath)")
        }
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        defer { try? errors.close() }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = FileManager.default.contents(atPath: errorPath) ?? Data()
        return (process.terminationStatus, stdout, String(decoding: stderr, as: UTF8.self))
    }

    // MARK: Fonts

    /// The Fonts folder Galley reads (`$GALLEY_FONTS` or the package's).
    static func fontsDirectory() throws -> String {
        try BundledFonts.locateDirectory()
    }

    /// The regular faces text in Inter falls back to for other scripts
    /// (issue 16); each must be in the Fonts folder for the comparisons.
    static let scriptFontFiles = [
        BundledFonts.arabic, BundledFonts.hebrew, BundledFonts.devanagari, BundledFonts.thai, BundledFonts.lao,
        BundledFonts.cjk, BundledFonts.korean, BundledFonts.emoji,
    ].compactMap { family in
        BundledFonts.entries.first { $0.family == family && $0.weight == 400 && !$0.isItalic }?.file
    }

    /// The files Galley's body text falls back through, in its order,
    /// after checking that every script font is there: a missing one is an
    /// error naming the files (the comparisons would be meaningless).
    static func fallbackChain() throws -> [String] {
        let directory = try fontsDirectory()
        let missing = scriptFontFiles.filter { !FileManager.default.isReadableFile(atPath: directory + "/" + $0) }
        guard missing.isEmpty else {
            throw Failure(
                description: """
                    \(directory) lacks \(missing.joined(separator: ", ")): the script fallback fonts of issue 16 \
                    (Debian's fonts-noto-core and fonts-noto-color-emoji files, copied byte for byte, and the \
                    Korean subset made by Fonts/make-cjk-subset.sh). Add them to Fonts/, or point GALLEY_FONTS \
                    at a folder that has them and the bundled fonts.
                    """)
        }
        return Fixtures.fonts.resolve(.body).faces.map(\.path)
    }

    /// The path of a file in Galley's Fonts folder.
    static func font(_ file: String) throws -> String {
        try fontsDirectory() + "/" + file
    }

    // MARK: Pango

    /// A paragraph as Pango lays it out (see pango_lines.c).
    struct PangoLayout: Decodable {
        struct Line: Decodable {
            var text: String
            var width: Double
            var runs: [Run]
        }

        struct Run: Decodable {
            var text: String
            var rtl: Bool
            var font: String
        }

        var pango: String
        var line_count: Int
        var lines: [Line]
    }

    /// `text` laid out by Pango in `fonts` (the first one's family, falling
    /// back through the others) at `size` points, `width` points wide.
    static func pangoLayout(_ text: String, fonts: [String], size: Double = 17, width: Double?) throws -> PangoLayout {
        var arguments = fonts.flatMap { ["-f", $0] } + ["-s", "\(size)"]
        if let width { arguments += ["-w", "\(width)"] }
        arguments += ["-t", text]
        let result = try run(try pangoLinesPath(), arguments)
        guard result.status == 0 else {
            throw Failure(description: "pango_lines failed (status \(result.status)): \(result.stderr)")
        }
        return try JSONDecoder().decode(PangoLayout.self, from: result.stdout)
    }

    // MARK: HarfBuzz

    /// One glyph of `hb-shape --output-format=json`.
    struct HarfBuzzGlyph: Decodable {
        var g: UInt32
        var cl: Int
        var ax: Int
    }

    /// The sum of the advances `hb-shape` gives `text` in the font file at
    /// `fontPath`, in font units (hb-shape's default size is the em),
    /// shaped alone with HarfBuzz's own font functions, language "und".
    static func harfBuzzAdvance(_ text: String, fontPath: String, direction: String, script: String) throws -> Int {
        _ = try pangoLinesPath() // hb-shape is installed by the same script
        let result = try run(
            "/usr/bin/env",
            [
                "hb-shape", "--output-format=json", "--no-glyph-names", "--font-funcs=ot",
                "--direction=\(direction)", "--script=\(script)", "--language=und",
                fontPath, "--text=\(text)",
            ])
        guard result.status == 0 else {
            throw Failure(description: "hb-shape failed (status \(result.status)): \(result.stderr)")
        }
        let glyphs = try JSONDecoder().decode([HarfBuzzGlyph].self, from: result.stdout)
        return glyphs.reduce(0) { $0 + $1.ax }
    }
}

extension BundledFonts.Entry {
    /// The upright regular file of a bundled family.
    static func regularFile(of family: String) -> String {
        BundledFonts.entries.first { $0.family == family && $0.weight == 400 && !$0.isItalic }!.file
    }
}

/// Real text in one script (or several), named for test output, with the
/// font file that sets its letters (nil: several).
struct ScriptSample: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var font: String?
    var testDescription: String { name }
}
