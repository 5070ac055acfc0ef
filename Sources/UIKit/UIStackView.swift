import CoreGraphics
import Foundation

/// Arranges its arranged subviews in a row or a column. Nothing lays them
/// out here (a representable draws as a placeholder); the stack keeps its
/// arranged subviews, which are also its subviews, as UIKit's does.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// The space UIKit puts after a view when asked for the system's spacing.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacings: [(view: Weak, spacing: CGFloat)] = []

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds `view` at the end of the arranged subviews, and as a subview.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// A subview leaving also leaves the arranged subviews.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view.object == nil || $0.view.object === arrangedSubview }
        customSpacings.append((Weak(arrangedSubview), spacing))
    }

    /// The spacing after `arrangedSubview`: its own if set, else ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view.object === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
    }
}
