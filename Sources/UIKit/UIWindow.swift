import Foundation

/// A scene of the app. A preview connects none (`connectedScenes` is
/// empty), so these are made only by code that makes them itself.
open class UIScene: UIResponder, @unchecked Sendable {
    /// Where a scene is in its life: a preview's would be in the foreground.
    public enum ActivationState: Int, Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    public var activationState: ActivationState { .foregroundActive }
    public var title: String = ""
}

/// A scene with windows.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows: those made with `UIWindow(windowScene:)`.
    public private(set) var windows: [UIWindow] = []
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    public var screen: UIScreen { .main }
    public var traitCollection: UITraitCollection { .current }
    public var interfaceOrientation: UIDeviceOrientation { UIDevice.current.orientation }

    fileprivate func add(_ window: UIWindow) { windows.append(window) }
}

/// A window: a view holding the root view controller. Galley draws no
/// window; code that makes one keeps what it sets.
open class UIWindow: UIView {
    public var rootViewController: UIViewController?
    public weak var windowScene: UIWindowScene?
    public private(set) var isKeyWindow = false
    public var windowLevel: CGFloat = 0
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        windowScene.add(self)
    }

    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    public func makeKey() { isKeyWindow = true }
}
