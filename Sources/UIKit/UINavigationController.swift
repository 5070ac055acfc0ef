import CoreGraphics
import Foundation

/// A stack of view controllers, each a child of the navigation controller
/// (so its `navigationController` is this one). Galley never shows a UIKit
/// controller (a representable draws as a placeholder); this keeps the
/// stack code builds.
open class UINavigationController: UIViewController, _UINavigationControllerDelegating {
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    /// The delegate, whichever protocol a subclass's `delegate` takes.
    package weak var navigationDelegate: (any UINavigationControllerDelegate)?

    public let navigationBar = UINavigationBar()
    public let toolbar: UIToolbar! = UIToolbar()
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? =
        UIScreenEdgePanGestureRecognizer()
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in children where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers {
            controller.removeFromParent()
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller, never the root one.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    /// Pops every controller above the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; nil when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        for controller in popped {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }
}

/// Gives `UINavigationController` its `delegate` in an extension, so that
/// the image picker can declare its own, as UIKit's does (Swift lets no
/// class override a property with another type).
public protocol _UINavigationControllerDelegating: AnyObject {}

extension _UINavigationControllerDelegating where Self: UINavigationController {
    /// What the navigation controller tells of pushes and pops.
    public var delegate: (any UINavigationControllerDelegate)? {
        get { navigationDelegate }
        set { navigationDelegate = newValue }
    }
}

/// What a navigation controller tells of showing controllers: every method optional.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
