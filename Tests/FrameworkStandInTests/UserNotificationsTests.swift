import Foundation
@testable import GalleyUserNotifications
import Testing

/// Records the queue a reply came on, and the reply.
private final class Reply<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (value: Value, onMain: Bool)?

    func set(_ value: Value) { lock.withLock { stored = (value, Thread.isMainThread) } }

    /// The reply, waited for at most two seconds.
    func wait() -> (value: Value, onMain: Bool)? {
        for _ in 0..<200 {
            if let stored = lock.withLock({ stored }) { return stored }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return nil
    }
}

/// A delegate that implements nothing: every method is optional.
private final class QuietDelegate: NSObject, UNUserNotificationCenterDelegate {}

// One center is shared by the process, so its story is told in order.
@Suite("UserNotifications stand-in", .serialized)
struct UserNotificationsTests {
    @Test(
        """
        Authorization is not determined until asked; asking replies false, later, off the main queue, and the \
        status becomes denied
        """
    )
    func authorization() async throws {
        let center = UNUserNotificationCenter.current()
        #expect(center === UNUserNotificationCenter.current())
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        let reply = Reply<Bool>()
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            reply.set(granted && error == nil)
        }
        let answer = try #require(reply.wait())
        #expect(answer.value == false && !answer.onMain)
        #expect(try await center.requestAuthorization(options: .provisional) == false)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .denied && settings.alertSetting == .disabled)
        #expect(UNAuthorizationOptions([.badge, .sound, .alert]).rawValue == 7)
    }

    @Test(
        """
        Requests with a trigger are pending, a copy of their content, in the order added; one of the same \
        identifier replaces it; one without a trigger is not kept; removing takes them away
        """
    )
    func pendingRequests() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        let content = UNMutableNotificationContent()
        content.title = "Stretch"
        content.body = "Five minutes"
        content.sound = .default
        content.badge = 1
        content.userInfo = ["screen": "exercise"]
        var nine = DateComponents()
        nine.hour = 9
        nine.minute = 30
        let daily = UNCalendarNotificationTrigger(dateMatching: nine, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: daily))
        content.title = "Changed after adding"
        let hourly = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
        // In an async function, as on iOS, `add(_:)` is the async form.
        try await center.add(UNNotificationRequest(identifier: "hourly", content: content, trigger: hourly))
        center.add(UNNotificationRequest(identifier: "now", content: content, trigger: nil), withCompletionHandler: nil)

        var pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["daily", "hourly"])
        #expect(pending[0].content.title == "Stretch" && pending[0].content.body == "Five minutes")
        #expect(pending[0].content.badge == 1 && pending[0].content.userInfo["screen"] as? String == "exercise")
        #expect(!(pending[0].content is UNMutableNotificationContent))
        let next = try #require(daily.nextTriggerDate())
        #expect(next > Date() && next.timeIntervalSinceNow <= 86_400)
        #expect(Calendar.current.dateComponents([.hour, .minute], from: next) == nine)
        let inAnHour = try #require(hourly.nextTriggerDate()).timeIntervalSinceNow
        #expect(inAnHour > 3590 && inAnHour <= 3600)

        let replacement = UNMutableNotificationContent()
        replacement.title = "Walk"
        let added = Reply<Bool>()
        center.add(UNNotificationRequest(identifier: "daily", content: replacement, trigger: daily)) { error in
            added.set(error == nil)
        }
        #expect(added.wait()?.value == true)
        let reply = Reply<[String]>()
        center.getPendingNotificationRequests { requests in reply.set(requests.map(\.content.title)) }
        #expect(reply.wait()?.value == ["Changed after adding", "Walk"])

        center.removePendingNotificationRequests(withIdentifiers: ["hourly"])
        pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["daily"])
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(await center.deliveredNotifications().isEmpty)
    }

    @Test("Categories are kept one per identifier; a delegate may implement nothing; a missing attachment throws")
    func categoriesDelegateAndAttachments() async throws {
        let center = UNUserNotificationCenter.current()
        let done = UNNotificationAction(identifier: "done", title: "Done", options: [.destructive])
        let reply = UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "task", actions: [done], intentIdentifiers: []),
            UNNotificationCategory(
                identifier: "task", actions: [], intentIdentifiers: [], options: .customDismissAction),
            UNNotificationCategory(
                identifier: "chat", actions: [reply], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: "Message"),
        ])
        let categories = await center.notificationCategories()
        #expect(Set(categories.map(\.identifier)) == ["task", "chat"])
        #expect(categories.first { $0.identifier == "chat" }?.actions.first is UNTextInputNotificationAction)

        let delegate = QuietDelegate()
        center.delegate = delegate
        #expect(center.delegate === delegate)
        let options = Reply<UInt>()
        // None is delivered in a preview; the test makes one as iOS would.
        let shown = UNNotification(
            date: Date(),
            request: UNNotificationRequest(identifier: "x", content: UNNotificationContent(), trigger: nil))
        delegate.userNotificationCenter(center, willPresent: shown, withCompletionHandler: { options.set($0.rawValue) })
        #expect(options.wait()?.value == 0)

        #expect {
            _ = try UNNotificationAttachment(
                identifier: "photo", url: URL(fileURLWithPath: "/nonexistent/photo.png"), options: nil)
        } throws: { error in
            (error as NSError).domain == UNErrorDomain && (error as NSError).code == 100
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("galley-attachment-\(UUID()).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let attachment = try UNNotificationAttachment(identifier: "", url: file)
        #expect(attachment.type == "public.png" && !attachment.identifier.isEmpty)
    }
}
