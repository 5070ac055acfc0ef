import CoreGraphics
import Foundation

/// UIKit's `UIResponder`: first-responder status, the touch methods views
/// override, and the keyboard notifications views listen to with
/// `onReceive(NotificationCenter.default.publisher(for:))`. A render shows
/// no keyboard and delivers no touches, so none of these is ever posted or called.
open class UIResponder: NSObject {
    /// Whether ``becomeFirstResponder()`` took.
    private var isFirst = false

    public override init() {}

    /// The next responder up the chain: a view's superview, a controller's parent.
    open var next: UIResponder? { nil }

    /// Whether the object takes first-responder status (text views and fields do).
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { isFirst }

    /// Takes first-responder status when ``canBecomeFirstResponder``.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        isFirst = true
        return true
    }

    /// Gives up first-responder status; true.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        isFirst = false
        return true
    }

    /// The view shown in place of the keyboard while the object is first responder.
    open var inputView: UIView? { nil }
    /// The view above the keyboard while the object is first responder.
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}

    /// The activity the responder offers for Handoff.
    open var userActivity: NSUserActivity?
    /// Restores nothing: a responder keeps no activity state unless it overrides this.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// Posted before the keyboard appears.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappears.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changes.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame at the end of its animation, in a notification's `userInfo`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's frame at the start of its animation, in a notification's `userInfo`.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The length of the keyboard's animation, in a notification's `userInfo`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation, in a notification's `userInfo`.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// A finger on the screen: a render has none, so touches are only made by code.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    public override init() {}

    open var phase: Phase { .began }
    open var type: TouchType { .direct }
    open var tapCount: Int { 1 }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var timestamp: TimeInterval { 0 }
    open var view: UIView? { nil }
    open var window: UIWindow? { nil }
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    /// Where the touch is in a view's coordinates: the origin.
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// A touch, motion or press event.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
    }

    public override init() {}

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
}
