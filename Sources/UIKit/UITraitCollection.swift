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
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Posted when the reader's text size changes: never, in a render.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// Traits of an interface: its style, size classes, text size, idiom,
/// scale and direction. As in UIKit, a collection made with only some
/// traits leaves the others unspecified (`UITraitCollection(userInterfaceStyle: .dark)`
/// has no size class and a display scale of 0); ``current`` is the canvas's,
/// with every trait set.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A collection of the traits given; those left out are unspecified.
    public init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// The collections merged: each trait as the last collection that
    /// specifies it has it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified)
        )
    }

    /// Whether the colours of `traitCollection` (its light or dark style) differ from these.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    public var legibilityWeight: UILegibilityWeight { .regular }
    public var accessibilityContrast: UIAccessibilityContrast { .normal }
    public var userInterfaceLevel: UIUserInterfaceLevel { .base }

    /// These traits with another interface style.
    package func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The traits of the canvas being drawn.
    public static var current: UITraitCollection {
        let screen = UIScreen.main
        return UITraitCollection(
            userInterfaceStyle: .light, horizontalSizeClass: screen.idiom == .pad ? .regular : .compact,
            verticalSizeClass: .regular,
            preferredContentSizeCategory: .large, userInterfaceIdiom: screen.idiom, displayScale: screen.scale,
            layoutDirection: .leftToRight
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
