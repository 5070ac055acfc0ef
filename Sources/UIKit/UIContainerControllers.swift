import CoreGraphics
import Foundation

// Controllers that hold others: tabs, pages, split views. Their
// controllers are their children, as in UIKit.

/// Tabs of view controllers.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()
    open weak var delegate: (any UITabBarControllerDelegate)?
    open var customizableViewControllers: [UIViewController]?

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab, kept among the tabs.
    open var selectedIndex: Int {
        get { storedSelection }
        set { storedSelection = children.indices.contains(newValue) ? newValue : storedSelection }
    }

    private var storedSelection = 0

    open var selectedViewController: UIViewController? {
        get { children.indices.contains(storedSelection) ? children[storedSelection] : nil }
        set {
            if let index = children.firstIndex(where: { $0 === newValue }) { storedSelection = index }
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in children {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.items = (viewControllers ?? []).compactMap(\.tabBarItem)
        storedSelection = 0
    }
}

/// What a tab bar controller tells of selection: every method optional.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Pages of view controllers, asked of its data source as they are swiped.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl, scroll
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal, vertical
    }

    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }

    public enum SpineLocation: Int, Sendable {
        case none, min, mid, max
    }

    /// The options of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public let spineLocation: SpineLocation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .pageCurl ? .min : .none
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }

    /// The pages shown.
    open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }

    /// Shows `viewControllers` at once, then runs `completion` with true.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        for controller in children {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        completion?(true)
    }

    open var gestureRecognizers: [UIGestureRecognizer] { [] }
}

/// What a page view controller asks for the pages around one.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells of turning pages: every method optional.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    )
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {}
}

/// A primary column beside a secondary one (iPad), or a stack (iPhone).
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary
    }

    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    open var displayMode: DisplayMode {
        preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0.4
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var isCollapsed: Bool { UIScreen.main.idiom != .pad }
    private var columns: [Column: UIViewController] = [:]

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .unspecified)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The controllers: primary, then secondary.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for controller in children {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in newValue {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }

    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column] = vc
        if let vc, vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
    }

    open func viewController(for column: Column) -> UIViewController? { columns[column] }
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}
}
