import Foundation

/// A widget, as `struct MyWidget: Widget` declares one. Isolated to the
/// main actor, as in the iOS 18 SDK. Galley draws views, not widgets: a
/// widget compiles, and its entry view is previewed as a view.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// What a widget is: its kind, its entries' view and its settings.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

/// `Never` is a widget configuration: a body that only stops compiles.
extension Never: WidgetConfiguration {}

/// A widget's configuration with nothing the user sets: its `content` for
/// each entry `provider` gives.
nonisolated public struct StaticConfiguration<Content: View>: WidgetConfiguration, EntryViews {
    public let kind: String
    private let content: (any TimelineEntry) -> Content?

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.kind = kind
        self.content = { entry in (entry as? Provider.Entry).map(content) }
    }

    /// Itself: a configuration with nothing inside.
    public var body: Self { self }

    func entryView(for entry: any TimelineEntry) -> AnyView? { content(entry).map { AnyView($0) } }
}

/// A configuration that draws its widget's entries: what a widget preview asks of it.
protocol EntryViews {
    /// The widget's view of `entry`; nil for an entry of another provider's type.
    func entryView(for entry: any TimelineEntry) -> AnyView?
}

/// A configuration with settings that do not change what is drawn.
nonisolated public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, EntryViews {
    let base: Base

    /// Itself: a configuration with nothing inside.
    public var body: Self { self }

    func entryView(for entry: any TimelineEntry) -> AnyView? { (base as? any EntryViews)?.entryView(for: entry) }
}

nonisolated extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: String) -> some WidgetConfiguration { settled }
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration { settled }
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { settled }
    public func description(_ description: String) -> some WidgetConfiguration { settled }
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { settled }
    public func description(_ description: Text) -> some WidgetConfiguration { settled }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { settled }
    public func contentMarginsDisabled() -> some WidgetConfiguration { settled }
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { settled }
    public func disfavoredLocations(
        _ locations: [WidgetLocation], for families: [WidgetFamily]
    )
        -> some WidgetConfiguration
    { settled }
    public func onBackgroundURLSessionEvents(
        matching matchingString: String? = nil,
        _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration { settled }

    private var settled: ModifiedWidgetConfiguration<Self> { ModifiedWidgetConfiguration(base: self) }
}

/// Where a widget can be placed.
public struct WidgetLocation: Hashable, Sendable {
    private let name: String

    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// The widgets an extension offers, as `@main struct Widgets: WidgetBundle` declares them.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

/// Widgets side by side.
nonisolated public struct WidgetGroup: Widget, WidgetConfiguration {
    public init() {}

    /// Itself: a configuration with nothing inside.
    public var body: Self { self }
}

/// Builds a bundle's widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> WidgetGroup {
        WidgetGroup()
    }

    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    public static func buildOptional(_ content: (any Widget)?) -> WidgetGroup { WidgetGroup() }
    public static func buildEither<Content: Widget>(first: Content) -> WidgetGroup { WidgetGroup() }
    public static func buildEither<Content: Widget>(second: Content) -> WidgetGroup { WidgetGroup() }
    public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> WidgetGroup {
        WidgetGroup()
    }
}
