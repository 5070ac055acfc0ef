import Foundation

// SF Symbols' animated effects (iOS 17). A render is one frame of a symbol
// before any effect has moved it, so every effect leaves the image as it
// is drawn; the types exist so that code using them compiles.

/// An animation of a symbol image's layers.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active (`.pulse`, `.variableColor`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs once each time a value changes (`.bounce`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that swaps one symbol for another (`.replace`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// One of SF Symbols' effects, with its options (direction, layers, speed).
public struct SymbolEffectStandIn: IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
    ContentTransitionSymbolEffect, Hashable
{
    let name: String

    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var pulse: Self { self }
    public var plain: Self { self }
}

extension SymbolEffect where Self == SymbolEffectStandIn {
    public static var bounce: SymbolEffectStandIn { SymbolEffectStandIn(name: "bounce") }
    public static var pulse: SymbolEffectStandIn { SymbolEffectStandIn(name: "pulse") }
    public static var variableColor: SymbolEffectStandIn { SymbolEffectStandIn(name: "variableColor") }
    public static var scale: SymbolEffectStandIn { SymbolEffectStandIn(name: "scale") }
    public static var appear: SymbolEffectStandIn { SymbolEffectStandIn(name: "appear") }
    public static var disappear: SymbolEffectStandIn { SymbolEffectStandIn(name: "disappear") }
    public static var replace: SymbolEffectStandIn { SymbolEffectStandIn(name: "replace") }
    public static var wiggle: SymbolEffectStandIn { SymbolEffectStandIn(name: "wiggle") }
    public static var breathe: SymbolEffectStandIn { SymbolEffectStandIn(name: "breathe") }
    public static var rotate: SymbolEffectStandIn { SymbolEffectStandIn(name: "rotate") }
    public static var drawOn: SymbolEffectStandIn { SymbolEffectStandIn(name: "drawOn") }
    public static var drawOff: SymbolEffectStandIn { SymbolEffectStandIn(name: "drawOff") }
}

/// How a symbol effect repeats and how fast it runs.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
}

nonisolated extension View {
    /// Runs an indefinite effect on the symbols inside while `isActive`: the still frame is the symbol as drawn.
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        self
    }

    /// Runs a discrete effect each time `value` changes: the still frame is the symbol as drawn.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        self
    }

    /// Removes the symbol effects inside: nothing to remove in a still frame.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Swaps symbols with a symbol effect: a still frame shows the new symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .identity
    }
}
