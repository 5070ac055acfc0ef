import CoreGraphics
import Foundation

/// A scrolling view. Its content offset is its bounds' origin, as in
/// UIKit; changing the offset or the zoom scale in code tells the delegate
/// (`scrollViewDidScroll`, `scrollViewDidZoom`), as UIKit does, so those
/// members are isolated to the main actor, as the delegate is. Nothing
/// scrolls on its own: a render is one still moment.
open class UIScrollView: UIView, _UIScrollViewDelegating {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// How fast scrolling slows after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The delegate, whichever protocol a subclass's `delegate` takes.
    package weak var scrollDelegate: (any UIScrollViewDelegate)?

    open var contentSize: CGSize = .zero
    /// The content's point at the view's top-left: the bounds' origin.
    @preconcurrency @MainActor
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            scrollDelegate?.scrollViewDidScroll(self)
        }
    }

    open var contentInset: UIEdgeInsets = .zero
    /// The content inset with the safe area's (none outside a window).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var bouncesZoom = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var indicatorStyle: IndicatorStyle = .default
    open var decelerationRate: DecelerationRate = .normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var refreshControl: UIRefreshControl?
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1

    /// The zoom, kept between the minimum and maximum scales.
    @preconcurrency @MainActor
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set {
            let scale =
                newValue.isFinite
                ? min(max(newValue, minimumZoomScale), max(minimumZoomScale, maximumZoomScale)) : storedZoomScale
            guard scale != storedZoomScale else { return }
            storedZoomScale = scale
            scrollDelegate?.scrollViewDidZoom(self)
        }
    }

    private var storedZoomScale: CGFloat = 1

    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer()
    public private(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// The content's area, as a guide for constraints.
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        guide.owningView = self
        return guide
    }()

    /// The scroll view's frame, as a guide for constraints.
    public private(set) lazy var frameLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        guide.owningView = self
        return guide
    }()

    /// Moves the content to `contentOffset` at once.
    @preconcurrency @MainActor
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least that shows `rect` (in content coordinates).
    @preconcurrency @MainActor
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }

    @preconcurrency @MainActor
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    open func zoom(to rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    open func touchesShouldCancel(in view: UIView) -> Bool { true }

    open override class func appearance() -> UIScrollView { UIScrollView() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIScrollView { appearance() }
}

/// Gives `UIScrollView` its `delegate` in an extension, so that text,
/// table and collection views can declare theirs with their own protocol,
/// as UIKit's do (Swift lets no class override a property with another type).
public protocol _UIScrollViewDelegating: AnyObject {}

extension _UIScrollViewDelegating where Self: UIScrollView {
    /// What the scroll view tells of scrolling and asks of zooming.
    public var delegate: (any UIScrollViewDelegate)? {
        get { scrollDelegate }
        set { scrollDelegate = newValue }
    }
}

/// What a scroll view tells of scrolling and asks of zooming: every
/// method optional, answered as UIKit does when the delegate does not.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
