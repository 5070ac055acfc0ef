import CoreGraphics
import Foundation

/// A UIKit view controller: what `UIViewControllerRepresentable` code
/// makes. Galley never shows one (the representable draws as a
/// placeholder), but a controller behaves as UIKit's where code can see
/// it: its `view` is made on first use by ``loadView()``, then
/// ``viewDidLoad()`` runs; children and presented controllers are kept
/// with their parents and presenters.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    private var childControllers: [UIViewController] = []

    /// The controller's view (`UIView!` as on iOS): loaded on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                if isLoadingView {
                    loadedView = UIView(frame: UIScreen.main.bounds)
                } else {
                    loadViewIfNeeded()
                }
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    public let nibName: String?
    public let nibBundle: Bundle?
    public private(set) weak var parent: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var presentedViewController: UIViewController?
    /// The storyboard the controller came from: none in a render.
    public var storyboard: UIStoryboard? { nil }

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false
    open var preferredContentSize: CGSize = .zero
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var viewRespectsSystemMinimumLayoutMargins = true
    open var hidesBottomBarWhenPushed = false
    open var isEditing = false
    open var restorationIdentifier: String?
    open var toolbarItems: [UIBarButtonItem]?
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    /// The item a navigation bar shows for this controller.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers from an archive: Galley reads none; an empty controller.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    open override var next: UIResponder? { parent ?? presentingViewController }

    // MARK: View

    /// Makes ``view``: a plain view the size of the screen, unless overridden.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded, then runs ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        isLoadingView = false
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func updateViewConstraints() {}
    open func didReceiveMemoryWarning() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editButtonItem: UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: isEditing ? .done : .edit, target: self, action: nil)
    }

    /// The traits: the canvas's, with the nearest ``overrideUserInterfaceStyle`` up the parents.
    open var traitCollection: UITraitCollection {
        var controller: UIViewController? = self
        while let current = controller {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection.current.with(userInterfaceStyle: current.overrideUserInterfaceStyle)
            }
            controller = current.parent
        }
        return .current
    }

    // MARK: Containment

    public var children: [UIViewController] { childControllers }

    /// Adds `childController` (taking it from its old parent); calls its
    /// ``willMove(toParent:)``, as UIKit does. Call ``didMove(toParent:)`` after.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parent !== self {
            childController.willMove(toParent: self)
            childController.removeFromParent()
        }
        if !childControllers.contains(where: { $0 === childController }) { childControllers.append(childController) }
        childController.parent = self
    }

    /// Leaves the parent; calls ``didMove(toParent:)`` with nil, as UIKit does.
    open func removeFromParent() {
        guard let parent else { return }
        parent.childControllers.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among the parents.
    open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    /// The nearest tab bar controller among the parents.
    open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
    /// The nearest split view controller among the parents.
    open var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }

    private func ancestor<Controller: UIViewController>(_ type: Controller.Type) -> Controller? {
        var controller = parent
        while let current = controller {
            if let found = current as? Controller { return found }
            controller = current.parent
        }
        return nil
    }

    // MARK: Presentation

    /// Presents `viewControllerToPresent` from this controller (or the one
    /// it presents already, as UIKit requires), then runs `completion`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        var presenter: UIViewController = self
        while let presented = presenter.presentedViewController { presenter = presented }
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        completion?()
    }

    /// Dismisses what this controller presents, or this controller if it
    /// presents nothing, then runs `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }

    /// Shows `vc` the way the context does: pushed on the navigation
    /// controller if there is one, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { show(vc, sender: sender) }

    /// The popover's controller, for a controller presented as a popover
    /// (as a share sheet is on iPad); nil otherwise.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = storedPresentationController as? UIPopoverPresentationController { return popover }
        let popover = UIPopoverPresentationController(
            presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = popover
        return popover
    }

    /// The sheet's controller (iOS 15), for a controller presented as a page or form sheet; nil otherwise.
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let sheet = storedPresentationController as? UISheetPresentationController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = sheet
        return sheet
    }

    open var presentationController: UIPresentationController? {
        storedPresentationController ?? sheetPresentationController ?? popoverPresentationController
    }

    private var storedPresentationController: UIPresentationController?

    // MARK: Status bar and orientation

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    // MARK: Storyboards and bars

    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
}

extension UIViewController: UIAppearanceContainer {}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// How a presented controller comes on screen.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// The status bar's text colour.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// The orientations an interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// Which way up the interface is.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What a size change's animation offers code to run beside it: the
/// change is immediate, so each block runs at once.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// A transition's state, as a coordinator's blocks are given it.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// Gives a presented controller its own transitions: every method optional.
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: AnyObject {}

/// A storyboard segue, as `prepare(for:sender:)` is given one.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    open func perform() {}
}

/// A storyboard: Galley reads none, so its controllers are plain ones.
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
    }

    /// The storyboard's first controller: none.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The controller of an identifier: a plain controller, as Galley reads no storyboard.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let controller = UIViewController()
        controller.restorationIdentifier = identifier
        return controller
    }
}
