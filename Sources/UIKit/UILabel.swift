import CoreGraphics
import Foundation

/// Text in a label. Its `text` and `attributedText` follow each other, as
/// UIKit's do: setting one sets the other's string.
open class UILabel: UIView {
    open var text: String? {
        didSet { storedAttributedText = text.map { NSAttributedString(string: $0) } }
    }

    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            text = newValue?.string
            storedAttributedText = newValue
        }
    }

    private var storedAttributedText: NSAttributedString?
    /// The font: the system font at 17 points unless set.
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text colour: the label colour unless set.
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var isEnabled = true
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var showsExpansionTextWhenTruncated = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where the text goes within `bounds`: the bounds themselves.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
    /// Draws the text into a UIKit graphics context: a render has none.
    open func drawText(in rect: CGRect) {}

    open override class func appearance() -> UILabel { UILabel() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UILabel { appearance() }
}

/// How a shrunken label's text sits on its baseline.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}

/// How a paragraph's lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
