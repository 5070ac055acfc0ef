import CoreGraphics
import Foundation

/// A UIKit view: what `UIViewRepresentable` code makes. Galley never asks
/// for one (it draws a labelled placeholder instead), so a view holds what
/// code sets (its frame, colours, layer, subviews, constraints and
/// gesture recognizers) and draws nothing. The hierarchy is kept as UIKit
/// keeps it: `addSubview` sets `superview` and calls the move hooks.
open class UIView: UIResponder {
    /// The bounds' origin; the size is the frame's.
    private var boundsOrigin: CGPoint = .zero
    private var storedTintColor: UIColor?
    private var needsLayout = false
    package var installedConstraints: [NSLayoutConstraint] = []
    private var guides: [UILayoutGuide] = []
    private var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    private var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
        .defaultHigh, .defaultHigh
    )

    open var frame: CGRect {
        didSet { layer.frame = frame }
    }

    /// The view's own coordinates: the frame's size at an origin of its own
    /// (a scroll view's is its content offset).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var transform: CGAffineTransform = .identity
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    /// The tint: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintColorDidChange()
        }
    }

    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tag = 0
    open var contentMode: ContentMode = .scaleToFill
    open var contentScaleFactor: CGFloat = 3
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Light or dark for this view and those inside it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var insetsLayoutMarginsFromSafeArea = true
    open var preservesSuperviewLayoutMargins = false

    /// Layout margins: 8 points on each side, as UIKit's default.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The layout margins, leading and trailing (left and right: a render runs left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The safe area's insets: none, as a view outside a window has.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The view's layer, of the class ``layerClass`` names.
    public let layer: CALayer
    /// The class of the view's layer; override it for a shape or gradient layer.
    open class var layerClass: AnyClass { CALayer.self }

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    public private(set) var gestureRecognizers: [UIGestureRecognizer]?

    // Accessibility: kept for code that sets it; a render reads none of it.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityElements: [Any]?
    open var accessibilityRespondsToUserInteraction = true

    public init(frame: CGRect) {
        self.frame = frame
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        super.init()
        layer.frame = frame
    }

    /// Views from an archive: Galley reads none; an empty view.
    public required init?(coder: NSCoder) {
        frame = .zero
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    open override var next: UIResponder? { superview }

    /// The window the view is in: the nearest window among it and its superviews.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The traits the view is drawn with: the canvas's, with the nearest
    /// ``overrideUserInterfaceStyle`` up the hierarchy.
    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection.current.with(userInterfaceStyle: current.overrideUserInterfaceStyle)
            }
            view = current.superview
        }
        return .current
    }

    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `index` among the subviews (clamped to their range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        view.willMove(toSuperview: self)
        view.detach()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if window != nil { view.didMoveToWindow() }
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Leaves the superview, with the constraints that tie the view to it.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
    }

    /// Takes the view out of its superview's list, and the constraints
    /// installed above it that name it.
    private func detach() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        var ancestor: UIView? = parent
        while let current = ancestor {
            for constraint in current.installedConstraints where constraint.involves(self) {
                constraint.isActive = false
            }
            ancestor = current.superview
        }
        superview = nil
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag`, this one or one inside it, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Layout and drawing

    /// Lays out subviews; UIKit calls it, and so does ``layoutIfNeeded()``
    /// after ``setNeedsLayout()``.
    open func layoutSubviews() {}

    open func setNeedsLayout() { needsLayout = true }

    /// Runs ``layoutSubviews()`` if ``setNeedsLayout()`` asked for it.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    /// Draws the view's content into a UIKit graphics context: a render has none.
    open func draw(_ rect: CGRect) {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func tintColorDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The size the view would like within `size`: its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    /// The size the content needs: none (``noIntrinsicMetric`` both ways) for a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}

    /// The size Auto Layout would give the view: its intrinsic size where it has one, else its current size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height
        )
    }

    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    /// A point in this view's coordinates, in another view's (frames' origins
    /// and bounds' origins only: transforms are not applied).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = absoluteOrigin
        let other = view?.absoluteOrigin ?? .zero
        return CGPoint(x: point.x + inWindow.x - other.x, y: point.y + inWindow.y - other.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let other = view?.absoluteOrigin ?? .zero
        let inWindow = absoluteOrigin
        return CGPoint(x: point.x + other.x - inWindow.x, y: point.y + other.y - inWindow.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where the bounds' origin is in the top view's coordinates.
    private var absoluteOrigin: CGPoint {
        var point = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            point.x += current.frame.minX - parent.bounds.minX
            point.y += current.frame.minY - parent.bounds.minY
            view = parent
        }
        if let top = view {
            point.x += top.frame.minX
            point.y += top.frame.minY
        }
        return point
    }

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return self
    }

    /// Ends editing in the view or inside it: resigns the first responder found.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() }
        return subviews.contains { $0.endEditing(force) }
    }

    /// A snapshot of the view: a render takes none; a plain view.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: bounds) }

    // MARK: Gesture recognizers

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizers?.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizers?.remove(at: index)
        gestureRecognizer.view = nil
    }

    // MARK: Auto Layout

    /// The constraints installed on the view (activating one installs it on
    /// the nearest view that holds both its items).
    open var constraints: [NSLayoutConstraint] { installedConstraints }

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.install(on: self)
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard installedConstraints.contains(where: { $0 === constraint }) else { return }
        constraint.isActive = false
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func needsUpdateConstraints() -> Bool { false }
    open class var requiresConstraintBasedLayout: Bool { false }

    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    public private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    public private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    public private(set) lazy var firstBaselineAnchor = NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    public private(set) lazy var lastBaselineAnchor = NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)

    /// The safe area, as a guide: the view's bounds less ``safeAreaInsets``.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = ownGuide("UIViewSafeAreaLayoutGuide")
    /// The layout margins, as a guide.
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = ownGuide("UIViewLayoutMarginsGuide")
    /// Where text reads comfortably, as a guide.
    public private(set) lazy var readableContentGuide: UILayoutGuide = ownGuide("UIViewReadableContentGuide")
    /// Where the keyboard is, as a guide: off screen, as no keyboard shows.
    public private(set) lazy var keyboardLayoutGuide: UIKeyboardLayoutGuide = {
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.owningView = self
        return guide
    }()

    private func ownGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    open var layoutGuides: [UILayoutGuide] { guides }

    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = guides.firstIndex(where: { $0 === layoutGuide }) else { return }
        guides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// How strongly the view resists growing past its intrinsic size: low (250) unless set.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    }

    /// How strongly the view resists shrinking below its intrinsic size: high (750) unless set.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
    }

    // MARK: Appearance

    /// The appearance proxy: a view of its own; what is set on it changes nothing drawn.
    open class func appearance() -> UIView { UIView() }
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
        appearance()
    }
}

/// A type whose instances hold views that appearance proxies can be limited to.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
