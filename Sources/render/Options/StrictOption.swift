import ArgumentParser
import Galley

/// `--strict`: warnings made errors, for the commands that draw.
struct StrictOption: ParsableArguments {
    @Flag(
        help:
            """
            Make warnings errors: a missing image, an unknown symbol or a character no font has fails the run, and \
            nothing is written.
            """
    )
    var strict = false

    /// Prints each of `warnings` about `source` on standard error; with
    /// `--strict`, then throws, so that nothing is written.
    func report(_ warnings: [String], of source: String) throws {
        for warning in warnings {
            TerminalText.printError("render: warning: \(source): \(warning)")
        }
        if strict, !warnings.isEmpty {
            let count = warnings.count == 1 ? "a warning" : "\(warnings.count) warnings"
            throw MessageError("\(source): \(count), which --strict makes an error; nothing was written")
        }
    }
}
