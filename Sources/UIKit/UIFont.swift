import Foundation
import GalleyText

/// UIKit's font: a system font of a size and weight, a text style's, or a
/// family by name, with SF Pro's metrics for the system font (Galley draws
/// it with Inter, or Apple's files from `GALLEY_SYSTEM_FONTS`).
open class UIFont: NSObject, @unchecked Sendable {
    /// The font as Galley describes it.
    package let font: Font
    public let pointSize: CGFloat
    public let fontName: String
    public let familyName: String

    package init(font: Font, pointSize: CGFloat, fontName: String, familyName: String) {
        self.font = font
        self.pointSize = pointSize
        self.fontName = fontName
        self.familyName = familyName
    }

    /// A family by name at a size; nil when Galley knows no such family
    /// (bundled, registered, or from the folder of Apple's fonts).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let library = try? FontLibrary.bundled(), library.hasFamily(fontName) else { return nil }
        self.init(
            font: .custom(fontName, size: Double(fontSize)), pointSize: fontSize, fontName: fontName,
            familyName: fontName)
    }

    /// UIKit's text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style of the same name.
        package var style: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// UIKit's weights: from −1 (ultra-light) to 1 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// SwiftUI's weight nearest this one.
        package var weight: Font.Weight {
            let pairs: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return pairs.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(
            font: .system(size: Double(fontSize), weight: weight.weight), pointSize: fontSize,
            fontName: ".SFUI-Regular", familyName: ".SF UI Text")
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let base = systemFont(ofSize: fontSize)
        return UIFont(
            font: base.font.italic(), pointSize: fontSize, fontName: ".SFUI-Italic", familyName: base.familyName)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            font: .system(size: Double(fontSize), weight: weight.weight, design: .monospaced), pointSize: fontSize,
            fontName: ".SFUIMono-Regular", familyName: ".SF UI Mono"
        )
    }

    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// A text style's font at the default Dynamic Type size (the
    /// canvas's size category is not read here).
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
        let size = CGFloat(style.style.pointSize)
        return UIFont(font: .system(style.style), pointSize: size, fontName: ".SFUI-Regular", familyName: ".SF UI Text")
    }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            font: .system(size: Double(fontSize), weight: font.resolvedWeight), pointSize: fontSize, fontName: fontName,
            familyName: familyName)
    }

    /// The families Galley bundles (Inter, the system font's stand-in; Noto
    /// Serif, Noto Sans Mono, the Noto scripts, Quicksand, Noto Color Emoji).
    /// Apple's families are not there, nor fonts registered from files.
    public class var familyNames: [String] { FontLibrary.bundledFamilies }

    /// The faces of a bundled family, by PostScript name (`Inter-Bold`);
    /// empty for a family Galley does not bundle.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        FontLibrary.bundledFaceNames(inFamily: familyName)
    }

    /// What describes the font: its size and traits.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self, traits: []) }

    /// The font a descriptor describes, at `pointSize` (its own size when 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        var font = descriptor.font.withSize(size).font
        if descriptor.symbolicTraits.contains(.traitBold) { font = font.bold() }
        if descriptor.symbolicTraits.contains(.traitItalic) { font = font.italic() }
        if descriptor.symbolicTraits.contains(.traitMonoSpace) { font = font.monospaced() }
        self.init(
            font: font, pointSize: size, fontName: descriptor.font.fontName, familyName: descriptor.font.familyName)
    }

    /// The line metrics: SF Pro's for the system font (the line box Galley
    /// gives it), as UIFont reports them on iOS.
    public var ascender: CGFloat { pointSize * CGFloat(SystemFontRoles.LineBox.sfPro.ascender) }
    public var descender: CGFloat { -pointSize * CGFloat(SystemFontRoles.LineBox.sfPro.descender) }
    public var lineHeight: CGFloat { ascender - descender }
    public var leading: CGFloat { 0 }
    public var capHeight: CGFloat { pointSize * 1443 / 2048 }
    public var xHeight: CGFloat { pointSize * 1096 / 2048 }
}
