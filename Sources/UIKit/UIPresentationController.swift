import CoreGraphics
import Foundation

// How a presented controller is shown: as a popover (a share sheet on
// iPad) or a sheet with detents (iOS 15). Galley presents nothing; these
// keep what code sets.

/// Manages a presented controller's presentation.
open class UIPresentationController: NSObject {
    public private(set) weak var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    open var presentedView: UIView? { presentedViewController?.view }
    open var containerView: UIView? { nil }
    open var frameOfPresentedViewInContainerView: CGRect { UIScreen.main.bounds }
}

/// A popover's anchor and arrows.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The sheet a popover adapts to in a compact size class (iOS 15).
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = adaptiveSheet { return sheet }
        let sheet = UISheetPresentationController(
            presentedViewController: presentedViewController ?? UIViewController(), presenting: presentingViewController
        )
        adaptiveSheet = sheet
        return sheet
    }

    private var adaptiveSheet: UISheetPresentationController?
}

/// Where a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// A sheet's heights and grabber (iOS 15).
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    open class Detent: NSObject, @unchecked Sendable {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
        }

        /// About half the screen.
        open class func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        open class func large() -> Detent { Detent(identifier: .large) }

        /// A height `resolver` works out (iOS 16); kept, never asked.
        open class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString))
        }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Runs `changes` at once.
    open func animateChanges(_ changes: () -> Void) { changes() }
}

/// What a custom detent's resolver is given.
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// What a presentation tells of dismissal by the user: every method optional.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .automatic
    }
}

/// What a popover tells of dismissal: every method optional.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
