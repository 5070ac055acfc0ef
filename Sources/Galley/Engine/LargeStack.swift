import Foundation

/// Running deep recursion on a thread with a large stack.
///
/// Resolving and laying out a view tree recurse once per level, and so do
/// front ends that read nested input (scene files) and the layout dump; a
/// deep tree (ten thousand nested stacks) would overflow the 8 MiB main
/// thread stack, let alone a task's. The big stack is reserved address
/// space; only what is used is committed.
///
/// This is the one way onto such a stack, and it is re-entrant: called on
/// a thread it started (a nested pass, a preview's drawing that lays out),
/// it runs the body there rather than starting another thread. When no
/// thread can be started (under `ulimit -v`, the reservation itself fails)
/// ``run(_:)`` throws at once, rather than waiting for a thread that never
/// ran; the body runs exactly once or not at all.
public enum LargeStack {
    /// The stack sizes tried, largest first: a smaller one still holds
    /// trees thousands of levels deep. Under an address-space limit
    /// (`ulimit -v`), none over an eighth of it, so that the threads of
    /// workers running at once leave the heap room (64 MiB is always tried).
    static let sizes: [Int] = {
        let all = [1 << 30, 1 << 28, 1 << 26]
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max
        else { return all }
        let share = Int(clamping: limit.rlim_cur / 8)
        return all.filter { $0 <= share || $0 == 1 << 26 }
    }()

    /// Why no thread could be started.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let reason: String

        public var description: String {
            "cannot start a thread with a \(LargeStack.sizes.last.map { $0 >> 20 } ?? 0) MiB stack "
                + "for deep view trees (\(reason)); "
                + "the virtual memory limit (ulimit -v) is too low"
        }
    }

    /// Runs `body` on a thread with a large stack and waits for it; throws,
    /// without running `body`, when no such thread can be started.
    public static func run<Result>(_ body: @escaping () -> Result) throws(Failure) -> Result {
        try run { _ in body() }
    }

    /// Runs `body` as ``run(_:)`` does, but when `body` hands a result to
    /// the function it is given, returns that at once and lets the thread
    /// finish alone: a layout stopped at its time limit answers without
    /// waiting for its million nodes to be freed, which takes seconds
    /// (issue 33, item 2). On a thread already on a large stack, `body`
    /// runs there and its own result is returned.
    static func run<Result>(
        answeringEarly body: @escaping (_ answer: (Result) -> Void) -> Result
    ) throws(Failure) -> Result {
        if isOnLargeStack { return body { _ in } }
        let box = Box(body: body)
        var code: Int32 = 0
        for size in sizes {
            code = start(box, stackSize: size)
            guard code == 0 else { continue }
            guard let result = box.early ?? box.result else {
                throw Failure(reason: "the thread ended without a result")
            }
            return result
        }
        throw Failure(reason: String(cString: strerror(code)))
    }

    /// Marks the threads ``run(_:)`` starts, for the nested calls on them.
    private static let marker = ThreadMark()

    /// Whether this thread is one ``run(_:)`` started.
    static var isOnLargeStack: Bool { marker.isSet }

    /// Starts a thread of `stackSize` that runs `box` and joins it; 0, or
    /// the error of `pthread_create`.
    private static func start<Result>(_ box: Box<Result>, stackSize: Int) -> Int32 {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return ENOMEM }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(box as AnyObject).toOpaque()
        var thread = pthread_t()
        let code = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                LargeStack.marker.set(true)
                let box = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
                // Bodies run here as on the main actor (see `onMainActorDuringLayout`).
                if let box = box as? Runnable { MainActorStandIn.run(box.run) }
                return nil
            }, context)
        guard code == 0 else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return code
        }
        box.finished.wait()
        if box.early != nil {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
        return 0
    }
}

/// Runs `body` on a large stack (see ``LargeStack``); when no thread can be
/// started, on this one, where a shallow tree still fits. For work whose
/// input already went through ``LargeStack/run(_:)`` (a dump of a tree that
/// was laid out), which would have failed first.
public func withLargeStack<Result>(_ body: @escaping () -> Result) -> Result {
    do {
        return try LargeStack.run(body)
    } catch {
        return body()
    }
}

private protocol Runnable: AnyObject {
    func run()
}

/// Carries the closure and its result across the thread boundary;
/// `finished` orders every access: it is signalled once, with a result
/// answered early or the body's own.
private final class Box<Result>: Runnable, @unchecked Sendable {
    let body: (_ answer: (Result) -> Void) -> Result
    var result: Result?
    var early: Result?
    let finished = DispatchSemaphore(value: 0)

    init(body: @escaping (_ answer: (Result) -> Void) -> Result) {
        self.body = body
    }

    func run() {
        // A flag of this thread's own, not `early`: once `finished` is
        // signalled, the box's fields are the caller's.
        var answered = false
        let result = body { early in
            guard !answered else { return }
            answered = true
            self.early = early
            finished.signal()
        }
        guard !answered else { return }
        self.result = result
        finished.signal()
    }
}
