import Foundation

extension Preview {
    /// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`: the
    /// widget's view of the timeline's first entry, drawn as a widget at
    /// the family's size (``WidgetFamily/displaySize``), as Xcode's canvas
    /// first shows it.
    public init<W: Widget, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        @TimelineEntryBuilder timeline: @escaping @MainActor () -> [Entry]
    ) {
        let size = family.displaySize
        self.init(name, traits: .fixedLayout(width: size.width, height: size.height)) {
            WidgetEntryPreview(
                view: (widget().body as? any EntryViews)?.entryView(for: timeline().first), family: family)
        }
    }
}

extension EntryViews {
    /// The widget's view of `entry`; nil without one.
    func entryView(for entry: (any TimelineEntry)?) -> AnyView? { entry.flatMap { entryView(for: $0) } }
}

/// A widget's view of an entry, drawn as the widget: `\.widgetFamily` set,
/// its container background filling it; nothing without an entry.
nonisolated struct WidgetEntryPreview: View {
    let view: AnyView?
    let family: WidgetFamily

    var body: some View {
        if let view {
            view.environment(\.widgetFamily, family).environment(\.isInWidget, true)
        }
    }
}

/// Builds a widget preview's timeline: its entries, in order.
@resultBuilder
public enum TimelineEntryBuilder {
    public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildBlock<Entry: TimelineEntry>(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildArray<Entry: TimelineEntry>(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional<Entry: TimelineEntry>(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither<Entry: TimelineEntry>(first: [Entry]) -> [Entry] { first }
    public static func buildEither<Entry: TimelineEntry>(second: [Entry]) -> [Entry] { second }
    public static func buildLimitedAvailability<Entry: TimelineEntry>(_ part: [Entry]) -> [Entry] { part }
}
