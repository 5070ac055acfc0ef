/// The pixel grid of a display scale: sizes round up to it.
struct PixelGrid: Hashable, Sendable {
    let scale: Double

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Slack for floating-point noise: 20.000000001 still rounds to 20.
    private static let slack = 1e-6

    /// The smallest grid value at least `value`.
    func roundUp(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return value }
        return (value * scale - Self.slack).rounded(.up) / scale
    }

    /// The largest grid value at most `value`.
    func roundDown(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return value }
        return (value * scale + Self.slack).rounded(.down) / scale
    }
}
