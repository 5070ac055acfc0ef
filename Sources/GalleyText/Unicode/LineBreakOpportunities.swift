internal import CICU

/// A place where a line may end: after the UTF-16 code unit at `offset - 1`.
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The UTF-16 offset of the first code unit of the next line.
    public var offset: Int
    /// A mandatory break (after a line feed, carriage return, U+2028 …).
    public var isHard: Bool

    public init(offset: Int, isHard: Bool) {
        self.offset = offset
        self.isHard = isHard
    }
}

/// Line-break opportunities of UAX #14, as ICU's line break iterator finds them.
public enum LineBreakOpportunities {
    /// Every opportunity in `text`, in order, ending with one at the end of
    /// the text. The start of the text is never an opportunity.
    public static func find(in text: String) -> [LineBreakOpportunity] {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { find(in: $0) }
    }

    /// Every opportunity in UTF-16 `text`, ending with one at its end.
    public static func find(in text: UnsafeBufferPointer<UInt16>) -> [LineBreakOpportunity] {
        guard !text.isEmpty else { return [] }
        let found = BreakIteratorPool.line.withIterator(over: text) { iterator in
            var result: [LineBreakOpportunity] = []
            result.reserveCapacity(text.count / 5 + 1)
            _ = galley_ubrk_first(iterator)
            var boundary = galley_ubrk_next(iterator)
            while boundary != GALLEY_BREAK_DONE {
                result.append(
                    LineBreakOpportunity(offset: Int(boundary), isHard: galley_ubrk_isHardLineBreak(iterator) != 0))
                boundary = galley_ubrk_next(iterator)
            }
            return result
        }
        // Without ICU data the only opportunity is the end of the text.
        return found ?? [LineBreakOpportunity(offset: text.count, isHard: false)]
    }
}
