import Galley
import Synchronization

/// The time (``ResourceLimits/time``) and the work (``ResourceLimits/paintWork``)
/// painting has, shared by every band of a painting: ``check()`` throws
/// once the time has run out, ``spend(pixels:)`` once the work has.
struct PaintingClock: Sendable {
    private let deadline: ContinuousClock.Instant?
    private let limit: Duration
    private let workLimit: Int
    /// The pixels effect layers rasterised so far, by every band.
    private let work = Work()

    private final class Work: Sendable {
        let pixels = Atomic<Int>(0)
    }

    init(_ limits: ResourceLimits) {
        deadline = limits.effectiveDeadline
        limit = limits.time ?? .zero
        workLimit = limits.paintWork
    }

    func check() throws(PaintError) {
        if let deadline, ContinuousClock.now > deadline { throw .outOfTime(limit: limit) }
    }

    /// Counts `pixels` an effect layer is about to rasterise and reads the
    /// clock: a large blur costs more than the clock (issue 33, item 2).
    func spend(pixels: Int) throws(PaintError) {
        let total = work.pixels.add(Swift.max(0, pixels), ordering: .relaxed).newValue
        if total > workLimit { throw .tooMuchWork(limit: workLimit) }
        try check()
    }
}
