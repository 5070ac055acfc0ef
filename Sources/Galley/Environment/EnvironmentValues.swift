import Foundation
import GalleyText

/// The values a view inherits from its ancestors: fonts, colours, text
/// settings. Environment modifiers change them for a whole subtree.
public struct EnvironmentValues: Sendable {
    public var font: Font?
    public var foregroundColor: Color?
    public var lineLimit: Int?
    public var truncationMode: TruncationMode = .tail
    public var multilineTextAlignment: TextAlignment = .leading
    public var minimumScaleFactor: CGFloat = 1
    public var lineSpacing: CGFloat = 0
    public var isBold = false
    public var isItalic = false
    public var fontWeight: Font.Weight?
    public var kerning: CGFloat = 0
    public var tracking: CGFloat = 0
    /// The reader's preferred text size: text styles are sized for it.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// How much room the screen has across: compact on an iPhone held
    /// upright (the default), regular on an iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// How much room the screen has down: compact on an iPhone held sideways.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// Light (the default) or dark: adaptive colours (`.primary`, the
    /// system colours and backgrounds) are drawn in this appearance.
    public var colorScheme: ColorScheme = .light
    /// The colour scheme a view inside asked its presentation for
    /// (`preferredColorScheme`): the canvas takes it on.
    var preferredColorScheme: ColorScheme?
    /// The tint of controls set with `tint(_:)`; nil for the accent colour.
    public var tint: Color?
    /// Pixels per point of the display being drawn for (the layout's scale).
    public var displayScale: CGFloat = 1
    /// Lines of height text takes at least (`lineLimit(_:reservesSpace:)`,
    /// a line-limit range's lower bound); nil for none.
    public var reservedLineCount: Int?
    /// The grid whose rows are being built, for GridRow.
    var gridGeometry: GridGeometry?
    /// Values of user-defined ``EnvironmentKey``s.
    var storage = EnvironmentStorage()

    public init() {}

    var paragraphStyle: ParagraphStyle {
        ParagraphStyle(
            lineLimit: lineLimit, truncationMode: truncationMode, multilineTextAlignment: multilineTextAlignment,
            lineSpacing: Double(lineSpacing), minimumScaleFactor: Double(minimumScaleFactor)
        )
    }
}

/// Whether the interface has room to spread out, across or down.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// Whether the interface is light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}
