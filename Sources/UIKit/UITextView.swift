import CoreGraphics
import Foundation

/// Editable text of many lines: a scroll view, as UIKit's is. `text` is
/// `String!` as on iOS: never nil when read (setting nil empties it), and
/// it follows `attributedText`. Setting either in code does not tell the
/// delegate (UIKit reports only the user's edits).
open class UITextView: UIScrollView, UITextInputTraits {
    /// The delegate, told of editing (and, as a scroll view's, of scrolling).
    open weak var delegate: (any UITextViewDelegate)? {
        didSet { scrollDelegate = delegate }
    }

    private var storage = NSAttributedString(string: "")

    open var text: String! {
        get { storage.string }
        set { storage = NSAttributedString(string: newValue ?? "") }
    }

    open var attributedText: NSAttributedString! {
        get { storage }
        set { storage = newValue ?? NSAttributedString(string: "") }
    }

    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var clearsOnInsertion = false
    open var adjustsFontForContentSizeCategory = false
    open var usesStandardTextScaling = false
    /// The space around the text: 8 points above and below, as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public let textContainer: NSTextContainer

    /// The selection, in UTF-16 units of the text; the end of the text unless set.
    open var selectedRange: NSRange {
        get { storedSelection ?? NSRange(location: storage.string.utf16.count, length: 0) }
        set { storedSelection = newValue }
    }

    private var storedSelection: NSRange?
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

    public override init(frame: CGRect) {
        textContainer = NSTextContainer(size: frame.size)
        super.init(frame: frame)
    }

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        super.init(frame: frame)
    }

    /// A text view (iOS 16) laid out by TextKit 1 or 2: the same here.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
    }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// Scrolls the least that shows `range`: a render lays out no text, so nothing moves.
    open func scrollRangeToVisible(_ range: NSRange) {}

    /// The selection as UTF-16 offsets, kept within the text.
    private func clampedSelection(in text: String) -> Range<Int> {
        let length = text.utf16.count
        let lower = min(max(0, selectedRange.location), length)
        return lower..<(lower + min(max(0, selectedRange.length), length - lower))
    }

    /// Inserts `text` at the selection (replacing what is selected), as typing would.
    open func insertText(_ text: String) {
        let current: String = self.text
        let range = clampedSelection(in: current)
        let start = String.Index(utf16Offset: range.lowerBound, in: current)
        let end = String.Index(utf16Offset: range.upperBound, in: current)
        self.text = String(current[..<start]) + text + String(current[end...])
        selectedRange = NSRange(location: range.lowerBound + text.utf16.count, length: 0)
    }

    /// Deletes the character before the selection, or what is selected.
    open func deleteBackward() {
        let current: String = self.text
        let range = clampedSelection(in: current)
        var start = String.Index(utf16Offset: range.lowerBound, in: current)
        let end = String.Index(utf16Offset: range.upperBound, in: current)
        if range.isEmpty {
            guard start > current.startIndex else { return }
            start = current.index(before: start)
        }
        self.text = String(current[..<start]) + String(current[end...])
        selectedRange = NSRange(location: start.utf16Offset(in: current), length: 0)
    }

    open var hasText: Bool { !storage.string.isEmpty }

    open override class func appearance() -> UITextView { UITextView(frame: .zero) }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITextView { appearance() }

    /// Posted when a text view's text changes by the user's editing.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

/// What a text view tells of editing and asks before changes: every method
/// optional, answered as UIKit does when the delegate does not.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}

    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }

    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
}

/// How the user touched a link or attachment in text.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}
