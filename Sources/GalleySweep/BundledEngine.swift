import Galley
import GalleyText

/// Lays out the views sweeps are given in Swift, with the bundled fonts.
enum BundledEngine {
    /// An engine over the bundled fonts, under `limits`.
    static func make(limits: ResourceLimits = .standard) throws(MessageError) -> LayoutEngine {
        do {
            return LayoutEngine(textEngine: try TextEngine.bundled.get(), limits: limits)
        } catch {
            throw MessageError("the bundled fonts cannot be read: \(error)")
        }
    }
}
