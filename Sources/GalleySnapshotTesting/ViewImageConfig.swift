import Foundation
import Galley

/// A device's screen as swift-snapshot-testing's `ViewImageConfig` names
/// it, for `.image(layout: .device(config: .iPhoneSe))`: the same names,
/// sizes in points, safe areas and size classes, in either orientation
/// (`.iPhone13Pro(.landscape)`) and, on an iPad, in a split view
/// (`.iPadPro12_9(.landscape(splitView: .oneThird))`), painted at the
/// device's scale.
///
/// As swift-snapshot-testing has them, an iPhone is held in portrait and
/// an iPad in landscape unless an orientation is given, and every one of
/// its configs lays text out at Dynamic Type `.medium` (its traits'
/// content size category). A Galley `Device` keeps its own setting.
public struct ViewImageConfig: Hashable, Sendable {
    /// How a phone is held.
    public enum Orientation: Hashable, Sendable {
        case landscape
        case portrait
    }

    /// How a tablet is held, and how much of the screen the app has.
    public enum TabletOrientation: Hashable, Sendable {
        /// The app's share of a portrait screen.
        public enum PortraitSplits: Hashable, Sendable {
            case oneThird
            case twoThirds
            case full
        }

        /// The app's share of a landscape screen.
        public enum LandscapeSplits: Hashable, Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The screen, as Galley lays a view out on it.
    public var device: Device

    /// Any Galley device: `ViewImageConfig(.iPhone15Pro.landscape)`.
    public init(_ device: Device) {
        self.device = device
    }

    /// The screen's size in points.
    public var size: CGSize {
        CGSize(width: device.width, height: device.height)
    }

    /// The insets of the safe area from the screen's edges.
    public var safeArea: EdgeInsets {
        EdgeInsets(
            top: device.safeAreaTop, leading: device.safeAreaLeading, bottom: device.safeAreaBottom,
            trailing: device.safeAreaTrailing)
    }

    /// Pixels per point.
    public var scale: CGFloat {
        device.scale
    }
}

// MARK: - iPhones

extension ViewImageConfig {
    /// A phone's `screen` from Galley's catalogue, named `name`, in
    /// `orientation`: its size and scale, with swift-snapshot-testing's
    /// safe area for each orientation (which is not always UIKit's) and,
    /// held in landscape, whether the width is regular (the Plus and Max models).
    private static func phone(
        _ screen: Device, named name: String? = nil, portrait: EdgeInsets, landscape: EdgeInsets,
        regularInLandscape: Bool = false, _ orientation: Orientation
    ) -> ViewImageConfig {
        let turned = orientation == .landscape
        let insets = turned ? landscape : portrait
        var device = Device(
            name: name ?? screen.name, width: turned ? screen.height : screen.width,
            height: turned ? screen.width : screen.height, scale: screen.scale,
            safeAreaTop: insets.top, safeAreaBottom: insets.bottom
        )
        device.safeAreaLeading = insets.leading
        device.safeAreaTrailing = insets.trailing
        device.horizontalSizeClass = turned && regularInLandscape ? .regular : .compact
        device.dynamicTypeSize = upstreamTextSize
        return ViewImageConfig(device)
    }

    /// The text size swift-snapshot-testing's device configs set in their
    /// traits (`preferredContentSizeCategory: .medium`), so that a
    /// reference recorded with `.device(config: .iPhone13)` on iOS has the
    /// same text sizes: body 16 points, not 17.
    static let upstreamTextSize = DynamicTypeSize.medium

    /// A home button below the screen: the status bar's 20 points in
    /// portrait, no safe area in landscape.
    private static let homeButton = (
        portrait: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscape: EdgeInsets()
    )

    /// A sensor housing of `housing` points and a home indicator.
    private static func housing(
        _ housing: CGFloat, landscapeBottom: CGFloat
    ) -> (portrait: EdgeInsets, landscape: EdgeInsets) {
        (
            EdgeInsets(top: housing, leading: 0, bottom: 34, trailing: 0),
            EdgeInsets(top: 0, leading: housing, bottom: landscapeBottom, trailing: housing)
        )
    }

    /// iPhone SE (1st generation): 320 × 568 points at @2x.
    public static let iPhoneSe = iPhoneSe(.portrait)

    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            .iPhoneSE1, portrait: homeButton.portrait,
            landscape: homeButton.landscape, orientation)
    }

    /// iPhone 8: 375 × 667 points at @2x.
    public static let iPhone8 = iPhone8(.portrait)

    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            .iPhoneSE, named: "iPhone 8", portrait: homeButton.portrait,
            landscape: homeButton.landscape, orientation)
    }

    /// iPhone 8 Plus: 414 × 736 points at @3x; regular width in landscape.
    public static let iPhone8Plus = iPhone8Plus(.portrait)

    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            .iPhone8Plus, portrait: homeButton.portrait,
            landscape: homeButton.landscape,
            regularInLandscape: true, orientation
        )
    }

    /// iPhone X: 375 × 812 points at @3x.
    public static let iPhoneX = iPhoneX(.portrait)

    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        let insets = housing(44, landscapeBottom: 24)
        return phone(
            .iPhoneX, portrait: insets.portrait, landscape: insets.landscape,
            orientation)
    }

    /// iPhone XS Max: 414 × 896 points at @3x; regular width in landscape.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)

    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = housing(44, landscapeBottom: 24)
        return phone(
            .iPhoneXsMax, portrait: insets.portrait, landscape: insets.landscape,
            regularInLandscape: true, orientation
        )
    }

    /// iPhone XR: 414 × 896 points at @2x; regular width in landscape.
    public static let iPhoneXr = iPhoneXr(.portrait)

    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        let insets = housing(44, landscapeBottom: 24)
        return phone(
            .iPhoneXr, portrait: insets.portrait, landscape: insets.landscape,
            regularInLandscape: true, orientation
        )
    }

    /// iPhone 12: 390 × 844 points at @3x.
    public static let iPhone12 = iPhone12(.portrait)

    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        let insets = housing(47, landscapeBottom: 21)
        return phone(
            .iPhone13Pro, named: "iPhone 12", portrait: insets.portrait, landscape: insets.landscape,
            orientation)
    }

    /// iPhone 12 mini: 375 × 812 points at @3x, the screen of the iPhone 13
    /// mini. (swift-snapshot-testing has no such name.)
    public static let iPhone12Mini = iPhone12Mini(.portrait)

    public static func iPhone12Mini(_ orientation: Orientation) -> ViewImageConfig {
        renamed(iPhone13Mini(orientation), "iPhone 12 mini")
    }

    /// iPhone 12 Pro: the screen of the iPhone 12.
    public static let iPhone12Pro = iPhone12Pro(.portrait)

    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        renamed(iPhone12(orientation), "iPhone 12 Pro")
    }

    /// iPhone 12 Pro Max: 428 × 926 points at @3x; regular width in landscape.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)

    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = housing(47, landscapeBottom: 21)
        return phone(
            .iPhone13ProMax, named: "iPhone 12 Pro Max", portrait: insets.portrait,
            landscape: insets.landscape,
            regularInLandscape: true, orientation
        )
    }

    /// iPhone 13: the screen of the iPhone 12.
    public static let iPhone13 = iPhone13(.portrait)

    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        renamed(iPhone12(orientation), "iPhone 13")
    }

    /// iPhone 13 mini: 375 × 812 points at @3x.
    public static let iPhone13Mini = iPhone13Mini(.portrait)

    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        let insets = housing(50, landscapeBottom: 21)
        return phone(
            .iPhone13Mini, portrait: insets.portrait, landscape: insets.landscape,
            orientation)
    }

    /// iPhone 13 Pro: the screen of the iPhone 12.
    public static let iPhone13Pro = iPhone13Pro(.portrait)

    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        renamed(iPhone12(orientation), "iPhone 13 Pro")
    }

    /// iPhone 13 Pro Max: the screen of the iPhone 12 Pro Max.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)

    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        renamed(iPhone12ProMax(orientation), "iPhone 13 Pro Max")
    }

    private static func renamed(_ config: ViewImageConfig, _ name: String) -> ViewImageConfig {
        var config = config
        config.device.name = name
        return config
    }
}

// MARK: - iPads

extension ViewImageConfig {
    /// The widths an app has on a tablet's screen: the whole screen and
    /// each split, in points.
    private struct TabletWidths {
        var landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
        var portrait: (oneThird: CGFloat, twoThirds: CGFloat)
        /// Whether half a landscape screen still has a regular width.
        var regularAtOneHalf = false
    }

    /// A tablet's `screen` from Galley's catalogue, named `name`, as the
    /// app has it in `orientation`: the full height, the split view's
    /// width. A split narrow enough for an iPhone's layout has a compact width.
    private static func tablet(
        _ screen: Device, named name: String, splits: TabletWidths, _ orientation: TabletOrientation
    ) -> ViewImageConfig {
        let width = screen.width, height = screen.height
        let appWidth: CGFloat, screenHeight: CGFloat, isCompact: Bool
        switch orientation {
        case .landscape(let split):
            screenHeight = width
            switch split {
            case .oneThird: (appWidth, isCompact) = (splits.landscape.oneThird, true)
            case .oneHalf: (appWidth, isCompact) = (splits.landscape.oneHalf, !splits.regularAtOneHalf)
            case .twoThirds: (appWidth, isCompact) = (splits.landscape.twoThirds, false)
            case .full: (appWidth, isCompact) = (height, false)
            }
        case .portrait(let split):
            screenHeight = height
            switch split {
            case .oneThird: (appWidth, isCompact) = (splits.portrait.oneThird, true)
            case .twoThirds: (appWidth, isCompact) = (splits.portrait.twoThirds, true)
            case .full: (appWidth, isCompact) = (width, false)
            }
        }
        var device = Device(
            name: name, width: appWidth, height: screenHeight, scale: screen.scale, safeAreaTop: screen.safeAreaTop,
            safeAreaBottom: screen.safeAreaBottom)
        device.idiom = .pad
        device.horizontalSizeClass = isCompact ? .compact : .regular
        device.dynamicTypeSize = upstreamTextSize
        return ViewImageConfig(device)
    }

    private static func tablet(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    /// iPad mini (5th generation and earlier): 768 × 1024 points at @2x.
    public static let iPadMini = iPadMini(.landscape)

    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(tablet(orientation))
    }

    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        let splits = TabletWidths(landscape: (320, 507, 694), portrait: (320, 438))
        return tablet(.iPadMini5, named: "iPad mini", splits: splits, orientation)
    }

    /// iPad 9.7-inch: the screen of the iPad mini.
    public static let iPad9_7 = iPad9_7(.landscape)

    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPad9_7(tablet(orientation))
    }

    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        var config = iPadMini(orientation)
        config.device.name = "iPad (9.7-inch)"
        return config
    }

    /// iPad 10.2-inch: 810 × 1080 points at @2x.
    public static let iPad10_2 = iPad10_2(.landscape)

    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(tablet(orientation))
    }

    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        let splits = TabletWidths(landscape: (320, 535, 750), portrait: (320, 480))
        return tablet(.iPad9, named: "iPad (10.2-inch)", splits: splits, orientation)
    }

    /// iPad Pro 10.5-inch: 834 × 1112 points at @2x.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)

    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(tablet(orientation))
    }

    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        let splits = TabletWidths(landscape: (320, 551, 782), portrait: (320, 504))
        return tablet(.iPadPro10_5, named: "iPad Pro (10.5-inch)", splits: splits, orientation)
    }

    /// iPad Pro 11-inch: 834 × 1194 points at @2x, with a home indicator.
    public static let iPadPro11 = iPadPro11(.landscape)

    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(tablet(orientation))
    }

    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        let splits = TabletWidths(landscape: (375, 592, 809), portrait: (320, 504))
        return tablet(.iPadPro11, named: "iPad Pro (11-inch)", splits: splits, orientation)
    }

    /// iPad Pro 12.9-inch: 1024 × 1366 points at @2x; half the landscape
    /// screen still has a regular width.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)

    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(tablet(orientation))
    }

    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        let splits = TabletWidths(landscape: (375, 678, 981), portrait: (375, 639), regularAtOneHalf: true)
        return tablet(.iPadPro12_9, named: "iPad Pro (12.9-inch)", splits: splits, orientation)
    }
}
