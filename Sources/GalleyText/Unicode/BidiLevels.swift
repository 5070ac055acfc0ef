internal import CICU

/// The bidirectional embedding levels of a text (UAX #9), resolved by
/// ICU's ubidi: even levels run left to right, odd ones right to left.
///
/// Each paragraph of the text (up to a paragraph separator) takes its
/// direction from its first strong character; one without any takes the
/// interface's direction. Text that can hold nothing right to left in a
/// left-to-right interface is not given to ICU at all: all its levels are 0.
struct BidiLevels: Sendable {
    /// The level of each UTF-16 code unit; empty when every level is 0.
    private let levels: [UInt8]
    /// The level of the paragraph each code unit is in; empty when every level is 0.
    private let paragraphLevels: [UInt8]

    /// Everything left to right at level 0.
    static let leftToRight = BidiLevels(levels: [], paragraphLevels: [])

    private init(levels: [UInt8], paragraphLevels: [UInt8]) {
        self.levels = levels
        self.paragraphLevels = paragraphLevels
    }

    /// The levels of `text` in an interface laid out in `direction`.
    init(_ text: UnsafeBufferPointer<UInt16>, direction: LayoutDirection) {
        guard let base = text.baseAddress, !text.isEmpty, direction == .rightToLeft || Self.mayHoldRightToLeft(text)
        else {
            self = .leftToRight
            return
        }
        var levels = [UInt8](repeating: 0, count: text.count)
        var paragraphLevels = [UInt8](repeating: 0, count: text.count)
        let status = levels.withUnsafeMutableBufferPointer { levels in
            paragraphLevels.withUnsafeMutableBufferPointer { paragraphs in
                guard let levels = levels.baseAddress, let paragraphs = paragraphs.baseAddress else { return Int32(-1) }
                return galley_ubidi_levels(
                    base, Int32(text.count), direction == .rightToLeft ? 1 : 0, levels, paragraphs)
            }
        }
        guard status == 0, levels.contains(where: { $0 != 0 }) || paragraphLevels.contains(where: { $0 != 0 }) else {
            self = .leftToRight
            return
        }
        self.levels = levels
        self.paragraphLevels = paragraphLevels
    }

    /// Whether every level is 0.
    var isLeftToRightOnly: Bool { levels.isEmpty }

    /// The level of the code unit at `offset`.
    @inline(__always)
    func level(at offset: Int) -> UInt8 {
        levels.isEmpty ? 0 : levels[min(offset, levels.count - 1)]
    }

    /// The level of the paragraph holding `offset` (the last one for the end).
    func paragraphLevel(at offset: Int) -> UInt8 {
        paragraphLevels.isEmpty ? 0 : paragraphLevels[min(max(0, offset), paragraphLevels.count - 1)]
    }

    /// Calls `body` with each stretch of `range` at one level.
    func forEachRun(in range: Range<Int>, _ body: (Range<Int>, UInt8) -> Void) {
        guard !range.isEmpty else { return }
        guard !levels.isEmpty else {
            body(range, 0)
            return
        }
        var start = range.lowerBound
        var current = levels[start]
        for offset in range.dropFirst() where levels[offset] != current {
            body(start..<offset, current)
            start = offset
            current = levels[offset]
        }
        body(start..<range.upperBound, current)
    }

    /// Whether `text` holds a code unit of a right-to-left script or a
    /// bidirectional control: the only text whose levels can be other than 0
    /// in a left-to-right paragraph.
    private static func mayHoldRightToLeft(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        for unit in text where unit >= 0x0590 {
            switch unit {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
                // Lead surrogates of the supplementary right-to-left blocks (U+10800–10FFF, U+1E800–1EFFF).
                0xD802, 0xD803, 0xD83A, 0xD83B:
                return true
            default:
                continue
            }
        }
        return false
    }
}
