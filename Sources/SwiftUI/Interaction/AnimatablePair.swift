import Foundation

/// Two animatable values as one, for a shape's `animatableData`. A render
/// draws one frame, so the pair is only carried.
public struct AnimatablePair<First: Sendable & Hashable, Second: Sendable & Hashable>: Hashable, Sendable {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}
