import Foundation
@testable import GalleyText

/// Shared fixtures: the bundled fonts, an engine over them, and paths.
enum Fixtures {
    static let fonts: FontLibrary = {
        do { return try FontLibrary.bundled() } catch { fatalError("bundled fonts: \(error)") }
    }()

    static let engine = TextEngine(fonts: fonts)

    /// An engine over the bundled fonts without the system font's tracking
    /// (Inter as its designers spaced it), for comparisons with shapers
    /// that know nothing of it.
    static let untrackedEngine = TextEngine(fonts: fonts.withSystemTracking(nil))

    /// The folder of this test target's sources.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Inter cut down to ASCII: no "…", no CJK.
    static let asciiFonts: FontLibrary = {
        let path = testsDirectory.appendingPathComponent("Fonts/InterASCII-Regular.otf").path
        do { return try fonts.registeringFont(atPath: path, family: "InterASCII") } catch { fatalError("\(error)") }
    }()

    /// Lays `string` out in 17 pt Inter (body) at `width` and `height`.
    static func layout(
        _ string: String, width: Double?, height: Double? = nil, font: Font = .body,
        style: ParagraphStyle = ParagraphStyle(), scale: Double = 3, engine: TextEngine = engine
    ) -> TextLayout {
        engine.layout(
            StyledText(string, font: font), style: style, proposal: TextProposal(width: width, height: height),
            displayScale: scale)
    }

    /// The unrounded advance of `string` set on one line on its own.
    static func advance(_ string: String, font: Font = .body, engine: TextEngine = engine) -> Double {
        let paragraph = engine.shape(StyledText(string, font: font))
        return paragraph.caretX[paragraph.count]
    }
}

extension TextLayout {
    /// The size as Doubles: Swift Testing's `#expect` does not apply the
    /// implicit CGFloat-to-Double conversion, so compare these.
    var width: Double { Double(size.width) }
    var height: Double { Double(size.height) }
}

/// Greedy line filling by the book, for comparison: words (split at
/// spaces) go on a line while the line, shaped on its own, fits `width`.
func referenceLines(_ text: String, width: Double, font: Font = .body) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").map(String.init) {
        let candidate = current.isEmpty ? word : current + " " + word
        if current.isEmpty || Fixtures.advance(candidate, font: font) <= width {
            current = candidate
        } else {
            lines.append(current)
            current = word
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

/// A small deterministic random number generator (SplitMix64), so generated
/// test texts are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
