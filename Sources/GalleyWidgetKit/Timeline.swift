import Foundation

/// What a widget shows at a date.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for the Smart Stack.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// The entries a widget shows, and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit asks for the next timeline.
public struct TimelineReloadPolicy: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case atEnd, never, after(Date)
    }

    private let kind: Kind

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks.
    public static let never = TimelineReloadPolicy(kind: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Where a widget's timeline is asked for: a preview's, of the family drawn.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let displaySize: CGSize
    /// Whether it is for the widget gallery's preview.
    public let isPreview: Bool

    public init(family: WidgetFamily, isPreview: Bool = true) {
        self.family = family
        displaySize = family.displaySize
        self.isPreview = isPreview
    }
}

/// Gives a widget its entries.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// An entry to draw while the widget loads, redacted.
    func placeholder(in context: Context) -> Entry
    /// The entry shown in the widget gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show, and when to ask again.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// The sizes a widget comes in.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    case systemExtraLarge = 3
    case accessoryCorner = 4
    case accessoryCircular = 5
    case accessoryRectangular = 6
    case accessoryInline = 7

    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// Its size in points on the standard device (an iPhone of 390 points
    /// across; an iPad's 12.9-inch Home Screen for the extra large).
    public var displaySize: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 158, height: 158)
        case .systemMedium: CGSize(width: 338, height: 158)
        case .systemLarge: CGSize(width: 338, height: 354)
        case .systemExtraLarge: CGSize(width: 715, height: 330)
        case .accessoryCorner: CGSize(width: 32, height: 32)
        case .accessoryCircular: CGSize(width: 72, height: 72)
        case .accessoryRectangular: CGSize(width: 160, height: 72)
        case .accessoryInline: CGSize(width: 234, height: 26)
        }
    }
}
