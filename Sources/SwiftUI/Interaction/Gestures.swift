import Foundation

/// An input gesture. A render receives no input: gestures compile, and
/// their callbacks never run.
public protocol Gesture {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` as the gesture changes: never, in a render.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Runs `action` when the gesture ends: never, in a render.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Updates gesture state as the gesture changes: never, in a render.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
    /// The gesture reporting another value.
    public func map<T>(_ body: @escaping (Value) -> T) -> MappedGesture<Self, T> { MappedGesture() }
    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture()
    }
    /// This gesture, then the other.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
    /// This gesture, or the other when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
}

/// A gesture whose value is mapped (`map(_:)`).
public struct MappedGesture<Base: Gesture, Value>: Gesture {}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

/// One gesture after another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

/// One gesture or the other.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

/// A tap (`count` taps).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) { self.count = count }
}

/// A press held for `minimumDuration` seconds.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
    }
}

/// A pinch.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch, reporting its scale (before `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation, reporting its angle (before `RotateGesture`).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture of any type.
public struct AnyGesture<Value>: Gesture {
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

/// Which of a view's gestures a gesture modifier enables.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

nonisolated extension View {
    /// Runs `action` when tapped: a no-op, a render receives no taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Runs `action` with the tap's location: a no-op.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` on a long press: a no-op.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// Runs `action` on a long press: a no-op.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// Adds a gesture: a no-op.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Adds a gesture, enabled or not: a no-op.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }

    /// Adds a gesture recognised with the view's own: a no-op.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Adds a gesture that wins over the view's own: a no-op.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
}
