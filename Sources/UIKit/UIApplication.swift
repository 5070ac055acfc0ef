import Foundation

/// The app: what SwiftUI code asks of `UIApplication.shared`. A preview
/// opens nothing and has no windows: `open` does nothing and reports
/// failure, `canOpenURL` is false.
open class UIApplication: UIResponder, @unchecked Sendable {
    public static var shared: UIApplication { UIApplication() }

    public static let openSettingsURLString = "app-settings:"
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is active: it is.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public var applicationState: State { .active }
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0
    /// The app's scenes: a preview connects none.
    public var connectedScenes: Set<UIScene> { [] }
    /// The app's windows: a preview opens none.
    public var windows: [UIWindow] { [] }
    /// The key window: none.
    public var keyWindow: UIWindow? { nil }
    public var supportsMultipleScenes: Bool { false }

    /// Opens nothing; the handler is told it failed.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends an action along the responder chain (`#selector(…)` names it
    /// on Apple's platforms; a string here): there is none; false.
    @discardableResult
    public func sendAction(_ action: String, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }

    public func registerForRemoteNotifications() {}
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
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
