import Galley
import GalleyText

extension SnapshotCheck {
    /// Checks `files` on `jobs` threads at once; the outcomes come back in
    /// the order of `files`, whatever order they finished in. `onEach` is
    /// told of each outcome as it comes, with its index and how long it
    /// took, from the thread that checked it.
    public func check(
        _ files: [SceneFile], jobs: Int, onEach: @Sendable (Int, SnapshotOutcome, Duration) -> Void = { _, _, _ in }
    ) -> [SnapshotOutcome] {
        // Each on a large stack, where a scene nested as deep as the limits allow is also freed.
        inParallel(files.count, jobs: jobs) { index in
            Self.timed(index, onEach) { withLargeStack { check(files[index]) } }
        }
    }

    /// Checks the snapshots `takes` make, named `names`, on `jobs` threads
    /// at once; a snapshot that cannot be taken fails with its error.
    public func check(
        _ snapshots: [(name: String, take: @Sendable () throws(MessageError) -> Snapshot)], jobs: Int,
        onEach: @Sendable (Int, SnapshotOutcome, Duration) -> Void = { _, _, _ in }
    ) -> [SnapshotOutcome] {
        inParallel(snapshots.count, jobs: jobs) { index in
            Self.timed(index, onEach) {
                let snapshot: Snapshot
                do throws(MessageError) {
                    snapshot = try snapshots[index].take()
                } catch {
                    return .failed([error.description])
                }
                return check(snapshot, named: snapshots[index].name)
            }
        }
    }

    private static func timed(
        _ index: Int, _ onEach: @Sendable (Int, SnapshotOutcome, Duration) -> Void, _ body: () -> SnapshotOutcome
    ) -> SnapshotOutcome {
        let start = ContinuousClock.now
        let outcome = body()
        onEach(index, outcome, ContinuousClock.now - start)
        return outcome
    }
}
