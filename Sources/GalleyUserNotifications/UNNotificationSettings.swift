import Foundation

/// What the app may show, as the user set it: nothing, until allowed.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
    }

    private var setting: UNNotificationSetting { authorizationStatus == .notDetermined ? .notSupported : .disabled }

    open var soundSetting: UNNotificationSetting { setting }
    open var badgeSetting: UNNotificationSetting { setting }
    open var alertSetting: UNNotificationSetting { setting }
    open var notificationCenterSetting: UNNotificationSetting { setting }
    open var lockScreenSetting: UNNotificationSetting { setting }
    open var carPlaySetting: UNNotificationSetting { setting }
    open var criticalAlertSetting: UNNotificationSetting { setting }
    open var announcementSetting: UNNotificationSetting { setting }
    open var timeSensitiveSetting: UNNotificationSetting { setting }
    open var scheduledDeliverySetting: UNNotificationSetting { setting }
    open var directMessagesSetting: UNNotificationSetting { setting }
    open var alertStyle: UNAlertStyle { .none }
    open var showPreviewsSetting: UNShowPreviewsSetting { .always }
    open var providesAppNotificationSettings: Bool { false }
}

/// Whether the app may show notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}

/// Whether one kind of showing is on.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// How an alert is shown.
public enum UNAlertStyle: Int, Sendable {
    case none = 0
    case banner = 1
    case alert = 2
}

/// When a notification's preview is shown.
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0
    case whenAuthenticated = 1
    case never = 2
}

/// What the app asks to do with notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    @available(*, deprecated, message: "Announcement authorization is always included")
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    @available(*, deprecated, message: "Use the com.apple.developer.usernotifications.time-sensitive entitlement")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// How a notification is shown while the app is in the foreground.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(*, deprecated, message: "Use list and banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
