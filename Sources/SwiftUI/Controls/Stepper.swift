import Foundation

/// A stepper, drawn as iOS draws UIStepper (Galley's `StepperBox`): the
/// label leading, the 94 × 32 minus and plus control trailing, a side
/// greyed out when the value is at its bound (or has no action). Nothing
/// can step it in a render.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let canIncrement: Bool
    let canDecrement: Bool

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = value.wrappedValue < bounds.upperBound
        canDecrement = value.wrappedValue > bounds.lowerBound
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = true
        canDecrement = true
    }

    // The older forms with the label last, as trailing closure
    // (`Stepper(onIncrement: …, onDecrement: …) { Text("x") }`); disfavoured,
    // so that a trailing label alone still picks the forms above.

    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        StepperBox(label: AnyView(label), canIncrement: canIncrement, canDecrement: canDecrement)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
