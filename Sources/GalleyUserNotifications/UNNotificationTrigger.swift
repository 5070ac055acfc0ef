import Foundation

/// When a notification is delivered: the base of the triggers.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it is delivered again after each time.
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }
}

/// After a number of seconds.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    private let scheduled: Date

    /// After `timeInterval` seconds from now; repeating, every
    /// `timeInterval` seconds (iOS asks at least 60 of a repeating one).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        scheduled = Date()
        super.init(repeats: repeats)
    }

    /// The next time it fires.
    open func nextTriggerDate() -> Date? {
        guard timeInterval > 0 else { return nil }
        let first = scheduled.addingTimeInterval(timeInterval)
        guard repeats, first < Date() else { return first }
        let periods = (Date().timeIntervalSince(first) / timeInterval).rounded(.down) + 1
        return first.addingTimeInterval(periods * timeInterval)
    }
}

/// At the next date matching some components (every day at 9:00, say),
/// in the current calendar.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date matching ``dateComponents``.
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A notification sent by the app's server (none is, in a preview).
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
