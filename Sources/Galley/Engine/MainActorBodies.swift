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
/// A forked preview process stands in the same way: its first thread waits
/// while a thread of its own draws the preview (see `PreviewServer`).
package func onMainActorDuringLayout<Value, Result>(_ value: Value, _ body: @MainActor (Value) -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        // The same function, called without the actor hop the caller stands in for.
        unsafeBitCast(body, to: ((Value) -> Result).self)(value)
    }
}
