import ArgumentParser
import Foundation
import Galley
import GalleyCairo
import GalleySweep
import GalleyText

/// `render sweep`: a scene laid out at many settings, on one contact sheet.
struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a scene out at many values of a parameter, side by side on one sheet.",
        discussion: """
            Several --text values make one row each. Each cell shows the scene's canvas, labelled with its settings \
            and with the size proposed to the root \
            and the size it chose; the proposal is dashed grey, the root's frame outlined blue. \
            The first --param runs across the columns; a second --param, several --text, --font or --line-limit \
            values make one row per combination; --line-limit replaces the scene's own lineLimit. NAME is a parameter \
            the scene declares, or width / height: the size proposed to the root (the canvas then fits the root). \
            Values are FROM:TO:STEP or A,B,C, at most 400; --columns wraps every row.
            """
    )

    @OptionGroup var source: SceneSource

    @Option(name: .shortAndLong, help: ArgumentHelp("The sheet to write: .png, .svg or .pdf.", valueName: "out"))
    var output: String?

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp(
            "A parameter and its values: NAME=FROM:TO:STEP or NAME=A,B,C (at most two; 400 values each).",
            valueName: "spec"),
        transform: ParameterSpec.parse
    )
    var parameters: [ParameterSpec] = []

    @OptionGroup(title: "The scene's text") var text: TextOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Cells per row: longer rows wrap (default: about a square when there is one row of values).", valueName: "n"
        ))
    var columns: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pixels per point of the sheet (default: the scene's).", valueName: "S"))
    var scale: Double?

    @Flag(help: "Print the sheet's layout dump (JSON) to standard output.")
    var dump = false

    @OptionGroup var strictness: StrictOption

    @OptionGroup var systemFonts: SystemFontsOption

    @OptionGroup(title: "Limits") var limits: LimitOptions

    @OptionGroup var verbosity: VerboseOption

    /// The most cells a sheet may have.
    static let maximumCells = ParameterSpec.maximumCount

    func validate() throws {
        if output == nil && !dump { throw ValidationError("Nothing to do: give -o OUT, --dump, or both.") }
        if let output, ImageFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) == nil {
            throw ValidationError("-o: expected a file ending in .png, .svg or .pdf, found \"\(output)\"")
        }
        try validateOutput(output, isNot: [source.scene])
        if parameters.count > 2 { throw ValidationError("--param: at most two (one across, one down)") }
        for spec in parameters where source.settings.contains(where: { $0.name == spec.name }) {
            throw ValidationError(
                """
                --set \(spec.name) and --param \(spec.name): the parameter is fixed and swept at once; give one of \
                them
                """
            )
        }
        try validateScale(scale)
        if let columns, !(1...Self.maximumCells).contains(columns) {
            throw ValidationError("--columns: expected 1 to \(Self.maximumCells), found \(columns)")
        }
    }

    func run() throws {
        try systemFonts.apply()
        var library = try FontLibrary.bundledForCommandLine()
        var fontSettings: [SweepSetting] = []
        for name in text.fonts {
            let (registered, font) = try FontChoice.resolve(name, size: text.sizeOrBody, library: library)
            library = registered
            fontSettings.append(.font(font, name: name))
        }
        let templates = try source.templates(library: library, scale: scale, limits: limits.limits().startingClock())
        let sheetScale = scale ?? Double(templates[0].scene.canvas.scale)

        // Across: the first parameter. Down: every combination of the rest.
        let across = try parameters.first.map { try $0.settings(for: templates[0]) } ?? []
        var down: [[SweepSetting]] = [[]]
        if parameters.count > 1 { down = try combine(down, parameters[1].settings(for: templates[0])) }
        down = combine(down, fontSettings)
        down = combine(down, try text.lineLimits().map { .lineLimit($0) })
        let rowCount = templates.count * down.count
        guard rowCount * max(1, across.count) <= Self.maximumCells else {
            throw MessageError(
                """
                the sheet would have \(rowCount * max(1, across.count)) cells, more than \(Self.maximumCells); \
                sweep fewer values
                """
            )
        }

        let cellsPerRow = cellSettings(across)
        let progress = ProgressDisplay(
            total: rowCount * cellsPerRow.count, noun: "cells", verb: "laid out", verbose: verbosity.verbose)
        var rows: [[ContactSheet.Cell]] = []
        defer { progress.finish() }
        for template in templates {
            let engine = template.makeEngine()
            for fixed in down {
                rows.append(
                    try cellsPerRow.map { settings in
                        let cell = try cell(template, fixed + settings, engine: engine, labelled: templates.count > 1)
                        progress.itemDone(
                            "\(cell.title.map { $0 + ": " } ?? "")\(cell.variant.label): \(cell.sizeLabel)")
                        return cell
                    })
            }
        }
        progress.finish()
        // One row of values is wrapped into about a square; --columns wraps every row.
        if let width = columns ?? (rows.count == 1 ? Int(Double(rows[0].count).squareRoot().rounded(.up)) : nil) {
            rows = rows.flatMap { row in
                stride(from: 0, to: row.count, by: width).map { Array(row[$0..<min($0 + width, row.count)]) }
            }
        }

        let sheet = ContactSheet(rows: rows)
        let canvas = Canvas(size: .fitting(.unspecified), scale: CGFloat(sheetScale))
        let laidOut: CanvasLayout
        do {
            laidOut = try canvas.layout(sheet.view, using: templates[0].makeEngine())
        } catch {
            throw MessageError("the sheet: \(error.description)")
        }
        try strictness.report(laidOut.result.warnings, of: "the sheet")
        if output != nil { try checkSize(of: laidOut, rows: rows, limits: templates[0].scene.limits) }
        if let output {
            let url = URL(fileURLWithPath: output)
            let data: Data
            do {
                data = try Painter(limits: templates[0].scene.limits).render(
                    laidOut, format: ImageFormat(pathExtension: url.pathExtension) ?? .png)
            } catch {
                throw MessageError("the sheet: \(error.description)")
            }
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw MessageError(error.description)
            }
        }
        if dump { print(LayoutDump(laidOut).text) }
        let columnCount = rows.map(\.count).max() ?? 0
        TerminalText.printError(
            """
            \(rows.reduce(0) { $0 + $1.count }) cells in \(rows.count) \(rows.count == 1 ? "row" : "rows") of up \
            to \(columnCount)
            """
                + (output.map { ", written to \($0)" } ?? "") + ", in \(progress.elapsed)"
        )
    }

    /// One cell's settings per column: the first parameter's values, or one
    /// cell of none. (Several templates are texts, which have no
    /// parameters: the values read from the first serve all.)
    private func cellSettings(_ across: [SweepSetting]) -> [[SweepSetting]] {
        across.isEmpty ? [[]] : across.map { [$0] }
    }

    /// Refuses, before painting, a sheet larger than can be painted, and
    /// says how many columns (or what scale) would fit.
    private func checkSize(of sheet: CanvasLayout, rows: [[ContactSheet.Cell]], limits: ResourceLimits) throws {
        do {
            _ = try sheet.pixelSize(limit: limits.canvasPixels)
        } catch {
            // Only a sheet too large can be wrapped to fit; a sheet of no finite size cannot.
            guard case .canvasTooLarge = error else { throw MessageError("the sheet: \(error.description)") }
            let advice =
                Self.columns(fitting: sheet, rows: rows, limit: limits.canvasPixels)
                .map { "wrap it with --columns \($0)" } ?? "sweep fewer values, or lower --scale"
            throw MessageError("the sheet: \(error.description); \(advice)")
        }
    }

    /// The number of columns, if any, at which the sheet's rows, each
    /// wrapped on its own, fit a canvas: as near a square as can be.
    /// Cells are taken to be as large as the sheet's average.
    static func columns(fitting sheet: CanvasLayout, rows: [[ContactSheet.Cell]], limit: Int) -> Int? {
        let widest = rows.map(\.count).max() ?? 0
        guard widest > 0, !rows.isEmpty else { return nil }
        let cellWidth = Double(sheet.canvasSize.width * sheet.scale) / Double(widest)
        let cellHeight = Double(sheet.canvasSize.height * sheet.scale) / Double(rows.count)
        guard cellWidth.isFinite, cellHeight.isFinite, cellWidth > 0, cellHeight > 0 else { return nil }
        let side = Double(CanvasLayout.maximumPixelsPerSide)
        var best: (columns: Int, squareness: Double)?
        for columns in 1...widest {
            let height = Double(rows.reduce(0) { $0 + ($1.count + columns - 1) / columns }) * cellHeight
            let width = Double(columns) * cellWidth
            guard width <= side, height <= side, width * height <= Double(limit) else { continue }
            let squareness = abs(log(width / height))
            if best.map({ squareness < $0.squareness }) ?? true { best = (columns, squareness) }
        }
        return best?.columns
    }

    /// The cell of `template` with `settings` (and, with several
    /// templates, the template's text first in its label).
    private func cell(
        _ template: SceneTemplate, _ settings: [SweepSetting], engine: LayoutEngine, labelled: Bool
    ) throws -> ContactSheet.Cell {
        do {
            var cell = try ContactSheet.Cell(
                template: template, settings: source.fixedSettings + settings, engine: engine)
            cell.variant.settings = settings
            if labelled { cell.title = template.name }
            return cell
        } catch {
            throw MessageError(error.description)
        }
    }

    /// Every combination of `rows` with each of `values` (`rows` unchanged when there are none).
    private func combine(_ rows: [[SweepSetting]], _ values: [SweepSetting]) -> [[SweepSetting]] {
        values.isEmpty ? rows : rows.flatMap { row in values.map { row + [$0] } }
    }
}
