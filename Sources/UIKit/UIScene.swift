import CoreGraphics
import Foundation

// Scenes, their sessions and delegates, as the SceneDelegate files next to
// an app's views declare them. A preview connects no scene
// (`UIApplication.shared.connectedScenes` is empty) and calls no delegate;
// these are made only by code that makes them itself.

/// A scene of the app.
open class UIScene: UIResponder, @unchecked Sendable {
    /// Where a scene is in its life: a preview's would be in the foreground.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What the system hands a connecting scene: URLs, activities, a shortcut.
    open class ConnectionOptions: NSObject, @unchecked Sendable {
        public let urlContexts: Set<UIOpenURLContext>
        public let sourceApplication: String?
        public let handoffUserActivityType: String?
        public let userActivities: Set<NSUserActivity>
        public let shortcutItem: UIApplicationShortcutItem?

        public init(
            urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil,
            userActivities: Set<NSUserActivity> = [], shortcutItem: UIApplicationShortcutItem? = nil
        ) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
        }
    }

    /// How a URL was opened in a scene.
    open class OpenURLOptions: NSObject, @unchecked Sendable {
        public let sourceApplication: String?
        public let annotation: Any?
        public let openInPlace: Bool

        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }

    public let session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit holds it).
    open var delegate: (any UISceneDelegate)?
    open var activationState: ActivationState { .foregroundActive }
    open var title: String = ""
    open var subtitle: String = ""

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// A scene of a session of its own.
    public override convenience init() {
        self.init(session: UISceneSession(role: .windowApplication), connectionOptions: ConnectionOptions())
    }

    open func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// How ``open(_:options:completionHandler:)`` opens a URL.
    open class OpenExternalURLOptions: NSObject, @unchecked Sendable {
        open var universalLinksOnly = false
        public override init() {}
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene with windows.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows: those made with `UIWindow(windowScene:)`.
    public private(set) var windows: [UIWindow] = []
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { .current }
    open var interfaceOrientation: UIInterfaceOrientation {
        UIDevice.current.orientation.isLandscape ? .landscapeLeft : .portrait
    }

    open var coordinateSpace: UIView { UIView(frame: screen.bounds) }
    /// The status bar of the canvas: 47 points tall on the standard iPhone (54 on later ones), at the top.
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager()
    public private(set) lazy var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()

    package func add(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    package func remove(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }
}

/// The status bar's frame and style.
open class UIStatusBarManager: NSObject, @unchecked Sendable {
    public override init() {}
    open var statusBarStyle: UIStatusBarStyle { .default }
    open var isStatusBarHidden: Bool { false }
    /// The status bar's frame: the screen's width, 47 points tall (the standard iPhone's).
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 47) }
}

/// How small and large a scene's windows may be (Mac Catalyst, iPad).
open class UISceneSizeRestrictions: NSObject, @unchecked Sendable {
    open var minimumSize: CGSize = .zero
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    open var allowsFullScreen = true
}

/// A scene's session: its role and configuration, kept while the scene comes and goes.
open class UISceneSession: NSObject, @unchecked Sendable {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
        public static let immersiveSpaceApplication = Role("UISceneSessionRoleImmersiveSpaceApplication")
    }

    public let role: Role
    public let configuration: UISceneConfiguration
    public let persistentIdentifier: String
    public internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?
    open var stateRestorationActivity: NSUserActivity?

    /// A session of a role, with a configuration of that role. (The system
    /// makes sessions on iOS; a preview makes them only for scenes code makes.)
    package init(role: Role, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
    }
}

/// A scene's name, role, and the classes of its scene and delegate.
open class UISceneConfiguration: NSObject, @unchecked Sendable {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// A URL opened in a scene, with how it was opened.
open class UIOpenURLContext: NSObject, @unchecked Sendable {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }
}

/// What a scene tells its delegate of its life: every method optional.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// What a window scene tells its delegate: the scene delegate's methods,
/// and the window it keeps. Every member optional.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIView,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    )
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// No window, unless the delegate declares one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIView,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}

    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }
}

/// A Home Screen quick action.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let icon: UIApplicationShortcutIcon?
    public let userInfo: [String: any NSSecureCoding]?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }
}

/// A quick action's icon.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
            cloud
        case invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm
        case bookmark, shuffle, audio, update
    }

    public init(type: IconType) {}
    public init(systemImageName: String) {}
    public init(templateImageName: String) {}
}
