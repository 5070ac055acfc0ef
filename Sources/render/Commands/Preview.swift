import ArgumentParser
import Foundation
import Galley
import GalleyCairo
import GalleyPreview

/// `render preview`: every `#Preview` and `PreviewProvider` of SwiftUI
/// source, built against Galley's SwiftUI module and drawn to PNG.
struct RenderPreview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every #Preview and PreviewProvider of SwiftUI source files.",
        discussion: """
            The files (a folder's .swift files compile together) are built with `import SwiftUI` against Galley's \
            SwiftUI module, in a scratch package under the cache folder (GALLEY_CACHE_DIR, else ~/.cache/galley); \
            the first build takes minutes, unchanged re-runs reuse it. Each preview is written as \
            DIR/<FileStem>-<PreviewName>.png; an unnamed #Preview is numbered 1, 2, … in source order.
            """
    )

    @Argument(help: ArgumentHelp("Swift files, or folders of them.", valueName: "file-or-folder"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the pictures to.", valueName: "dir"))
    var output: String

    @Flag(help: "Write each preview's layout dump beside it, as .json.")
    var dump = false

    @Option(
        help: ArgumentHelp(
            CanvasChoice.help + " Previews with their own layout or device keep it.", valueName: "canvas"))
    var canvas: CanvasChoice?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, for every preview.", valueName: "s"))
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "The canvas's layout direction, leftToRight or rightToLeft, as Xcode's canvas setting.",
            valueName: "direction"))
    var layoutDirection: LayoutDirection?

    @OptionGroup var previewLimits: PreviewLimits

    @Flag(help: "Make warnings errors: a preview with warnings (printed above it) is not written, and the run fails.")
    var strict = false

    @OptionGroup var systemFonts: SystemFontsOption

    @OptionGroup(title: "Limits") var limits: LimitOptions

    @OptionGroup var jobs: JobsOption

    @OptionGroup var verbosity: VerboseOption

    @OptionGroup var watching: WatchOption

    mutating func validate() throws {
        try validateScale(scale)
        try previewLimits.validate()
    }

    func run() throws {
        try systemFonts.apply()
        guard watching.watch else { return try renderOnce() }
        FileWatch.run(files: watchedFiles) {
            do {
                try renderOnce()
            } catch let error as MessageError {
                TerminalText.printError("render: \(error.description)")
            } catch {
                // A failed preview was named above; the others were written.
            }
            TerminalText.printError("render: watching \(inputs.joined(separator: ", ")) (Ctrl-C stops)")
        }
    }

    /// The sources and what sits beside them (asset catalogs, images): every
    /// file named, and every file under a folder named, but for the
    /// pictures this command writes and its build cache, which would
    /// otherwise set it off again.
    private func watchedFiles() -> [String] {
        let own = [output] + (previewLimits.cacheDir.map { [$0] } ?? [])
        return inputs.flatMap { input in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) && isFolder.boolValue
                ? FileWatch.files(under: input, excluding: own) : [input]
        }
    }

    /// Builds and draws the previews once and writes them.
    private func renderOnce() throws {
        let start = ContinuousClock.now
        let previews = try PreviewSession.run(
            inputs, limits: previewLimits, verbose: verbosity.verbose,
            options: PreviewProgram.Options(
                canvas: canvas, scale: scale.map { CGFloat($0) }, layoutDirection: layoutDirection, dump: dump,
                timeLimit: limits.timeLimit ?? LimitOptions.standardTimeLimit, memoryLimit: previewLimits.memoryLimit,
                limits: limits.limits(), jobs: jobs.count, conditions: previewLimits.conditions,
                targets: previewLimits.targets,
                firstFrameOnly: previewLimits.firstFrame, isolation: previewLimits.isolation
            ))
        let folder = URL(fileURLWithPath: output)
        var failed = !previews.problems.isEmpty
        var written = 0, refused = 0
        do {
            try FolderCreation.create(folder)
        } catch {
            throw MessageError(error.description)
        }
        for picture in previews.pictures {
            guard let png = picture.rendered.png else { continue }
            if strict, !picture.rendered.warnings.isEmpty {
                TerminalText.printError("render: \(picture.name): not written: --strict makes its warnings errors")
                failed = true
                refused += 1
                continue
            }
            do {
                try AtomicFile.move(png, to: folder.appendingPathComponent(picture.name + ".png"))
                if let dump = picture.rendered.dump {
                    try AtomicFile.move(dump, to: folder.appendingPathComponent(picture.name + ".json"))
                }
                TerminalText.printLine(folder.appendingPathComponent(picture.name + ".png").path)
                written += 1
            } catch {
                TerminalText.printError("render: \(output): cannot write \(picture.name): \(error)")
                failed = true
                refused += 1
            }
        }
        // On standard error: standard output lists the pictures written, one path a line.
        TerminalText.printError(
            """
            \(written) written, \(previews.problems.count + refused) failed, in \
            \(ProgressDisplay.format(ContinuousClock.now - start))
            """
        )
        if failed { throw ExitCode(1) }
    }
}

/// The memory every preview runs in, the folder its build is kept in and
/// the platform its `#if`s are read for, shared by `preview` and `check
/// --previews` (its time is `--time-limit`).
struct PreviewLimits: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Mebibytes of memory a preview may use before it is stopped.", valueName: "MiB"))
    var memoryLimit: Int = 2048

    @Option(
        help: ArgumentHelp(
            "The folder builds are kept in (default: GALLEY_CACHE_DIR, else ~/.cache/galley).", valueName: "dir"))
    var cacheDir: String?

    @Option(
        help: ArgumentHelp(
            """
            Whose #if conditions the sources are read with: ios (os(iOS), canImport(UIKit), \
            targetEnvironment(simulator), as Xcode's canvas) or linux (the compiler's own here).
            """,
            valueName: "platform"
        ))
    var conditions: PreviewConditions = .iOS

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            """
            In a Swift package, draw the previews of this target only (repeatable; default: every target the \
            inputs hold).
            """,
            valueName: "name"
        ))
    var targets: [String] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds the preview build may take before it is stopped.", valueName: "seconds"))
    var buildTimeLimit: Int = 1800

    @Flag(
        help:
            """
            Draw each preview's first frame, before its views' onAppear actions run (by default they run once, as \
            Xcode's canvas runs them, and the preview is drawn with the state they set).
            """
    )
    var firstFrame = false

    @Option(
        name: .customLong("pass-env"),
        help: ArgumentHelp(
            """
            Let this environment variable through to the previews (repeatable). They get only PATH, the \
            locale (LANG, LANGUAGE, LC_*) and what Galley sets.
            """,
            valueName: "name"))
    var passedEnvironment: [String] = []

    @Flag(
        help: """
            Run the previews under bubblewrap (bwrap): no network, the file system read-only but for their \
            own folder, no home folders. Recommended for code you did not write, such as pull requests from forks.
            """)
    var sandbox = false

    /// What the previews may reach, as the options say.
    var isolation: PreviewIsolation {
        PreviewIsolation(passedEnvironment: passedEnvironment, sandbox: sandbox)
    }

    func validate() throws {
        for name in passedEnvironment {
            if let problem = PreviewIsolation.problem(passing: name) { throw ValidationError("--pass-env: \(problem)") }
        }
        if !(memoryLimit >= 16 && memoryLimit <= 1 << 20) {
            throw ValidationError("--memory-limit must be from 16 to 1048576 MiB")
        }
        if !(buildTimeLimit >= 1 && buildTimeLimit <= 86_400) {
            throw ValidationError("--build-time-limit must be from 1 to 86400 seconds")
        }
        if let cacheDir { try Self.validateFolder(cacheDir, option: "--cache-dir") }
    }

    /// Refuses `path` for `option` when something other than a folder is
    /// there (a missing folder is made later).
    static func validateFolder(_ path: String, option: String) throws {
        guard path.isEmpty || FileManager.default.fileExists(atPath: path) || isLink(path) else { return }
        guard !path.isEmpty else { throw ValidationError("\(option): expected a folder, found an empty path") }
        if !FolderCreation.isFolder(path) {
            throw ValidationError("\(option) \(path): not a folder (a file or a broken link is in the way)")
        }
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
