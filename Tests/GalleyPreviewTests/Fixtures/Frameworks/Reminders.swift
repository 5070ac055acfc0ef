import SwiftUI
import UserNotifications

// A daily reminder as apps schedule one, with a delegate for when it shows.
final class ReminderScheduler: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .sound])
    }

    func scheduleDaily(_ title: String, hour: Int) -> String {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in }
        let content = UNMutableNotificationContent()
        content.title = title
        content.sound = .default
        var time = DateComponents()
        time.hour = hour
        let trigger = UNCalendarNotificationTrigger(dateMatching: time, repeats: true)
        center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
        let next = trigger.nextTriggerDate().map { Calendar.current.component(.hour, from: $0) } ?? -1
        return "\(title) at \(next)"
    }
}

struct RemindersView: View {
    @State private var scheduled = ""
    private let scheduler = ReminderScheduler()

    var body: some View {
        VStack {
            Text("Reminders")
            Text(scheduled)
        }
        .onAppear { scheduled = scheduler.scheduleDaily("Stretch", hour: 9) }
    }
}

#Preview("Reminders") { RemindersView() }
