import Foundation

/// A slider over a range, drawn as iOS draws UISlider (Galley's
/// `SliderBox`): a 4-point track as wide as offered, filled in the tint up
/// to the 28-point thumb at the binding's value. The minimum and maximum
/// value labels sit at the track's ends; iOS does not show the label.
/// Nothing can drag it in a render.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let step: Double?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?

    init<V: BinaryFloatingPoint>(
        _ value: Binding<V>, _ bounds: ClosedRange<V>, step: V.Stride?, minimum: ValueLabel?, maximum: ValueLabel?
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Double(value.wrappedValue)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        // Erased here: a closure formed in `body` would be isolated to the main actor.
        minimumValueLabel = minimum.map { AnyView($0) }
        maximumValueLabel = maximum.map { AnyView($0) }
    }

    public var body: some View {
        SliderBox(
            value: value, in: bounds, step: step, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, minimum: nil, maximum: nil)
    }

    /// A slider whose value moves in steps of `step` from the lower bound.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: step, minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (for VoiceOver: iOS does not draw it).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: step, minimum: nil, maximum: nil)
    }
}

extension Slider {
    /// A slider with views at its minimum and maximum ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: step, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

// The label-last forms (iOS 13's, deprecated, still common).

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: step, minimum: nil, maximum: nil)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, minimum: minimumValueLabel, maximum: maximumValueLabel)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: step, minimum: minimumValueLabel, maximum: maximumValueLabel)
    }
}
