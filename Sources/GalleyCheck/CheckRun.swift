import Galley
import GalleyText

extension SnapshotCheck {
    /// Checks `files` on `jobs` threads at once; the outcomes come back in
    /// the order of `files`, whatever order they finished in.
    public func check(_ files: [SceneFile], jobs: Int) -> [SnapshotOutcome] {
        // Each on a large stack, where a scene nested as deep as the limits allow is also freed.
        inParallel(files.count, jobs: jobs) { index in withLargeStack { check(files[index]) } }
    }

    /// Checks the snapshots `takes` make, named `names`, on `jobs` threads
    /// at once; a snapshot that cannot be taken fails with its error.
    public func check(
        _ snapshots: [(name: String, take: @Sendable () throws(SnapshotError) -> SceneSnapshot)], jobs: Int
    ) -> [SnapshotOutcome] {
        inParallel(snapshots.count, jobs: jobs) { index in
            let snapshot: SceneSnapshot
            do throws(SnapshotError) {
                snapshot = try snapshots[index].take()
            } catch {
                return .failed([error.description])
            }
            return check(snapshot, named: snapshots[index].name)
        }
    }
}
