import Foundation

/// How a shape's inside is found and its edges drawn, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// The even-odd rule: a point is inside when a ray from it crosses the
    /// outline an odd number of times, so overlapping subpaths leave holes.
    /// Otherwise the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
