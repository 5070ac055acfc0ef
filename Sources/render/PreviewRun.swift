import Foundation
import GalleyCheck
import GalleyPreview

/// Previews found, built and drawn into a staging folder, for `preview`
/// and `check --previews`. Problems are reported on standard error as they
/// are met: syntax errors, named files without previews, previews that
/// crash, hang or run out of memory. A compile error is thrown, before
/// anything is drawn.
final class PreviewRun {
    /// A drawn picture and its file name (without extension).
    struct Picture: Sendable {
        var name: String
        var rendered: RenderedPreview

        /// The picture and its dump, as a snapshot check compares them.
        func snapshot() throws(SnapshotError) -> SceneSnapshot {
            guard let png = rendered.png, let dump = rendered.dump,
                  let pngData = FileManager.default.contents(atPath: png.path),
                  let dumpText = try? String(contentsOf: dump, encoding: .utf8) else {
                throw SnapshotError("the preview's picture or dump was not written")
            }
            return SceneSnapshot(png: pngData, dump: dumpText)
        }
    }

    private(set) var pictures: [Picture] = []
    /// Whether anything went wrong (the pictures drawn are still kept).
    private(set) var failed = false
    private let staging: URL

    init(inputs: [String], limits: PreviewLimits, options: PreviewProgram.Options) throws {
        staging = FileManager.default.temporaryDirectory.appendingPathComponent("render-preview-\(UUID().uuidString)")
        let project: PreviewProject
        do {
            project = try PreviewProject(inputs: inputs.map { URL(fileURLWithPath: $0) })
        } catch {
            throw InputError(error.description)
        }
        for error in project.syntaxErrors {
            report(error.description)
        }
        guard !project.previews.isEmpty else {
            throw InputError("\(inputs.joined(separator: ", ")): no #Preview or PreviewProvider found")
        }
        for file in project.namedFilesWithoutPreviews {
            report("\(inputs.first { URL(fileURLWithPath: $0).standardizedFileURL == file } ?? file.path): no #Preview or PreviewProvider in this file")
        }
        let cache = limits.cacheDir.map { URL(fileURLWithPath: $0) } ?? PreviewCache.defaultDirectory
        let builder = PreviewBuilder(cacheDirectory: cache) { message in
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        }
        let program: PreviewProgram
        do {
            program = try builder.build(project)
        } catch {
            throw InputError(error.description)
        }
        let outcomes = program.run(into: staging, options: options)
        for (outcome, names) in zip(outcomes, PreviewNaming.names(for: outcomes)) {
            let place = "\(outcome.declaration.location): \(outcome.declaration.title)"
            for (picture, name) in zip(outcome.pictures, names) {
                for warning in picture.warnings {
                    FileHandle.standardError.write(Data("render: \(place) (\(name)): warning: \(warning)\n".utf8))
                }
                if let error = picture.error {
                    report("\(place) (\(name)): \(error)")
                } else {
                    pictures.append(Picture(name: name, rendered: picture))
                }
            }
            if let failure = outcome.failure { report("\(place): \(failure)") }
        }
        if !project.syntaxErrors.isEmpty || !project.namedFilesWithoutPreviews.isEmpty { failed = true }
    }

    deinit {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Prints a problem and marks the run failed.
    func report(_ message: String) {
        failed = true
        FileHandle.standardError.write(Data("render: \(message)\n".utf8))
    }
}
