import Foundation

/// Runs `body` on a thread with a 1 GiB stack and waits for it.
///
/// Resolving and laying out a view tree recurse once per level, and so do
/// front ends that read nested input (scene files); a deep tree (ten
/// thousand nested stacks) would overflow the 8 MiB main thread stack,
/// let alone a task's. The big stack is reserved address space; only what
/// is used is committed.
public func withLargeStack<Result>(_ body: @escaping () -> Result) -> Result {
    let box = ResultBox(body: body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = box.body()
        done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    // The thread set the result before it signalled; should it ever not
    // have, the work runs here instead.
    return box.result ?? body()
}

/// Carries the closure and its result across the thread boundary; the
/// semaphore orders every access.
private final class ResultBox<Result>: @unchecked Sendable {
    let body: () -> Result
    var result: Result?

    init(body: @escaping () -> Result) {
        self.body = body
    }
}
