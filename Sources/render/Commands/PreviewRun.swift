import Foundation
import Galley
import GalleyCheck
import GalleyPreview

extension PreviewSession {
    /// The previews of `inputs`, with progress, what they printed, problems
    /// and warnings on standard error; an error that stops everything is an
    /// input error (exit 1). The build shows its steps (``BuildProgress``),
    /// then a ``ProgressDisplay`` how many previews are drawn; with
    /// `verbose` each is listed as it is drawn.
    static func run(
        _ inputs: [String], limits: PreviewLimits, verbose: Bool, options: PreviewProgram.Options,
        choose: ([PreviewDeclaration]) -> [Int] = { Array($0.indices) }
    ) throws -> PreviewSession {
        let cache = limits.cacheDir.map { URL(fileURLWithPath: $0) } ?? PreviewCache.defaultDirectory
        let build = BuildProgress()
        defer { build.finish() }
        var builder = PreviewBuilder(cacheDirectory: cache) { message in build.show(message) }
        builder.buildTimeLimit = Double(limits.buildTimeLimit)
        let session: PreviewSession
        do {
            let display = ProgressDisplay(total: 0, noun: "previews", verb: "drew", verbose: verbose)
            defer { display.finish() }
            session = try PreviewSession(
                inputs: inputs.map { URL(fileURLWithPath: $0) }, builder: builder, options: options, choose: choose,
                willDraw: { count in
                    build.finish()
                    display.setTotal(count)
                }
            ) { outcome in
                let failed = outcome.failure != nil || outcome.pictures.contains { $0.error != nil }
                display.itemDone(
                    "\(failed ? "FAIL" : "drew") \(outcome.declaration.location): \(outcome.declaration.title)",
                    failed: failed)
            }
        } catch {
            throw MessageError(error.description)
        }
        // What the previews printed passes through, as a log: Xcode shows it in its console.
        for line in session.output + session.warnings + session.problems {
            TerminalText.printError("render: \(line)")
        }
        return session
    }
}

extension PreviewSession.Picture {
    /// The picture and its dump, as a snapshot check compares them.
    func snapshot() throws(MessageError) -> Snapshot {
        guard let (png, dump) = contents() else { throw MessageError("the preview's picture or dump was not written") }
        return try Snapshot(png: png, dump: dump, warnings: rendered.warnings)
    }
}
