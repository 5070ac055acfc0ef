import CoreGraphics
import Foundation

/// A window: a view holding the root view controller. Galley draws no
/// window; code that makes one keeps what it sets, and a window made for
/// a scene joins the scene's `windows`.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// The scene the window belongs to; setting it moves the window to the scene's `windows`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    public private(set) var isKeyWindow = false
    open var windowLevel: UIWindow.Level = .normal
    open var screen: UIScreen = .main
    open var canResizeToFitContent = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window the size of the scene's screen, in the scene.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.add(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window key, and the scene's other windows not.
    open func makeKey() {
        for window in windowScene?.windows ?? [] where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        becomeKey()
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// A window's place in front of or behind others.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
