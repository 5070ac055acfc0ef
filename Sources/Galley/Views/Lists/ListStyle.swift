import Foundation

/// How a list draws its rows and sections. The styles are iOS's; on an
/// iPhone `.automatic` is `.insetGrouped`.
public protocol ListStyle: Sendable {}

/// A built-in list style: which of the looks it draws.
protocol BuiltInListStyle: ListStyle {
    var kind: ListKind { get }
}

/// The list style of the platform: on iOS 17's iPhone, `.insetGrouped`.
public struct DefaultListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListKind { .insetGrouped }
}

/// Sections as rounded cards inset from the screen's edges on a grey background.
public struct InsetGroupedListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListKind { .insetGrouped }
}

/// Sections as full-width bands on a grey background.
public struct GroupedListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListKind { .grouped }
}

/// Rows edge to edge on the screen's background, headers in bands.
public struct PlainListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListKind { .plain }
}

/// Plain rows in cards inset from the screen's edges.
public struct InsetListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListKind { .inset }
}

/// A sidebar: on an iPhone, inset-grouped sections under prominent headers.
public struct SidebarListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How much a section header stands out (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
    /// The style's own header: small uppercase secondary text in grouped lists.
    case standard
    /// A larger header in the primary colour, as written (iOS's `.headline`).
    case increased
}

/// The space between a list's sections (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Hashable, Sendable {
    let length: CGFloat?

    /// The style's own spacing (35 points in grouped lists).
    public static let `default` = ListSectionSpacing(length: nil)
    /// Closer sections: iOS 17's compact spacing, 20 points (a stand-in:
    /// measured from screenshots, not published).
    public static let compact = ListSectionSpacing(length: 20)
    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: spacing.isFinite ? Swift.max(0, spacing) : nil)
    }
}

/// The looks a list draws, and their metrics.
///
/// Sources: UIKit's 44-point default row height (`UITableView.rowHeight`,
/// SwiftUI's `defaultMinListRowHeight`); the 16-point system layout margin
/// that insets a cell's content (`UIView.layoutMargins`, HIG "Layout") and
/// the 20-point margin inset-grouped sections keep from the edges of an
/// iPhone 12/13/14-sized screen; the 10-point corner radius of inset-grouped
/// cells (`UICollectionLayoutListConfiguration.insetGrouped`); the 35-point
/// gap UITableView's grouped styles leave between sections (measured,
/// `UITableView.sectionHeaderHeight`'s automatic value for a title-less
/// section). Rows are 17-point body text (HIG "Typography": Body, Large).
enum ListKind: Hashable, Sendable {
    case insetGrouped, grouped, plain, inset, sidebar

    /// Sections drawn as cards on a grey screen.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }

    /// Sections inset from the list's edges, with rounded corners.
    var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }

    /// The margin between the list's edges and its cards.
    var cardMargin: CGFloat { isInset ? 20 : 0 }

    /// The corner radius of a section's card.
    var cornerRadius: CGFloat { isInset ? 10 : 0 }

    /// The least height of a row (`defaultMinListRowHeight`).
    static let minimumRowHeight: CGFloat = 44

    /// A row's content inset from its cell across: 20 points in an inset
    /// card (iOS 17 and 18 on 375- and 390-point iPhones, measured in
    /// references recorded on the simulator), else the 16-point layout margin.
    var contentInset: CGFloat { isInset ? 20 : 16 }

    /// A row's content inset from its cell: ``contentInset`` across; 6
    /// points down, so that a 31-point UISwitch or a 29-point Settings icon
    /// sits in a 44-point row as in iOS's Settings.
    var rowInsets: EdgeInsets { EdgeInsets(top: 6, leading: contentInset, bottom: 6, trailing: contentInset) }

    /// The screen behind the rows: grey for grouped styles.
    var background: Color { isGrouped ? .systemGroupedBackground : .systemBackground }

    /// A row's default background.
    var rowBackground: Color { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }

    /// Space above the first section and below the last.
    var outerPadding: CGFloat { isGrouped ? 35 : 0 }

    /// Space above the first section when it has a header: 16 points, which
    /// puts a one-line footnote header's card 38⅔ points below the list's
    /// top, where iOS 18 draws it (a measured reference; the 35 points of a
    /// header-less section would put it 19 points lower).
    var headerTopPadding: CGFloat { isGrouped ? 16 : 0 }

    /// Space between sections.
    var sectionSpacing: CGFloat { isGrouped ? 35 : (self == .inset ? 20 : 0) }

    /// A header's insets within its card width: its text lines up with the
    /// rows' text and sits 7 points above the card.
    var headerInsets: EdgeInsets {
        isGrouped
            ? EdgeInsets(top: 0, leading: contentInset, bottom: 7, trailing: contentInset)
            : EdgeInsets(top: 6, leading: contentInset, bottom: 6, trailing: contentInset)
    }

    /// A footer's insets: 7 points below the card, lined up with the rows' text.
    var footerInsets: EdgeInsets {
        isGrouped
            ? EdgeInsets(top: 7, leading: contentInset, bottom: 0, trailing: contentInset)
            : EdgeInsets(top: 6, leading: contentInset, bottom: 6, trailing: contentInset)
    }

    /// The band behind a plain list's section header. A stand-in for the
    /// material a pinned header shows: `.secondarySystemBackground`.
    var headerBand: Color? { self == .plain ? .secondarySystemBackground : nil }

    /// Whether the last row of a section has a separator below it (the
    /// plain style's section separator); grouped cards end without one.
    var separatesLastRow: Bool { self == .plain || self == .grouped }

    /// Whether the first row of a section has a separator above it.
    var separatesFirstRow: Bool { self == .grouped }
}

extension ListStyle {
    var listKind: ListKind { (self as? any BuiltInListStyle)?.kind ?? .insetGrouped }
}
