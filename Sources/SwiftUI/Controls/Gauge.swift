import Foundation

/// A value within a range, as iOS's default gauge style draws it (linear
/// capacity): the label and the current value's label above a 4-point
/// capsule, tinted up to the value, and the bounds' labels below.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View
{
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    // Nonisolated: the stack's content closure runs during layout, off the main thread.
    nonisolated public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                label
                Spacer(minLength: 0)
                currentValueLabel.foregroundStyle(.secondary)
            }
            GaugeTrack(fraction: fraction)
            HStack {
                minimumValueLabel
                Spacer(minLength: 0)
                maximumValueLabel
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// The gauge's bar: a capsule in the tertiary fill, tinted up to the value.
nonisolated private struct GaugeTrack: View {
    let fraction: Double

    var body: some View {
        Capsule()
            .fill(Color(.tertiarySystemFill))
            .frame(height: 4)
            .overlay(GaugeFill(fraction: fraction).fill(Color.accentColor))
    }
}

/// The tinted part of the bar: a capsule from the leading edge to the value.
nonisolated private struct GaugeFill: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        Capsule().path(
            in: CGRect(x: rect.minX, y: rect.minY, width: rect.width * CGFloat(fraction), height: rect.height))
    }
}

nonisolated extension View {
    /// The gauge's style: iOS's default is drawn whatever it says.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}

/// How a gauge is drawn; Galley draws the linear capacity style for every one.
public protocol GaugeStyle {}

/// The default gauge style.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
    public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
    public static var accessoryLinear: DefaultGaugeStyle { DefaultGaugeStyle() }
    public static var accessoryLinearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
    public static var accessoryCircular: DefaultGaugeStyle { DefaultGaugeStyle() }
    public static var accessoryCircularCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
}
