import CoreGraphics
import Foundation

/// One line of editable text: a control, as UIKit's is. `text` and
/// `attributedText` follow each other; setting either in code sends no
/// `.editingChanged` and does not tell the delegate (UIKit reports only
/// the user's edits). ``deleteBackward()`` and ``insertText(_:)`` edit as
/// typing would, and send `.editingChanged`.
open class UITextField: UIControl, UITextInputTraits {
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    open weak var delegate: (any UITextFieldDelegate)?

    /// The text: empty, never nil, as UIKit's.
    open var text: String? {
        get { storage?.string ?? "" }
        set { storage = NSAttributedString(string: newValue ?? "") }
    }

    open var attributedText: NSAttributedString? {
        get { storage }
        set { storage = newValue ?? NSAttributedString(string: "") }
    }

    private var storage: NSAttributedString?
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var clearsOnBeginEditing = false
    open var clearsOnInsertion = false
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumFontSize: CGFloat = 0
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var allowsEditingTextAttributes = false
    open var selectedTextRange: UITextRange?
    open var markedTextRange: UITextRange? { nil }
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?

    /// Whether the field is being edited: while it is first responder.
    open var isEditing: Bool { isFirstResponder }
    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Adds `text` at the end, as typing would, and sends `.editingChanged`.
    open func insertText(_ text: String) {
        self.text = (self.text ?? "") + text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, as the delete key would, and sends `.editingChanged`.
    open func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(origin: bounds.origin, size: leftView?.frame.size ?? .zero)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY, width: size.width, height: size.height)
    }

    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}
    open func caretRect(for position: UITextPosition) -> CGRect { .zero }

    open override class func appearance() -> UITextField { UITextField(frame: .zero) }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITextField { appearance() }

    /// Posted when a field's text changes by the user's editing.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

/// The rules a new password must follow, for AutoFill.
open class UITextInputPasswordRules: NSObject {
    public let passwordRulesDescriptor: String

    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
    }
}

/// The text field of a search bar.
open class UISearchTextField: UITextField {
    open var tokenBackgroundColor: UIColor?
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true
}

/// What a text field tells of editing and asks before changes: every
/// method optional, answered as UIKit does when the delegate does not.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}

    /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does when only that one is implemented.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
