import Foundation

/// Runs a view's main-actor `body` during a layout pass.
///
/// SwiftUI evaluates bodies on the main thread; Galley evaluates them while
/// it lays out, on the thread the pass runs on (a thread with a large stack
/// that the caller waits for, see `withLargeStack`). A pass is synchronous:
/// the caller is suspended until it ends, and nothing else evaluates that
/// pass's views meanwhile. So when the caller is on the main actor, as a
/// preview, an app or a `@MainActor` test is, the body runs as if on the
/// main actor. Passes started concurrently from other threads must not
/// share main-actor state of their own; Galley's views hold none.
///
/// The pass's thread runs as the main actor's executor (see
/// ``MainActorStandIn``), so a body that checks its isolation
/// (`MainActor.assertIsolated()`, `MainActor.assumeIsolated`) finds it.
///
/// A forked preview process stands in the same way: its first thread waits
/// while a thread of its own draws the preview (see `PreviewServer`).
package func onMainActorDuringLayout<Value, Result>(_ value: Value, _ body: @MainActor (Value) -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        // The same function, called without the actor hop the caller stands in for.
        let call = unsafeBitCast(body, to: ((Value) -> Result).self)
        if MainActorStandIn.isRunning || Thread.isMainThread { return call(value) }
        // Off a pass's thread (the actions run between passes): stand in here.
        var result: Result?
        MainActorStandIn.run { result = call(value) }
        return result ?? call(value)
    }
}

/// Runs synchronous work on this thread as the main actor's executor.
///
/// Swift checks an isolation assertion against the executor the current
/// job runs on. Plain threads run no job, so on a pass's thread
/// `MainActor.assertIsolated()` in a body trapped (a crash SwiftUI never
/// gives). Here the work runs in a task whose jobs come to this executor,
/// and each is run at once, on this thread, isolated to the main actor: the
/// task's first job, then the one after its hop off the actor, which runs
/// the work. Tasks the work starts that prefer this executor are run here
/// while it lasts, then handed to the global executor.
final class MainActorStandIn: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    /// Under `lock`.
    private var jobs: [UnownedJob] = []
    /// Under `lock`: whether the work is done and jobs go to the global executor.
    private var closed = false
    /// Under `lock`: whether the work has started, so that it starts once.
    private var started = false

    private init() {}

    /// Marks the threads running work as the main actor, for the calls nested in it.
    private static let marker = ThreadMark()

    /// Whether this thread is running work as the main actor.
    static var isRunning: Bool { marker.isSet }

    /// Runs `work` on this thread, as the main actor, and returns when it is done.
    static func run(_ work: @escaping () -> Void) {
        let outer = isRunning
        marker.set(true)
        defer { if !outer { marker.set(false) } }
        let executor = MainActorStandIn()
        let task = UncheckedWork(work: work)
        Task(executorPreference: executor) {
            if executor.start() { task.work() }
            executor.close()
        }
        while let job = executor.next() {
            job.runSynchronously(
                isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor.asUnownedTaskExecutor())
        }
        // Never the case unless Swift's runtime ran the task elsewhere: the work still runs, once.
        if executor.start() {
            work()
            executor.close()
        }
    }

    func enqueue(_ job: UnownedJob) {
        lock.lock()
        if closed {
            lock.unlock()
            globalConcurrentExecutor.enqueue(job)
        } else {
            jobs.append(job)
            lock.unlock()
        }
    }

    /// The next job to run here; nil once the work is done.
    private func next() -> UnownedJob? {
        lock.withLock { closed || jobs.isEmpty ? nil : jobs.removeFirst() }
    }

    /// Whether the work may start: true the first time only.
    private func start() -> Bool {
        lock.withLock {
            defer { started = true }
            return !started
        }
    }

    /// The work is done: the jobs left go to the global executor.
    private func close() {
        let left = lock.withLock {
            closed = true
            defer { jobs = [] }
            return jobs
        }
        for job in left { globalConcurrentExecutor.enqueue(job) }
    }
}

/// The work a ``MainActorStandIn`` task runs, on the thread that waits for it.
private struct UncheckedWork: @unchecked Sendable {
    let work: () -> Void
}
