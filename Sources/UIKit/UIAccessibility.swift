import Foundation

/// The accessibility settings: a render has every one off (no VoiceOver,
/// no reduced motion, the standard contrast), as a default iPhone has.
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var isButtonShapesEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    /// What `post(notification:argument:)` announces.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts to VoiceOver: nothing is listening in a render.
    public static func post(notification: Notification, argument: Any?) {}

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
}

/// What an accessibility element is, for VoiceOver.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}
