import Foundation
import Galley

/// Finding views in a laid-out tree, as the test suites do.
extension PlacedView {
    /// The views inside this one (itself included) named `name`, depth first.
    public func all(_ name: String) -> [PlacedView] {
        allViews.filter { $0.name == name }
    }

    /// The first view inside this one (itself included) named `name`.
    public func first(_ name: String) -> PlacedView? {
        allViews.first { $0.name == name }
    }

    /// The first Text showing exactly `string` on its lines (joined by spaces).
    public func text(_ string: String) -> PlacedView? {
        allViews.first { $0.text?.lineStrings.joined(separator: " ") == string }
    }

    /// The text of every Text, its lines joined by spaces, depth first.
    public var texts: [String] {
        allViews.compactMap { $0.text?.lineStrings.joined(separator: " ") }
    }

    /// The lines of every Text, depth first.
    public var textLines: [[String]] {
        allViews.compactMap { $0.text?.lineStrings }
    }

    /// The frames of every view, depth first, for comparing layouts.
    public var frames: [CGRect] {
        allViews.map(\.frame)
    }
}

/// Whether two coordinates agree within a pixel at @3x (origins snap to
/// the pixel grid, so a centred view can sit up to 1/6 pt off).
public func nearlyEqual(_ lhs: CGFloat, _ rhs: CGFloat, within tolerance: Double = 0.34) -> Bool {
    abs(Double(lhs) - Double(rhs)) < tolerance
}
