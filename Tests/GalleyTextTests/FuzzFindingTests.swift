import Foundation
import Testing
@testable import GalleyText

/// The inputs `Scripts/fuzz text-engine` found (`Fuzz/Findings/text-engine/`),
/// replayed through the text engine as the fuzz target reads them: nine
/// choice bytes, then the text.
@Suite("Fuzz findings: the text engine")
struct FuzzFindingTests {
    static let findings = Fixtures.testsDirectory.appendingPathComponent("../../Fuzz/Findings/text-engine")
        .standardizedFileURL

    /// The text of a finding: its bytes after the nine choices, as UTF-8.
    static func text(of finding: String) throws -> String {
        let bytes = try Data(contentsOf: findings.appendingPathComponent(finding))
        return String(decoding: bytes.dropFirst(9), as: UTF8.self)
    }

    @Test("An ellipsis with huge negative tracking gives a width of zero, not a negative one")
    func negativeTrackingWidth() throws {
        // The finding's choices: the smallest positive width and height (so
        // the text truncates to an ellipsis), 40 pt kerning and -1e9 pt
        // tracking (clamped to -100,000) on the first character, the rest
        // in body, line spacing 1, display scale 3.
        let text = try Self.text(of: "crash-negative-tracking-width")
        #expect(text == "\0n")
        let spans = [TextSpan("\0", font: .body, kerning: 40, tracking: -1e9), TextSpan("n", font: .body)]
        let engine = TextEngine(fonts: Fixtures.fonts)
        let style = ParagraphStyle(lineSpacing: 1)
        let tiny = Double.leastNonzeroMagnitude
        let paragraph = engine.shape(StyledText(spans: spans))
        for width in [tiny, tiny / 2] {
            let layout = engine.layout(
                paragraph, style: style, proposal: TextProposal(width: width, height: tiny), displayScale: 3)
            #expect(layout.width == 0, "width \(layout.width)")
            #expect(layout.height >= 0 && layout.height.isFinite)
        }
        // The same text with room for a line: the ellipsis is still narrower than nothing.
        let roomy = engine.layout(
            paragraph, style: ParagraphStyle(lineLimit: 1), proposal: TextProposal(width: 5, height: nil),
            displayScale: 3)
        #expect(roomy.width >= 0 && roomy.width <= 5, "width \(roomy.width)")
    }

    @Test("Negative tracking never makes a text narrower than nothing", arguments: [-1e9, -1_000, -30])
    func negativeTracking(tracking: Double) {
        for width: Double? in [nil, 0, 10, 200, .infinity] {
            let layout = Fixtures.engine.layout(
                StyledText("Hello, World", tracking: tracking), style: ParagraphStyle(lineLimit: 1),
                proposal: TextProposal(width: width, height: nil)
            )
            #expect(
                layout.width >= 0 && layout.width.isFinite, "tracking \(tracking), width \(String(describing: width))")
        }
    }
}
