import CoreGraphics
import Foundation

/// What describes a font: a font with traits added (bold, italic,
/// monospaced), as `UIFont(descriptor:size:)` makes it.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Traits of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    let font: UIFont
    public let symbolicTraits: SymbolicTraits

    init(font: UIFont, traits: SymbolicTraits) {
        self.font = font
        symbolicTraits = traits
    }

    public var pointSize: CGFloat { font.pointSize }

    /// The descriptor with `symbolicTraits` added.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: font, traits: self.symbolicTraits.union(symbolicTraits))
    }

    /// The descriptor in another design of the system font; the monospaced design adds the monospace trait.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(
            font: font, traits: design == .monospaced ? symbolicTraits.union(.traitMonoSpace) : symbolicTraits)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize), traits: symbolicTraits)
    }

    /// A text style's descriptor at the default Dynamic Type size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style), traits: [])
    }
}
