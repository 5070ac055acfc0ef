import Foundation

/// Colour effects: every colour the view draws — fills, strokes, text,
/// images, gradients — changed by a colour matrix of the kind SVG's
/// `feColorMatrix` and Core Image use, applied to its drawing's pixels
/// (not premultiplied, in sRGB). Layout is unchanged. An amount that is not
/// finite changes nothing.
nonisolated extension View {
    /// Colours saturated by `amount`: 0 is grey of their Rec. 709
    /// luminance, 1 unchanged, more than 1 more vivid. Negative amounts
    /// count as 0; amounts over 100 as 100.
    public func saturation(_ amount: Double) -> some View {
        colorEffect(.saturation(Self.amount(amount, identity: 1, in: 0...100)), name: "saturation")
    }

    /// Colours made grey by `amount` (0…1, clamped): saturation 1 − amount.
    public func grayscale(_ amount: Double) -> some View {
        colorEffect(.saturation(1 - Self.amount(amount, identity: 0, in: 0...1)), name: "grayscale")
    }

    /// `amount` added to red, green and blue: −1 is black, 1 white
    /// (clamped to −1…1).
    public func brightness(_ amount: Double) -> some View {
        colorEffect(.brightness(Self.amount(amount, identity: 0, in: -1...1)), name: "brightness")
    }

    /// Red, green and blue scaled by `amount` about 0.5: 0 is mid grey, 1
    /// unchanged, negative inverts (clamped to −100…100).
    public func contrast(_ amount: Double) -> some View {
        colorEffect(.contrast(Self.amount(amount, identity: 1, in: -100...100)), name: "contrast")
    }

    /// Hues turned by `angle` about the grey axis, luminance kept (SVG's
    /// `hueRotate`).
    public func hueRotation(_ angle: Angle) -> some View {
        colorEffect(.hueRotation(angle.radians.isFinite ? angle : .zero), name: "hueRotation")
    }

    /// Red, green and blue turned to 1 − value; alpha kept.
    public func colorInvert() -> some View {
        colorEffect(.inversion, name: "colorInvert")
    }

    /// Every component, alpha too, multiplied by `color`'s (in the view's
    /// colour scheme).
    public func colorMultiply(_ color: Color) -> some View {
        drawing(.colorMultiply(color), name: "colorMultiply")
    }

    private func colorEffect(_ matrix: ColorMatrix, name: String) -> ModifierLayoutView<PassthroughLayout, Self> {
        drawing(.colorMatrix(matrix), name: name)
    }

    private static func amount(_ value: Double, identity: Double, in range: ClosedRange<Double>) -> Double {
        value.isFinite ? Swift.min(range.upperBound, Swift.max(range.lowerBound, value)) : identity
    }
}
