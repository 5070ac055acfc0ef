import ArgumentParser
import Foundation
import Galley
import GalleySweep
import GalleyText

/// `render breakpoints`: where a scene's layout changes as a value grows.
struct FindBreakpoints: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breakpoints",
        abstract: "Find the values of a parameter at which a scene's layout changes.",
        discussion: """
            The value runs from FROM to TO on a grid of --step (default 1/scale: one pixel). A change is a text \
            gaining \
            or losing a line, truncation starting or ending, an untruncated text's words moving between lines, \
            ViewThatFits showing another child, the views changing, or a view's size starting or stopping to follow \
            the value (a frame clamping); a size that jumps at one step and then follows the value as before (a Spacer \
            taking up what a text's rounded width gave back) is not one. Each is found by bisection over the layouts \
            and \
            reported at the first value with the new layout, with the view's path in the scene (as the scene's errors \
            name it; --json adds its path in the layout dump). NAME is a parameter the scene declares, or width / \
            height: the size proposed to the root.
            """
    )

    @OptionGroup var source: SceneSource

    @Option(
        name: .customLong("param"), help: ArgumentHelp("The parameter and its range: NAME=FROM:TO.", valueName: "spec"),
        transform: ParameterRange.parse
    )
    var parameter: ParameterRange

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The grid the values are found on (default: 1/scale).", valueName: "step"))
    var step: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point (default: the scene's).", valueName: "S"))
    var scale: Double?

    @OptionGroup(title: "The scene's text") var text: TextOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var systemFonts: SystemFontsOption

    @OptionGroup(title: "Limits") var limits: LimitOptions

    @OptionGroup var verbosity: VerboseOption

    /// The most grid steps one search covers.
    static let maximumSteps = 10_000_000

    func validate() throws {
        if source.texts.count > 1 { throw ValidationError("--text: give one text") }
        if source.settings.contains(where: { $0.name == parameter.name }) {
            throw ValidationError(
                """
                --set \(parameter.name) and --param \(parameter.name): the parameter is fixed and searched at \
                once; give one of them
                """
            )
        }
        try validateScale(scale)
        if let step, !(step.isFinite && step > 0) {
            throw ValidationError("--step: expected a positive number, found \(step)")
        }
        _ = try text.font()
        _ = try text.lineLimit()
    }

    func run() throws {
        try systemFonts.apply()
        var library = try FontLibrary.bundledForCommandLine()
        var fixed = source.fixedSettings
        if let font = try text.font() {
            let (registered, chosen) = try FontChoice.resolve(font, size: text.sizeOrBody, library: library)
            library = registered
            fixed.append(.font(chosen, name: font))
        }
        if let lineLimit = try text.lineLimit() { fixed.append(.lineLimit(lineLimit)) }
        let template = try source.templates(library: library, scale: scale, limits: limits.limits().startingClock())[0]
        let step = self.step ?? 1 / (scale ?? Double(template.scene.canvas.scale))
        guard (parameter.to - parameter.from) / step <= Double(Self.maximumSteps) else {
            throw MessageError(
                """
                --param \(parameter.name): \((parameter.to - parameter.from) / step) steps of \(step), more than \
                \(Self.maximumSteps); use a larger --step
                """
            )
        }
        let name = parameter.name, fixedSettings = fixed
        // Fails, naming the parameter, unless the scene has it or it is width or height.
        let first = try ParameterSpec.setting(name, SteppedRange.text(parameter.from), for: template)
        let settings: @Sendable (Double) -> [SweepSetting] = { value in
            switch first {
            case .proposedWidth: fixedSettings + [.proposedWidth(value)]
            case .proposedHeight: fixedSettings + [.proposedHeight(value)]
            default: fixedSettings + [.parameter(name: name, value: SteppedRange.text(value))]
            }
        }
        let breakpoints: [Breakpoint]
        var search = BreakpointSearch(template: template, step: step, settings: settings)
        let display = ProgressDisplay(total: 0, noun: "intervals", verb: "scanned", verbose: verbosity.verbose)
        search.progress = { interval, changes, total in
            display.setTotal(total)
            display.itemDone(
                "\(name) \(SweepNumber.format(interval.lowerBound)) to \(SweepNumber.format(interval.upperBound)): "
                    + (changes == 0 ? "no change" : "the layout differs at \(changes) step\(changes == 1 ? "" : "s")")
            )
        }
        do {
            breakpoints = try search.breakpoints(from: parameter.from, to: parameter.to)
        } catch {
            display.finish()
            throw MessageError(error.description)
        }
        display.finish()
        print(
            json ? jsonText(breakpoints, step: step) : TerminalText.escaped(table(breakpoints, step: step)),
            terminator: "")
        TerminalText.printError("\(Self.count(breakpoints)), in \(display.elapsed)")
    }

    /// `3 changes at 2 values`: the rows of the table, and the values they are at.
    static func count(_ breakpoints: [Breakpoint]) -> String {
        let changes = breakpoints.reduce(0) { $0 + $1.changes.count }
        return
            """
            \(changes) change\(changes == 1 ? "" : "s") at \(breakpoints.count) \
            value\(breakpoints.count == 1 ? "" : "s")
            """
    }

    private func table(_ breakpoints: [Breakpoint], step: Double) -> String {
        var output =
            "\(parameter.name) from \(SweepNumber.format(parameter.from)) to \(SweepNumber.format(parameter.to)), "
            + "step \(SweepNumber.format(step)): \(Self.count(breakpoints))\n"
        guard !breakpoints.isEmpty else { return output }
        let rows = breakpoints.flatMap { point in
            point.changes.map { [SweepNumber.format(point.value), $0.viewLabel, $0.description, $0.path] }
        }
        let header = [parameter.name, "view", "change", "path"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            output +=
                (0..<3).map { row[$0].padding(toLength: widths[$0] + 2, withPad: " ", startingAt: 0) }.joined() + row[3]
                + "\n"
        }
        return output
    }

    private func jsonText(_ breakpoints: [Breakpoint], step: Double) -> String {
        JSONOutput.object([
            ("parameter", .string(parameter.name)), ("from", .number(parameter.from)), ("to", .number(parameter.to)),
            // The grid, exactly: a value is its steps times the step.
            ("step", self.step == nil ? .string("1/\(SweepNumber.format(1 / step))") : .number(step)),
            (
                "breakpoints",
                .array(
                    breakpoints.map { point in
                        .object([
                            ("value", .number(point.value)), ("steps", .number(Double(point.step))),
                            (
                                "changes",
                                .array(
                                    point.changes.map { change in
                                        .object([
                                            ("type", .string(change.type)),
                                            ("id", change.id.map(JSONOutput.string) ?? .null),
                                            ("path", .string(change.path)),
                                            ("dumpPath", .string(change.dumpPath)),
                                            ("change", .string(change.kind)), ("before", .string(change.before)),
                                            ("after", .string(change.after)),
                                            ("description", .string(change.description)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ]).prettyPrinted
    }
}
