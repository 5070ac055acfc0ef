import Foundation

/// A font resolved to faces: the primary face first, then the faces that
/// supply characters it lacks, loaded as text needs them.
public struct ResolvedFont: Hashable, Sendable {
    let chain: FallbackChain
    /// The size in points.
    public var size: Double
    /// An italic was asked for but the family has none: a painter may slant
    /// the upright face.
    public var needsSyntheticItalic: Bool
    /// The chain's index of the system font's faces, when they take the
    /// system tracking.
    let systemFaceIndex: Int?
    /// The points the system font's faces add after each character at this size.
    let systemTracking: Double

    /// The points the face at `index` of the chain adds after each
    /// character, beyond the text's own kerning or tracking.
    func tracking(forFaceAt index: Int) -> Double {
        index == systemFaceIndex ? systemTracking : 0
    }

    /// The line box the system font's faces take instead of their own.
    let systemLineBox: SystemFontRoles.LineBox?
    /// The distance between baselines of a text style's lines, in points;
    /// nil for fonts spaced by their faces alone.
    let lineHeight: Double?

    /// The ascent, descent and leading of a line set with the face at
    /// `index` of the chain: the face's own, or the system line box for
    /// the system font's faces; a text style's leading makes up its line
    /// height where the face's box is shorter.
    func lineMetrics(of face: FontFace, at index: Int) -> LineMetrics {
        var metrics = LineMetrics(face: face, size: size)
        if index == systemFaceIndex, let box = systemLineBox {
            metrics.ascent = box.ascender * size
            metrics.descent = box.descender * size
        }
        if let lineHeight {
            metrics.leading = max(metrics.leading, lineHeight - metrics.ascent - metrics.descent)
        }
        return metrics
    }

    /// The fallback chain, every face loaded; never empty for a library
    /// that loaded.
    public var faces: [FontFace] {
        (0..<chain.count).compactMap { chain.face(at: $0) }
    }

    /// The face that sets the line height of empty lines and of text it
    /// draws: the first that loads.
    public var primary: FontFace? { chain.primaryIndex.flatMap { chain.face(at: $0) } }
}
