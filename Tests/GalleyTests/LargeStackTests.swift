import Foundation
import Synchronization
import Testing
@testable import Galley

@Suite("The large-stack thread")
struct LargeStackTests {
    final class Token: Sendable {}

    /// `Scripts/fuzz scene-decode`'s first finding
    /// (`Fuzz/Findings/scene-decode/leak-large-stack-thread.json`): the leak
    /// checker found the scene's bytes still held after decoding returned,
    /// by the helper thread still winding down.
    @Test("When withLargeStack returns, its thread has ended and let go of the closure and what it captured")
    func releasesClosure() {
        for attempt in 0..<20 {
            weak var released: Token?
            let result: Int = {
                let token = Token()
                released = token
                return withLargeStack { token === released ? attempt : -1 }
            }()
            #expect(result == attempt)
            #expect(released == nil, "attempt \(attempt): the closure's capture is still held")
        }
    }

    /// A layout out of time answers before its tree is freed (issue 33, item 2).
    @Test("An answer given early is returned at once, while the thread goes on alone to its end")
    func answeringEarly() throws {
        let returned = DispatchSemaphore(value: 0), ended = DispatchSemaphore(value: 0)
        let timedOut = Mutex(false)
        let result = try LargeStack.run(answeringEarly: { answer in
            answer(1)
            // Joined before returning, the caller could not signal: this would time out.
            let waited = returned.wait(timeout: .now() + 30)
            timedOut.withLock { $0 = waited == .timedOut }
            ended.signal()
            return 2
        })
        #expect(result == 1)
        returned.signal()
        #expect(ended.wait(timeout: .now() + 30) == .success)
        #expect(!timedOut.withLock { $0 })
        // Without an early answer, the body's own result.
        #expect(try LargeStack.run(answeringEarly: { _ in 3 }) == 3)
    }

    @Test("The closure runs on a stack deep recursion fits in")
    func deepRecursion() {
        func depth(_ level: Int) -> Int { level == 0 ? 0 : 1 + depth(level - 1) }
        #expect(withLargeStack { depth(200_000) } == 200_000)
    }

    @Test("A call on a large stack runs there: a nested pass starts no second thread")
    func reentrant() {
        let nested = withLargeStack {
            let outer = pthread_self()
            return withLargeStack { pthread_equal(pthread_self(), outer) != 0 }
        }
        #expect(nested)
        // From an ordinary thread, a thread of its own.
        let main = pthread_self()
        #expect(withLargeStack { pthread_equal(pthread_self(), main) == 0 })
    }
}
