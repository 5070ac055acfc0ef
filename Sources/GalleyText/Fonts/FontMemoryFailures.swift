import Synchronization

/// The faces that could not be loaded for lack of memory while the work
/// bound to ``current`` ran (a text being shaped): text set without such a
/// face would be drawn wrong, so its layout fails (issue 33, item 6).
/// Bound to one piece of work, it sees no other job's failures, as a count
/// shared by every job would.
package final class FontMemoryFailures: Sendable {
    /// The collector of the work running on this task or thread, if any.
    @TaskLocal package static var current: FontMemoryFailures?

    private let recorded = Mutex<FontError?>(nil)

    package init() {}

    /// The first failure recorded.
    package var first: FontError? { recorded.withLock { $0 } }

    func record(_ error: FontError) {
        recorded.withLock { $0 = $0 ?? error }
    }
}
