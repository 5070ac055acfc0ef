import Foundation
import Galley
import GalleyCairo

/// What a check found, as one self-contained HTML page (`render check
/// --report`): a summary, then each failure with its reasons, its figures,
/// its reference, actual and difference pictures side by side and an
/// overlay with a slider; recorded scenes by name.
///
/// The pictures and dumps are read from the failures' artifacts, which the
/// check wrote, and embedded as `data:` URIs; the page loads nothing else.
public struct CheckReport: Sendable {
    /// A scene, and what checking it found.
    public struct Entry: Sendable {
        public var name: String
        public var outcome: SnapshotOutcome

        public init(name: String, outcome: SnapshotOutcome) {
            self.name = name
            self.outcome = outcome
        }
    }

    /// The check that ran: its tolerance, record mode and folders.
    public var check: SnapshotCheck
    /// Every scene checked, in the order shown.
    public var entries: [Entry]
    /// Failures that belong to no scene (a preview that could not be built
    /// or drawn); together they count as one failure, as `render check` counts them.
    public var problems: [String]
    /// How long the check took.
    public var duration: Duration

    public init(check: SnapshotCheck, entries: [Entry], problems: [String] = [], duration: Duration) {
        self.check = check
        self.entries = entries
        self.problems = problems
        self.duration = duration
    }

    /// The scenes that passed.
    public var passedCount: Int {
        entries.count(where: { $0.outcome.verdict == .passed })
    }

    /// The scenes that failed, and one more when there are ``problems``.
    public var failedCount: Int {
        entries.count(where: { if case .failed = $0.outcome.verdict { true } else { false } })
            + (problems.isEmpty ? 0 : 1)
    }

    /// The scenes whose references were written.
    public var recordedCount: Int {
        entries.count(where: { if case .recorded = $0.outcome.verdict { true } else { false } })
    }

    /// Writes the page to `url` atomically: the whole page or, on failure,
    /// whatever was there before.
    public func write(to url: URL) throws(MessageError) {
        do {
            try AtomicFile.write(Data(html().utf8), to: url)
        } catch {
            throw MessageError(error.description)
        }
    }
}
