import ArgumentParser
import Foundation
import Galley
import GalleyText

/// `render measure`: one text laid out at one or many widths.
struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a text at one or more widths and print the size, line count and lines of each.",
        discussion: """
            Widths are points; "infinity" (the default) gives the ideal size, the whole text on one line \
            but for hard line breaks. Sizes are rounded up to the pixel grid of --scale.
            """
    )

    @Argument(help: "The text to measure. Omit it to read the text from --file.")
    var text: String?

    @Option(name: .long, help: ArgumentHelp("Read the text from a UTF-8 file.", valueName: "path"))
    var file: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The proposed width in points, or \"infinity\".", valueName: "W"))
    var width: ProposedLength?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Every width from FROM to TO (inclusive) in steps of STEP.", valueName: "FROM:TO:STEP"),
        transform: WidthSweep.parse
    )
    var widths: [Double]?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The proposed height in points, or \"infinity\" (the default).", valueName: "H"))
    var height: ProposedLength?

    @Option(
        help: ArgumentHelp(
            "A SwiftUI text style: \(Font.TextStyle.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "style"))
    var style: Font.TextStyle = .body

    @OptionGroup var fontAndLines: TextOptions

    @Option(help: ArgumentHelp("\(Font.Weight.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "weight"))
    var weight: Font.Weight?

    @Option(help: ArgumentHelp("default, serif, monospaced or rounded.", valueName: "design"))
    var design: Font.Design?

    @Flag(help: "Use the italic face.")
    var italic = false

    @Option(help: "Where the ellipsis goes: tail, head or middle.")
    var truncation: TruncationMode = .tail

    @Option(help: "How lines align: leading, center or trailing.")
    var alignment: TextAlignment = .leading

    @Option(
        help: ArgumentHelp(
            """
            The interface's direction, leftToRight or rightToLeft: the side leading alignment takes, and the \
            direction of a text without letters.
            """,
            valueName: "direction"
        ))
    var layoutDirection: LayoutDirection = .leftToRight

    @Option(
        name: .customLong("line-spacing"), parsing: .unconditional,
        help: ArgumentHelp("Points between lines.", valueName: "pt"))
    var lineSpacingOption = CommandNumber(0)
    var lineSpacing: Double { lineSpacingOption.value }

    @Option(
        name: .customLong("kerning"), parsing: .unconditional,
        help: ArgumentHelp("Points after each character (ligatures stay).", valueName: "pt"))
    var kerningOption = CommandNumber(0)
    var kerning: Double { kerningOption.value }

    @Option(
        name: .customLong("tracking"), parsing: .unconditional,
        help: ArgumentHelp("Points after each character (ligatures off).", valueName: "pt"))
    var trackingOption = CommandNumber(0)
    var tracking: Double { trackingOption.value }

    @Option(
        name: .customLong("minimum-scale-factor"), parsing: .unconditional,
        help: ArgumentHelp("How far the text may shrink before it truncates (0 < f ≤ 1).", valueName: "f"))
    var minimumScaleFactorOption = CommandNumber(1)
    var minimumScaleFactor: Double { minimumScaleFactorOption.value }

    @Option(
        name: .customLong("scale"), parsing: .unconditional,
        help: ArgumentHelp("The display scale whose pixel grid sizes round up to.", valueName: "S"))
    var scaleOption = CommandNumber(3)
    var scale: Double { scaleOption.value }

    @OptionGroup var systemFonts: SystemFontsOption

    @Flag(help: "Print JSON: an array with one object per width.")
    var json = false

    func validate() throws {
        if text != nil && file != nil { throw ValidationError("Give the text or --file, not both.") }
        if text == nil && file == nil { throw ValidationError("Give a text to measure, or --file.") }
        if width != nil && widths != nil { throw ValidationError("Give --width or --widths, not both.") }
        _ = try fontAndLines.font()
        _ = try fontAndLines.lineLimit()
        try validateScale(scale)
        if !(minimumScaleFactor > 0 && minimumScaleFactor <= 1) {
            throw ValidationError(
                "--minimum-scale-factor: expected a factor above 0 and at most 1, found \(minimumScaleFactor)")
        }
        for (name, value) in [("--line-spacing", lineSpacing), ("--kerning", kerning), ("--tracking", tracking)]
        where !(abs(value) <= 10_000) {
            throw ValidationError("\(name): expected a number from -10000 to 10000, found \(value)")
        }
    }

    func run() throws {
        try systemFonts.apply()
        LargeBufferReuse.enable()
        let content = try readText()
        var fonts = try FontLibrary.bundledForCommandLine()
        let size = fontAndLines.size
        var font: Font = size.map { .system(size: $0, design: design) } ?? .system(style, design: design)
        if let name = try fontAndLines.font() {
            (fonts, font) = try FontChoice.resolve(name, size: size ?? style.pointSize, library: fonts)
        }
        if let weight { font = font.weight(weight) }
        if italic { font = font.italic() }

        let engine = TextEngine(fonts: fonts)
        let paragraph = engine.shape(
            StyledText(content, font: font, kerning: kerning, tracking: tracking, layoutDirection: layoutDirection))
        let paragraphStyle = ParagraphStyle(
            lineLimit: try fontAndLines.lineLimit(), truncationMode: truncation, multilineTextAlignment: alignment,
            lineSpacing: lineSpacing, minimumScaleFactor: minimumScaleFactor
        )
        var output = MeasureOutput(json: json)
        let proposedHeight = height?.value ?? .infinity, scale = self.scale
        output.add(widths: widths ?? [width?.value ?? .infinity]) { proposed in
            engine.layout(
                paragraph, style: paragraphStyle, proposal: TextProposal(width: proposed, height: proposedHeight),
                displayScale: scale)
        }
        output.finish()
    }

    private func readText() throws -> String {
        var content = text ?? ""
        var source = "the text"
        if let file {
            let data: Data
            do {
                // A paragraph's longest text, at most four bytes a unit; more is refused below.
                data = try RegularFile.read(file, limit: 4 * StyledText.maximumLength + 3)
            } catch .tooLarge {
                throw MessageError(
                    "\(file): more than the \(StyledText.maximumLength) UTF-16 code units a paragraph may have")
            } catch {
                throw MessageError("\(file): \(error.description)")
            }
            content = try TextFile.decodeUTF8(data, path: file)
            source = file
        }
        let length = content.utf16.count
        guard length <= StyledText.maximumLength else {
            throw MessageError(
                "\(source): \(length) UTF-16 code units, more than the \(StyledText.maximumLength) a paragraph may have"
            )
        }
        return content
    }
}

extension Font.TextStyle: ExpressibleByArgument {}
extension Font.Weight: ExpressibleByArgument {}
extension Font.Design: ExpressibleByArgument {}
extension TruncationMode: ExpressibleByArgument {}
extension TextAlignment: ExpressibleByArgument {}

extension FontLibrary {
    /// The bundled fonts, or an input error saying where they were looked for.
    static func bundledForCommandLine() throws -> FontLibrary {
        do {
            return try FontLibrary.bundled()
        } catch {
            throw MessageError(error.description)
        }
    }
}
