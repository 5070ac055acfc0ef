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
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(
            &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 1.0 / 3) < 1e-9 && saturation == 1 && brightness == 1)

        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(Color(uiColor: dynamic).resolved(in: .dark) == Color.white.resolved(in: .dark))
        #expect(Color(uiColor: dynamic).resolved(in: .light) == Color.black.resolved(in: .light))
        #expect(
            UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color
                == Color.systemBackground.resolved(in: .dark))
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    @Test(
        "UIFont: text styles at iOS's sizes with SF Pro's metrics; system fonts by size and weight become SwiftUI fonts"
    )
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

    @Test(
        "UIApplication has one scene whose key window is the canvas, with the device's safe area (windows.first! works)"
    )
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

    @Test(
        "Representables of UIKit's common views compile and draw as placeholders; URL.documentsDirectory is ~/Documents"
    )
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
        let root = Layouts.layout(
            VStack(spacing: 0) {
                MapView().frame(height: 120); Text("Below")
            }, width: 300, height: 400
        ).root
        let label = try #require(root.text("MapView"))
        let below = try #require(root.text("Below"))
        #expect(below.frame.minY == 120)
        #expect(abs(label.frame.midY - 60) <= 0.5 && abs(label.frame.midX - 150) <= 0.5)
        #expect(MapView.made == 0)
    }
}
