import Foundation
import GalleyText

/// Scales fonts and values for Dynamic Type, as a text style grows: by the
/// ratio of the style's size at the trait collection's size category to
/// its size at `.large`. A render's traits are at `.large`, where every
/// value is unchanged.
public struct UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` scaled for the current traits (the default size: unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for a trait collection's content size category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        let category =
            traitCollection?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
        let style = textStyle.style
        let base = style.pointSize(for: .large)
        guard base > 0 else { return value }
        return value * CGFloat(style.pointSize(for: category.dynamicTypeSize) / base)
    }

    /// A font scaled as `scaledValue(for:)` scales its size.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return size == font.pointSize ? font : font.withSize(size)
    }

    /// A font scaled, but no larger than `maximumPointSize`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
        let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        let capped = maximumPointSize.isFinite && maximumPointSize > 0 ? min(size, maximumPointSize) : size
        return capped == font.pointSize ? font : font.withSize(capped)
    }
}

extension UIContentSizeCategory {
    /// SwiftUI's size of the same name (`.large` when unspecified).
    package var dynamicTypeSize: DynamicTypeSize {
        switch self {
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        default: .large
        }
    }
}
