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
    // The thread is joined, not just waited for: when this returns it has
    // ended and let go of `body` and everything `body` holds. (A Foundation
    // `Thread` signalling a semaphore went on holding them while it wound
    // down, which AddressSanitizer's leak checker, run by the scene fuzz
    // targets after every input, reported as a leak.)
    let work = Unmanaged.passRetained(LargeStackWork { box.result = box.body() })
    var attributes = pthread_attr_t()
    var thread = pthread_t()
    let started = pthread_attr_init(&attributes) == 0
        && pthread_attr_setstacksize(&attributes, 1 << 30) == 0
        && pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<LargeStackWork>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, work.toOpaque()) == 0
    pthread_attr_destroy(&attributes)
    guard started else {
        // No thread: the work runs here instead.
        work.release()
        return body()
    }
    pthread_join(thread, nil)
    // The thread set the result before it ended; should it ever not have,
    // the work runs here instead.
    return box.result ?? body()
}

/// The work of one large-stack thread, without generic parameters so that
/// the thread's C entry function can take it.
private final class LargeStackWork {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}

/// Carries the closure and its result across the thread boundary; the
/// join orders every access.
private final class ResultBox<Result>: @unchecked Sendable {
    let body: () -> Result
    var result: Result?

    init(body: @escaping () -> Result) {
        self.body = body
    }
}
