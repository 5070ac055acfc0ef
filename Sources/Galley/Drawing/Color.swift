import Foundation

/// A colour, and a view that fills the space it is offered with it.
///
/// Like SwiftUI's, the system colours (`.red`, `.blue` …), `.primary` and
/// `.secondary` adapt to the colour scheme: each has a light and a dark
/// appearance, and is drawn in the one of the environment it is used in.
/// Colours made from components have one appearance.
public struct Color: Hashable, Sendable {
    /// sRGB components, 0…1, of the light appearance (the only one of a
    /// colour made from components).
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// The dark appearance of an adaptive colour; nil when it has one appearance.
    private var dark: Components?

    /// A colour's sRGB components and opacity.
    private struct Components: Hashable, Sendable {
        var red, green, blue, opacity: Double
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
        let hue = hue.isFinite ? hue - hue.rounded(.down) : 0
        let saturation = unit(saturation), brightness = unit(brightness)
        let sector = hue * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) =
            switch index {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, opacity: opacity
        )
    }

    /// An adaptive colour: `light` in the light appearance, `dark` in the dark.
    package init(light: Color, dark: Color) {
        self = light.resolved(in: .light)
        let dark = dark.resolved(in: .dark)
        self.dark = Components(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
    }

    init(light: UInt32, dark: UInt32, opacity: Double = 1, darkOpacity: Double? = nil) {
        self.init(light: Color(hex: light, opacity: opacity), dark: Color(hex: dark, opacity: darkOpacity ?? opacity))
    }

    /// Whether the colour has a light and a dark appearance.
    public var isAdaptive: Bool { dark != nil }

    /// The colour as drawn in `colorScheme`: one appearance.
    public func resolved(in colorScheme: ColorScheme) -> Color {
        guard colorScheme == .dark, let dark else { return Color(red: red, green: green, blue: blue, opacity: opacity) }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
    }

    /// This colour with its opacity multiplied (in both appearances).
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity *= opacity
        color.dark?.opacity *= opacity
        return color
    }

    /// A gentle gradient from this colour, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }

    // The system colours of iOS 17 in their light and dark appearances
    // (UIKit's systemRed … systemBrown, systemGray; Apple's HIG "Color").
    public static let red = Color(light: 0xFF3B30, dark: 0xFF453A)
    public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A)
    public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A)
    public static let green = Color(light: 0x34C759, dark: 0x30D158)
    public static let mint = Color(light: 0x00C7BE, dark: 0x63E6E2)
    public static let teal = Color(light: 0x30B0C7, dark: 0x40C8E0)
    public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF)
    public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF)
    public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6)
    public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2)
    public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F)
    public static let brown = Color(light: 0xA2845E, dark: 0xAC8E68)
    public static let gray = Color(hex: 0x8E8E93)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, opacity: 0)
    /// Text and symbols: black in the light appearance, white in the dark (UIKit's `label`).
    public static let primary = Color(light: 0x000000, dark: 0xFFFFFF)
    /// Secondary text (UIKit's `secondaryLabel`).
    public static let secondary = Color(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.6)
    /// The accent colour of controls: blue, unless `tint` says otherwise.
    public static let accentColor = Color.blue
}

extension Color: View, PrimitiveView {
    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Color", content: .fill, environment: environment, paint: .fill(.color(self), .rectangle))]
    }
}
