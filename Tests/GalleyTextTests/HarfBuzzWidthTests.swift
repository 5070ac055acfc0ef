import Foundation
@testable import GalleyText
import Testing

/// Galley's single-line widths against HarfBuzz's own command-line shaper.
///
/// What it compares: the unrounded ideal width of a real string in each
/// script, `engine.shape(text).caretX.last` (what
/// `TextEngine.layout(_:proposal: .unspecified)` rounds up), in 17 pt Inter
/// (body) falling back to the script fonts, with the sum of the advances
/// `hb-shape` (libharfbuzz-bin, HarfBuzz's ot font functions, language
/// "und", no shaping context) gives each run Galley made, shaped on its
/// own in that run's font file with that run's direction and script. They
/// must agree to within 1e-6 em, once the system font's tracking (Inter's
/// calibration to SF Pro's widths, `TrackingTable.interAsSFPro`) is added
/// after each character of Inter's runs. For the single-script strings every run
/// must also be in the script's font file (white space aside), so the
/// width is that font's.
///
/// The test needs the script fonts in Galley's Fonts folder and fails,
/// naming them, if they are not there; it installs hb-shape if needed.
@Suite("Widths against hb-shape")
struct HarfBuzzWidthTests {
    static let samples: [ScriptSample] = [
        ScriptSample(
            name: "Latin", text: "Office affinity: fluffy waffles, “quoted” text — AVATAR Tj 1/2 ½ 0.75",
            font: "Inter-Regular.otf"),
        ScriptSample(
            name: "Arabic", text: "تعمل هذه الميزة الجديدة على تحسين أداء التطبيق بشكل ملحوظ، ١٢٣ لا إله",
            font: "NotoSansArabic-Regular.ttf"),
        ScriptSample(
            name: "Hebrew",
            text: """
                התכונה החדשה משפרת את ביצועי היישום בְּרֵאשִׁית
                """, font: "NotoSansHebrew-Regular.ttf"),
        ScriptSample(
            name: "Devanagari", text: "यह नई सुविधा ऐप के प्रदर्शन को काफ़ी बेहतर बनाती है। क्षत्रिय द्वार",
            font: "NotoSansDevanagari-Regular.ttf"),
        ScriptSample(
            name: "Thai",
            text: """
                คุณสมบัติใหม่นี้ช่วยให้แอปทำงานได้เร็วขึ้นอย่างเห็นได้ชัด ผู้ใหญ่ ปั้น
                """, font: "NotoSansThai-Regular.ttf"),
        ScriptSample(name: "Lao", text: "ຄຸນສົມບັດໃໝ່ນີ້ຊ່ວຍໃຫ້ແອັບເຮັດວຽກໄດ້ໄວຂຶ້ນ", font: "NotoSansLao-Regular.ttf"),
        ScriptSample(name: "Chinese", text: "这项新功能显著提升了应用的性能，让打开大型文档更快。", font: "NotoSansCJKsc-Regular.otf"),
        ScriptSample(name: "Japanese", text: "この新機能によりアプリの動作が大幅に速くなりました。", font: "NotoSansCJKsc-Regular.otf"),
        ScriptSample(name: "Korean", text: "이 새로운 기능은 앱의 성능을 크게 향상시킵니다", font: "NotoSansCJKkr-Regular.otf"),
        ScriptSample(name: "Emoji", text: "🎉🚀👍🏽👨‍👩‍👧🇫🇷", font: "NotoColorEmoji.ttf"),
        ScriptSample(name: "Mixed", text: "Release 4.2: العربية، עברית, हिंदी, ภาษาไทย, 中文，日本語, 한국어 🎉", font: nil),
    ]

    @Test("Galley's width is the sum of hb-shape's advances of its runs", arguments: samples)
    func widths(_ sample: ScriptSample) throws {
        _ = try Oracles.fallbackChain() // the script fonts must be there
        let size = 17.0
        let paragraph = Fixtures.engine.shape(StyledText(sample.text, font: .body))
        let galley = paragraph.caretX[paragraph.count]
        #expect(galley > 0)
        var harfBuzz = 0.0
        var runFonts: Set<String> = []
        for run in paragraph.runs {
            let text = paragraph.substring(run.range)
            let units = try Oracles.harfBuzzAdvance(
                text, fontPath: run.face.path, direction: run.isRightToLeft ? "rtl" : "ltr",
                script: Self.tag(run.script)
            )
            harfBuzz += Double(units) * size / run.face.unitsPerEm
            // Inter, the system font, adds its calibration to SF Pro's
            // widths after each character (hb-shape knows nothing of it).
            if run.face.path == (try Oracles.font("Inter-Regular.otf")) {
                harfBuzz += TrackingTable.interAsSFPro.tracking(atSize: size) * Double(text.count)
            }
            // A run of white space alone may sit in the primary face (a
            // space at the start of a bidi level run takes Inter).
            if !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) { runFonts.insert(run.face.path) }
        }
        if let font = sample.font {
            #expect(runFonts == [try Oracles.font(font)], "runs in \(runFonts.sorted())")
        } else {
            #expect(runFonts.count > 5, "runs in \(runFonts.sorted())")
        }
        #expect(
            abs(galley - harfBuzz) <= 1e-6 * size,
            """
            \(sample.name): Galley \(galley) pt, hb-shape \(harfBuzz) pt (\(paragraph.runs.count) runs)
            """)
    }

    /// A HarfBuzz script as its ISO 15924 tag ("Arab").
    static func tag(_ script: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: script >> $0) }, as: UTF8.self)
    }
}
