import Galley

/// The time painting has (``ResourceLimits/time``), shared by every band
/// of a painting: ``check()`` throws once it has run out.
struct PaintingClock: Sendable {
    private let deadline: ContinuousClock.Instant?
    private let limit: Duration

    init(_ limits: ResourceLimits) {
        deadline = limits.effectiveDeadline
        limit = limits.time ?? .zero
    }

    func check() throws(PaintError) {
        if let deadline, ContinuousClock.now > deadline { throw .outOfTime(limit: limit) }
    }
}
