import ArgumentParser
import Foundation
import Galley
import GalleyCairo
import GalleyCheck
import GalleyPreview

/// `render check`: scenes compared with their reference pictures and dumps.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes and compare them with reference PNGs (and layout dumps) in a folder.",
        discussion: """
            Each scene is compared with SNAPSHOTS/<name>.png and, when present, SNAPSHOTS/<name>.json (its layout \
            dump, \
            compared exactly); <name> is the file's name without .json, with its path below a folder given. Pictures \
            are \
            compared pixel by pixel by perceived colour difference (YIQ), forgiving anti-aliased edge pixels: a pixel \
            differs when its difference exceeds --pixel-threshold (default 0.1, where black against white is 0.97), \
            and \
            the pictures match when at most --allowed-fraction of their pixels differ (default 0). Each failure \
            prints a \
            line and leaves expected, actual and diff images in --artifacts. Exit status 1 when any scene fails.

            With --previews the paths are SwiftUI sources (files, or folders compiling together): every #Preview and \
            PreviewProvider is built and drawn as `render preview` draws it and checked against \
            SNAPSHOTS/<FileStem>-<PreviewName> \
            in the same way; a preview that fails to compile, crashes, hangs or runs out of memory fails the check.
            """
    )

    @Argument(
        help: ArgumentHelp(
            """
            Scene files, or folders whose .json files (subfolders too) are scenes; with --previews, Swift files or \
            folders.
            """,
            valueName: "scene-or-folder"
        ))
    var paths: [String]

    @Flag(help: "Check the previews of SwiftUI source instead of scenes.")
    var previews = false

    @OptionGroup(title: "Previews") var previewLimits: PreviewLimits

    @OptionGroup var systemFonts: SystemFontsOption

    @OptionGroup(title: "Limits") var limits: LimitOptions

    @Option(help: ArgumentHelp("The folder of reference PNGs and dumps.", valueName: "dir"))
    var snapshots: String

    @Option(
        help: ArgumentHelp(
            """
            all (write every reference), missing (write missing ones; with CI=true they fail instead), failed \
            (rewrite failing ones) or never.
            """,
            valueName: "mode"
        ))
    var record: RecordMode = .missing

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The perceived difference (0 to 1) above which a pixel differs.", valueName: "t"))
    var pixelThreshold: Double = ImageTolerance.standard.pixelThreshold

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The fraction of pixels that may differ: 0 to 1, or a percentage like 0.5%.", valueName: "f")
    )
    var allowedFraction: Fraction = Fraction(value: ImageTolerance.standard.allowedFraction)

    @Flag(help: "Count pixels that look like anti-aliasing as differing too.")
    var countAntialiasing = false

    @Option(
        help: ArgumentHelp(
            "The folder for failures' expected, actual and diff images (default: .build/render-check).",
            valueName: "dir"))
    var artifacts: String?

    @OptionGroup var jobs: JobsOption

    @Option(
        help: ArgumentHelp("Check only part I of N of the scenes (sorted by name), for CI matrices.", valueName: "I/N"))
    var shard: Shard?

    @Flag(
        help:
            """
            Fail scenes whose layout has warnings (a missing image, an unknown symbol, a character no font has); \
            they are not recorded.
            """
    )
    var strict = false

    @Option(
        help: ArgumentHelp(
            """
            Also write one self-contained HTML page of the results: each failure's figures, reference, actual and \
            difference images, and an overlay.
            """,
            valueName: "file"
        ))
    var report: String?

    @OptionGroup var verbosity: VerboseOption

    func validate() throws {
        guard pixelThreshold.isFinite, (0...1).contains(pixelThreshold) else {
            throw ValidationError("--pixel-threshold: expected a number from 0 to 1, found \(pixelThreshold)")
        }
        try previewLimits.validate()
        try PreviewLimits.validateFolder(snapshots, option: "--snapshots")
        if let artifacts { try PreviewLimits.validateFolder(artifacts, option: "--artifacts") }
        try Self.validateReport(report, inputs: paths)
    }

    func run() throws {
        try systemFonts.apply()
        let start = ContinuousClock.now
        LargeBufferReuse.enable()
        let references = URL(fileURLWithPath: snapshots)
        let artifactsFolder = URL(fileURLWithPath: artifacts ?? ".build/render-check")
        let check = SnapshotCheck(
            references: references,
            artifacts: artifactsFolder,
            record: record,
            tolerance: ImageTolerance(
                pixelThreshold: pixelThreshold, allowedFraction: allowedFraction.value,
                ignoresAntialiasing: !countAntialiasing
            ),
            isCI: SnapshotCheck.isCI(ProcessInfo.processInfo.environment),
            limits: limits.limits(defaultTime: LimitOptions.standardTimeLimit), isStrict: strict
        )
        let names: [String]
        let outcomes: [SnapshotOutcome]
        var failed = 0
        var progress: ProgressDisplay?
        var problems: [String] = []
        if previews {
            let options = PreviewProgram.Options(
                dump: true, timeLimit: limits.timeLimit ?? LimitOptions.standardTimeLimit,
                memoryLimit: previewLimits.memoryLimit,
                limits: limits.limits(), jobs: jobs.count, conditions: previewLimits.conditions,
                targets: previewLimits.targets,
                firstFrameOnly: previewLimits.firstFrame, isolation: previewLimits.isolation
            )
            // A shard draws only its part: the declarations of every N-th
            // group of file names, so each picture keeps the name a whole
            // run gives it.
            let run = try PreviewSession.run(paths, limits: previewLimits, verbose: verbosity.verbose, options: options)
            { declarations in
                guard let shard else { return Array(declarations.indices) }
                let groups = Set(shard.select(Set(declarations.map(PreviewNaming.group(of:))).sorted()))
                return declarations.indices.filter { groups.contains(PreviewNaming.group(of: declarations[$0])) }
            }
            if !run.problems.isEmpty { failed += 1 }
            problems = run.problems
            let pictures = run.pictures.sorted { $0.name < $1.name }
            names = pictures.map(\.name)
            let (display, onEach) = Self.progress(names, noun: "previews", verbose: verbosity.verbose)
            progress = display
            outcomes = check.check(
                pictures.map { picture in (picture.name, { () throws(MessageError) in try picture.snapshot() }) },
                jobs: jobs.count, onEach: onEach
            )
        } else {
            var files: [SceneFile]
            do {
                files = try SceneFile.collect(paths, excluding: [references, artifactsFolder])
            } catch {
                throw MessageError(error.description)
            }
            if let shard { files = shard.select(files) }
            names = files.map(\.name)
            let (display, onEach) = Self.progress(names, noun: "scenes", verbose: verbosity.verbose)
            progress = display
            outcomes = check.check(files, jobs: jobs.count, onEach: onEach)
        }
        progress?.finish()
        var passed = 0, recorded = 0
        for (name, outcome) in zip(names, outcomes) {
            // A preview's warnings were printed with its build; a scene's are printed here.
            if !previews {
                for warning in outcome.warnings { TerminalText.printError("render: warning: \(name): \(warning)") }
            }
            switch outcome.verdict {
            case .passed:
                passed += 1
            case .recorded(let why):
                recorded += 1
                TerminalText.printLine("recorded \(name): \(why)")
            case .failed(let reasons):
                failed += 1
                TerminalText.printLine("FAIL \(name): \(reasons.joined(separator: "; "))")
            }
        }
        if let report {
            try writeReport(
                to: report, check: check, names: names, outcomes: outcomes, problems: problems, since: start)
        }
        if failed > 0 { TerminalText.printLine("artifacts: \(artifactsFolder.relativePath)") }
        if recorded > 0 { TerminalText.printLine("\(recorded) recorded in \(references.relativePath)") }
        print(
            """
            \(passed) passed, \(failed) failed, \(recorded) recorded, in \
            \(ProgressDisplay.format(ContinuousClock.now - start))
            """
        )
        if failed > 0 { throw ExitCode.failure }
    }
}

extension Check {
    /// The display of a check's progress over `names`, and what each
    /// outcome tells it; none for a single item.
    static func progress(
        _ names: [String], noun: String, verbose: Bool
    ) -> (ProgressDisplay?, @Sendable (Int, SnapshotOutcome, Duration) -> Void) {
        guard names.count > 1 || verbose else { return (nil, { _, _, _ in }) }
        let display = ProgressDisplay(total: names.count, noun: noun, verb: "checked", verbose: verbose)
        return (
            display,
            { index, outcome, time in
                let verdict =
                    switch outcome.verdict {
                    case .passed: "passed"
                    case .recorded: "recorded"
                    case .failed: "FAIL"
                    }
                display.itemDone(
                    "\(verdict) \(names[index]) (\(ProgressDisplay.format(time)))", failed: verdict == "FAIL")
            }
        )
    }
}

extension RecordMode: ExpressibleByArgument {}

extension PreviewConditions: ExpressibleByArgument {}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}

/// A fraction on the command line: `0.005` or `0.5%`.
struct Fraction: ExpressibleByArgument {
    var value: Double

    init(value: Double) {
        self.value = value
    }

    /// How `--help` shows the default: `0`, not the structure.
    var defaultValueDescription: String { JSONOutput.format(value) }

    init?(argument: String) {
        let isPercent = argument.hasSuffix("%")
        guard let number = Double(isPercent ? String(argument.dropLast()) : argument) else { return nil }
        let value = isPercent ? number / 100 : number
        guard value.isFinite, (0...1).contains(value) else { return nil }
        self.value = value
    }
}
