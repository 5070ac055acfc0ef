import Foundation

/// What building one layout's view tree may still spend: the views of
/// ``ResourceLimits/views`` and the time left before the deadline. Every
/// node counts as it is made (a node Galley makes itself is given back),
/// so a `ForEach` stops expanding once the tree is over its limit, instead
/// of making every copy first and counting after (issue 33, item 2).
///
/// The layout pass sets it for the nodes made while it runs
/// (``current``), as it sets the environment bodies read; no view carries it.
package final class NodeBudget: @unchecked Sendable {
    /// The budget of the layout pass running on this thread, if any.
    @TaskLocal static var current: NodeBudget?

    private let lock = NSLock()
    private let viewLimit: Int
    private let deadline: ContinuousClock.Instant?
    private var made = 0
    private var spent = 0
    private var isLate = false
    private var stopped = false

    init(viewLimit: Int, deadline: ContinuousClock.Instant?) {
        self.viewLimit = viewLimit
        self.deadline = deadline
    }

    /// Counts a node made (`count` 1) or given back (-1). The clock is read
    /// once every 1,024 nodes, as layout reads it once every 1,024 sizes.
    func count(_ count: Int) {
        lock.withLock {
            made += count
            guard count > 0, !isLate else { return }
            spent += 1
            if spent & 1_023 == 0, let deadline, ContinuousClock.now > deadline { isLate = true }
        }
    }

    /// The views made: the nodes the user's views made, not those Galley
    /// made itself.
    var views: Int {
        lock.withLock { made }
    }

    /// The limit the tree is past, if any; building stops then.
    var exceededLimit: ResourceLimit? {
        lock.withLock { isLate ? .time : made > viewLimit ? .views : nil }
    }

    /// Whether a `ForEach` stopped before its last copy (``stop()``): the
    /// tree is then not whole, and its views cannot all be counted.
    var hasStopped: Bool {
        lock.withLock { stopped }
    }

    /// Records that building stopped with views left to make.
    func stop() {
        lock.withLock { stopped = true }
    }
}
