import SwiftUI
import WidgetKit

// A widget as a widget extension declares one, previewed the pre-iOS 17 way.
struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: 4_200))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [StepsEntry(date: Date(), steps: 4_200)], policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps")
            Text("\(entry.steps)")
            Text(family == .systemSmall ? "small" : "larger")
        }
        .containerBackground(.orange.gradient, for: .widget)
    }
}

@main
struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        StepsWidgetView(entry: StepsEntry(date: Date(), steps: 4_200))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

#Preview("Steps medium", as: .systemMedium) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 321)
    StepsEntry(date: .now, steps: 654)
}
