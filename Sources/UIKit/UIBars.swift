import CoreGraphics
import Foundation

// The bars: navigation bar, tab bar and toolbar, as code styles them
// (often through `appearance()` in an app's `init`). Galley draws its
// bars from SwiftUI's own modifiers (`toolbarBackground`,
// `toolbarColorScheme`); what is set here is kept and changes nothing drawn.

/// A navigation bar.
open class UINavigationBar: UIView {
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open weak var delegate: (any UINavigationBarDelegate)?
    public private(set) var items: [UINavigationItem]?

    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?.dropLast().last : nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
    {}
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}

    /// The appearance proxy: a bar of its own; what is set on it changes nothing drawn.
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UINavigationBar {
        appearance()
    }
}

/// What a navigation bar asks before pushing and popping items: every method optional.
@MainActor @preconcurrency
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
}

/// A tab bar.
open class UITabBar: UIView {
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var shadowImage: UIImage?
    open var backgroundImage: UIImage?
    open var itemPositioning: ItemPositioning = .automatic
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open weak var delegate: (any UITabBarDelegate)?

    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// The appearance proxy: a bar of its own; what is set on it changes nothing drawn.
    open override class func appearance() -> UITabBar { UITabBar() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITabBar { appearance() }
}

/// What a tab bar tells of selection: every method optional.
@MainActor @preconcurrency
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A toolbar of bar button items.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {}
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {}

    /// The appearance proxy: a bar of its own; what is set on it changes nothing drawn.
    open override class func appearance() -> UIToolbar { UIToolbar() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIToolbar { appearance() }
}
