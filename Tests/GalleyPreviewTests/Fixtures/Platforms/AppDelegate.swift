import UIKit
import SwiftUI

// An app's delegate files, which sit next to its views: they build with
// the previews though no preview uses them.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    @IBOutlet var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearance().tintColor = .systemOrange
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Dashboard())
        window.makeKeyAndVisible()
        self.window = window
    }
}

// A controller preview of a hosting controller draws its SwiftUI view.
#Preview("Hosted") {
    UIHostingController(rootView: Text("Hosted greeting"))
}
