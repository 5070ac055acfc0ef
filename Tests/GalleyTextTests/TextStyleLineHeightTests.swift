import Testing
@testable import GalleyText

/// A text style's lines are its iOS line height apart, baseline to
/// baseline, while a one-line text is only its line box high: what iOS
/// draws in the references (body at `.medium` 21 apart in SpeziViews'
/// list header, caption 16 apart on ferrostar's speed-limit sign, a
/// one-line callout 19.33 high in ferrostar's road name).
@Suite("Text styles: iOS's line heights")
struct TextStyleLineHeightTests {
    /// SF Pro's line box in em, which the system font takes.
    let box = 2444.0 / 2048

    private func twoLines(_ font: Font, lineSpacing: Double = 0) -> TextLayout {
        Fixtures.layout(
            "Line\nLine", width: nil, font: font, style: ParagraphStyle(lineSpacing: lineSpacing), scale: 1e6)
    }

    @Test(
        "Every text style at every Dynamic Type size spaces its lines by Apple's table, never closer than its line box",
        arguments: Font.TextStyle.allCases)
    func everySize(style: Font.TextStyle) throws {
        for size in DynamicTypeSize.allCases {
            let font = Font.system(style).sized(for: size)
            let layout = twoLines(font)
            try #require(layout.lines.count == 2)
            let pitch = Double(layout.lines[1].baseline - layout.lines[0].baseline)
            // Where the table's height is below the line box (the largest
            // titles at accessibility sizes, by at most 1.6 points), lines
            // are a box apart: Galley never overlaps them.
            let lineBox = box * style.pointSize(for: size)
            let expected = max(style.lineHeight(for: size), lineBox)
            #expect(abs(pitch - expected) < 1e-9, "\(style) at \(size)")
            // The leading goes between the lines only.
            #expect(abs(layout.height - (expected + lineBox)) < 1e-5)
        }
    }

    @Test("iOS's figures: body 22 apart at .large and 21 at .medium, caption 16, a one-line callout 19.33 high at 3×")
    func referenceFigures() {
        let body = twoLines(.body)
        #expect(abs(Double(body.lines[1].baseline - body.lines[0].baseline) - 22) < 1e-9)
        let medium = twoLines(Font.body.sized(for: .medium))
        #expect(abs(Double(medium.lines[1].baseline - medium.lines[0].baseline) - 21) < 1e-9)
        let caption = twoLines(.caption)
        #expect(abs(Double(caption.lines[1].baseline - caption.lines[0].baseline) - 16) < 1e-9)
        // ferrostar's road name: callout bold in 6-point padding is 31.33 high on iOS.
        let callout = Fixtures.layout("Sesame Street", width: nil, font: Font.callout.bold(), scale: 3)
        #expect(abs(callout.height + 12 - 94.0 / 3) < 1e-9)
    }

    @Test("Fonts of a size and custom families keep their faces' spacing: no leading between lines")
    func otherFonts() {
        let system = twoLines(.system(size: 17))
        #expect(abs(Double(system.lines[1].baseline - system.lines[0].baseline) - 17 * box) < 1e-9)
        let inter = twoLines(.custom("Inter", size: 17, relativeTo: .body))
        #expect(abs(Double(inter.lines[1].baseline - inter.lines[0].baseline) - 17 * 3408.0 / 2816) < 1e-9)
    }

    @Test(
        """
        lineSpacing replaces the leading where it is more: caption with lineSpacing(3) is 17.33 apart as in \
        vault's note on iOS, not 19; a taller face widens the lines
        """
    )
    func spacingAndFallbacks() {
        let caption = twoLines(.caption, lineSpacing: 3)
        #expect(abs(Double(caption.lines[1].baseline - caption.lines[0].baseline) - (12 * box + 3)) < 1e-9)
        #expect(abs(12 * box + 3 - 52.0 / 3) < 0.02)
        // Less than the leading leaves the leading.
        let tight = twoLines(.body, lineSpacing: 1)
        #expect(abs(Double(tight.lines[1].baseline - tight.lines[0].baseline) - 22) < 1e-9)
        // Thai comes from Noto Sans Thai, whose box (1.511 em) is taller than 22 points at 17.
        let thai = Fixtures.layout("สวัสดี\nสวัสดี", width: nil, font: .body, scale: 1e6)
        let pitch = Double(thai.lines[1].baseline - thai.lines[0].baseline)
        #expect(pitch > 22 && pitch >= 17 * 1.511 - 1e-6)
    }
}
