import Foundation
import GalleyWidgetKit
import SwiftUI
import Testing

/// A step-count widget as apps write one.
private struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

private struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: context.isPreview ? 1_000 : 4_200))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { StepsEntry(date: now.addingTimeInterval(Double($0) * 900), steps: $0 * 500) }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(3_600))))
    }
}

private struct StepsView: View {
    @Environment(\.widgetFamily) private var family
    let entry: StepsEntry

    var body: some View {
        VStack {
            Text("\(entry.steps) steps")
            Text(family == .systemMedium ? "Medium" : "Small")
        }
        .containerBackground(Color(red: 1, green: 0.5, blue: 0), for: .widget)
        .widgetURL(URL(string: "steps://today"))
    }
}

private struct StepsWidget: Widget {
    let kind = "Steps"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct StepsWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        if Bool.random() { StepsWidget() }
    }
}

@Suite("WidgetKit stand-in")
struct WidgetKitTests {
    @Test(
        """
        A widget, its provider and bundle compile as apps write them; the provider's timeline is its own; the \
        widget center has no widgets
        """
    )
    @MainActor
    func widgetsCompile() async throws {
        _ = StepsWidgets().body
        #expect(
            StepsWidget().body
                is ModifiedWidgetConfiguration<
                    ModifiedWidgetConfiguration<
                        ModifiedWidgetConfiguration<StaticConfiguration<StepsView>>
                    >
                >)
        let context = TimelineProviderContext(family: .systemMedium)
        #expect(context.displaySize == CGSize(width: 338, height: 158) && context.isPreview)
        var timeline: Timeline<StepsEntry>?
        StepsProvider().getTimeline(in: context) { timeline = $0 }
        #expect(timeline?.entries.map(\.steps) == [0, 500, 1_000, 1_500])
        #expect(timeline?.entries.first?.relevance == nil)
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "Steps")
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }

    @Test(
        """
        A view previewed in a widget context is drawn at its family's size with the family in its environment; \
        its widget container background fills it
        """
    )
    @MainActor
    func previewContext() throws {
        let view = StepsView(entry: StepsEntry(date: Date(), steps: 4_200))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
        var settings = PreviewSettings()
        try #require(view as? any PreviewSettingCarrier).apply(to: &settings)
        #expect(settings.layout == .fixed(width: 338, height: 158))
        #expect(try Render.layout(view, width: 338, height: 158).root.texts == ["4200 steps", "Medium"])
        let pixels = try Render.pixels(view, width: 338, height: 158)
        // The background fills the widget, not only the text's frame.
        #expect(pixels.isColor(2, 2, 0xFF8000, tolerance: 3) && pixels.isColor(335, 155, 0xFF8000, tolerance: 3))
        // Outside a widget the container background is not drawn, as on iOS.
        let plain = try Render.pixels(StepsView(entry: StepsEntry(date: Date(), steps: 1)), width: 338, height: 158)
        #expect(plain.isColor(2, 2, 0xFFFFFF, tolerance: 3))
        let small = try Render.layout(
            StepsView(entry: StepsEntry(date: Date(), steps: 1)).previewContext(
                WidgetPreviewContext(family: .systemSmall)),
            width: 158, height: 158)
        #expect(small.root.texts == ["1 steps", "Small"])
    }
}
