import Foundation

/// A slider as iOS 17 draws UISlider: as wide as it is offered and 28
/// points tall, a 4-point capsule track across the whole width (the part
/// up to the thumb in the tint colour, the rest in the system fill) and a
/// 28-point white thumb with a soft shadow, whose edges meet the track's
/// ends at the bounds. Minimum and maximum value labels sit before and
/// after the track; iOS does not show the slider's own label (it is for
/// VoiceOver). SwiftUI's `Slider` draws with it; scenes write
/// `{"Slider": {"value": 0.3, "in": [0, 1]}}`.
nonisolated public struct SliderBox: View, PrimitiveView {
    let fraction: Double
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?

    /// The thumb's side and the slider's height in points.
    public static var thumbSize: CGFloat { 28 }
    /// The track's height in points.
    public static var trackHeight: CGFloat { 4 }

    /// A slider at `value` between the bounds, snapped to `step` from the
    /// lower bound when one is given. A value outside the bounds is
    /// clamped; NaN, or bounds of no finite width, draw the thumb at the start.
    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
        minimumValueLabel: AnyView? = nil, maximumValueLabel: AnyView? = nil
    ) {
        fraction = Self.fraction(value, lower: bounds.lowerBound, upper: bounds.upperBound, step: step)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Where `value` sits between the bounds, from 0 to 1.
    static func fraction(_ value: Double, lower: Double, upper: Double, step: Double?) -> Double {
        let span = upper - lower
        guard value.isFinite, span.isFinite, span > 0 else { return 0 }
        var clamped = Swift.min(Swift.max(value, lower), upper)
        if let step, step.isFinite, step > 0 {
            let steps = ((clamped - lower) / step).rounded()
            clamped = Swift.min(lower + steps * step, upper)
        }
        return Swift.min(Swift.max((clamped - lower) / span, 0), 1)
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let track = SliderTrack(fraction: fraction, tint: environment.tint ?? .accentColor)
        let content = HStack {
            if let minimumValueLabel { minimumValueLabel }
            track
            if let maximumValueLabel { maximumValueLabel }
        }
        return ControlNode.make(named: "Slider", content: content, in: environment)
    }
}

/// The track and thumb, as wide as offered.
nonisolated struct SliderTrack: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        let thumb = SliderBox.thumbSize
        GeometryReader { proxy in
            let travel = Swift.max(0, proxy.size.width - thumb)
            let centre = thumb / 2 + travel * fraction
            // An offset is not mirrored: in right to left the thumb moves leftwards from the right end.
            let direction: CGFloat = EnvironmentValues.current?.layoutDirection == .rightToLeft ? -1 : 1
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: SliderBox.trackHeight)
                Capsule().fill(tint).frame(width: centre, height: SliderBox.trackHeight)
                Circle()
                    .fill(Color.white)
                    .frame(width: thumb, height: thumb)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
                    .offset(x: direction * travel * fraction)
            }
        }
        .frame(height: thumb)
    }
}
