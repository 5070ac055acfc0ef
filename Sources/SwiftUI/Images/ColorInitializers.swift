import Foundation

extension Color {
    /// The colour set `name` in the asset folders
    /// (`Assets.xcassets/<name>.colorset/Contents.json`; see `Image(_:bundle:)`
    /// for where Galley looks). A colour set with a dark appearance adapts:
    /// it is drawn in that appearance in a dark colour scheme. When it is
    /// not found, a mid grey stands in.
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let light = AssetCatalog.color(named: name, bundle: bundle, dark: false),
              let dark = AssetCatalog.color(named: name, bundle: bundle, dark: true) else {
            self = Color.missingAssetStandIn
            return
        }
        self = light == dark ? light : Color(light: light, dark: dark)
    }

    /// A UIKit colour: its light and dark appearances (`Color(.systemGroupedBackground)`).
    public init(_ color: UIColor) {
        self = color.color
    }

    /// A UIKit colour: its light and dark appearances.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The grey that stands in for a colour set that was not found.
    static let missingAssetStandIn = Color(white: 0.5)

    /// The colour spaces SwiftUI's colour initialisers take.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        /// Display P3: drawn as if sRGB (Galley draws in sRGB).
        case displayP3
    }

    /// A colour from components in a colour space: sRGB as given, linear
    /// sRGB converted, Display P3 read as sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            self.init(
                red: ColorSpaceConversion.gammaEncoded(red), green: ColorSpaceConversion.gammaEncoded(green),
                blue: ColorSpaceConversion.gammaEncoded(blue), opacity: opacity
            )
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// A grey in a colour space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
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
        let (red, green, blue): (Double, Double, Double) = switch index {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
}
