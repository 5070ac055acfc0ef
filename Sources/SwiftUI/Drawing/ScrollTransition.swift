import Foundation

/// Where a view is as it scrolls through its container: before its
/// top-leading edge, within it, or past its bottom-trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    /// Whether the view is within the container.
    public var isIdentity: Bool { self == .identity }

    /// −1 before the top-leading edge, 0 within, 1 past the bottom-trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition applies: when a view counts as within its
/// container, and whether its effect is interpolated or animated.
public struct ScrollTransitionConfiguration: Sendable {
    /// How much of a view must be within its container for it to count as there.
    public struct Threshold: Sendable {
        /// The part of the view within the container, 0 (hidden) … 1 (all of it).
        let amount: Double
        /// How much nearer the centre it must be, in points.
        var inset: Double = 0

        /// All of the view is within the container.
        public static let visible = Threshold(amount: 1)
        /// None of it is.
        public static let hidden = Threshold(amount: 0)
        /// The view is at the container's centre.
        public static var centered: Threshold { Threshold(amount: 1, inset: .infinity) }

        /// `amount` of the view, clamped to 0 … 1, is within the container.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(amount: amount.isFinite ? Swift.min(Swift.max(amount, 0), 1) : 1)
        }

        /// This threshold met `distance` points nearer the container's centre.
        public func inset(by distance: Double) -> Threshold {
            var threshold = self
            threshold.inset += distance.isFinite ? distance : 0
            return threshold
        }

        /// Between this threshold and `other`, by `amount` (0 is this one).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? Swift.min(Swift.max(amount, 0), 1) : 0
            let inset =
                self.inset.isInfinite || other.inset.isInfinite
                ? (t < 0.5 ? self.inset : other.inset) : self.inset + (other.inset - self.inset) * t
            return Threshold(amount: self.amount + (other.amount - self.amount) * t, inset: inset)
        }
    }

    var threshold = Threshold.visible
    let isIdentity: Bool

    /// No effect: the view is always in its identity phase.
    public static let identity = ScrollTransitionConfiguration(isIdentity: true)
    /// The effect changes with the scroll position.
    public static let interactive = ScrollTransitionConfiguration(isIdentity: false)
    /// The effect is animated when the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(isIdentity: false)

    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        .interactive
    }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    /// This configuration with `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var configuration = self
        configuration.threshold = threshold
        return configuration
    }

    /// This configuration animated with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// The phase of a view spanning `start ..< end` on the axis of a
    /// container spanning `0 ..< length`. A partly visible view takes the
    /// nearer phase: the edge one below half of its threshold, identity above.
    func phase(start: Double, end: Double, length: Double) -> ScrollTransitionPhase {
        guard !isIdentity, start.isFinite, end.isFinite, length.isFinite, end > start else { return .identity }
        let size = end - start
        let edge = (start + end) / 2 < length / 2 ? ScrollTransitionPhase.topLeading : .bottomTrailing
        if threshold.inset.isInfinite {
            return abs((start + end) / 2 - length / 2) <= size / 2 ? .identity : edge
        }
        let inset = Swift.min(threshold.inset, length / 2)
        let visible = Swift.max(0, Swift.min(end, length - inset) - Swift.max(start, inset)) / size
        guard threshold.amount > 0 else {
            return visible > 0 || (start >= inset && end <= length - inset) ? .identity : edge
        }
        return visible / threshold.amount >= 0.5 ? .identity : edge
    }
}

nonisolated extension View {
    /// The view drawn with the effect `transition` gives for its phase as
    /// it scrolls through its container (the canvas, which stands for the
    /// scroll view): `.identity` within it, `.topLeading` or
    /// `.bottomTrailing` beyond its edges on `axis` (vertical unless given).
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// As ``scrollTransition(_:axis:transition:)``, with a configuration for each edge.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        visualEffect { effect, proxy in
            let frame = proxy.frame(in: .global), canvas = UIScreen.main.bounds
            let horizontal = axis == .horizontal
            let start = Double(horizontal ? frame.minX : frame.minY), end = Double(horizontal ? frame.maxX : frame.maxY)
            let length = Double(horizontal ? canvas.width : canvas.height)
            let nearer = (start + end) / 2 < length / 2 ? topLeading : bottomTrailing
            return transition(effect, nearer.phase(start: start, end: end, length: length))
        }
    }
}
