import ArgumentParser
import Foundation

/// `--jobs N`: how many scenes or previews are worked on at once, one per
/// core unless given.
struct JobsOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Scenes or previews worked on at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    /// The number asked for, or the number of cores.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let jobs, !(1...1024).contains(jobs) { throw ValidationError("--jobs: expected 1 to 1024, found \(jobs)") }
    }
}
