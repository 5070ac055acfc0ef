import ArgumentParser
import Foundation
import Galley
import GalleyCheck

/// `render check --report FILE`: the HTML page of what the check found.
extension Check {
    /// Refuses, before anything is checked, a report that could not be
    /// written or would replace something else: a folder, a name not ending
    /// in .html, a missing or read-only folder to write it in, a device or
    /// FIFO, one of the inputs.
    static func validateReport(_ path: String?, inputs: [String]) throws {
        guard let path else { return }
        func refuse(_ message: String) -> ValidationError { ValidationError("--report: \(message)") }
        guard !path.isEmpty else { throw refuse("expected a file name, found an empty path") }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if path.hasSuffix("/") || (exists && isFolder.boolValue) {
            throw refuse("\"\(path)\" is a folder; name a file, such as report.html")
        }
        // Not a scene, a source or a reference by mistake.
        guard ["html", "htm"].contains((path as NSString).pathExtension.lowercased()) else {
            throw refuse("expected an .html file, found \"\(path)\"")
        }
        let folder =
            (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw refuse("no folder \"\(folder)\" to write \"\(path)\" in")
        }
        guard isFolder.boolValue else { throw refuse("\"\(folder)\" is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw refuse("cannot write in \"\(folder)\": \(String(cString: strerror(errno)))")
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw refuse("\"\(path)\" is not a regular file (a device, FIFO or socket); choose another file")
        }
        if let written = fileIdentity(path), inputs.contains(where: { fileIdentity($0) == written }) {
            throw refuse("\"\(path)\" is one of the inputs; writing it would replace it with the report")
        }
    }

    /// Writes the report of `outcomes` (of the scenes `names`) and of
    /// `problems` to `path`, and says where it is.
    func writeReport(
        to path: String, check: SnapshotCheck, names: [String], outcomes: [SnapshotOutcome], problems: [String],
        since start: ContinuousClock.Instant
    ) throws {
        // The limits named by their options, as the terminal has them.
        let entries = zip(names, outcomes).map { name, outcome in
            var outcome = outcome
            if case .failed(let reasons) = outcome.verdict {
                outcome.verdict = .failed(reasons.map(ResourceLimit.namingOptions(in:)))
            }
            return CheckReport.Entry(name: name, outcome: outcome)
        }
        let report = CheckReport(
            check: check, entries: entries, problems: problems.map(ResourceLimit.namingOptions(in:)),
            duration: .now - start)
        do {
            try report.write(to: URL(fileURLWithPath: path))
        } catch {
            throw MessageError("--report: \(error.description)")
        }
        TerminalText.printLine("report: \(path)")
    }
}
