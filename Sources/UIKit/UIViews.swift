import Foundation

// The UIKit views `UIViewRepresentable` code makes most often. Galley never
// asks a representable for its view, so these hold what such code sets and
// draw nothing.

/// A spinner.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium, large, white, whiteLarge, gray
    }

    public var style: Style
    public var color: UIColor?
    public var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
    }

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }
}

/// Text in a label.
open class UILabel: UIView {
    public var text: String?
    public var font: UIFont?
    public var textColor: UIColor?
    public var textAlignment: NSTextAlignment = .natural
    public var numberOfLines = 1
    public var adjustsFontForContentSizeCategory = false
    public var attributedText: NSAttributedString?
}

/// Editable text of many lines.
open class UITextView: UIView {
    public var text: String?
    public var font: UIFont?
    public var textColor: UIColor?
    public var isEditable = true
    public var isScrollEnabled = true
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
}

/// One line of editable text.
open class UITextField: UIView {
    public var text: String?
    public var placeholder: String?
    public var font: UIFont?
    public var textColor: UIColor?
    public var isSecureTextEntry = false
}

/// An image.
open class UIImageView: UIView {
    public var image: UIImage?
    public var contentMode: ContentMode = .scaleToFill

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// How the image fills the view.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center
    }
}

/// A button.
open class UIButton: UIView {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public init(type: ButtonType) {
        super.init(frame: .zero)
    }

    public func setTitle(_ title: String?, for state: UInt = 0) {}
    public func setImage(_ image: UIImage?, for state: UInt = 0) {}
}

/// A scrolling view.
open class UIScrollView: UIView {
    public var contentSize: CGSize = .zero
    public var contentOffset: CGPoint = .zero
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
}

/// A blur.
open class UIVisualEffectView: UIView {
    public var effect: UIBlurEffect?

    public init(effect: UIBlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
}

/// A blur's material.
open class UIBlurEffect: NSObject, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }
}

/// Page dots.
open class UIPageControl: UIView {
    public var numberOfPages = 0
    public var currentPage = 0
    public var pageIndicatorTintColor: UIColor?
    public var currentPageIndicatorTintColor: UIColor?
}

/// How a paragraph's lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A slider: its value kept between its bounds.
open class UISlider: UIView {
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1
    public var isContinuous = true
    public var minimumTrackTintColor: UIColor?
    public var maximumTrackTintColor: UIColor?
    public var thumbTintColor: UIColor?

    /// The value, clamped to the bounds (NaN becomes the minimum).
    public var value: Float {
        get { storedValue }
        set { storedValue = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }

    private var storedValue: Float = 0

    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }
}
