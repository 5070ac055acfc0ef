import Foundation

/// UIKit's `UIResponder`, for the keyboard notifications views listen to
/// with `onReceive(NotificationCenter.default.publisher(for:))`. A render
/// shows no keyboard, so none of them is ever posted.
open class UIResponder: NSObject {
    public override init() {}

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
    /// The keyboard's frame at the end of its animation, in a notification's `userInfo`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The length of the keyboard's animation, in a notification's `userInfo`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

    /// Gives up first-responder status: nothing is editing; true.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
