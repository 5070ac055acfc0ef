import Foundation

/// The app: what SwiftUI code asks of `UIApplication.shared`. A preview
/// opens nothing, and its one window is the canvas: `open` does nothing and reports
/// failure, `canOpenURL` is false.
open class UIApplication: UIResponder, @unchecked Sendable {
    public static var shared: UIApplication { UIApplication() }

    public static let openSettingsURLString = "app-settings:"
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is active: it is.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public var applicationState: State { .active }
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0
    /// The app's scenes: one window scene, whose key window is the canvas.
    public var connectedScenes: Set<UIScene> {
        let scene = UIWindowScene()
        UIApplicationWindow(windowScene: scene).makeKeyAndVisible()
        return [scene]
    }
    /// The app's windows: the key window, the canvas with the device's safe area.
    public var windows: [UIWindow] {
        connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }
    }
    /// The key window: the canvas.
    public var keyWindow: UIWindow? { windows.first }
    public var supportsMultipleScenes: Bool { false }

    /// Opens nothing; the handler is told it failed.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
    ) {
        completionHandler?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends an action along the responder chain: without an Objective-C
    /// runtime nothing can be called by its selector; false. (The common
    /// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`
    /// hides a keyboard no render shows.)
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        false
    }

    /// The app's delegate: a preview launches no app, so none; setting one keeps nothing
    /// (`shared` is a new object each time it is asked for).
    public var delegate: (any UIApplicationDelegate)? {
        get { nil }
        set {}
    }

    /// The reader's text size: the default, as a render's traits have it.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The scenes' sessions: a preview opens none.
    public var openSessions: Set<UISceneSession> { [] }
    public var shortcutItems: [UIApplicationShortcutItem]?
    public var isRegisteredForRemoteNotifications: Bool { false }
    public var supportsAlternateIcons: Bool { false }
    public var alternateIconName: String? { nil }
    public var applicationSupportsShakeToEdit = true
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    public var statusBarOrientation: UIInterfaceOrientation {
        UIDevice.current.orientation.isLandscape ? .landscapeLeft : .portrait
    }

    public func unregisterForRemoteNotifications() {}

    /// Starts a background task: a preview never goes to the background; an identifier to end it with.
    public func beginBackgroundTask(
        withName taskName: String? = nil, expirationHandler handler: (() -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: 1)
    }

    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}

    /// Asks for a scene: a preview opens none; the error handler is not called.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {}

    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {}

    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")

    public func registerForRemoteNotifications() {}
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}

/// A background task's identifier.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIScene {
    /// How a scene is asked for.
    open class ActivationRequestOptions: NSObject, @unchecked Sendable {
        open var requestingScene: UIScene?
        public override init() {}
    }
}

/// How a scene's destruction is asked for.
open class UISceneDestructionRequestOptions: NSObject, @unchecked Sendable {
    public override init() {}
}

/// A haptic: a preview has no Taptic Engine, so every generator does nothing.
open class UIFeedbackGenerator: NSObject {
    public override init() {}
    public func prepare() {}
}

/// A tap of a weight.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public init(style: FeedbackStyle = .medium) {
        super.init()
    }

    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning or error, felt.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A selection changing, felt.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() {}
}

/// The window a preview is drawn in: the canvas, with the device's safe area.
private final class UIApplicationWindow: UIWindow {
    override var safeAreaInsets: UIEdgeInsets { screen.safeAreaInsets }
}
