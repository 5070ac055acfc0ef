import Foundation

/// A stack of view controllers. Galley never shows a UIKit controller (a
/// representable draws as a placeholder); this keeps the stack code builds.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    public var isNavigationBarHidden = false

    public override init() {
        super.init()
    }

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { viewControllers.last }

    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller, never the root one.
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }

    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
