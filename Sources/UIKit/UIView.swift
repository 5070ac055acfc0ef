import Foundation

/// A UIKit view: what `UIViewRepresentable` code makes. Galley never asks
/// for one (it draws a labelled placeholder instead), so these hold only
/// what such code sets.
open class UIView: UIResponder {
    public var frame: CGRect
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public var backgroundColor: UIColor?
    public var tintColor: UIColor?
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    public var translatesAutoresizingMaskIntoConstraints = true
    public private(set) var subviews: [UIView] = []

    public init(frame: CGRect) {
        self.frame = frame
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public func addSubview(_ view: UIView) { subviews.append(view) }
    public func removeFromSuperview() {}
    public func setNeedsLayout() {}
    public func layoutIfNeeded() {}
    public func setNeedsDisplay() {}
}

/// A UIKit view controller: what `UIViewControllerRepresentable` code makes.
open class UIViewController: UIResponder {
    public lazy var view: UIView = UIView()
    public var title: String?

    public override init() {}

    public init(nibName: String?, bundle: Bundle?) {}

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}
