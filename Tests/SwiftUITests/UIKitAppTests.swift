import Foundation
import SwiftUI
import Testing
import CoreGraphics
import UIKit
import GalleyTestSupport

// Controllers, app and scene delegates, and representables' coordinators.
extension UIKitStandInTests {
    @Test(
        """
        A controller's view loads once, on first use; children, navigation and presentation keep their parents and \
        presenters
        """
    )
    func viewControllers() {
        let screen = Screen()
        #expect(!screen.isViewLoaded && screen.loads == 0)
        #expect(screen.view.backgroundColor == .systemBackground && screen.loads == 1)
        _ = screen.view
        #expect(screen.loads == 1 && screen.view.frame == UIScreen.main.bounds)
        let host = UIViewController()
        host.addChild(screen)
        screen.didMove(toParent: host)
        #expect(host.children == [screen] && screen.parent === host && screen.navigationController == nil)
        screen.removeFromParent()
        #expect(host.children.isEmpty && screen.parent == nil && screen.moves == ["joined", "left"])
        let navigation = UINavigationController(rootViewController: host)
        navigation.pushViewController(screen, animated: true)
        #expect(screen.navigationController === navigation && navigation.viewControllers == [host, screen])
        #expect(navigation.popToRootViewController(animated: false) == [screen] && screen.parent == nil)
        let sheet = UIViewController()
        host.present(sheet, animated: true)
        #expect(host.presentedViewController === sheet && sheet.presentingViewController === host)
        sheet.dismiss(animated: true)
        #expect(host.presentedViewController == nil && sheet.presentingViewController == nil)
        host.title = "Inbox"
        host.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: "Screen.add")
        ]
        #expect(
            host.navigationItem.title == "Inbox"
                && host.navigationItem.rightBarButtonItem?.action == Selector("Screen.add"))
        #expect(
            host.navigationItem.rightBarButtonItem?.target === screen && host.navigationItem.leftBarButtonItem == nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), navigation]
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0 && host.tabBarController === tabs)
        tabs.selectedViewController = navigation
        #expect(tabs.selectedIndex == 1)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.textFields?.first?.placeholder == "Name" && alert.actions.count == 1 && alert.title == "Rename")
        let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        #expect(share.popoverPresentationController == nil)
        share.modalPresentationStyle = .popover
        share.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(share.popoverPresentationController?.sourceRect.width == 3)
    }

    final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool { false }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    @Test(
        "App and scene delegates: unimplemented methods answer as UIKit does; a scene delegate's window joins its scene"
    )
    @MainActor
    func appAndSceneDelegates() {
        let app = AppDelegate()
        #expect(!app.application(.shared, didFinishLaunchingWithOptions: [.url: "x"]))
        #expect(app.application(.shared, willFinishLaunchingWithOptions: nil) && app.window == nil)
        let session = UISceneSession(role: .windowApplication)
        let configuration = app.application(
            .shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.role == .windowApplication && configuration.name == nil)
        #expect(
            UISceneConfiguration(name: "Default Configuration", sessionRole: session.role).name
                == "Default Configuration")
        #expect(
            UIApplication.LaunchOptionsKey.remoteNotification.rawValue
                == "UIApplicationLaunchOptionsRemoteNotificationKey")
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let delegate = SceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        #expect(scene.keyWindow === delegate.window && session.scene === scene && scene.windows.count == 1)
        #expect(scene.statusBarManager?.statusBarFrame.height == 47)
    }

    @Test("@UIApplicationDelegateAdaptor holds the delegate it is given; an observable one's properties bind through $")
    @MainActor
    func delegateAdaptor() {
        let app = DemoApp()
        app.$appDelegate.isReady.wrappedValue = true
        #expect(app.appDelegate.isReady)
    }

    struct NotesEditor: UIViewRepresentable {
        @Binding var text: String

        func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            view.delegate = context.coordinator
            let done = UIButton(type: .system)
            done.addTarget(context.coordinator, action: Selector("Coordinator.done(_:)"), for: .touchUpInside)
            view.addSubview(done)
            done.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                done.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
                done.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            ])
            return view
        }

        func updateUIView(_ uiView: UITextView, context: Context) {
            if uiView.text != text { uiView.text = text }
        }

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        final class Coordinator: NSObject, UITextViewDelegate {
            var parent: NotesEditor
            init(_ parent: NotesEditor) { self.parent = parent }
            func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
            func done(_ sender: UIButton) { sender.superview?.endEditing(true) }
        }
    }

    @Test(
        """
        A representable whose coordinator is a text view delegate with target–action and constraints draws its \
        placeholder
        """
    )
    @MainActor
    func coordinatorRepresentable() throws {
        let root = Layouts.layout(NotesEditor(text: .constant("Hi")).frame(width: 200, height: 80)).root
        #expect(root.text("NotesEditor") != nil && root.frame.size == CGSize(width: 200, height: 80))
        var text = "old"
        let editor = NotesEditor(text: Binding(get: { text }, set: { text = $0 }))
        let coordinator = editor.makeCoordinator()
        let view = UITextView()
        view.text = "new"
        coordinator.textViewDidChange(view)
        #expect(text == "new")
    }
}
