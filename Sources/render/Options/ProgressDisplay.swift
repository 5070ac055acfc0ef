import ArgumentParser
import Foundation
import Galley
import Synchronization

/// `--verbose`: list every item as it is done, not only the failures.
struct VerboseOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "List each item as it is done (passing ones too), with its time.")
    var verbose = false
}

/// What a long command shows on standard error while it works: a bar
/// redrawn in place on a terminal, or, when standard error is not a
/// terminal or `CI` is set, a plain line at every tenth of the work.
/// With `--verbose` each finished item gets a line of its own.
///
/// Safe to call from the threads doing the work.
final class ProgressDisplay: Sendable {
    enum Style: Equatable {
        /// A bar redrawn in place (`\r`), cleared at the end.
        case bar
        /// A line at every tenth of the work.
        case lines
    }

    /// What the items are called: `scenes`, `cells`, `previews`.
    let noun: String
    /// What was done to each: `checked`, `drew`, `laid out`, `scanned`.
    let verb: String
    let style: Style
    let isVerbose: Bool
    let start = ContinuousClock.now
    private let state: Mutex<State>

    private struct State {
        var total: Int
        var done = 0
        var failed = 0
        /// The tenths of the work already announced (`.lines`).
        var tenthsShown = 0
        var barShown = false
        var lastDraw: ContinuousClock.Instant?
    }

    init(total: Int, noun: String, verb: String, verbose: Bool, style: Style = ProgressDisplay.style()) {
        self.noun = noun
        self.verb = verb
        self.style = style
        isVerbose = verbose
        state = Mutex(State(total: total))
    }

    /// A bar when standard error is a terminal (not `TERM=dumb`) and `CI`
    /// is not set; plain lines otherwise.
    static func style(environment: [String: String] = ProcessInfo.processInfo.environment) -> Style {
        let isCI = (environment["CI"].map { !$0.isEmpty && $0.lowercased() != "false" && $0 != "0" }) ?? false
        return isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb" && !isCI ? .bar : .lines
    }

    /// The number of items, when it is known only once work has started.
    func setTotal(_ total: Int) {
        state.withLock { $0.total = total }
    }

    /// One item is done: `line` (such as `passed Card (0.04 s)`) is listed
    /// with `--verbose`.
    func itemDone(_ line: @autoclosure () -> String, failed: Bool = false) {
        let listed = isVerbose ? TerminalText.escaped(line()) : nil
        state.withLock { state in
            state.done += 1
            if failed { state.failed += 1 }
            var output = ""
            if state.barShown { output += TerminalText.clearLine }
            if let listed { output += listed + "\n" }
            switch style {
            case .bar:
                let now = ContinuousClock.now
                // Redrawn at most 20 times a second, and always after a listed line or at the end.
                if listed != nil || state.done == state.total
                    || state.lastDraw.map({ now - $0 > .milliseconds(50) }) ?? true
                {
                    output += bar(state)
                    state.barShown = true
                    state.lastDraw = now
                } else if state.barShown {
                    output = ""
                }
            case .lines:
                let tenths = state.total > 0 ? state.done * 10 / state.total : 10
                if tenths > state.tenthsShown, state.done < state.total {
                    state.tenthsShown = tenths
                    output +=
                        """
                        \(verb) \(state.done) of \(state.total) \(noun) (\(tenths * 10)%)\(failures(state)), \
                        \(elapsed)\n
                        """
                }
            }
            TerminalText.writeError(output)
        }
    }

    /// Clears the bar: call before the command prints its results.
    func finish() {
        state.withLock { state in
            if state.barShown { TerminalText.writeError(TerminalText.clearLine) }
            state.barShown = false
        }
    }

    /// Seconds since the display started: `2.4 s`.
    var elapsed: String {
        Self.format(ContinuousClock.now - start)
    }

    /// `0.42 s`, `2.4 s`, `1 min 12 s`.
    static func format(_ duration: Duration) -> String {
        let seconds = duration.inSeconds
        if seconds < 1 { return String(format: "%.2f s", seconds) }
        if seconds < 60 { return String(format: "%.1f s", seconds) }
        return "\(Int(seconds) / 60) min \(Int(seconds) % 60) s"
    }

    private func failures(_ state: State) -> String {
        state.failed > 0 ? ", \(state.failed) failed" : ""
    }

    /// `[██████······] 45/153 scenes, 2 failed, 4.1 s`.
    private func bar(_ state: State) -> String {
        let width = 24
        let filled = state.total > 0 ? min(width, state.done * width / state.total) : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        return "[\(bar)] \(state.done)/\(state.total) \(noun)\(failures(state)), \(elapsed)"
    }
}
