internal import CICU

/// Extended grapheme cluster boundaries (UAX #29), as ICU's character
/// iterator finds them: what a reader sees as one character.
///
/// Boundaries are found on demand, over just the part of the text that
/// needs them (a word too wide for its line, a line being truncated), which
/// is exact whenever that part starts and ends at a boundary.
enum GraphemeClusters {
    /// Calls `body` with each boundary after `range`'s start, in order,
    /// through `range`'s end, until it returns false.
    static func forEachBoundary(
        in text: UnsafeBufferPointer<UInt16>, range: Range<Int>, _ body: (Int) -> Bool
    ) {
        guard !range.isEmpty else { return }
        let slice = UnsafeBufferPointer(rebasing: text[range])
        let done = GALLEY_BREAK_DONE
        let iterated: Void? = BreakIteratorPool.character.withIterator(over: slice) { iterator in
            _ = galley_ubrk_first(iterator)
            var boundary = galley_ubrk_next(iterator)
            while boundary != done, body(range.lowerBound + Int(boundary)) {
                boundary = galley_ubrk_next(iterator)
            }
        }
        if iterated == nil {
            var offset = range.lowerBound
            while offset < range.upperBound {
                offset += UTF16.isLeadSurrogate(text[offset]) && offset + 1 < range.upperBound ? 2 : 1
                if !body(offset) { return }
            }
        }
    }

    /// Calls `body` with each boundary before `range`'s end, last first,
    /// through `range`'s start, until it returns false.
    static func forEachBoundaryBackward(
        in text: UnsafeBufferPointer<UInt16>, range: Range<Int>, _ body: (Int) -> Bool
    ) {
        guard !range.isEmpty else { return }
        let slice = UnsafeBufferPointer(rebasing: text[range])
        let done = GALLEY_BREAK_DONE
        let iterated: Void? = BreakIteratorPool.character.withIterator(over: slice) { iterator in
            var boundary = galley_ubrk_preceding(iterator, Int32(range.count))
            while boundary != done, body(range.lowerBound + Int(boundary)) {
                boundary = boundary == 0 ? done : galley_ubrk_preceding(iterator, boundary)
            }
        }
        if iterated == nil {
            var offset = range.upperBound
            while offset > range.lowerBound {
                offset -= UTF16.isTrailSurrogate(text[offset - 1]) && offset - 1 > range.lowerBound ? 2 : 1
                if !body(offset) { return }
            }
        }
    }

    /// All boundaries after `range`'s start, through its end.
    static func boundaries(in text: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> [Int] {
        var result: [Int] = []
        forEachBoundary(in: text, range: range) {
            result.append($0); return true
        }
        return result
    }
}
