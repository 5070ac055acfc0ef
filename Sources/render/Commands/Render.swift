import ArgumentParser
import Foundation
import Galley
import GalleyCairo

/// `render`: Galley's command-line tool.
@main
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out SwiftUI-style views and text with real fonts, shaping and line breaking.",
        version: RenderVersion.description,
        subcommands: [
            RenderScene.self, RenderPreview.self, Measure.self, Check.self, Sweep.self, FindBreakpoints.self,
        ],
        defaultSubcommand: RenderScene.self
    )

    /// Runs the command, exiting 0 on success, 1 when the input is wrong
    /// (a message names the input and the place) or a check failed, and 2
    /// on wrong usage.
    static func main() {
        // An interrupted write leaves no temporary file behind.
        AtomicFile.removeTemporariesOnSignals()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            // A command that printed its own verdict (`check`'s failures).
            Foundation.exit(code.rawValue)
        } catch let error as MessageError {
            TerminalText.printError("render: \(error.description)")
            Foundation.exit(1)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            TerminalText.printError(fullMessage(for: error))
            Foundation.exit(2)
        }
    }
}
