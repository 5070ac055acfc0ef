internal import CICU
import Synchronization

/// Reusable ICU break iterators of one kind.
///
/// Opening an ICU break iterator costs far more than iterating a sentence,
/// so iterators are opened only when none is idle and are handed out again
/// after use (each pointed at its new text before use). ICU iterators are
/// not thread-safe: each is used by one caller at a time.
final class BreakIteratorPool: Sendable {
    static let line = BreakIteratorPool(type: GalleyBreakLine)
    static let character = BreakIteratorPool(type: GalleyBreakCharacter)

    private struct Iterator: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private let type: GalleyBreakType
    private let idle = Mutex<[Iterator]>([])

    private init(type: GalleyBreakType) {
        self.type = type
    }

    /// Runs `body` with an iterator set to `text`. An empty result when ICU
    /// cannot open an iterator (its data missing), so callers see no breaks.
    func withIterator<Result>(
        over text: UnsafeBufferPointer<UInt16>,
        _ body: (OpaquePointer) -> Result
    ) -> Result? {
        guard let base = text.baseAddress, let iterator = take() else { return nil }
        defer { idle.withLock { $0.append(iterator) } }
        guard galley_ubrk_setText(iterator.pointer, base, Int32(text.count)) == 0 else { return nil }
        return body(iterator.pointer)
    }

    private func take() -> Iterator? {
        if let iterator = idle.withLock({ $0.popLast() }) { return iterator }
        return galley_ubrk_open(type).map(Iterator.init)
    }
}
