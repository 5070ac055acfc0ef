import Dispatch
import Synchronization

/// `body` of 0, 1, … `count - 1` on `jobs` threads at once, the results in
/// order whatever order they finished in.
public func inParallel<Result: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let results = Mutex([Result?](repeating: nil, count: count))
    let next = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            let result = body(index)
            results.withLock { $0[index] = result }
        }
    }
    return results.withLock { $0.compactMap { $0 } }
}
