import Foundation
import GalleyPreviewScan

/// Previews found, built and drawn into a staging folder (removed with the
/// session): what `render preview`, `render check --previews` and
/// `assertPreviews` share. Problems that leave the other previews drawn —
/// syntax errors, named files without previews, previews that crash, hang
/// or run out of memory — are collected in ``problems``; an error that stops
/// everything (no previews at all, a compile error) is thrown.
public final class PreviewSession: Sendable {
    /// A drawn picture and its file name (without extension).
    public struct Picture: Sendable {
        public var name: String
        public var rendered: RenderedPreview
    }

    public let pictures: [Picture]
    /// What went wrong, in the order met, each naming its file and line.
    public let problems: [String]
    /// What was drawn as a stand-in, each naming its preview.
    public let warnings: [String]
    /// What the previews printed, a message for each that printed
    /// anything: its place, then its last lines, indented.
    public let output: [String]
    private let staging: URL

    /// Finds, builds and draws the previews of `inputs`: the declarations
    /// `choose` picks, by index. Pictures are named as in a run of all
    /// (``PreviewNaming``) when the chosen include every declaration of
    /// each ``PreviewNaming/group(of:)`` they include.
    /// `willDraw` is told how many previews there are once they are built,
    /// and `onEach` of each as it is drawn.
    public init(
        inputs: [URL], builder: PreviewBuilder, options: PreviewProgram.Options,
        choose: ([PreviewDeclaration]) -> [Int] = { Array($0.indices) },
        willDraw: (Int) -> Void = { _ in }, onEach: @Sendable (PreviewOutcome) -> Void = { _ in }
    ) throws(PreviewError) {
        // A sandbox that cannot be had is said before minutes of building.
        if options.isolation.sandbox { _ = try PreviewSandbox.locate() }
        var scanner = SourceScanner(cacheDirectory: builder.cacheDirectory, progress: builder.progress)
        scanner.timeLimit = builder.buildTimeLimit
        let project = try PreviewProject(
            inputs: inputs, conditions: options.conditions, targets: options.targets, scanner: scanner)
        var problems = project.syntaxErrors.map(\.description)
        guard !project.previews.isEmpty else {
            let names = project.inputs.map { WorkingFolder.relative($0.path) }.joined(separator: ", ")
            let skipped = project.skippedTargets
            throw .input(
                (problems + skipped + ["\(names): no #Preview or PreviewProvider found"]).joined(separator: "\n"))
        }
        let program = try builder.build(project)
        problems += program.problems
        staging = FileManager.default.temporaryDirectory.appendingPathComponent("galley-previews-\(UUID().uuidString)")
        let chosen = Set(choose(program.previews)).filter { program.previews.indices.contains($0) }.sorted()
        willDraw(chosen.count)
        let outcomes = program.run(into: staging, options: options, indices: chosen, onEach: onEach)
        var pictures: [Picture] = []
        var warnings = project.leftOutFiles.map { "warning: " + $0 }
        var output: [String] = []
        for (outcome, names) in zip(outcomes, PreviewNaming.names(for: outcomes)) {
            let place = "\(outcome.declaration.location): \(outcome.declaration.title)"
            for (picture, name) in zip(outcome.pictures, names) {
                warnings += picture.warnings.map { "\(place) (\(name)): warning: \($0)" }
                if let error = picture.error {
                    problems.append("\(place) (\(name)): \(error)")
                } else {
                    pictures.append(Picture(name: name, rendered: picture))
                }
            }
            if let failure = outcome.failure { problems.append("\(place): \(failure)") }
            if !outcome.output.isEmpty {
                let shown = outcome.output.suffix(Self.outputLines)
                let cut = outcome.output.count - shown.count
                output.append(
                    "\(place): printed\(cut > 0 ? " (its last \(shown.count) lines)" : ""):"
                        + shown.map { "\n    " + ($0.count > 500 ? $0.prefix(500) + "…" : $0) }.joined())
            }
        }
        self.pictures = pictures
        self.problems = problems
        self.warnings = warnings
        self.output = output
    }

    /// The most lines of a preview's output shown.
    static let outputLines = 20

    deinit {
        try? FileManager.default.removeItem(at: staging)
    }
}

extension PreviewSession.Picture {
    /// The PNG's bytes and the dump's text, as written by the preview; nil
    /// when either is missing.
    public func contents() -> (png: Data, dump: String)? {
        guard let png = rendered.png.flatMap({ FileManager.default.contents(atPath: $0.path) }),
            let dump = rendered.dump.flatMap({ try? String(contentsOf: $0, encoding: .utf8) })
        else { return nil }
        return (png, dump)
    }
}
