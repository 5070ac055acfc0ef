import CoreGraphics
import Foundation

// Views that show progress: the spinner, the bar, and a scroll view's
// pull-to-refresh control.

/// A spinner.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case whiteLarge, white, gray, medium = 100, large = 101
    }

    open var style: Style
    open var color: UIColor!
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    open override class func appearance() -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIActivityIndicatorView {
        appearance()
    }
}

/// A bar filling with progress, 0 to 1.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    open var progressViewStyle: Style = .default
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?

    /// The progress, kept within 0 and 1 (NaN becomes 0).
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }

    private var storedProgress: Float = 0

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override class func appearance() -> UIProgressView { UIProgressView(frame: .zero) }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIProgressView { appearance() }
}

/// Pull to refresh, on a scroll view's `refreshControl`.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
