import Foundation
import GalleyCheck
import GalleyPreview

extension PreviewSession {
    /// The previews of `inputs`, with progress, problems and warnings
    /// printed on standard error; an error that stops everything is an
    /// input error (exit 1).
    static func run(_ inputs: [String], limits: PreviewLimits, options: PreviewProgram.Options) throws -> PreviewSession {
        let cache = limits.cacheDir.map { URL(fileURLWithPath: $0) } ?? PreviewCache.defaultDirectory
        let builder = PreviewBuilder(cacheDirectory: cache) { message in
            TerminalText.printError(message)
        }
        let session: PreviewSession
        do {
            session = try PreviewSession(inputs: inputs.map { URL(fileURLWithPath: $0) }, builder: builder, options: options)
        } catch {
            throw InputError(error.description)
        }
        for line in session.warnings + session.problems {
            TerminalText.printError("render: \(line)")
        }
        return session
    }
}

extension PreviewSession.Picture {
    /// The picture and its dump, as a snapshot check compares them.
    func snapshot() throws(SnapshotError) -> SceneSnapshot {
        guard let (png, dump) = contents() else { throw SnapshotError("the preview's picture or dump was not written") }
        return try SceneSnapshot(png: png, dump: dump, warnings: rendered.warnings)
    }
}
