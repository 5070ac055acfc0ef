import Foundation
import Galley

/// A piece of a Text: its words (one run, or the runs of its Markdown)
/// and the attributes set on it.
struct TextPiece: Sendable {
    var runs: [Markdown.Run]
    var font: Font?
    var color: Color?
    var isBold = false
    var isItalic = false
    var weight: Font.Weight?
    var kerning: CGFloat?
    var tracking: CGFloat?

    /// The piece as a Text: its runs concatenated, each with its Markdown
    /// style and then the piece's attributes. Code is monospaced at the
    /// piece's font size (body when the piece sets no font).
    func text() -> Text {
        var texts: [Text] = []
        texts.reserveCapacity(runs.count)
        for run in runs {
            var text = Text(verbatim: run.text)
            if run.isCode {
                let base = font ?? .body
                text = text.font(.system(size: base.pointSize, weight: base.resolvedWeight, design: .monospaced))
            } else if let font {
                text = text.font(font)
            }
            if run.isBold || isBold { text = text.bold() }
            if run.isItalic || isItalic { text = text.italic() }
            if let color { text = text.foregroundColor(color) }
            if let weight { text = text.fontWeight(weight) }
            if let kerning { text = text.kerning(kerning) }
            if let tracking { text = text.tracking(tracking) }
            texts.append(text)
        }
        return texts.count == 1 ? texts[0] : Text(concatenating: texts)
    }
}

extension SceneDecoder {
    static let pieceKeys = [
        "text", "verbatim", "markdown", "font", "bold", "italic", "fontWeight", "foregroundColor", "foregroundStyle",
        "kerning", "tracking",
    ]

    /// A Text: a string; an object with `verbatim`, `text` or `markdown` and
    /// attributes; or an array of such pieces, concatenated.
    func text(_ input: Input) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        var decoded: [TextPiece] = []
        if case .array = input.value.kind {
            for element in try array(input) { decoded.append(try textPiece(element)) }
        } else {
            decoded = [try textPiece(input)]
        }
        // Cut silently later, so refused here, as `render measure --file` refuses it.
        let length = decoded.reduce(0) { total, piece in piece.runs.reduce(total) { $0 + $1.text.utf16.count } }
        let limit = Swift.min(limits.textLength, StyledText.maximumLength)
        guard length <= limit else {
            throw error(
                input,
                """
                the text is \(length) UTF-16 code units long; \(ResourceLimit.textLength.atMost(limit)) can be \
                laid out
                """
            )
        }
        let pieces = decoded
        return {
            AnyView(Text(concatenating: pieces.map { $0.text() }))
        }
    }

    private func textPiece(_ input: Input) throws(SceneError) -> TextPiece {
        let input = try resolve(input)
        switch input.value.kind {
        case .string(let text):
            return TextPiece(runs: [Markdown.Run(text: text)])
        case .object:
            let fields = try self.fields(input, keys: Self.pieceKeys, of: "a text")
            let forms = ["text", "verbatim", "markdown"].filter(fields.contains)
            guard forms.count == 1, let form = forms.first, let content = fields[form] else {
                throw error(
                    input,
                    forms.isEmpty
                        ? "a text needs its words in \"text\", \"verbatim\" or \"markdown\""
                        : """
                        a text has one of \"text\", \"verbatim\" and \"markdown\", found \
                        \(forms.map { quoted($0) }.joined(separator: " and "))
                        """
                )
            }
            let string = try string(content)
            var piece = TextPiece(runs: form == "markdown" ? Markdown.runs(string) : [Markdown.Run(text: string)])
            piece.font = try fields["font"].map(font)
            piece.isBold = try fields["bold"].map(bool) ?? false
            piece.isItalic = try fields["italic"].map(bool) ?? false
            piece.weight = try fields["fontWeight"].map(fontWeight)
            if fields.contains("foregroundColor"), fields.contains("foregroundStyle") {
                throw error(input, "a text has \"foregroundColor\" or its alias \"foregroundStyle\", not both")
            }
            piece.color = try (fields["foregroundColor"] ?? fields["foregroundStyle"]).map(color)
            piece.kerning = try fields["kerning"].map(finiteLength)
            piece.tracking = try fields["tracking"].map(finiteLength)
            return piece
        default:
            throw mismatch(
                input, expected: "a string, an object with \"text\", \"verbatim\" or \"markdown\", or an array of them")
        }
    }
}
