import CoreGraphics
import Foundation

// The items bars show: bar buttons, a navigation bar's item for each
// controller, a tab bar's items. Target–action pairs are kept and never
// called (Linux has no Objective-C runtime); a `primaryAction` is kept too.

/// An item of a bar: its title, image, tag and enabled state.
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var isEnabled = true
    open var tag = 0
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {}

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A button in a navigation bar or toolbar.
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain, bordered, done, prominent
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search
        case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close, writingTools
    }

    open var style: Style = .plain
    open var width: CGFloat = 0
    open var customView: UIView?
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var tintColor: UIColor?
    open var isSelected = false
    open var isHidden = false
    open var changesSelectionAsPrimaryAction = false
    /// The system item it was made as; nil for a titled, image or custom item.
    public private(set) var systemItem: SystemItem?

    public override init() {}

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        setTarget(target, action: action)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item (iOS 14) of a system item, an action or a menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item (iOS 14) titled by its action, or with a menu.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A flexible space between items (iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space of `width` points between items (iOS 14).
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target.flatMap(Weak.object)
        self.action = action
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
    open func setBackButtonBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {}
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {}

    /// The appearance proxy: an item of its own; what is set on it changes nothing drawn.
    open class func appearance() -> UIBarButtonItem { UIBarButtonItem() }
    open class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIBarButtonItem { appearance() }
}

/// What a navigation bar shows for a controller: its title and buttons.
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    public enum BackButtonDisplayMode: Int, Sendable {
        case `default`, generic, minimal
    }

    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    public init(title: String) {
        self.title = title
    }

    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

/// A tab bar's item for a controller.
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var titlePositionAdjustment: UIOffset = .zero
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?

    public override init() {}

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
