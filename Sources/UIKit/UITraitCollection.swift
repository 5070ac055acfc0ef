import Foundation

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Compact or regular width or height.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The kind of device: the canvas's (``UIDevice``).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The reader's text size, UIKit's names for Dynamic Type's sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Posted when the reader's text size changes: never, in a render.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// The traits views are drawn with: the canvas's, light, compact width
/// on a phone, the default text size.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat

    public init(
        userInterfaceStyle: UIUserInterfaceStyle = .light, horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
        verticalSizeClass: UIUserInterfaceSizeClass = .regular, preferredContentSizeCategory: UIContentSizeCategory = .large,
        userInterfaceIdiom: UIUserInterfaceIdiom = .phone, displayScale: CGFloat = 3
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .compact)
    }

    /// Whether the colours of `traitCollection` (its light or dark style) differ from these.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
    public var legibilityWeight: UILegibilityWeight { .regular }
    public var accessibilityContrast: UIAccessibilityContrast { .normal }
    public var userInterfaceLevel: UIUserInterfaceLevel { .base }

    /// These traits with another interface style.
    package func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(
            userInterfaceStyle: style, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            preferredContentSizeCategory: preferredContentSizeCategory, userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale
        )
    }

    /// The traits of the canvas being drawn.
    public static var current: UITraitCollection {
        let screen = UIScreen.main
        return UITraitCollection(
            horizontalSizeClass: screen.idiom == .pad ? .regular : .compact, userInterfaceIdiom: screen.idiom, displayScale: screen.scale
        )
    }
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base, elevated
}

/// Distances inward from a rectangle's edges.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

/// Distances inward from a rectangle's edges, leading and trailing.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}
