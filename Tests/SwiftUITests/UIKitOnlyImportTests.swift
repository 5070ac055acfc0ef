// This file imports UIKit and nothing else from Apple's names (beside
// Testing): Foundation's and Core Graphics' types come through UIKit, as
// they do on iOS.
import Testing
import UIKit

@Suite("import UIKit alone, and the UIKit API real code reaches for", .serialized)
struct UIKitOnlyImportTests {
    @Test(
        """
        import UIKit brings Foundation (Bundle, UserDefaults, URL) and Core Graphics (CGFloat, CGRect, \
        CGAffineTransform)
        """
    )
    func foundationAndCoreGraphics() throws {
        let width: CGFloat = 12.5
        let rect = CGRect(x: 0, y: 0, width: width, height: 4)
        #expect(rect.applying(CGAffineTransform(translationX: 3, y: 0)).minX == 3)
        #expect(!Bundle.main.bundlePath.isEmpty)
        let defaults = try #require(UserDefaults(suiteName: "galley.uikit-only-import"))
        defaults.set(3, forKey: "count")
        #expect(defaults.integer(forKey: "count") == 3)
        defaults.removePersistentDomain(forName: "galley.uikit-only-import")
        #expect(URL(string: "https://example.com/a")?.lastPathComponent == "a")
    }

    @Test("UIColor: lightText is white at 0.6, darkText black, link systemBlue (#007AFF light, #0984FF dark)")
    func textColors() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor.lightText.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 1 && green == 1 && blue == 1 && abs(alpha - 0.6) < 1e-9)
        UIColor.darkText.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0 && green == 0 && blue == 0 && alpha == 1)
        UIColor.link.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0 && abs(green - 122.0 / 255) < 1e-9 && blue == 1)
        UIColor.link.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(
            &red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 9.0 / 255) < 1e-9 && abs(green - 132.0 / 255) < 1e-9 && blue == 1)
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }

    @Test(
        """
        UIApplication has one scene and its key window, the canvas; a window made for a scene is its key window \
        once made key
        """
    )
    func windows() {
        #expect(UIApplication.shared.windows.count == 1)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(UIApplication.shared.keyWindow != nil)
        let key = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first {
            $0.isKeyWindow
        }
        #expect(key?.bounds.size == key?.screen.bounds.size)

        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        #expect(scene.windows.count == 1 && scene.keyWindow == nil)
        window.makeKeyAndVisible()
        #expect(scene.keyWindow === window && window.rootViewController != nil)
        #expect(window.frame == UIScreen.main.bounds)
    }

    @Test("UIFontMetrics: unchanged at the default size, scaled by the text style's Dynamic Type table otherwise")
    func fontMetrics() {
        #expect(UIFontMetrics.default.scaledValue(for: 20) == 20)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28) == 28)
        let larger = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        // Body is 17 at large and 23 at xxxLarge.
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: larger) - 23) < 1e-9)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: larger).pointSize == 23)
        #expect(
            UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: larger)
                .pointSize == 20)
        #expect(UIFontMetrics.default.scaledValue(for: .nan).isNaN)
    }

    @Test("UIAccessibility: every assistive setting off in a render")
    func accessibility() {
        #expect(
            !UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled
                && !UIAccessibility.isBoldTextEnabled)
        UIAccessibility.post(notification: .announcement, argument: "Hello")
    }

    @Test("UIBezierPath builds lines, curves and rounded rectangles; cgPath carries them")
    func bezierPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 15, y: 10))
        path.close()
        #expect(path.currentPoint == .zero)
        #expect(
            path.cgPath.steps == [
                .moveTo(.zero), .addLineTo(CGPoint(x: 10, y: 0)),
                .addCurveTo(
                    control1: CGPoint(x: 15, y: 0), control2: CGPoint(x: 15, y: 10), point: CGPoint(x: 10, y: 10)),
                .closeSubpath,
            ])
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(rounded.cgPath.steps.contains { if case .addCurveTo = $0 { true } else { false } })
        // A radius larger than half the shorter side is clamped; NaN draws square corners.
        #expect(
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100).bounds
                == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: .nan).bounds
                == CGRect(x: 0, y: 0, width: 40, height: 20))
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath.steps == path.cgPath.steps)
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(oval.bounds.width - 10) < 1e-9)
        // UIKit's clockwise is as seen on screen: from 0 to π/2 clockwise passes below the centre.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.bounds.maxY - 10) < 1e-6 && arc.bounds.minY > -1e-6)
    }

    @Test("Bar appearances configure their backgrounds; UINavigationBar.appearance() takes them")
    func barAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == .clear)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        UITabBar.appearance().standardAppearance = tabs
        UITableView.appearance().backgroundColor = .clear
    }

    @Test("UITableView, its cells and data source; UINavigationController's stack; UISlider clamps its value")
    @MainActor
    func tableNavigationSlider() {
        final class Source: UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let source = Source()
        table.dataSource = source
        table.delegate = source
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let index = IndexPath(row: 2, section: 1)
        #expect(index.row == 2 && index.section == 1)
        #expect(source.numberOfSections(in: table) == 1)
        #expect(source.tableView(table, cellForRowAt: index).textLabel?.text == "Row 2")

        let root = UIViewController(), next = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(next, animated: true)
        #expect(navigation.topViewController === next)
        #expect(navigation.popViewController(animated: true) === next)
        #expect(navigation.popViewController(animated: true) == nil)

        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.value = .nan
        #expect(slider.value == 0)
    }
}
