import Foundation
import GalleyText

/// The pass's text: a text node's layout at each proposal, its paragraph
/// shaped once (with a warning for characters no bundled font has), and
/// the height of the lines it reserves; all kept on the node
/// (``LayoutAnswers``).
extension LayoutContext {
    func textLayout(of node: ViewNode, proposal: ProposedViewSize) -> TextLayout? {
        guard case .text(let text, let style) = node.content else { return nil }
        if let layout = node.answers.textLayouts[proposal] { return layout }
        let paragraph = self.paragraph(of: text, node: node)
        let layout = textEngine.layout(
            paragraph, style: style,
            proposal: TextProposal(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init)),
            displayScale: Double(displayScale)
        )
        node.answers.textLayouts[proposal] = layout
        return layout
    }

    /// The text node's shaped paragraph: shaped once, then kept on the node.
    func paragraph(of text: StyledText, node: ViewNode) -> ShapedParagraph {
        if let paragraph = node.answers.paragraph { return paragraph }
        let paragraph = shape(text, of: node)
        node.answers.paragraph = paragraph
        return paragraph
    }

    /// `text` shaped, with a warning when a character has no bundled face
    /// and is drawn as a missing-glyph box.
    private func shape(_ text: StyledText, of node: ViewNode) -> ShapedParagraph {
        let failures = FontMemoryFailures()
        let paragraph = FontMemoryFailures.$current.withValue(failures) { textEngine.shape(text) }
        // A face that did not fit in memory fails the layout (LayoutEngine), without a false warning.
        if let failure = failures.first {
            fontFailure = fontFailure ?? failure
        } else if !paragraph.missingCharacters.isEmpty {
            let codes = paragraph.missingCharacters.map { String(format: "U+%04X", $0.value) }
            var excerpt = String(paragraph.string.prefix(24))
            if excerpt.count < paragraph.string.count { excerpt += "…" }
            warn(
                """
                Text \"\(excerpt.escapingControls)\": no bundled font has \(codes.joined(separator: ", ")); drawn \
                as a missing-glyph box
                """,
                at: node)
        }
        return paragraph
    }

    /// The height of the lines a text node reserves (`lineLimit(_:reservesSpace:)`):
    /// that many lines of its first piece's font, with its line spacing,
    /// the limit capped by the line limit. 0 when it reserves none.
    func reservedTextHeight(of node: ViewNode) -> CGFloat {
        guard case .text(let text, let style) = node.content, var count = node.environment.reservedLineCount, count > 0
        else { return 0 }
        if let limit = style.lineLimit { count = Swift.min(count, Swift.max(1, limit)) }
        // Bounded like any line limit: a huge count would only make a huge sample.
        count = Swift.min(count, 1_000)
        var span = text.spans.first ?? TextSpan("")
        span.string = Array(repeating: "X", count: count).joined(separator: "\n")
        var sampleStyle = style
        sampleStyle.lineLimit = nil
        let sample = textEngine.layout(
            StyledText(spans: [span]), style: sampleStyle, proposal: TextProposal(width: nil, height: nil),
            displayScale: Double(displayScale)
        )
        return sample.size.height
    }
}
