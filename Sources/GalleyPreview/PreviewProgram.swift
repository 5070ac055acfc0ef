import Foundation
import Galley
import GalleyPreviewProtocol
import GalleyPreviewScan
import GalleyText

/// A built preview program: runs each preview declaration in a process of
/// its own, so that a crash, a hang, a runaway allocation or an `exit`
/// stops that preview only.
public struct PreviewProgram: Sendable {
    /// The program, in the folder that is its main bundle (``MainBundle``).
    public internal(set) var executable: URL
    public let previews: [PreviewDeclaration]
    /// Targets of the package that were not built, each with why.
    public let problems: [String]
    let assetFolders: [URL]
    let sources: SourceMap

    init(
        executable: URL, project: PreviewProject, previews: [PreviewDeclaration], sources: SourceMap, problems: [String]
    ) {
        self.executable = executable
        self.previews = previews
        self.problems = problems
        assetFolders = project.assetFolders
        self.sources = sources
    }

    /// How the previews are drawn and how long and large they may run.
    public struct Options: Sendable {
        /// The canvas of previews that choose none (default: the standard device).
        public var canvas: CanvasChoice?
        /// Pixels per point, over every preview's own.
        public var scale: CGFloat?
        /// The layout direction of the canvas (Xcode's canvas setting); nil
        /// for left to right. Views inside may still set their own.
        public var layoutDirection: LayoutDirection?
        /// Writes the layout dump beside each picture.
        public var dump: Bool
        /// Seconds a preview declaration may run.
        public var timeLimit: Double
        /// Mebibytes of memory a preview declaration may use.
        public var memoryLimit: Int
        /// What a preview's layout and painting may ask for.
        public var limits: ResourceLimits
        /// Previews run at once.
        public var jobs: Int
        /// A folder of Apple's fonts the previews draw the system font
        /// with (`GALLEY_SYSTEM_FONTS` in their process); nil for what this
        /// process's environment says.
        public var systemFonts: String?
        /// Which platform's `#if` conditions the sources are read with (iOS's).
        public var conditions: PreviewConditions
        /// In a package, the targets whose previews are drawn (empty: every target's).
        public var targets: [String]
        /// Draws the first layout, before any `onAppear` action runs.
        public var firstFrameOnly: Bool
        /// What the preview process may reach: its environment, and the sandbox.
        public var isolation: PreviewIsolation

        public init(
            canvas: CanvasChoice? = nil, scale: CGFloat? = nil, layoutDirection: LayoutDirection? = nil,
            dump: Bool = false,
            timeLimit: Double = 30, memoryLimit: Int = 2048, limits: ResourceLimits = .standard,
            jobs: Int = ProcessInfo.processInfo.activeProcessorCount, systemFonts: String? = nil,
            conditions: PreviewConditions = .iOS, targets: [String] = [], firstFrameOnly: Bool = false,
            isolation: PreviewIsolation = PreviewIsolation()
        ) {
            self.isolation = isolation
            self.targets = targets
            self.firstFrameOnly = firstFrameOnly
            self.systemFonts = systemFonts
            self.conditions = conditions
            self.limits = limits
            self.canvas = canvas
            self.scale = scale
            self.layoutDirection = layoutDirection
            self.dump = dump
            self.timeLimit = timeLimit
            self.memoryLimit = memoryLimit
            self.jobs = max(1, jobs)
        }
    }

    /// Runs every preview, drawing into `folder` (`P/N.png` there, for
    /// declaration P's picture N); the outcomes are in declaration order.
    /// One process of the program reads the fonts and forks a process per
    /// declaration, `jobs` at a time; `onEach` hears of each as it ends.
    /// With `indices`, only those declarations are run, and their outcomes returned.
    public func run(
        into folder: URL, options: Options, indices: [Int]? = nil, onEach: @Sendable (PreviewOutcome) -> Void = { _ in }
    ) -> [PreviewOutcome] {
        let chosen = Array(Set(indices ?? Array(previews.indices)).filter { previews.indices.contains($0) }).sorted()
        guard !chosen.isEmpty else { return [] }
        var outcomes: [PreviewOutcome?] = Array(repeating: nil, count: previews.count)
        let request = PreviewRequest(
            directory: folder.standardizedFileURL.path, indices: chosen, jobs: options.jobs,
            timeLimit: options.timeLimit, memoryLimit: options.memoryLimit, canvas: options.canvas,
            scale: options.scale.map { Double($0) }, isRightToLeft: options.layoutDirection == .rightToLeft,
            dump: options.dump, firstFrameOnly: options.firstFrameOnly, limits: options.limits)
        let inherited = ProcessInfo.processInfo.environment
        // UTC, whatever the machine's zone: the same sources draw the same dates everywhere.
        // Swift's hashing unseeded: a preview that draws a set's or a dictionary's elements in
        // their order (a Core Data relationship's objects) draws them alike on every run.
        var own = [
            "GALLEY_ASSETS": assetFolders.map(\.path).joined(separator: ":"), "TZ": "UTC",
            "SWIFT_DETERMINISTIC_HASHING": "1",
        ]
        // The fonts, where this process finds them (also under the sandbox,
        // where the package's own folder may be hidden).
        if let fonts = try? FontLibrary.bundledDirectory() { own[FontLibrary.bundledFontsEnvironmentVariable] = fonts }
        let systemFonts = options.systemFonts ?? inherited[FontLibrary.systemFontsEnvironmentVariable]
        if let systemFonts { own[FontLibrary.systemFontsEnvironmentVariable] = systemFonts }
        // Swift's backtracer symbolicates a crash before the process ends,
        // which can take longer than the time limit on a loaded machine; the
        // fatal error's own message, which names the line, comes before it.
        // Whoever set SWIFT_BACKTRACE keeps their setting.
        own["SWIFT_BACKTRACE"] = inherited["SWIFT_BACKTRACE"] ?? "enable=no"
        let environment = options.isolation.environment(inheriting: inherited, own: own)
        // The server's own limit, past which what is left fails: every
        // declaration's, one batch of jobs after another, and a margin.
        let batches = (chosen.count + options.jobs - 1) / options.jobs
        let limit = Double(batches) * (options.timeLimit + 1) + 60
        let decoder = JSONDecoder()
        var stopped: String?
        let log = folder.appendingPathComponent("program.log")
        do {
            // A working folder of its own, emptied with the run.
            let scratch = folder.appendingPathComponent("scratch")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            var command = (executable.path, ["serve", request.argument])
            if options.isolation.sandbox {
                let readable =
                    [executable.deletingLastPathComponent().path] + assetFolders.map(\.path)
                    + [own[FontLibrary.bundledFontsEnvironmentVariable], systemFonts].compactMap { $0 }
                command = (
                    try PreviewSandbox.locate(path: inherited["PATH"]),
                    PreviewSandbox.arguments(
                        program: command.0, command.1,
                        readable: readable.filter { FileManager.default.fileExists(atPath: $0) },
                        writable: [folder.path], workingFolder: scratch.path, home: inherited["HOME"])
                )
            }
            // The program's standard output is the protocol's private channel
            // (it moves its own prints to standard error, our log file).
            let status = try CommandRunner.run(
                command.0, command.1, in: scratch, environment: environment, inheritsEnvironment: false,
                timeLimit: limit, errors: log, limitOption: "--time-limit"
            ) { line in
                guard let ending = try? decoder.decode(PreviewEnding.self, from: Data(line.utf8)),
                    chosen.contains(ending.index), outcomes[ending.index] == nil
                else { return }
                let outcome = self.outcome(of: ending, in: folder, options: options)
                outcomes[ending.index] = outcome
                onEach(outcome)
            }
            if status != 0 { stopped = "the preview program stopped with exit status \(status)" }
        } catch {
            stopped = "the preview program stopped: \(error)"
        }
        let said = Self.lines(BoundedRead.tail(of: log.path, limit: Self.logLimit)).suffix(5)
        return chosen.map { index in
            if let outcome = outcomes[index] { return outcome }
            var outcome = PreviewOutcome(declaration: previews[index])
            outcome.failure =
                (stopped ?? "the preview program ended without drawing it")
                + (said.isEmpty ? "" : ":" + said.map { "\n    " + $0 }.joined())
            onEach(outcome)
            return outcome
        }
    }

    /// The most bytes of a declaration's reports that are read.
    static let reportsLimit = 4 << 20
    /// The most bytes of each of a declaration's outputs that are kept.
    static let logLimit = 16 << 10

    /// What declaration `ending.index` gave: its pictures' reports, and
    /// why it stopped if it did.
    ///
    /// Its reports are believed only so far: the user's code wrote them,
    /// so a file they name is taken only as a regular file of the
    /// declaration's own folder with no other name.
    private func outcome(of ending: PreviewEnding, in folder: URL, options: Options) -> PreviewOutcome {
        let declaration = previews[ending.index]
        let work = folder.appendingPathComponent("\(ending.index)")
        var outcome = PreviewOutcome(declaration: declaration)
        let lines = JSONLines.values(
            ReportLine.self, inFileAt: work.appendingPathComponent("reports").path, limit: Self.reportsLimit)
        let output = BoundedRead.tail(of: work.appendingPathComponent("stdout").path, limit: Self.logLimit)
        let errorData = BoundedRead.tail(of: work.appendingPathComponent("stderr").path, limit: Self.logLimit)
        let errors = String(decoding: errorData, as: UTF8.self)
        // The runtime's stack trace is not the preview's output; it finds the crash's place.
        outcome.output = (Self.lines(output) + Self.lines(errorData).filter { !CrashPlace.isTraceLine(Substring($0)) })
            .map(sources.translate)
        var finished = false
        for line in lines {
            guard case .picture(let report) = line else {
                finished = true
                continue
            }
            let png = Self.drawnFile(report.png, in: work)
            let refused = report.png != nil && png == nil ? "its picture is not a file the preview drew" : nil
            outcome.pictures.append(
                RenderedPreview(
                    declaration: declaration, number: report.number, name: report.name, png: png,
                    dump: Self.drawnFile(report.dump, in: work), warnings: report.warnings,
                    error: report.error ?? refused))
        }
        switch ending.kind {
        case .exited where ending.code == 0 && finished:
            if outcome.pictures.isEmpty { outcome.failure = "made no picture (its previews are empty)" }
        case .exited where ending.code == 0:
            outcome.failure = "exited before drawing all its pictures (does its code call exit?)"
        case .exited:
            outcome.failure = "stopped with exit status \(ending.code ?? -1)" + Self.excerpt(sources.translate(errors))
        case .signalled:
            outcome.failure = "crashed (signal \(ending.code ?? -1))" + crashExcerpt(errors)
        case .timedOut:
            outcome.failure =
                "did not finish within \(Self.seconds(options.timeLimit)); stopped (raise the limit with --time-limit)"
        case .outOfMemory:
            outcome.failure =
                "used more than \(options.memoryLimit) MiB of memory; stopped (raise the limit with --memory-limit)"
        case .notStarted:
            outcome.failure = "could not start: \(ending.reason ?? "")"
        }
        // A crash's message is said once, in the failure.
        if let failure = outcome.failure {
            let said = Set(failure.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            outcome.output.removeAll { said.contains($0) }
        }
        return outcome
    }

    /// The file `name` in `folder`, when it is a regular file there with no
    /// other name: not a link, not a hard link to a file elsewhere.
    static func drawnFile(_ name: String?, in folder: URL) -> URL? {
        guard let name = PictureReport.fileName(name) else { return nil }
        let url = folder.appendingPathComponent(name)
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1 else {
            return nil
        }
        return url
    }

    /// The lines of output, as text (bytes that are not UTF-8 replaced).
    private static func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// The lines of a crashed preview's standard error worth showing: the
    /// fatal error's message with the user's file and line.
    private static func excerpt(_ errors: String) -> String {
        let lines = errors.split(separator: "\n", omittingEmptySubsequences: true).filter {
            !CrashPlace.isTraceLine($0)
        }
        let interesting = lines.filter { $0.contains("Fatal error") || $0.contains("error:") || $0.contains("fatal") }
        let chosen = (interesting.isEmpty ? Array(lines.prefix(5)) : Array(interesting.prefix(5))).map { "\n    " + $0 }
        return chosen.isEmpty ? "" : ":" + chosen.joined()
    }

    /// The crash's excerpt, and the user's line it happened at when the
    /// message names the standard library's file instead (issue 33, item 8).
    private func crashExcerpt(_ errors: String) -> String {
        let excerpt = Self.excerpt(sources.translate(errors))
        guard let place = CrashPlace.place(of: CrashPlace.frames(in: errors), in: executable, sources: sources),
            !excerpt.contains(place + ":")
        else { return excerpt }
        return excerpt + "\n    at \(place)"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// What running one preview declaration gave.
public struct PreviewOutcome: Sendable {
    public var declaration: PreviewDeclaration
    /// Its pictures, drawn or failed, in order.
    public var pictures: [RenderedPreview] = []
    /// Why the declaration stopped before all its pictures were drawn.
    public var failure: String?
    /// The last lines it printed, standard output's then standard error's
    /// (at most 16 KiB of each).
    public var output: [String] = []
}

/// One picture of a preview declaration.
public struct RenderedPreview: Sendable {
    public var declaration: PreviewDeclaration
    /// 1-based, within its declaration.
    public var number: Int
    /// The name the preview gives itself, if any.
    public var name: String?
    /// The picture and dump, in the run's folder.
    public var png: URL?
    public var dump: URL?
    public var warnings: [String]
    /// Why it was not drawn.
    public var error: String?
}
