import Foundation

/// Whether an element the system draws is shown: a list row's separator,
/// a scroll view's background, a bar.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the system decides (shown, for a list's separators and background).
    case automatic
    case visible
    case hidden
}
