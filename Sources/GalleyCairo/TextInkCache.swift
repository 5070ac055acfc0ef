import Foundation
import Synchronization

/// Where each text of one painting puts ink, found once and shared by the
/// bands painting it, so a band skips a text that misses it without
/// looking up its glyphs.
///
/// Texts are numbered in drawing order, which is the same in every band.
final class TextInkCache: Sendable {
    private let bounds = Mutex<[Int: CGRect]>([:])

    /// The ink bounds of the text numbered `index`, from `measure` the
    /// first time they are asked for.
    func bounds(ofText index: Int, measure: () -> CGRect) -> CGRect {
        if let known = bounds.withLock({ $0[index] }) { return known }
        let measured = measure()
        bounds.withLock { $0[index] = measured }
        return measured
    }
}
