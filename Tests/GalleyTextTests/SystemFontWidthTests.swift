import Foundation
@testable import GalleyText
import Testing

/// The system font's widths against iOS's: words as iOS drew them in SF
/// Pro, set by the real engine in Inter with its tracking calibration.
///
/// The figures are the ink widths (first glyph's ink left to the last
/// glyph's ink right) iOS drew, read off the reference pictures of public
/// swift-snapshot-testing suites (`/work/shared/ios-references`,
/// TEXTWIDTHS.tsv). Galley's ink width is measured the same way, from the
/// laid-out glyph positions and each glyph's exact outline box (FreeType).
@Suite("System font widths against iOS")
struct SystemFontWidthTests {
    /// A word iOS drew: its text style at the snapshot's Dynamic Type size,
    /// and its ink width in points.
    struct Reference: CustomStringConvertible, Sendable {
        var text: String
        var style: Font.TextStyle
        var font: Font
        var iOSInkWidth: Double
        /// Galley's ink width before the calibration, as TEXTWIDTHS.tsv
        /// recorded it (from a @2x or @3x picture, so within a pixel).
        var recordedGalleyWidth: Double

        var description: String { "\"\(text)\" (\(style), \(font.pointSize) pt)" }
    }

    static let references: [Reference] = [
        Reference(text: "Checked", style: .body, font: .body, iOSInkWidth: 65.50, recordedGalleyWidth: 68.67),
        Reference(text: "Version", style: .body, font: .body, iOSInkWidth: 55.00, recordedGalleyWidth: 58.00),
        Reference(text: "2.1.3 (7)", style: .body, font: .body, iOSInkWidth: 57.67, recordedGalleyWidth: 59.33),
        Reference(text: "Example", style: .body, font: .body, iOSInkWidth: 62.00, recordedGalleyWidth: 65.33),
        Reference(text: "Scan.pdf", style: .body, font: .body, iOSInkWidth: 66.67, recordedGalleyWidth: 70.33),
        Reference(
            text: "Clean Code", style: .headline, font: Font.headline.sized(for: .medium), iOSInkWidth: 85.33,
            recordedGalleyWidth: 88.00),
        Reference(
            text: "by Robert C. Martin", style: .subheadline, font: Font.subheadline.sized(for: .medium),
            iOSInkWidth: 123.33, recordedGalleyWidth: 127.00),
        Reference(
            text: "Description", style: .body, font: Font.body.sized(for: .medium), iOSInkWidth: 80.67,
            recordedGalleyWidth: 83.67),
        Reference(
            text: "Content", style: .body, font: Font.body.sized(for: .medium), iOSInkWidth: 56.33,
            recordedGalleyWidth: 59.00),
        Reference(
            text: "Create a new Account", style: .title, font: Font.title.bold().sized(for: .medium),
            iOSInkWidth: 273.67, recordedGalleyWidth: 289.00),
    ]

    /// The engine without the calibration: Inter as its designers spaced it.
    static let uncalibrated = Fixtures.untrackedEngine

    /// The ink width of `text` laid out on one line: from the leftmost ink
    /// of any glyph to the rightmost, in points.
    static func inkWidth(_ text: StyledText, engine: TextEngine) -> Double {
        let layout = engine.layout(text, proposal: .unspecified, displayScale: 3)
        var left = Double.infinity, right = -Double.infinity
        for run in layout.glyphRuns {
            let scale = run.size / run.face.unitsPerEm
            for (glyph, position) in zip(run.glyphs, run.positions) {
                guard let box = run.face.inkBounds(of: glyph) else { continue }
                left = min(left, Double(position.x) + Double(box.minX) * scale)
                right = max(right, Double(position.x) + Double(box.maxX) * scale)
            }
        }
        return right > left ? right - left : 0
    }

    /// Galley's ink width against iOS's, as a fraction (+0.05: 5% wider).
    static func error(_ reference: Reference, engine: TextEngine) -> Double {
        inkWidth(StyledText(reference.text, font: reference.font), engine: engine) / reference.iOSInkWidth - 1
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median error per text style, styles in the order first met.
    static func medianErrors(engine: TextEngine) -> [(style: Font.TextStyle, median: Double, count: Int)] {
        var order: [Font.TextStyle] = []
        var errors: [Font.TextStyle: [Double]] = [:]
        for reference in references {
            if errors[reference.style] == nil { order.append(reference.style) }
            errors[reference.style, default: []].append(error(reference, engine: engine))
        }
        return order.map { (style: $0, median: median(errors[$0] ?? []), count: errors[$0]?.count ?? 0) }
    }

    @Test("The measurement gives the widths TEXTWIDTHS.tsv recorded for uncalibrated Inter, to a pixel")
    func measurementMatchesRecordedWidths() {
        for reference in Self.references {
            let width = Self.inkWidth(StyledText(reference.text, font: reference.font), engine: Self.uncalibrated)
            #expect(
                abs(width - reference.recordedGalleyWidth) <= 0.5,
                "\(reference): \(width) pt, recorded \(reference.recordedGalleyWidth)")
        }
    }

    @Test("The median ink-width error against iOS is at most 1% for every text style")
    func medianErrorPerTextStyle() {
        let before = Self.medianErrors(engine: Self.uncalibrated)
        let after = Self.medianErrors(engine: Fixtures.engine)
        for (old, new) in zip(before, after) {
            print(
                String(
                    format: "%@ (%d words): median error %+.1f%% uncalibrated, %+.1f%% calibrated", old.style.rawValue,
                    new.count, old.median * 100, new.median * 100))
            #expect(abs(new.median) <= 0.01, "\(new.style): median error \(new.median * 100)%")
        }
        // Without the calibration Inter is clearly wider: the test can fail.
        #expect(before.allSatisfy { $0.median > 0.015 })
        for reference in Self.references {
            print(
                String(
                    format: "  %@: %+.1f%% → %+.1f%%", reference.description,
                    Self.error(reference, engine: Self.uncalibrated) * 100,
                    Self.error(reference, engine: Fixtures.engine) * 100))
        }
    }

    @Test("The calibration tracks Inter by size: SF Pro's table plus the residual, per character")
    func trackingPerCharacter() {
        for size in [11.0, 12, 15, 17, 20, 24, 28, 34, 60] {
            let font = Font.system(size: size)
            let text = "Sphinx of black quartz"
            let calibrated = Fixtures.advance(text, font: font)
            let plain = Fixtures.advance(text, font: font, engine: Self.uncalibrated)
            let expected = TrackingTable.interAsSFPro.tracking(atSize: size) * Double(text.count)
            #expect(
                abs(calibrated - plain - expected) < 1e-9, "\(size) pt: \(calibrated - plain), expected \(expected)")
        }
        // Tighter at body sizes than at 12 points, where Inter and SF Pro agree.
        #expect(TrackingTable.interAsSFPro.tracking(atSize: 12) == 0)
        #expect(TrackingTable.interAsSFPro.tracking(atSize: 17) < -0.4)
    }

    @Test("tracking(_:) and kerning(_:) add to the calibration; the calibration keeps ligatures")
    func userSpacingAddsToCalibration() {
        let text = "Office waffles"
        let calibration = TrackingTable.interAsSFPro.tracking(atSize: 17) * Double(text.count)
        for (kerning, tracking) in [(0.0, 0.0), (2.0, 0.0), (0.0, 1.5), (0.0, -0.5), (1.0, 3.0)] {
            let styled = StyledText(text, font: .body, kerning: kerning, tracking: tracking)
            let calibrated = Fixtures.engine.shape(styled), plain = Self.uncalibrated.shape(styled)
            // The user's spacing is all there, and the calibration's share
            // is the same with it or without it.
            let added = calibrated.caretX[calibrated.count] - plain.caretX[plain.count]
            #expect(
                abs(added - calibration) < 1e-9,
                "kerning \(kerning), tracking \(tracking): \(added), expected \(calibration)")
            #expect(calibrated.glyphs.count == plain.glyphs.count)
        }
        // The calibration alone keeps ligatures on (tracking(_:) turns them off).
        #expect(Fixtures.engine.shape(StyledText(text, font: .body)).runs.allSatisfy { !$0.disablesLigatures })
        #expect(
            Fixtures.engine.shape(StyledText(text, font: .body, tracking: 1)).runs.allSatisfy { $0.disablesLigatures })
    }

    @Test(
        "Other families, custom fonts named Inter included, are not tracked",
        arguments: [
            Font.system(.body, design: .serif), Font.system(.body, design: .monospaced),
            Font.system(.body, design: .rounded),
            Font.custom("Inter", size: 17), Font.custom("Noto Serif", size: 28),
        ])
    func otherFamiliesUnchanged(_ font: Font) {
        let text = "Quartz glyph jocks vex"
        #expect(Fixtures.advance(text, font: font) == Fixtures.advance(text, font: font, engine: Self.uncalibrated))
    }

    @Test(
        """
        Inter takes the calibration where it stands in as a fallback, and an unregistered custom family is the \
        system font
        """
    )
    func fallbackAndUnknownCustomFamily() {
        // Noto Serif has no "→"; the chain falls back to Inter for it.
        let serif = Font.system(.body, design: .serif)
        let arrow = Fixtures.advance("→→", font: serif) - Fixtures.advance("→→", font: serif, engine: Self.uncalibrated)
        #expect(abs(arrow - 2 * TrackingTable.interAsSFPro.tracking(atSize: 17)) < 1e-9)
        let unknown = Font.custom("No Such Family", size: 17)
        #expect(Fixtures.advance("Version", font: unknown) == Fixtures.advance("Version"))
    }
}
