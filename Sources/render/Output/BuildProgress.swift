import Foundation
import Synchronization

/// A preview build's output as the user sees it: SwiftPM's step lines
/// (`[120/237] Compiling Galley Text.swift`) become one line redrawn in
/// place on a terminal, or a plain line at every tenth of the steps
/// elsewhere; any other message is printed as it is.
final class BuildProgress: Sendable {
    private let style: ProgressDisplay.Style
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    private struct State {
        var tenthsShown = 0
        var lineShown = false
    }

    /// `write` takes what is shown (standard error by default).
    init(
        style: ProgressDisplay.Style = ProgressDisplay.style(),
        write: @escaping @Sendable (String) -> Void = TerminalText.writeError
    ) {
        self.style = style
        self.write = write
    }

    /// Shows one message of the build.
    func show(_ message: String) {
        let step = message.firstMatch(of: /^\[(\d+)\/(\d+)\] (.*)$/)
        state.withLock { state in
            var output = state.lineShown ? TerminalText.clearLine : ""
            state.lineShown = false
            guard let step, let done = Int(step.output.1), let total = Int(step.output.2), total > 0 else {
                output += TerminalText.escaped(message) + "\n"
                return write(output)
            }
            switch style {
            case .bar:
                output += TerminalText.escaped(String("building [\(done)/\(total)] \(step.output.3)".prefix(100)))
                state.lineShown = true
            case .lines:
                // SwiftPM's count of steps grows as it plans, so a tenth is shown once, the first time it is passed.
                let tenths = min(done * 10 / total, 10)
                guard tenths > state.tenthsShown else { return write(output) }
                state.tenthsShown = tenths
                output += "built \(done) of \(total) steps (\(tenths * 10)%)\n"
            }
            write(output)
        }
    }

    /// Clears the line drawn in place, if any.
    func finish() {
        state.withLock { state in
            if state.lineShown { write(TerminalText.clearLine) }
            state.lineShown = false
        }
    }
}
