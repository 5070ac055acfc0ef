import Foundation

/// The app's notifications, as a preview on a new iOS Simulator has them:
/// the app has not been allowed to show any, and no one is there to allow
/// it. So:
///
/// - ``notificationSettings()`` says ``UNAuthorizationStatus/notDetermined``
///   until ``requestAuthorization(options:completionHandler:)`` is called,
///   which replies `false` (as when the prompt is declined), later, on a
///   queue of its own, and the status becomes
///   ``UNAuthorizationStatus/denied``;
/// - requests with a trigger are kept as pending, listed and removed as on
///   iOS, and never delivered; one without a trigger is delivered at once
///   on iOS, and, not being allowed, is dropped.
///
/// Completion handlers are called on a queue of their own, as iOS calls
/// them; a preview's picture is drawn before they are.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private let state = NSLock()
    private var status = UNAuthorizationStatus.notDetermined
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    private static let shared = UNUserNotificationCenter()
    private static let replies = DispatchQueue(label: "UNUserNotificationCenter.replies")

    override private init() {}

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Told when a notification is shown or answered (neither happens in a preview).
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { state.withLock { storedDelegate } }
        set { state.withLock { storedDelegate = newValue } }
    }

    /// Whether the app's notification content extensions can be shown.
    open var supportsContentExtensions: Bool { false }

    /// Asks to show notifications: `completionHandler` gets `false` and no
    /// error (see the type's description).
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        declineAuthorization()
        Self.replies.async { completionHandler(false, nil) }
    }

    /// Asks to show notifications: `false` (see the type's description).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        declineAuthorization()
        return false
    }

    private func declineAuthorization() {
        state.withLock { if status == .notDetermined { status = .denied } }
    }

    /// The app's notification settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        let settings = currentSettings()
        Self.replies.async { completionHandler(settings) }
    }

    /// The app's notification settings.
    open func notificationSettings() async -> UNNotificationSettings { currentSettings() }

    private func currentSettings() -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: state.withLock { status })
    }

    /// Schedules `request`, replacing a pending one of the same identifier;
    /// without a trigger it would be shown at once, and is not.
    open func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        schedule(request)
        if let completionHandler { Self.replies.async { completionHandler(nil) } }
    }

    /// Schedules `request` (see ``add(_:withCompletionHandler:)``).
    open func add(_ request: UNNotificationRequest) async throws {
        schedule(request)
    }

    private func schedule(_ request: UNNotificationRequest) {
        state.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            if request.trigger != nil { pending.append(request) }
        }
    }

    /// The requests scheduled and not yet delivered, in the order they were added.
    open func getPendingNotificationRequests(
        completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
    ) {
        let requests = state.withLock { pending }
        Self.replies.async { completionHandler(requests) }
    }

    /// The requests scheduled and not yet delivered, in the order they were added.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { state.withLock { pending } }

    /// Removes the pending requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        state.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() {
        state.withLock { pending.removeAll() }
    }

    /// The notifications shown and still in Notification Center: none.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        Self.replies.async { completionHandler([]) }
    }

    /// The notifications shown and still in Notification Center: none.
    open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes the delivered notifications with these identifiers (there are none).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification (there are none).
    open func removeAllDeliveredNotifications() {}

    /// The kinds of notification the app has, with their actions.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        state.withLock { self.categories = categories }
    }

    /// The kinds of notification the app has.
    open func getNotificationCategories(
        completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
        let categories = state.withLock { self.categories }
        Self.replies.async { completionHandler(categories) }
    }

    /// The kinds of notification the app has.
    open func notificationCategories() async -> Set<UNNotificationCategory> { state.withLock { categories } }

    /// Sets the number on the app's icon (no icon is drawn).
    open func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        if let completionHandler { Self.replies.async { completionHandler(nil) } }
    }

    /// Sets the number on the app's icon (no icon is drawn).
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// Told when a notification is about to be shown while the app is in the
/// foreground, when the user answers one, and when they open the app's
/// notification settings; every method has a default that does nothing
/// (presenting nothing), as Apple's are optional.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        []
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {}

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {}
}
