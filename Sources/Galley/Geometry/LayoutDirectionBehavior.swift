import Foundation

/// What should happen to a view's or a shape's drawing when the layout
/// direction changes: SwiftUI's `LayoutDirectionBehavior` (iOS 17), for
/// `layoutDirectionBehavior(_:)` and ``Shape/layoutDirectionBehavior``.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored horizontally when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrored when the layout direction is right to left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether the drawing is mirrored in `direction`.
    public func mirrors(in direction: LayoutDirection) -> Bool {
        guard case .mirrors(let mirrored) = self else { return false }
        return mirrored == direction
    }
}
