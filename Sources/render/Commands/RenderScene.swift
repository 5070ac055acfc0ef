import ArgumentParser
import Foundation
import Galley
import GalleyCairo
import GalleyScene

/// `render SCENE -o OUT`: a scene file laid out and painted.
struct RenderScene: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Lay out a scene file and paint it to PNG, SVG or PDF, or print its layout.",
        discussion: """
            The output format follows the extension of -o (.png, .svg, .pdf). The file is written \
            whole or not at all: a failed run leaves an existing file as it was.
            """
    )

    @Argument(help: ArgumentHelp("The scene file (JSON).", valueName: "scene"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The image to write: .png, .svg or .pdf.", valueName: "out"))
    var output: String?

    @Option(help: ArgumentHelp(CanvasChoice.help, valueName: "canvas"))
    var canvas: CanvasChoice?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point (\(Int(Canvas.scales.lowerBound)) to \(Int(Canvas.scales.upperBound))).", valueName: "S"))
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "Lay the scene out leftToRight or rightToLeft, over its own layoutDirection.", valueName: "direction"))
    var layoutDirection: LayoutDirection?

    @Option(
        name: .customLong("set"), help: ArgumentHelp("Give a parameter a value (repeatable).", valueName: "name=value"))
    var settings: [Setting] = []

    @Flag(help: "Print the layout dump (JSON) to standard output.")
    var dump = false

    @OptionGroup var strictness: StrictOption

    @OptionGroup var systemFonts: SystemFontsOption

    @OptionGroup(title: "Limits") var limits: LimitOptions

    @OptionGroup var watching: WatchOption

    func validate() throws {
        if scene.isEmpty { throw ValidationError("The scene path is empty: give a scene file (JSON).") }
        if output == nil && !dump { throw ValidationError("Nothing to do: give -o OUT, --dump, or both.") }
        if watching.watch && output == nil {
            throw ValidationError("--watch: give -o OUT, the file to write again on each change")
        }
        if let output, ImageFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) == nil {
            throw ValidationError("-o: expected a file ending in .png, .svg or .pdf, found \"\(output)\"")
        }
        try validateScale(scale)
        try validateOutput(output, isNot: [scene])
        let names = settings.map(\.name)
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ValidationError("--set: \"\(repeated)\" is given more than once")
        }
    }

    func run() throws {
        try systemFonts.apply()
        guard watching.watch else {
            _ = try renderOnce()
            return
        }
        // The scene, and the fonts and images it read the last time it could be read.
        var files = [self.scene]
        FileWatch.run(files: { files }) {
            let start = ContinuousClock.now
            do {
                files = [self.scene] + (try renderOnce()).map(\.path)
                TerminalText.printError(
                    """
                    render: wrote \(output ?? "") in \(ProgressDisplay.format(ContinuousClock.now - start)); \
                    watching \(files.count) file\(files.count == 1 ? "" : "s") (Ctrl-C stops)
                    """
                )
            } catch {
                // Left as it was; the next save tries again.
                TerminalText.printError(
                    """
                    render: \((error as? MessageError)?.description ?? "\(error)"); \(output ?? "") left as it \
                    was, watching for the next change
                    """
                )
            }
        }
    }

    /// Reads, lays out, paints and writes the scene once; returns the files
    /// it read besides itself.
    private func renderOnce() throws -> [URL] {
        var scene: Scene
        do {
            scene = try Scene(
                contentsOf: URL(fileURLWithPath: self.scene),
                overrides: Dictionary(uniqueKeysWithValues: settings.map { ($0.name, $0.value) }),
                limits: limits.limits(defaultTime: LimitOptions.standardTimeLimit).startingClock()
            )
        } catch {
            throw MessageError(error.description)
        }
        if let canvas { scene.canvas = canvas.canvas(scale: scene.canvas.scale) }
        if let scale { scene.canvas.scale = CGFloat(scale) }
        if let layoutDirection { scene.layoutDirection = layoutDirection }

        let laidOut: CanvasLayout
        do {
            laidOut = try scene.layout()
        } catch {
            throw MessageError("\(self.scene): \(error.description)")
        }
        try strictness.report(laidOut.result.warnings, of: self.scene)
        if let output {
            // Painting fails for the scene's sake, writing for the output's: each message names its own file.
            let url = URL(fileURLWithPath: output)
            let data: Data
            do {
                data = try Painter(background: scene.background, limits: scene.limits).render(
                    laidOut, format: ImageFormat(pathExtension: url.pathExtension) ?? .png)
            } catch {
                throw MessageError("\(self.scene): \(error.description)")
            }
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw MessageError(error.description)
            }
        }
        if dump {
            // Written as it is made; then the empty line `print` has always ended it with.
            LayoutDump.writeToStandardOutput(laidOut)
            print()
        }
        return scene.files
    }
}

/// `--canvas`: a device by name, `WxH[@S]`, or `fit`.
extension CanvasChoice: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}

/// `--layout-direction leftToRight|rightToLeft`: SwiftUI's case names.
extension LayoutDirection: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "leftToRight": self = .leftToRight
        case "rightToLeft": self = .rightToLeft
        default: return nil
        }
    }

    public static var allValueStrings: [String] { ["leftToRight", "rightToLeft"] }
}

/// `--set name=value`.
struct Setting: ExpressibleByArgument {
    let name: String
    let value: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }
}
