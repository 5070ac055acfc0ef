import Dispatch
import Synchronization

extension SnapshotCheck {
    /// Checks `files` on `jobs` threads at once; the outcomes come back in
    /// the order of `files`, whatever order they finished in.
    public func check(_ files: [SceneFile], jobs: Int) -> [SnapshotOutcome] {
        let outcomes = Mutex([SnapshotOutcome?](repeating: nil, count: files.count))
        let next = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, files.count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < files.count else { return }
                let outcome = check(files[index])
                outcomes.withLock { $0[index] = outcome }
            }
        }
        return outcomes.withLock { $0.map { $0 ?? .failed(["not checked"]) } }
    }
}
