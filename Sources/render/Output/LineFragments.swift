import Foundation
import GalleyText
import Synchronization

/// The JSON of each line `render measure` has written, kept for the widths
/// that show the same line again.
///
/// Widths a point apart break most lines alike: the thousand-word paragraph
/// at the 751 widths from 50 to 800 points has 149,420 lines but 12,010
/// different ones. A line that is not truncated shows its range of the
/// paragraph, with the same text and runs, at any width; its JSON is made
/// once. Each job laying widths out has its own (the lock is never waited
/// on); at most ``maximumCount`` lines are kept.
final class LineFragments: Sendable {
    struct Fragments: Sendable {
        /// The line's text as a JSON string.
        var string: [UInt8]
        /// Its runs as a JSON array.
        var runs: [UInt8]
    }

    private struct Key: Hashable {
        var lowerBound: Int, upperBound: Int
        var scale: Double
    }

    static let maximumCount = 1 << 16

    private let stored = Mutex<[Key: Fragments]>([:])

    /// The fragments of `line` laid out at `scale`, made by `make` unless
    /// an earlier width showed the same line. Truncated lines are always
    /// made afresh.
    func fragments(of line: TextLine, scale: Double, make: () -> Fragments) -> Fragments {
        guard !line.isTruncated else { return make() }
        let key = Key(lowerBound: line.range.lowerBound, upperBound: line.range.upperBound, scale: scale)
        if let found = stored.withLock({ $0[key] }) { return found }
        let made = make()
        stored.withLock { fragments in
            if fragments.count < Self.maximumCount { fragments[key] = made }
        }
        return made
    }
}
