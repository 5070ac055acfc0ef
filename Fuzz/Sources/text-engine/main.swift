// The text engine: the bytes are eight choices (proposed width and height,
// line limit, truncation, alignment and direction, fonts, spacing, display
// scale, where a second span starts) followed by the text as UTF-8. The
// paragraph is laid out at the width, then at half of it from the same
// shaped paragraph; each layout's size must be finite and not negative.
import FuzzSupport
import GalleyText

let fonts = try FontLibrary.bundled()

let lengths: [Double?] = [
    nil, 0, 1, 7.5, 20, 50, 100, 180, 320, 1000, .infinity, -10, .nan, 1e308, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude,
]
let fontChoices: [Font] = [
    .body, .largeTitle, .caption2, .headline.italic(), .system(size: 0), .system(size: -4), .system(size: .nan),
    .system(size: 1e6), .system(size: 0.01), .system(.body, design: .serif).bold(), .system(.body, design: .monospaced),
    .system(.title, design: .rounded, weight: .black), .custom("Noto Sans CJK SC", size: 15),
    .custom("Noto Sans Arabic", size: 17),
    .custom("No Such Family", size: 12), .custom("Inter", fixedSize: .infinity), Font.body.sized(for: .accessibility5),
]
let spacings: [Double] = [0, 1, -1, 40, -1e9, .nan, .infinity, 1e300]
let scales: [Double] = [1, 2, 3, 0, -1, .nan, .infinity, 16, 1e9, 0.001]

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var choices = FuzzChoices(fuzzBytes(data, size))
    let width = choices.pick(lengths), height = choices.pick(lengths)
    let limit = choices.byte()
    let lineLimit: Int? = limit == 0 ? nil : Int(Int8(bitPattern: limit))
    let modes = choices.byte()
    let truncation = TruncationMode.allCases[Int(modes) % 3]
    let alignment = TextAlignment.allCases[Int(modes / 3) % 3]
    let direction = LayoutDirection.allCases[Int(modes / 9) % 2]
    let minimumScaleFactor = [1, 0.5, 0.01, 0, -1, .nan][Int(modes / 18) % 6]
    let font = choices.pick(fontChoices), secondFont = choices.pick(fontChoices)
    let spacing = choices.byte()
    let kerning = spacings[Int(spacing) % 8], tracking = spacings[Int(spacing / 8) % 8],
        lineSpacing = spacings[Int(spacing / 64) % 4]
    let scale = choices.pick(scales)
    let split = Int(choices.byte())
    let string = String(decoding: choices.rest, as: UTF8.self)

    var spans = [TextSpan(string, font: font, kerning: kerning, tracking: tracking)]
    if split > 0, split < string.count {
        let index = string.index(string.startIndex, offsetBy: split)
        spans = [
            TextSpan(String(string[..<index]), font: font, kerning: kerning, tracking: tracking),
            TextSpan(String(string[index...]), font: secondFont),
        ]
    }
    let engine = TextEngine(fonts: fonts)
    let paragraph = engine.shape(StyledText(spans: spans, layoutDirection: direction))
    let style = ParagraphStyle(
        lineLimit: lineLimit, truncationMode: truncation, multilineTextAlignment: alignment,
        lineSpacing: lineSpacing, minimumScaleFactor: minimumScaleFactor
    )
    for proposedWidth in [width, width.map { $0 / 2 }] {
        let layout = engine.layout(
            paragraph, style: style, proposal: TextProposal(width: proposedWidth, height: height), displayScale: scale)
        let size = layout.size
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            let lines = layout.lines.map { "\($0.range) width \($0.width) x \($0.x)" }
            fatalError(
                """
                text engine: size \(size) for width \(String(describing: proposedWidth)), height \
                \(String(describing: height)); truncated \(layout.isTruncated), lines \(lines), runs \
                \(layout.lineRuns.map { $0.map(\.string) })
                """
            )
        }
        _ = layout.lineRuns
        _ = layout.glyphRuns
    }
    return 0
}

runFuzzer(testOneInput)
