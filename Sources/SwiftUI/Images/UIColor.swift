import Foundation

/// UIKit's colours, as far as SwiftUI code uses them: the semantic colours
/// that adapt to the colour scheme (`Color(.secondarySystemBackground)`,
/// `Color(uiColor: .separator)`), the system colours, and components.
public struct UIColor: Hashable, Sendable {
    let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from a SwiftUI colour.
    public init(_ color: Color) {
        self.color = color
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var resolved = color
        resolved.opacity = 1
        return UIColor(resolved.opacity(Double(alpha)))
    }

    public static let label = UIColor(.label)
    public static let secondaryLabel = UIColor(.secondaryLabel)
    public static let tertiaryLabel = UIColor(.tertiaryLabel)
    public static let quaternaryLabel = UIColor(.quaternaryLabel)
    public static let placeholderText = UIColor(.placeholderText)
    public static let link = UIColor(.link)
    public static let separator = UIColor(.separator)
    public static let opaqueSeparator = UIColor(.opaqueSeparator)
    public static let systemBackground = UIColor(.systemBackground)
    public static let secondarySystemBackground = UIColor(.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(.tertiarySystemGroupedBackground)
    public static let systemFill = UIColor(.systemFill)
    public static let secondarySystemFill = UIColor(.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(.quaternarySystemFill)
    public static let systemGray = UIColor(.systemGray)
    public static let systemGray2 = UIColor(.systemGray2)
    public static let systemGray3 = UIColor(.systemGray3)
    public static let systemGray4 = UIColor(.systemGray4)
    public static let systemGray5 = UIColor(.systemGray5)
    public static let systemGray6 = UIColor(.systemGray6)
    public static let systemRed = UIColor(.red)
    public static let systemOrange = UIColor(.orange)
    public static let systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green)
    public static let systemMint = UIColor(.mint)
    public static let systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue)
    public static let systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink)
    public static let systemBrown = UIColor(.brown)
    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let gray = UIColor(.gray)
    public static let clear = UIColor(.clear)
    public static let tintColor = UIColor(.accentColor)
}
