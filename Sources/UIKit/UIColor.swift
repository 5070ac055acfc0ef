import CoreGraphics
import Foundation
import Galley

/// UIKit's colour, for SwiftUI code that reaches for it: a Galley `Color`
/// with its light and dark appearances, made from components, a white, a
/// system or semantic name, an asset name, or a provider of the trait
/// collection.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour as Galley draws it.
    package let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(
            hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// The colour in display P3, drawn as if sRGB (Galley draws in sRGB).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A SwiftUI colour's appearances.
    public init(_ color: Color) {
        self.color = color
    }

    /// A colour that differs by trait collection: the provider is asked
    /// for the light and the dark appearance.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        color = light == dark ? light : Color(light: light.resolved(in: .light), dark: dark.resolved(in: .dark))
    }

    /// The colour set `name` in the asset catalogues; nil when there is none.
    public convenience init?(
        named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        guard let light = AssetCatalog.color(named: name, bundle: bundle, dark: false),
            let dark = AssetCatalog.color(named: name, bundle: bundle, dark: true)
        else { return nil }
        self.init(light == dark ? light : Color(light: light, dark: dark))
    }

    /// A Core Graphics colour's components (sRGB).
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        if components.count >= 4 {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else {
            self.init(white: components.first ?? 0, alpha: components.count > 1 ? components[1] : 1)
        }
    }

    /// The light appearance as a Core Graphics colour, as layers take it.
    public var cgColor: CGColor {
        let light = color.resolved(in: .light)
        return CGColor(
            red: CGFloat(light.red), green: CGFloat(light.green), blue: CGFloat(light.blue),
            alpha: CGFloat(light.opacity))
    }

    /// The colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var base = color
        base.opacity = 1
        return UIColor(base.opacity(Double(alpha)))
    }

    /// The appearance for a trait collection's interface style.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(color.resolved(in: traitCollection.userInterfaceStyle == .dark ? .dark : .light))
    }

    /// The components of the light appearance, 0 to 1; always true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let light = color.resolved(in: .light)
        red?.pointee = CGFloat(light.red)
        green?.pointee = CGFloat(light.green)
        blue?.pointee = CGFloat(light.blue)
        alpha?.pointee = CGFloat(light.opacity)
        return true
    }

    /// The white level (the components' luma) and opacity; always true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let light = color.resolved(in: .light)
        white?.pointee = CGFloat(0.299 * light.red + 0.587 * light.green + 0.114 * light.blue)
        alpha?.pointee = CGFloat(light.opacity)
        return true
    }

    /// Hue, saturation and brightness of the light appearance; always true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let light = color.resolved(in: .light)
        let maximum = max(light.red, light.green, light.blue), minimum = min(light.red, light.green, light.blue)
        let delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == light.red {
                h = (light.green - light.blue) / delta
            } else if maximum == light.green {
                h = 2 + (light.blue - light.red) / delta
            } else {
                h = 4 + (light.red - light.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(light.opacity)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.color == color
    }

    open override var hash: Int { color.hashValue }

    public static let label = UIColor(Color.label)
    public static let secondaryLabel = UIColor(Color.secondaryLabel)
    public static let tertiaryLabel = UIColor(Color.tertiaryLabel)
    public static let quaternaryLabel = UIColor(Color.quaternaryLabel)
    public static let placeholderText = UIColor(Color.placeholderText)
    public static let link = UIColor(Color.link)
    public static let separator = UIColor(Color.separator)
    public static let opaqueSeparator = UIColor(Color.opaqueSeparator)
    public static let systemBackground = UIColor(Color.systemBackground)
    public static let secondarySystemBackground = UIColor(Color.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(Color.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(Color.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(Color.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(Color.tertiarySystemGroupedBackground)
    public static let systemFill = UIColor(Color.systemFill)
    public static let secondarySystemFill = UIColor(Color.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(Color.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(Color.quaternarySystemFill)
    public static let systemGray = UIColor(Color.systemGray)
    public static let systemGray2 = UIColor(Color.systemGray2)
    public static let systemGray3 = UIColor(Color.systemGray3)
    public static let systemGray4 = UIColor(Color.systemGray4)
    public static let systemGray5 = UIColor(Color.systemGray5)
    public static let systemGray6 = UIColor(Color.systemGray6)
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let black = UIColor(Color.black)
    public static let white = UIColor(Color.white)
    public static let gray = UIColor(Color.gray)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(Color.clear)
    /// Text on dark backgrounds: white at 60 % opacity.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// The deprecated name of `systemGroupedBackground`.
    public static let groupTableViewBackground = UIColor(Color.systemGroupedBackground)
    public static let tintColor = UIColor(Color.accentColor)
}
