import Foundation

/// A view whose content follows keyframes over time (iOS 17). A render is
/// the animation's first moment: the content is drawn with the initial
/// value, and the keyframes are never evaluated.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
    let content: Content

    /// Plays the keyframes from `initialValue`, repeating when `repeating`.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.content = content(initialValue)
    }

    /// Plays the keyframes from `initialValue` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.content = content(initialValue)
    }

    nonisolated public var body: some View { content }
}

nonisolated extension View {
    /// The view changed by keyframes (iOS 17): drawn as `content` makes it
    /// for `initialValue`.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// The view changed by keyframes each time `trigger` changes: drawn as
    /// `content` makes it for `initialValue`.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// Keyframes for a value: tracks of its properties.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// The keyframes that animate one property of the value, by key path.
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Content.Value == Property {
    /// The animated value's type: what the track's key path starts from.
    public typealias Value = Root

    /// A track of `keyPath` of the animated value.
    public init(
        _ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content
    ) {}
}

extension KeyframeTrack where Root == Property {
    /// A track of the animated value itself.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// Keyframes run one after another; tracks run together.
public struct KeyframeSequence<Value>: Keyframes, KeyframeTrackContent {
    init() {}
}

/// Moves to `to` in `duration` seconds at constant speed.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// Moves to `to` as a spring does.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// Moves to `to` along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence()
    }
    public static func buildBlock(_ components: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence()
    }
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        KeyframeSequence()
    }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence()
    }
}

/// Builds the keyframes of one track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value>
    where K.Value == Value { KeyframeSequence() }
    public static func buildBlock(_ components: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence()
    }
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        KeyframeSequence()
    }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence()
    }
}

/// How a keyframe eases from its start to its end.
public struct UnitCurve: Hashable, Sendable {
    let name: String

    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

    /// A cubic Bézier curve through `startControlPoint` and `endControlPoint`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier")
    }
}

/// A spring's motion, as `SpringKeyframe` and `Animation.spring(_:)` take it.
public struct Spring: Hashable, Sendable {
    public var duration: TimeInterval
    public var bounce: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    public static let smooth = Spring()
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
