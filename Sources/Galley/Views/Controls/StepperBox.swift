import Foundation

/// A stepper as iOS draws one: its label at the leading edge and UIStepper
/// at the trailing edge, filling the width it is offered. The stepper is
/// UIStepper's 94 × 32 points (its intrinsic size in UIKit): a rounded
/// rectangle of 8 points in the tertiary system fill, split by an
/// 18-point separator into a minus and a plus half, the symbols in the
/// primary colour, or the tertiary label colour on a side that cannot step
/// further. SwiftUI's `Stepper` draws with it; scenes write
/// `{"Stepper": {"title": "Guests", "value": 2, "in": [1, 10]}}`.
nonisolated public struct StepperBox: View, PrimitiveView {
    let label: AnyView
    let canIncrement: Bool
    let canDecrement: Bool

    /// The stepper's size in points.
    public static var stepperSize: CGSize { CGSize(width: 94, height: 32) }

    /// A stepper with a label already made.
    public init(label: AnyView, canIncrement: Bool = true, canDecrement: Bool = true) {
        self.label = label
        self.canIncrement = canIncrement
        self.canDecrement = canDecrement
    }

    /// A stepper labelled with a string, shown as written.
    public init(_ title: String, canIncrement: Bool = true, canDecrement: Bool = true) {
        self.init(label: AnyView(Text(verbatim: title)), canIncrement: canIncrement, canDecrement: canDecrement)
    }

    /// A stepper for `value` in `bounds`: a side greys out at its bound.
    public init(_ title: String, value: Double, in bounds: ClosedRange<Double>) {
        self.init(title, canIncrement: !(value >= bounds.upperBound), canDecrement: !(value <= bounds.lowerBound))
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let size = Self.stepperSize
        let half = (size.width - 1) / 2
        let control = HStack(spacing: 0) {
            Image(systemName: "minus")
                .foregroundColor(canDecrement ? .primary : .tertiaryLabel)
                .frame(width: half, height: size.height)
            Rectangle().fill(Color.separator).frame(width: 1, height: 18)
            Image(systemName: "plus")
                .foregroundColor(canIncrement ? .primary : .tertiaryLabel)
                .frame(width: half, height: size.height)
        }
        .font(.system(size: 17, weight: .medium)) // UIStepper's glyphs do not follow Dynamic Type
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.tertiarySystemFill))
        if environment.labelsHidden {
            return resolveNodes(LayoutView(layout: HStackLayout(), name: "Stepper", content: control), in: environment)
        }
        let row = LayoutView(layout: HStackLayout(), name: "Stepper", content: TupleView(label, Spacer(), control))
        return resolveNodes(row, in: environment)
    }
}
