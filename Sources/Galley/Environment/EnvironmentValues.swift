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
    /// The design text takes unless its font names one (`fontDesign(_:)`).
    public var fontDesign: Font.Design?
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
    /// The case text is drawn in (`textCase(_:)`); nil as written.
    public var textCase: Text.Case? {
        get { textCaseSetting ?? nil }
        set { textCaseSetting = .some(newValue) }
    }
    /// `textCase` as set, or nil when nothing set it: a list's section
    /// header is uppercased unless a view outside it chose a case.
    var textCaseSetting: Text.Case??
    /// Left to right (the default) or right to left: containers mirror
    /// where they place their subviews, and leading text aligns right.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Pixels per point of the display being drawn for (the layout's scale).
    public var displayScale: CGFloat = 1
    /// Lines of height text takes at least (`lineLimit(_:reservesSpace:)`,
    /// a line-limit range's lower bound); nil for none.
    public var reservedLineCount: Int?
    /// How lists inside draw (`listStyle(_:)`); nil for the platform's own.
    var listStyle: ListKind?
    /// The look of the list the view is in, nil outside one: a section
    /// draws its header for it, a navigation link its chevron.
    var listContext: ListKind?
    /// The space between a list's rows (`listRowSpacing(_:)`); nil for none.
    var listRowSpacing: CGFloat?
    /// The space between a list's sections (`listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing = .default
    /// Whether scrollable views draw their background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility = .automatic
    /// How much section headers inside stand out (`headerProminence(_:)`).
    public var headerProminence: Prominence = .standard
    /// The least height of a list row: 44 points, UIKit's default row height.
    public var defaultMinListRowHeight: CGFloat = 44
    /// The least height of a list's section header (0: as tall as its text).
    public var defaultMinListHeaderHeight: CGFloat?
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
