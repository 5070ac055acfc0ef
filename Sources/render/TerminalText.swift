import Foundation
import Galley

/// Messages as they reach a terminal: text quoted from a scene, a file
/// name or an argument may hold escape sequences, NUL bytes or bidi
/// overrides, which would act on the terminal instead of being read.
enum TerminalText {
    /// `text` with every control character but newline and tab, and every
    /// bidi control, written as `\u{1B}` (Galley's `escapingControls`).
    static func escaped(_ text: String) -> String {
        text.escapingControls
    }

    /// Writes `message` and a newline to standard error, escaped.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((escaped(message) + "\n").utf8))
    }

    /// Prints `message` to standard output, escaped.
    static func printLine(_ message: String) {
        print(escaped(message))
    }
}
