import SwiftUI

// The app itself, with its UIKit delegate as SwiftUI apps adopt one.
@main
struct PlatformsApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            Dashboard()
        }
    }
}
