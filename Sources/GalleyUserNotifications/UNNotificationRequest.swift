import Foundation

/// A notification to deliver: what it shows, and when.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// Names it: a request added with the identifier of a pending one replaces it.
    public let identifier: String
    public let content: UNNotificationContent
    /// When it is delivered; nil, at once.
    public let trigger: UNNotificationTrigger?

    /// A request of a copy of `content`, as iOS keeps one.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(fields: content.fields)
        self.trigger = trigger
    }
}

/// A notification delivered (none is, in a preview).
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// The user's answer to a notification (none comes, in a preview).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    /// The action chosen: ``UNNotificationDefaultActionIdentifier`` when the
    /// notification was opened, ``UNNotificationDismissActionIdentifier``
    /// when dismissed, or an action's identifier.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The answer to a text input action, with its text.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

/// The action of opening a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
