import Foundation

/// Runs `body` on a thread with a large stack and waits for it.
///
/// Resolving and laying out a view tree recurse once per level; a deep
/// tree (ten thousand nested stacks) would overflow the 8 MiB main thread
/// stack. The big stack is reserved address space; only what is used is
/// committed.
func withLargeStack<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        let box = UncheckedBox(body: body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = box.body()
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        // The thread has finished with the box once it signalled.
        return box.result!
    }
}

/// Carries the closure and its result across the thread boundary; the
/// semaphore orders every access.
private final class UncheckedBox<Result>: @unchecked Sendable {
    let body: () -> Result
    var result: Result?

    init(body: @escaping () -> Result) {
        self.body = body
    }
}
