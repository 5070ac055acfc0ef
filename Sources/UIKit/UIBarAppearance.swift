import Foundation

// The bars' appearance objects, which SwiftUI code sets in an `init` to
// style the navigation and tab bars. Galley draws its bars from SwiftUI's
// own modifiers (`toolbarBackground`, `toolbarColorScheme`); what is set
// here is kept on the object and changes nothing drawn.

/// The look of a bar: its background and shadow.
open class UIBarAppearance: NSObject, @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var backgroundEffect: UIBlurEffect?
    public var backgroundImage: UIImage?
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?

    public override init() {}

    /// A background of the system's opaque bar colour, with a shadow.
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = .separator
    }

    /// An opaque background (`systemBackground`), with a shadow.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = .separator
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }
}

/// The look of a navigation bar, and of its titles.
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    public var backButtonAppearance = UIBarButtonItemAppearance()
    public var buttonAppearance = UIBarButtonItemAppearance()

    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// The look of a tab bar, and of its items.
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
    public var selectionIndicatorTintColor: UIColor?
}

/// The look of a bar's buttons.
open class UIBarButtonItemAppearance: NSObject, @unchecked Sendable {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public override init() {}
}

/// A bar button's look in one state.
open class UIBarButtonItemStateAppearance: NSObject, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
}

/// The look of a tab bar's items.
open class UITabBarItemAppearance: NSObject, @unchecked Sendable {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public override init() {}
}

/// A tab bar item's look in one state.
open class UITabBarItemStateAppearance: NSObject, @unchecked Sendable {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeBackgroundColor: UIColor?
}

/// An offset, as bars adjust titles by.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// The look of a toolbar.
open class UIToolbarAppearance: UIBarAppearance, @unchecked Sendable {
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var doneButtonAppearance = UIBarButtonItemAppearance()
}
