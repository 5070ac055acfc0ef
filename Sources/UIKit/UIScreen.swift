import Foundation
import Galley
import Synchronization

/// The screen: the canvas the preview is drawn on (its size in points and
/// its scale), or the standard iPhone's before one is chosen.
public final class UIScreen: NSObject, @unchecked Sendable {
    public let bounds: CGRect
    public let scale: CGFloat
    /// The kind of device the canvas is.
    package let idiom: UIUserInterfaceIdiom
    /// The device's safe area: what the app's window reports.
    package let safeAreaInsets: UIEdgeInsets

    package init(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom, safeAreaInsets: UIEdgeInsets = .zero) {
        self.bounds = bounds
        self.scale = scale
        self.idiom = idiom
        self.safeAreaInsets = safeAreaInsets
    }

    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public var nativeScale: CGFloat { scale }
    public var traitCollection: UITraitCollection { .current }
    /// The screen's brightness: full.
    public var brightness: CGFloat { 1 }

    /// The canvas being drawn; the preview runtime sets it before each
    /// preview (guarded, as previews of one process may run on threads).
    private static let current = Mutex(UIScreen(device: .iPhone13Pro))

    /// The screen previews are drawn on.
    public static var main: UIScreen { current.withLock { $0 } }

    /// A device's screen at its scale.
    package convenience init(device: Device) {
        self.init(
            bounds: CGRect(x: 0, y: 0, width: device.width, height: device.height), scale: device.scale,
            idiom: device.idiom == .pad ? .pad : .phone, safeAreaInsets: UIEdgeInsets(device: device)
        )
    }

    /// Makes the screen a canvas of `size` points at `scale`, of a phone or
    /// a pad, whose window has `safeAreaInsets`.
    package static func draw(
        on size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom, safeAreaInsets: UIEdgeInsets = .zero
    ) {
        let screen = UIScreen(
            bounds: CGRect(origin: .zero, size: size), scale: scale, idiom: idiom, safeAreaInsets: safeAreaInsets)
        current.withLock { $0 = screen }
    }
}

/// The device: the canvas's kind, named as the Simulator names it.
public final class UIDevice: NSObject, @unchecked Sendable {
    public static var current: UIDevice { UIDevice() }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.idiom }
    public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var model: String { name }
    public var localizedModel: String { name }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var orientation: UIDeviceOrientation {
        UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeLeft : .portrait
    }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { 1 }
    public var identifierForVendor: UUID? { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// Which way up the device is.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

extension UIEdgeInsets {
    /// A device's safe area in portrait.
    package init(device: Device) {
        self.init(
            top: device.safeAreaTop, left: device.safeAreaLeading, bottom: device.safeAreaBottom,
            right: device.safeAreaTrailing)
    }
}
