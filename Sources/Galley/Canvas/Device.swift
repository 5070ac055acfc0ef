import Foundation

/// A screen a scene can be drawn on: its size in points, its scale and the
/// safe area at its edges.
public struct Device: Hashable, Sendable {
    /// Whether the device is a phone or a tablet: it decides the size classes.
    public enum Idiom: Hashable, Sendable {
        case phone, pad
    }

    public var name: String
    public var width: CGFloat
    public var height: CGFloat
    public var scale: CGFloat
    public var safeAreaTop: CGFloat
    public var safeAreaBottom: CGFloat
    public var safeAreaLeading: CGFloat = 0
    public var safeAreaTrailing: CGFloat = 0
    public var idiom: Idiom = .phone
    /// The text size the device's reader chose, if the screen sets one:
    /// swift-snapshot-testing's device configs set `.medium`; nil leaves
    /// the environment's `.large`.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The safe area when the device is held in landscape.
    var landscapeSafeArea = EdgeInsets()
    /// The horizontal size class set for this screen, if any.
    private var chosenHorizontalSizeClass: UserInterfaceSizeClass?

    public init(
        name: String, width: CGFloat, height: CGFloat, scale: CGFloat, safeAreaTop: CGFloat, safeAreaBottom: CGFloat
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
    }

    public static func == (lhs: Device, rhs: Device) -> Bool {
        lhs.name == rhs.name && lhs.width == rhs.width && lhs.height == rhs.height && lhs.scale == rhs.scale
            && lhs.safeAreaTop == rhs.safeAreaTop && lhs.safeAreaBottom == rhs.safeAreaBottom
            && lhs.safeAreaLeading == rhs.safeAreaLeading && lhs.safeAreaTrailing == rhs.safeAreaTrailing
            && lhs.idiom == rhs.idiom
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.dynamicTypeSize == rhs.dynamicTypeSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(width)
        hasher.combine(height)
    }

    /// An iPhone with a sensor housing: in landscape the status bar goes,
    /// the safe area keeps `sides` at both sides and 21 points above the
    /// home indicator.
    private func phoneLandscape(sides: CGFloat) -> Device {
        var device = self
        device.landscapeSafeArea = EdgeInsets(top: 0, leading: sides, bottom: 21, trailing: sides)
        return device
    }

    /// An iPad: the status bar and the home indicator stay where they are
    /// in either orientation.
    private var pad: Device {
        var device = self
        device.idiom = .pad
        device.landscapeSafeArea = EdgeInsets(top: safeAreaTop, leading: 0, bottom: safeAreaBottom, trailing: 0)
        return device
    }

    /// The device held in landscape: the screen turned, with the safe area
    /// UIKit gives in that orientation.
    public var landscape: Device {
        var turned = self
        turned.width = height
        turned.height = width
        turned.safeAreaTop = landscapeSafeArea.top
        turned.safeAreaBottom = landscapeSafeArea.bottom
        turned.safeAreaLeading = landscapeSafeArea.leading
        turned.safeAreaTrailing = landscapeSafeArea.trailing
        turned.chosenHorizontalSizeClass = nil
        return turned
    }

    /// SwiftUI's horizontal size class on this screen: unless set, regular
    /// on an iPad and on the largest iPhones held in landscape, compact
    /// otherwise. Set it where a screen differs: an iPhone Plus held in
    /// landscape is regular, an iPad app in a narrow split view compact.
    /// ``landscape`` goes back to the rule.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { chosenHorizontalSizeClass ?? (idiom == .pad || width >= 896 ? .regular : .compact) }
        set { chosenHorizontalSizeClass = newValue }
    }

    /// SwiftUI's vertical size class: compact on an iPhone held in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass {
        idiom == .phone && width > height ? .compact : .regular
    }

    // UIKit's safe-area insets for each device, portrait and landscape.
    public static let iPhone13Pro = Device(
        name: "iPhone 13 Pro", width: 390, height: 844, scale: 3, safeAreaTop: 47, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 47)
    public static let iPhoneSE = Device(
        name: "iPhone SE", width: 375, height: 667, scale: 2, safeAreaTop: 20, safeAreaBottom: 0)
    public static let iPhone15Pro = Device(
        name: "iPhone 15 Pro", width: 393, height: 852, scale: 3, safeAreaTop: 59, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 59)
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, safeAreaTop: 59, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 59)
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, safeAreaTop: 62, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 62)
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, safeAreaTop: 62, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 62)
    /// The screens swift-snapshot-testing's device configs name (its
    /// `ViewImageConfig`), so that a preview can be drawn on them too.
    public static let iPhoneSE1 = Device(
        name: "iPhone SE (1st generation)", width: 320, height: 568, scale: 2, safeAreaTop: 20, safeAreaBottom: 0)
    public static let iPhone8Plus = Device(
        name: "iPhone 8 Plus", width: 414, height: 736, scale: 3, safeAreaTop: 20, safeAreaBottom: 0)
    public static let iPhoneX = Device(
        name: "iPhone X", width: 375, height: 812, scale: 3, safeAreaTop: 44, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 44)
    public static let iPhoneXsMax = Device(
        name: "iPhone XS Max", width: 414, height: 896, scale: 3, safeAreaTop: 44, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 44)
    public static let iPhoneXr = Device(
        name: "iPhone XR", width: 414, height: 896, scale: 2, safeAreaTop: 44, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 44)
    public static let iPhone13Mini = Device(
        name: "iPhone 13 mini", width: 375, height: 812, scale: 3, safeAreaTop: 50, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 50)
    public static let iPhone13ProMax = Device(
        name: "iPhone 13 Pro Max", width: 428, height: 926, scale: 3, safeAreaTop: 47, safeAreaBottom: 34
    )
    .phoneLandscape(sides: 47)
    /// iPad Pro 11-inch (1st to 4th generation): the status bar's 24 points, the home indicator's 20.
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch", width: 834, height: 1194, scale: 2, safeAreaTop: 24, safeAreaBottom: 20
    ).pad
    /// iPad mini (6th generation).
    public static let iPadMini = Device(
        name: "iPad mini", width: 744, height: 1133, scale: 2, safeAreaTop: 24, safeAreaBottom: 20
    ).pad

    /// The iPads with a home button that swift-snapshot-testing's configs
    /// name: the status bar's 20 points, nothing below.
    public static let iPadMini5 = Device(
        name: "iPad mini (5th generation)", width: 768, height: 1024, scale: 2, safeAreaTop: 20, safeAreaBottom: 0
    ).pad
    public static let iPad6 = Device(
        name: "iPad (6th generation)", width: 768, height: 1024, scale: 2, safeAreaTop: 20, safeAreaBottom: 0
    ).pad
    public static let iPad9 = Device(
        name: "iPad (9th generation)", width: 810, height: 1080, scale: 2, safeAreaTop: 20, safeAreaBottom: 0
    ).pad
    public static let iPadPro10_5 = Device(
        name: "iPad Pro (10.5-inch)", width: 834, height: 1112, scale: 2, safeAreaTop: 20, safeAreaBottom: 0
    ).pad
    public static let iPadPro12_9 = Device(
        name: "iPad Pro (12.9-inch) (2nd generation)", width: 1024, height: 1366, scale: 2, safeAreaTop: 20,
        safeAreaBottom: 0
    ).pad

    /// Every device a scene, `--canvas` or `previewDevice` can name: the
    /// one catalogue of screens, which GalleySnapshotTesting's
    /// `ViewImageConfig` is built from too.
    public static let all: [Device] = [
        iPhone13Pro, iPhoneSE, iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPhone16ProMax,
        iPhoneSE1, iPhone8Plus, iPhoneX, iPhoneXsMax, iPhoneXr, iPhone13Mini, iPhone13ProMax, iPadPro11, iPadMini,
        iPadMini5, iPad6, iPad9, iPadPro10_5, iPadPro12_9,
    ]

    /// Other names Xcode gives the same screens: the same size, scale and
    /// safe area under another model's name.
    static let sameScreens: [String: Device] = [
        "iPhone 12": iPhone13Pro, "iPhone 12 Pro": iPhone13Pro, "iPhone 13": iPhone13Pro, "iPhone 14": iPhone13Pro,
        "iPhone 14 Pro": iPhone15Pro, "iPhone 15": iPhone15Pro, "iPhone 16": iPhone15Pro,
        "iPhone 14 Pro Max": iPhone15ProMax, "iPhone 15 Plus": iPhone15ProMax, "iPhone 16 Plus": iPhone15ProMax,
        "iPhone SE (2nd generation)": iPhoneSE, "iPhone SE (3rd generation)": iPhoneSE, "iPhone 8": iPhoneSE,
        "iPhone XS": iPhoneX, "iPhone 11 Pro": iPhoneX, "iPhone 12 mini": iPhone13Mini,
        "iPhone 11 Pro Max": iPhoneXsMax,
        "iPhone 11": iPhoneXr, "iPhone 12 Pro Max": iPhone13ProMax, "iPhone 14 Plus": iPhone13ProMax,
        "iPhone 7 Plus": iPhone8Plus, "iPhone 5s": iPhoneSE1,
        "iPad Pro (11-inch) (4th generation)": iPadPro11, "iPad Pro (11-inch) (3rd generation)": iPadPro11,
        "iPad Air (5th generation)": iPadPro11, "iPad mini (6th generation)": iPadMini,
        "iPad (5th generation)": iPad6, "iPad Air (2nd generation)": iPad6, "iPad mini 4": iPadMini5,
        "iPad (7th generation)": iPad9, "iPad (8th generation)": iPad9, "iPad Air (3rd generation)": iPadPro10_5,
        "iPad Pro (12.9-inch) (1st generation)": iPadPro12_9,
    ]

    /// The device of this name, exactly as written.
    public static func named(_ name: String) -> Device? {
        if let device = all.first(where: { $0.name == name }) { return device }
        guard var device = sameScreens[name] else { return nil }
        device.name = name
        return device
    }
}
