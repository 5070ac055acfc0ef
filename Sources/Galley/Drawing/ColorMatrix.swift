import Foundation

/// A colour transform of the kind SVG's `feColorMatrix` and Core Image's
/// `CIColorMatrix` apply: each of red, green, blue and alpha (0…1, not
/// premultiplied) becomes a weighted sum of the four plus a bias, the
/// result clamped to 0…1.
public struct ColorMatrix: Sendable, Equatable {
    /// Four rows (red, green, blue, alpha) of five values: the weights of
    /// red, green, blue and alpha, then the bias.
    public var rows: [[Double]]

    /// Rec. 709 luminance weights, as SVG's `saturate` and `hueRotate` use.
    static let luminance = (red: 0.2126, green: 0.7152, blue: 0.0722)

    public init(rows: [[Double]]) {
        self.rows = rows
    }

    /// Leaves every colour as it is.
    public static let identity = ColorMatrix(rows: [
        [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
    ])

    /// SVG's `saturate`: 0 is grey of the colour's luminance, 1 unchanged,
    /// above 1 more saturated.
    public static func saturation(_ s: Double) -> ColorMatrix {
        let (r, g, b) = luminance
        return ColorMatrix(rows: [
            [r + (1 - r) * s, g - g * s, b - b * s, 0, 0],
            [r - r * s, g + (1 - g) * s, b - b * s, 0, 0],
            [r - r * s, g - g * s, b + (1 - b) * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// SVG's `hueRotate`: hues turned by `angle` about the grey axis,
    /// luminance kept.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (r, g, b) = luminance
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(rows: [
            [r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0, 0],
            [r - c * r + s * 0.143, g + c * (1 - g) + s * 0.140, b - c * b - s * 0.283, 0, 0],
            [r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `amount` added to red, green and blue.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// Red, green and blue scaled by `amount` about 0.5.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let bias = 0.5 - 0.5 * amount
        return ColorMatrix(rows: [
            [amount, 0, 0, 0, bias], [0, amount, 0, 0, bias], [0, 0, amount, 0, bias], [0, 0, 0, 1, 0],
        ])
    }

    /// Red, green and blue turned to their complements, 1 − value.
    public static let inversion = ColorMatrix(rows: [
        [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0],
    ])

    /// Each component multiplied by `color`'s.
    public static func multiplication(by color: Color) -> ColorMatrix {
        ColorMatrix(rows: [
            [color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.opacity, 0],
        ])
    }

    /// The components of a colour transformed, each clamped to 0…1.
    public func apply(
        red: Double, green: Double, blue: Double, alpha: Double
    ) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        func row(_ index: Int) -> Double {
            let w = rows[index]
            let value = w[0] * red + w[1] * green + w[2] * blue + w[3] * alpha + w[4]
            return value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
        }
        return (row(0), row(1), row(2), row(3))
    }

}
