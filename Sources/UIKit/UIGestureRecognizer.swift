import CoreGraphics
import Foundation

/// Recognizes a gesture on its view and sends its action to its targets.
/// A render delivers no touches, so a recognizer stays `.possible` and
/// never sends; it keeps its targets, settings and view.
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        public static var recognized: State { .ended }
    }

    /// The targets and actions, in the order added (targets held weakly, as UIKit holds them).
    private var targets: [(target: Weak, action: Selector)] = []

    open var state: State = .possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var allowedTouchTypes: [NSNumber] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {
        targets.append((Weak(target), action))
    }

    /// Removes `action` (all actions when nil) of `target` (all targets when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.flatMap(Weak.object)
        targets.removeAll { entry in
            (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
        }
    }

    /// The actions added, in order: what UIKit would send.
    package var actions: [Selector] { targets.map(\.action) }

    /// Where the gesture is in `view`: a render has no touches, so the origin.
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    open var numberOfTouches: Int { 0 }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func reset() {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

/// A weak reference to a target that is an object; a value is held by nothing.
struct Weak {
    weak var object: AnyObject?

    init(_ target: Any?) {
        object = target.flatMap(Self.object)
    }

    /// The object in `target`, looking through optionals; nil for a value.
    static func object(_ target: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: target)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { object($0.value) } }
        guard type(of: target) is AnyClass else { return nil }
        return target as AnyObject
    }
}

/// A tap (or several) with one finger (or more).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A press held for a while.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
}

/// A drag.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    private var translation: CGPoint = .zero

    /// How far the drag has gone: what ``setTranslation(_:in:)`` last set (none at first).
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// How fast the drag goes: it is still.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag in from an edge of the screen.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// A quick swipe in one or more directions.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// Two fingers pinching: the scale starts at 1.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// Two fingers turning: the rotation starts at 0.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// The pointer over a view.
open class UIHoverGestureRecognizer: UIGestureRecognizer {}

/// Which kinds of scrolling a pan recognizes.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// Edges of a rectangle or the screen.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// What a recognizer asks its delegate: every method optional, and
/// answered as UIKit does when the delegate does not.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}
