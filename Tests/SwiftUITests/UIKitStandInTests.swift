import Foundation
import SwiftUI
import Testing
import CoreGraphics
import UIKit
import GalleyTestSupport

/// Galley's UIKit: the part SwiftUI code touches.
@Suite("UIKit stand-in", .serialized)
struct UIKitStandInTests {
    @Test("UIColor: components by getRed, semantic colours with both appearances, dynamic providers, asset names")
    func colors() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        // iOS's systemBlue in light mode: 0, 122, 255.
        #expect(red == 0 && abs(green - 122.0 / 255) < 1e-9 && blue == 1 && alpha == 1)
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.2) < 1e-9 && abs(green - 0.4) < 1e-9 && abs(blue - 0.6) < 1e-9 && alpha == 0.5)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 1.0 / 3) < 1e-9 && saturation == 1 && brightness == 1)

        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(Color(uiColor: dynamic).resolved(in: .dark) == Color.white.resolved(in: .dark))
        #expect(Color(uiColor: dynamic).resolved(in: .light) == Color.black.resolved(in: .light))
        #expect(UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color == Color.systemBackground.resolved(in: .dark))
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    @Test("UIFont: text styles at iOS's sizes with SF Pro's metrics; system fonts by size and weight become SwiftUI fonts")
    func fonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17 && abs(body.lineHeight - 20.287109375) < 1e-9)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        let bold = UIFont.systemFont(ofSize: 20, weight: .semibold)
        #expect(bold.font == Font.system(size: 20, weight: .semibold))
        #expect(UIFont(name: "No Such Family", size: 12) == nil)
        #expect(UIFont(name: "Noto Serif", size: 12)?.familyName == "Noto Serif")
    }

    @Test("UIScreen and UIDevice are the canvas's: the standard iPhone unless the preview runtime says otherwise")
    func screen() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
        UIScreen.draw(on: CGSize(width: 1024, height: 1366), scale: 2, idiom: .pad)
        defer { UIScreen.draw(on: CGSize(width: 390, height: 844), scale: 3, idiom: .phone) }
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 2048, height: 2732))
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
    }

    @Test("UIApplication has one scene whose key window is the canvas, with the device's safe area (windows.first! works)")
    func applicationWindow() throws {
        #expect(UIScreen(device: .iPhone13Pro).safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(UIScreen(device: .iPhoneSE).safeAreaInsets.top == 20)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        let window = try #require(UIApplication.shared.windows.first)
        #expect(window.isKeyWindow && UIApplication.shared.keyWindow != nil)
        #expect(window.safeAreaInsets == window.screen.safeAreaInsets)
        #expect(window.bounds.size == window.screen.bounds.size)
    }

    @Test("UIApplication opens nothing and says so; feedback generators do nothing")
    func application() throws {
        var opened: Bool?
        UIApplication.shared.open(try #require(URL(string: "https://example.com"))) { opened = $0 }
        #expect(opened == false)
        #expect(!UIApplication.shared.canOpenURL(try #require(URL(string: UIApplication.openSettingsURLString))))
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left == 2)
    }

    @Test("Image(uiImage:) draws a UIImage's symbol as Image(systemName:) does")
    func images() throws {
        let image = try #require(UIImage(systemName: "star.fill"))
        let viaUIKit = Layouts.layout(Image(uiImage: image)).root
        let direct = Layouts.layout(Image(systemName: "star.fill")).root
        #expect(viaUIKit.frame.size == direct.frame.size && viaUIKit.frame.width > 10)
        #expect(UIImage(named: "NoSuchImage") == nil)
    }

    struct MapView: UIViewRepresentable {
        nonisolated(unsafe) static var made = 0
        func makeUIView(context: Context) -> UIView {
            Self.made += 1
            return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    struct Spinner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityIndicatorView {
            let view = UIActivityIndicatorView(style: .large)
            view.startAnimating()
            return view
        }
        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) { uiView.color = .systemGray }
    }

    @Test("Representables of UIKit's common views compile and draw as placeholders; URL.documentsDirectory is ~/Documents")
    func commonViews() throws {
        let root = Layouts.layout(Spinner().frame(width: 120, height: 40)).root
        #expect(root.text("Spinner") != nil && root.frame.size == CGSize(width: 120, height: 40))
        let label = UILabel()
        label.text = "Hi"
        label.textAlignment = .center
        #expect(label.text == "Hi" && UIImageView(image: UIImage(systemName: "star")).image != nil)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    }

    @Test("A UIViewRepresentable is a labelled placeholder at the size it is proposed; makeUIView is never called")
    func representable() throws {
        let root = Layouts.layout(VStack(spacing: 0) { MapView().frame(height: 120); Text("Below") }, width: 300, height: 400).root
        let label = try #require(root.text("MapView"))
        let below = try #require(root.text("Below"))
        #expect(below.frame.minY == 120)
        #expect(abs(label.frame.midY - 60) <= 0.5 && abs(label.frame.midX - 150) <= 0.5)
        #expect(MapView.made == 0)
    }
}

// Views, controls, controllers and scenes: what representables, their
// coordinators and an app's delegate files do with UIKit.
extension UIKitStandInTests {
    final class Tracked: UIView {
        var moves: [String] = []
        override func didMoveToSuperview() { moves.append(superview == nil ? "left" : "joined") }
        override func layoutSubviews() { moves.append("laid out") }
    }

    @Test("addSubview sets superview and order; insert, bring to front, send to back; removeFromSuperview clears it; a view moves between parents")
    func hierarchy() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = Tracked(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(a.superview === parent && parent.subviews == [c, a, b])
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, a, c])
        let other = UIView()
        other.addSubview(a)
        #expect(a.superview === other && parent.subviews == [b, c] && a.moves == ["joined", "joined"])
        a.removeFromSuperview()
        #expect(a.superview == nil && other.subviews.isEmpty && a.moves.last == "left")
        a.setNeedsLayout()
        a.layoutIfNeeded()
        a.layoutIfNeeded()
        #expect(a.moves.filter { $0 == "laid out" }.count == 1)
        c.tag = 7
        #expect(parent.viewWithTag(7) === c && parent.viewWithTag(8) == nil && c.isDescendant(of: parent))
        let window = UIWindow(frame: .zero)
        window.addSubview(parent)
        #expect(c.window === window && other.window == nil)
        // The view's own layer follows its frame, and clipsToBounds is the layer's masksToBounds.
        parent.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        parent.clipsToBounds = true
        #expect(parent.layer.frame == parent.frame && parent.layer.masksToBounds)
        #expect(parent.center == CGPoint(x: 25, y: 40) && parent.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        parent.backgroundColor = .red
        #expect(parent.layer.backgroundColor?.components == [1, 0, 0, 1])
        #expect(!UIView().isAccessibilityElement && UILabel().isAccessibilityElement)
    }

    @Test("Anchors make constraints; activating installs one on the nearest common superview, deactivating or removing a view takes it off")
    func constraints() throws {
        let parent = UIView(), child = UIView(), sibling = UIView()
        parent.addSubview(child)
        parent.addSubview(sibling)
        let leading = child.leadingAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.leadingAnchor, constant: 16)
        let spacing = sibling.topAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor, constant: 8)
        let width = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5, constant: -4)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        #expect(!leading.isActive && leading.constant == 16 && leading.firstAttribute == .leading && leading.relation == .equal)
        #expect(spacing.relation == .greaterThanOrEqual && spacing.secondItem === child && spacing.secondAttribute == .bottom)
        #expect(width.multiplier == 0.5 && width.constant == -4 && height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.priority == .required)
        NSLayoutConstraint.activate([leading, spacing, width, height])
        #expect(leading.isActive && spacing.isActive && width.isActive && height.isActive)
        #expect(parent.constraints.count == 3 && child.constraints == [height])
        NSLayoutConstraint.deactivate([spacing])
        #expect(!spacing.isActive && parent.constraints.count == 2)
        child.removeFromSuperview()
        #expect(!leading.isActive && !width.isActive && parent.constraints.isEmpty)
        #expect(height.isActive && child.constraints == [height])
        child.removeConstraint(height)
        #expect(!height.isActive && child.constraints.isEmpty)
        let old = NSLayoutConstraint(item: sibling, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
        sibling.addConstraints([old])
        #expect(old.isActive && sibling.constraints == [old])
        #expect(parent.safeAreaLayoutGuide.owningView === parent && parent.safeAreaLayoutGuide.layoutFrame == parent.bounds)
    }

    @Test("UILayoutPriority adds and subtracts Float and compares; hugging is 250 and compression 750 unless set (251 for a label)")
    func priorities() {
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1) == UILayoutPriority(rawValue: 999))
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow && UILayoutPriority.defaultLow.rawValue == 250)
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required && view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 249)
        #expect(UILabel().contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
    }

    @Test("UIControl.Event and State are option sets with UIKit's raw values")
    func controlEvents() {
        let events: UIControl.Event = [.touchUpInside, .valueChanged]
        #expect(events.contains(.touchUpInside) && !events.contains(.editingChanged))
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.allTouchEvents.contains(.touchUpInside) && !UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(UIControl.Event.allEditingEvents.isSuperset(of: [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]))
        #expect(events.subtracting(.touchUpInside) == .valueChanged && UIControl.Event.allEvents.contains(.primaryActionTriggered))
        let control = UIControl()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
    }

    final class Target: NSObject {
        var count = 0
    }

    @Test("Target–action pairs are kept (targets weakly) and removable; sendActions runs the UIActions of those events only")
    func targetAction() {
        let button = UIButton(type: .system)
        var target: Target? = Target()
        button.addTarget(target, action: Selector("Target.tapped(_:)"), for: .touchUpInside)
        button.addTarget(target, action: #"Target.changed"#, for: [.valueChanged, .editingChanged])
        #expect(button.allTargets.count == 1 && button.allControlEvents == [.touchUpInside, .valueChanged, .editingChanged])
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["Target.tapped(_:)"])
        button.removeTarget(target, action: "Target.changed", for: .valueChanged)
        #expect(button.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: target, forControlEvent: .editingChanged) == ["Target.changed"])
        target = nil
        #expect(button.allTargets.isEmpty)

        var log: [String] = []
        button.addAction(UIAction(title: "Tap") { _ in log.append("tap") }, for: .touchUpInside)
        let change = UIAction(identifier: UIAction.Identifier("change")) { action in log.append("change from \(action.sender is UIButton)") }
        button.addAction(change, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        button.sendActions(for: [.touchUpInside, .touchDown])
        button.removeAction(identifiedBy: UIAction.Identifier("change"), for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(log == ["change from true", "tap"])
        let primary = UIButton(primaryAction: UIAction(title: "Save") { _ in log.append("save") })
        primary.sendActions(for: .primaryActionTriggered)
        #expect(log.last == "save" && primary.title(for: .normal) == "Save")
        // A state without its own title takes the normal one.
        primary.setTitle("Saving", for: .disabled)
        #expect(primary.title(for: .highlighted) == "Save" && primary.title(for: .disabled) == "Saving")
        primary.isEnabled = false
        #expect(primary.currentTitle == "Saving")
    }

    @Test("UIView.animate runs its changes at once, then its completion with true; transitions swap views; property animators finish at the end")
    func animations() {
        let view = UIView()
        var log: [String] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, animations: { log.append("animations") }) { finished in log.append("completion \(finished)") }
        UIView.animate(withDuration: 1, delay: 2, options: [.curveEaseInOut, .repeat], animations: { view.alpha = 1 }, completion: nil)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1, options: []) {
            log.append("spring")
        } completion: { _ in log.append("spring done") }
        #expect(log == ["animations", "completion true", "spring", "spring done"] && view.alpha == 1)
        let parent = UIView(), old = UIView(), new = UIView()
        parent.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.2, options: .transitionCrossDissolve) { log.append("swapped \($0)") }
        #expect(parent.subviews == [new] && old.superview == nil && log.last == "swapped true")
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.addCompletion { log.append("animator \($0 == .end)") }
        animator.startAnimation()
        #expect(view.alpha == 0 && log.last == "animator true" && animator.state == .inactive)
    }

    final class Editor: NSObject, UITextViewDelegate {
        var scrolled = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    @Test("UITextView is a scroll view whose text is String! (nil empties it); it holds its delegate weakly, and tells it of scrolling")
    @MainActor
    func textView() {
        let view = UITextView()
        #expect((view as UIScrollView).contentSize == .zero && view.text == "" && view.text.isEmpty)
        view.text = "Hello"
        let plain: String = view.text
        #expect(plain == "Hello" && view.attributedText.string == "Hello")
        view.text = nil
        #expect(view.text == "" && view.text.isEmpty)
        view.attributedText = NSAttributedString(string: "Styled")
        #expect(view.text == "Styled" && view.hasText)
        view.insertText("!")
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.text == "Style" && view.selectedRange == NSRange(location: 5, length: 0))
        var editor: Editor? = Editor()
        view.delegate = editor
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        #expect(editor?.scrolled == 1 && view.bounds.origin.y == 30)
        #expect(editor?.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x") == true)
        editor = nil
        #expect(view.delegate == nil)
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        view.resignFirstResponder()
        #expect(!view.isFirstResponder)
        let label = UILabel()
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        label.attributedText = NSAttributedString(string: "Rich")
        #expect(label.text == "Rich")
        label.text = nil
        #expect(label.text == nil && label.attributedText == nil)
        let field = UITextField()
        #expect(field.text == "")
        field.text = "ab"
        field.deleteBackward()
        #expect(field.text == "a")
    }

    @Test("UIFont lists the bundled families and their faces by PostScript name; descriptors add bold and italic")
    func fontFamilies() {
        #expect(UIFont.familyNames.contains("Inter") && UIFont.familyNames.contains("Noto Serif"))
        let inter = UIFont.fontNames(forFamilyName: "Inter")
        #expect(inter.contains("Inter-Bold") && inter.contains("Inter-Italic") && inter.count == 18)
        #expect(UIFont.fontNames(forFamilyName: "noto serif") == ["NotoSerif-Regular", "NotoSerif-Italic", "NotoSerif-Bold", "NotoSerif-BoldItalic"])
        #expect(UIFont.fontNames(forFamilyName: "Helvetica Neue").isEmpty)
        let base = UIFont.systemFont(ofSize: 15)
        let descriptor = base.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
        let bold = UIFont(descriptor: descriptor ?? base.fontDescriptor, size: 0)
        #expect(bold.pointSize == 15 && bold.font == base.font.bold().italic() && bold.font != base.font)
    }

    final class Screen: UIViewController {
        var loads = 0
        var moves: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            view.backgroundColor = .systemBackground
        }
        override func didMove(toParent parent: UIViewController?) { moves.append(parent == nil ? "left" : "joined") }
    }

    @Test("A controller's view loads once, on first use; children, navigation and presentation keep their parents and presenters")
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
        host.navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: "Screen.add")]
        #expect(host.navigationItem.title == "Inbox" && host.navigationItem.rightBarButtonItem?.action == Selector("Screen.add"))
        #expect(host.navigationItem.rightBarButtonItem?.target === screen && host.navigationItem.leftBarButtonItem == nil)
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
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { false }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    @Test("App and scene delegates: unimplemented methods answer as UIKit does; a scene delegate's window joins its scene")
    @MainActor
    func appAndSceneDelegates() {
        let app = AppDelegate()
        #expect(!app.application(.shared, didFinishLaunchingWithOptions: [.url: "x"]))
        #expect(app.application(.shared, willFinishLaunchingWithOptions: nil) && app.window == nil)
        let session = UISceneSession(role: .windowApplication)
        let configuration = app.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.role == .windowApplication && configuration.name == nil)
        #expect(UISceneConfiguration(name: "Default Configuration", sessionRole: session.role).name == "Default Configuration")
        #expect(UIApplication.LaunchOptionsKey.remoteNotification.rawValue == "UIApplicationLaunchOptionsRemoteNotificationKey")
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let delegate = SceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        #expect(scene.keyWindow === delegate.window && session.scene === scene && scene.windows.count == 1)
        #expect(scene.statusBarManager?.statusBarFrame.height == 47)
    }

    @Test("Value controls keep their values within bounds: stepper, page control, segments, date picker, progress, zoom")
    @MainActor
    func valueControls() {
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.value = 12
        #expect(stepper.value == 10)
        stepper.maximumValue = 5
        #expect(stepper.value == 5)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.numberOfPages = 1
        #expect(pages.currentPage == 0)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 1
        segments.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(segments.numberOfSegments == 3 && segments.selectedSegmentIndex == 2 && segments.titleForSegment(at: 0) == "Z")
        segments.selectedSegmentIndex = 9
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        let picker = UIDatePicker()
        let start = Date(timeIntervalSince1970: 1_000)
        picker.minimumDate = start
        picker.date = Date(timeIntervalSince1970: 0)
        #expect(picker.date == start && picker.datePickerStyle == .compact)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 160))
        let stack = UIStackView(arrangedSubviews: [UILabel(), UIButton()])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        stack.removeArrangedSubview(stack.arrangedSubviews[0])
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
        stack.subviews[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    final class Gradient: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test("Layers: a view's layer is of its layerClass; sublayers, frames, colours and transforms hold what is set")
    func layers() throws {
        let gradient = try #require(Gradient().layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.colors?.count == 2)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 4).cgPath
        shape.frame = CGRect(x: 10, y: 10, width: 20, height: 10)
        gradient.addSublayer(shape)
        #expect(shape.superlayer === gradient && gradient.sublayers?.count == 1 && shape.position == CGPoint(x: 20, y: 15))
        shape.removeFromSuperlayer()
        #expect(gradient.sublayers == nil && shape.superlayer == nil)
        var white: CGFloat = 0, alpha: CGFloat = 0
        UIColor(cgColor: CGColor(gray: 0.5, alpha: 0.25)).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.5) < 1e-9 && alpha == 0.25)
        #expect(UIColor.white.cgColor == CGColor.white && CGColor.black.copy(alpha: 0.5)?.alpha == 0.5)
        let scaled = CATransform3DMakeScale(2, 4, 1)
        shape.transform = scaled
        #expect(shape.affineTransform() == CGAffineTransform(scaleX: 2, y: 4))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(scaled, CATransform3DMakeScale(0.5, 0.25, 1))))
        shape.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: "draw")
        #expect(shape.animationKeys() == ["draw"])
    }

    final class Pan: NSObject {}

    @Test("Gesture recognizers join their view and keep their actions; Selector is a name, from a string or its literal")
    func gesturesAndSelectors() {
        let view = UIView()
        let target = Pan()
        let tap = UITapGestureRecognizer(target: target, action: Selector("Pan.tapped(_:)"))
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1 && tap.state == .possible)
        #expect(tap.actions == ["Pan.tapped(_:)"])
        let pan = UIPanGestureRecognizer()
        pan.setTranslation(CGPoint(x: 3, y: 4), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 3, y: 4) && pan.velocity(in: view) == .zero)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && view.gestureRecognizers?.isEmpty == true)
        let selector: Selector = "Pan.tapped(_:)"
        #expect(selector == NSSelectorFromString("Pan.tapped(_:)") && NSStringFromSelector(selector) == "Pan.tapped(_:)")
        #expect(Set([selector, Selector("Pan.tapped(_:)")]).count == 1 && selector.description == "Pan.tapped(_:)")
    }

    final class ObservableDelegate: NSObject, UIApplicationDelegate, ObservableObject {
        @Published var isReady = false
    }

    @MainActor struct DemoApp {
        @UIApplicationDelegateAdaptor(ObservableDelegate.self) var appDelegate = ObservableDelegate()
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

    @Test("A representable whose coordinator is a text view delegate with target–action and constraints draws its placeholder")
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

/// Galley's CoreGraphics: Foundation's geometry and the affine transform it lacks.
@Suite("CoreGraphics stand-in")
struct CoreGraphicsStandInTests {
    @Test("CGAffineTransform: translate, scale and rotate compose as Core Graphics composes them, and invert")
    func transforms() {
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // Scale first, then translate.
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 3))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(transform.concatenating(transform.inverted()).a == 1)
        #expect(CGPoint(x: 5, y: 7).applying(transform).applying(transform.inverted()) == CGPoint(x: 5, y: 7))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -2, y: 0, width: 2, height: 1))
        #expect(CGAffineTransform.identity.isIdentity && !transform.isIdentity)
    }
}
