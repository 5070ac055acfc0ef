import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: how long it is,
/// the space after it, and how items sit in its cells.
public struct GridItem: Sendable {
    /// How a grid item's length is worked out from the grid's.
    public enum Size: Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track that takes an equal share of what the fixed items
        /// leave, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` (and at most `maximum`) as
        /// fit in the share this item gets.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this item's track (and between an adaptive item's
    /// own tracks); nil for the default, 8 points.
    public var spacing: CGFloat?
    /// Where items sit in their cells; nil for `.center`.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
