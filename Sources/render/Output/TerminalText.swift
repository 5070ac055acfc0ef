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

    /// Writes `message` and a newline to standard error, escaped, its
    /// limits named by their options.
    static func printError(_ message: String) {
        writeError(escaped(ResourceLimit.namingOptions(in: message)) + "\n")
    }

    /// Writes `text` to standard error as it is: Galley's own output, such
    /// as a progress line, already escaped where it quotes input.
    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Returns to the start of the line and erases it: what a line redrawn
    /// in place (a progress bar) is cleared with.
    static let clearLine = "\r\u{1B}[2K"

    /// Prints `message` to standard output, escaped, its limits named by their options.
    static func printLine(_ message: String) {
        print(escaped(ResourceLimit.namingOptions(in: message)))
    }
}
