import Foundation

/// How a change animates. A render is one frame, so animations compile
/// and never run: views are drawn in their final state.
public struct Animation: Hashable, Sendable {
    private let description: String

    private init(_ description: String) {
        self.description = description
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: TimeInterval) -> Animation { .linear }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation("timingCurve")
    }
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation { .spring }
    // Disfavoured, so that `.spring()` (which either form accepts, all its
    // arguments defaulted) compiles as on iOS rather than being ambiguous;
    // both are the same spring in a render.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    { .spring }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        .interactiveSpring
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation
    { .spring }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation { .spring }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a change (its animation). Kept only so code compiles.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// A custom value of the transaction: its key's default, as a render
    /// makes no transactions.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}

/// A key for a custom transaction value (`@Entry` in `Transaction` makes one).
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// When a `withAnimation` completion runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
}

/// Runs `body` at once: a render has no animations, only the final state.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion`, at once.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` at once.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Animates changes of `value`: a no-op, a render has one frame.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates every change: a no-op, a render has one frame.
    public func animation(_ animation: Animation?) -> some View { self }

    /// Changes the transaction of changes inside: a no-op.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// How the view enters and leaves: a no-op, nothing enters or leaves in a render.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// How changed content animates (`.numericText()`): a no-op.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Ties the view's geometry to others with the same id: a no-op.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View { self }
}

/// What a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a view enters and leaves. Never runs in a render.
public struct AnyTransition: Sendable {
    private init() {}

    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// A transition between two modifiers: never run, so the view is as it is.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changed content animates. Never runs in a render.
public struct ContentTransition: Sendable {
    private init() {}
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static let symbolEffect = ContentTransition()
}
