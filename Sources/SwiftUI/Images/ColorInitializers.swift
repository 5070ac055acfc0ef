import Foundation
import UIKit

extension Color {
    /// The colour set `name` in the asset folders
    /// (`Assets.xcassets/<name>.colorset/Contents.json`; see `Image(_:bundle:)`
    /// for where Galley looks). A colour set with a dark appearance adapts:
    /// it is drawn in that appearance in a dark colour scheme. When it is
    /// not found, a mid grey stands in.
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let light = AssetCatalog.color(named: name, bundle: bundle, dark: false),
            let dark = AssetCatalog.color(named: name, bundle: bundle, dark: true)
        else {
            self = Color.missingAssetStandIn
            return
        }
        self = light == dark ? light : Color(light: light, dark: dark)
    }

    /// The colour set of a generated asset symbol (`Color(.brandRed)`), found as `Color(_:bundle:)` finds it.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }

    /// A UIKit colour: its light and dark appearances (`Color(.systemGroupedBackground)`).
    /// Disfavoured, so that `Color(.brandRed)` takes the generated
    /// `ColorResource` rather than the `UIColor` of the same name, as with Apple's SDK.
    @_disfavoredOverload
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
}
