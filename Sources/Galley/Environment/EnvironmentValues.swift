import Foundation
import GalleyText

/// The values a view inherits from its ancestors: fonts, colours, text
/// settings. Environment modifiers change them for a whole subtree.
public struct EnvironmentValues: Sendable {
    /// The values, shared by every copy until one changes: a layout copies
    /// the environment into each of its nodes and each placed view, and a
    /// subtree mostly inherits it unchanged. (Stored inline, it made a
    /// 100,000-node layout hold two copies of several hundred bytes a node.)
    private var box: Box

    private final class Box: @unchecked Sendable {
        // Written only while uniquely referenced (see `values`), so never
        // while another thread can see it.
        var values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private struct Values {
        var font: Font?
        var foregroundColor: Color?
        var foregroundShadows: [ShadowStyle] = []
        var lineLimit: Int?
        var isLineLimitFixed = false
        var truncationMode: TruncationMode = .tail
        var multilineTextAlignment: TextAlignment = .leading
        var minimumScaleFactor: CGFloat = 1
        var lineSpacing: CGFloat = 0
        var isBold = false
        var isItalic = false
        var fontWeight: Font.Weight?
        var fontDesign: Font.Design?
        var fontWidth: Font.Width?
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var dynamicTypeSize: DynamicTypeSize = .large
        var horizontalSizeClass: UserInterfaceSizeClass? = .compact
        var verticalSizeClass: UserInterfaceSizeClass? = .regular
        var colorScheme: ColorScheme = .light
        var preferredColorScheme: ColorScheme?
        var tint: Color?
        var textCaseSetting: Text.Case??
        var layoutDirection: LayoutDirection = .leftToRight
        var displayScale: CGFloat = 1
        var reservedLineCount: Int?
        var listStyle: ListKind?
        var listContext: ListKind?
        var listRowSpacing: CGFloat?
        var listSectionSpacing: ListSectionSpacing = .default
        var scrollContentBackground: Visibility = .automatic
        var headerProminence: Prominence = .standard
        var defaultMinListRowHeight: CGFloat = 44
        var defaultMinListHeaderHeight: CGFloat?
        var storage = EnvironmentStorage()
    }

    /// The values, copied first when another environment shares them.
    private var values: Values {
        get { box.values }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
            yield &box.values
        }
    }

    public var font: Font? {
        get { box.values.font }
        set { values.font = newValue }
    }
    /// Setting another colour drops the shadows the foreground cast
    /// (`foregroundShadows`), as a new foreground style replaces the old.
    public var foregroundColor: Color? {
        get { box.values.foregroundColor }
        set {
            if newValue != box.values.foregroundColor, !box.values.foregroundShadows.isEmpty {
                values.foregroundShadows = []
            }
            values.foregroundColor = newValue
        }
    }
    /// The shadows the foreground style casts (`foregroundStyle(.white.shadow(.drop(radius: 2)))`),
    /// drawn with the foreground colour by shapes, text and symbols.
    package var foregroundShadows: [ShadowStyle] {
        get { box.values.foregroundShadows }
        set { values.foregroundShadows = newValue }
    }
    public var lineLimit: Int? {
        get { box.values.lineLimit }
        set { values.lineLimit = newValue }
    }
    /// Whether ``lineLimit`` was fixed for the subtree by a tool (a sweep),
    /// so that the line limits a scene sets inside yield to it.
    package var isLineLimitFixed: Bool {
        get { box.values.isLineLimitFixed }
        set { values.isLineLimitFixed = newValue }
    }
    public var truncationMode: TruncationMode {
        get { box.values.truncationMode }
        set { values.truncationMode = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { box.values.multilineTextAlignment }
        set { values.multilineTextAlignment = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { box.values.minimumScaleFactor }
        set { values.minimumScaleFactor = newValue }
    }
    public var lineSpacing: CGFloat {
        get { box.values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    public var isBold: Bool {
        get { box.values.isBold }
        set { values.isBold = newValue }
    }
    public var isItalic: Bool {
        get { box.values.isItalic }
        set { values.isItalic = newValue }
    }
    public var fontWeight: Font.Weight? {
        get { box.values.fontWeight }
        set { values.fontWeight = newValue }
    }
    /// The design text takes unless its font names one (`fontDesign(_:)`).
    public var fontDesign: Font.Design? {
        get { box.values.fontDesign }
        set { values.fontDesign = newValue }
    }
    /// The width variant text takes unless its font names one (`fontWidth(_:)`).
    public var fontWidth: Font.Width? {
        get { box.values.fontWidth }
        set { values.fontWidth = newValue }
    }
    public var kerning: CGFloat {
        get { box.values.kerning }
        set { values.kerning = newValue }
    }
    public var tracking: CGFloat {
        get { box.values.tracking }
        set { values.tracking = newValue }
    }
    /// The reader's preferred text size: text styles are sized for it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { box.values.dynamicTypeSize }
        set { values.dynamicTypeSize = newValue }
    }
    /// How much room the screen has across: compact on an iPhone held
    /// upright (the default), regular on an iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { box.values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    /// How much room the screen has down: compact on an iPhone held sideways.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { box.values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    /// Light (the default) or dark: adaptive colours (`.primary`, the
    /// system colours and backgrounds) are drawn in this appearance.
    public var colorScheme: ColorScheme {
        get { box.values.colorScheme }
        set { values.colorScheme = newValue }
    }
    /// The colour scheme a view inside asked its presentation for
    /// (`preferredColorScheme`): the canvas takes it on.
    var preferredColorScheme: ColorScheme? {
        get { box.values.preferredColorScheme }
        set { values.preferredColorScheme = newValue }
    }
    /// The tint of controls set with `tint(_:)`; nil for the accent colour.
    public var tint: Color? {
        get { box.values.tint }
        set { values.tint = newValue }
    }
    /// The case text is drawn in (`textCase(_:)`); nil as written.
    public var textCase: Text.Case? {
        get { textCaseSetting ?? nil }
        set { textCaseSetting = .some(newValue) }
    }
    /// `textCase` as set, or nil when nothing set it: a list's section
    /// header is uppercased unless a view outside it chose a case.
    var textCaseSetting: Text.Case?? {
        get { box.values.textCaseSetting }
        set { values.textCaseSetting = newValue }
    }
    /// Left to right (the default) or right to left: containers mirror
    /// where they place their subviews, and leading text aligns right.
    public var layoutDirection: LayoutDirection {
        get { box.values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    /// Pixels per point of the display being drawn for (the layout's scale).
    public var displayScale: CGFloat {
        get { box.values.displayScale }
        set { values.displayScale = newValue }
    }
    /// Lines of height text takes at least (`lineLimit(_:reservesSpace:)`,
    /// a line-limit range's lower bound); nil for none.
    public var reservedLineCount: Int? {
        get { box.values.reservedLineCount }
        set { values.reservedLineCount = newValue }
    }
    /// How lists inside draw (`listStyle(_:)`); nil for the platform's own.
    var listStyle: ListKind? {
        get { box.values.listStyle }
        set { values.listStyle = newValue }
    }
    /// The look of the list the view is in, nil outside one: a section
    /// draws its header for it, a navigation link its chevron.
    var listContext: ListKind? {
        get { box.values.listContext }
        set { values.listContext = newValue }
    }
    /// The space between a list's rows (`listRowSpacing(_:)`); nil for none.
    var listRowSpacing: CGFloat? {
        get { box.values.listRowSpacing }
        set { values.listRowSpacing = newValue }
    }
    /// The space between a list's sections (`listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing {
        get { box.values.listSectionSpacing }
        set { values.listSectionSpacing = newValue }
    }
    /// Whether scrollable views draw their background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { box.values.scrollContentBackground }
        set { values.scrollContentBackground = newValue }
    }
    /// How much section headers inside stand out (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { box.values.headerProminence }
        set { values.headerProminence = newValue }
    }
    /// The least height of a list row: 44 points, UIKit's default row height.
    public var defaultMinListRowHeight: CGFloat {
        get { box.values.defaultMinListRowHeight }
        set { values.defaultMinListRowHeight = newValue }
    }
    /// The least height of a list's section header (0: as tall as its text).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { box.values.defaultMinListHeaderHeight }
        set { values.defaultMinListHeaderHeight = newValue }
    }
    /// Values of user-defined ``EnvironmentKey``s.
    var storage: EnvironmentStorage {
        get { box.values.storage }
        set { values.storage = newValue }
    }

    public init() {
        box = Box(Values())
    }

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
