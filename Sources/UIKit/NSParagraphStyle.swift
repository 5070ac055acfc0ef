import CoreGraphics
import Foundation

// The text attributes' values UIKit adds to Foundation on Apple's
// platforms (Linux's Foundation has none of them), for attributed strings
// that labels and text views are given. Galley draws no UIKit text; these
// hold what is set.

/// How a line that does not fit breaks or is cut.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Line spacing, alignment, indents and breaking of a paragraph.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public fileprivate(set) var lineSpacing: CGFloat = 0
    public fileprivate(set) var paragraphSpacing: CGFloat = 0
    public fileprivate(set) var paragraphSpacingBefore: CGFloat = 0
    public fileprivate(set) var alignment: NSTextAlignment = .natural
    public fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    public fileprivate(set) var headIndent: CGFloat = 0
    public fileprivate(set) var tailIndent: CGFloat = 0
    public fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public fileprivate(set) var minimumLineHeight: CGFloat = 0
    public fileprivate(set) var maximumLineHeight: CGFloat = 0
    public fileprivate(set) var lineHeightMultiple: CGFloat = 0
    public fileprivate(set) var hyphenationFactor: Float = 0
    public fileprivate(set) var baseWritingDirection: NSWritingDirection = .natural
    public fileprivate(set) var allowsDefaultTighteningForTruncation = false

    public override init() {}

    /// The style text has when none is given.
    public static let `default` = NSParagraphStyle()

    /// A style of the same values that can be changed.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    open override func copy() -> Any {
        let copy = NSParagraphStyle()
        copy.take(self)
        return copy
    }

    fileprivate func take(_ other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        alignment = other.alignment
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        lineBreakMode = other.lineBreakMode
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        lineHeightMultiple = other.lineHeightMultiple
        hyphenationFactor = other.hyphenationFactor
        baseWritingDirection = other.baseWritingDirection
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }

    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        take(obj)
    }
}

/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight, rightToLeft
}

/// How text is underlined or struck through.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A text shadow.
open class NSShadow: NSObject {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`; black at a third when nil.
    open var shadowColor: Any?

    public override init() {}
}

/// An image or file in attributed text.
open class NSTextAttachment: NSObject {
    open var image: UIImage?
    open var bounds: CGRect = .zero
    open var contents: Data?
    open var fileType: String?

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
    }

    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString {
    /// A string holding only `attachment`, as UIKit puts an image in text.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

/// The area text is laid out in, as a text view's `textContainer` has it.
open class NSTextContainer: NSObject {
    open var size: CGSize
    /// The inset at each end of a line: 5 points, as UIKit's.
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    open var exclusionPaths: [UIBezierPath] = []

    public init(size: CGSize) {
        self.size = size
    }

    public override convenience init() {
        self.init(size: .zero)
    }
}
