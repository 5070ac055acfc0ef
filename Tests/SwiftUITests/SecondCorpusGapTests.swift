import Foundation
import GalleyTestSupport
import SwiftUI
import Testing

/// A settings screen written the way stop 51's corpus run found apps
/// writing them, with the APIs that stopped those apps compiling.
private struct SettingsScreen: View {
    @State private var query = ""
    let items = ["Alpha", "Beta"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Toggle("Sync", isOn: .constant(true)).tint(Color(red: 1, green: 0, blue: 0))
                Toggle("Backup", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
                Button("Share", systemImage: "square.and.arrow.up") {}
                ForEach(items, id: \.self) { item in
                    Text(item).selectionDisabled().deleteDisabled(true).moveDisabled(true).searchCompletion(item)
                }
                Text("A long title cut short").truncationMode(Text.TruncationMode.middle).lineLimit(1)
                Menu("More") { Button("One") {} }.menuOrder(.fixed)
                Image(systemName: "star").resizable(resizingMode: .tile).frame(width: 20, height: 20)
                    .cornerRadius(4, antialiased: true).clipped(antialiased: true)
                ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue))
            }
        }
        .scrollBounceBehavior(.basedOnSize)
        .scrollDisabled(true)
        .scrollClipDisabled()
    }
}

/// A progress style as Apple's Scrumdinger writes one: iOS's bar, tinted,
/// in a rounded box, with the percentage the configuration gives.
private struct BoxedProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(Color.black).frame(height: 30)
            VStack(spacing: 2) {
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                ProgressView(configuration).tint(Color(red: 1, green: 0, blue: 0)).padding(.horizontal, 8)
            }
        }
    }
}

@MainActor
@Suite("Corpus gaps, stop 51")
struct SecondCorpusGapTests {
    @Test("A screen using scroll, search, list-row, menu and button APIs from iOS 16 and 17 compiles and lays out")
    func screen() {
        let texts = Layouts.layout(SettingsScreen(), width: 320, height: 600).root.texts
        #expect(["Sync", "Backup", "Share", "Alpha", "Beta", "More"].allSatisfy(texts.contains), "\(texts)")
    }

    @Test("A toggle's track is the tint when on (.tint or SwitchToggleStyle(tint:)), green without one")
    func toggleTint() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        func track(_ view: some View) throws -> [Int] {
            let image = try Layouts.paint(view.frame(width: 200, height: 40), width: 200, height: 40)
            // Inside the switch's track, left of the knob (which sits right when on).
            return Layouts.rgb(image, 200 - 51 + 8, 20)
        }
        #expect(try track(Toggle("A", isOn: .constant(true)).tint(red)) == [255, 0, 0])
        #expect(try track(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: red))) == [255, 0, 0])
        // The tint around a switch style without one holds.
        #expect(try track(Toggle("A", isOn: .constant(true)).toggleStyle(.switch).tint(red)) == [255, 0, 0])
        #expect(try track(Toggle("A", isOn: .constant(true))) == [52, 199, 89])
    }

    @Test("String(localized:) with values and a bundle, Dispatch's time units, Text.TruncationMode")
    func foundationGaps() {
        let count = 3
        #expect(String(localized: "\(count) items", bundle: .main, comment: "a count") == "3 items")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
        #expect(Double(NSEC_PER_SEC) / Double(NSEC_PER_MSEC) == 1_000 && USEC_PER_SEC == 1_000_000)
        #expect(Text.TruncationMode.head == TruncationMode.head)
    }

    @Test("A ProgressViewStyle of one's own draws progress views from their configuration; the built-in styles iOS's")
    func progressStyle() throws {
        let styled = ProgressView(value: 0.5).progressViewStyle(BoxedProgressViewStyle())
        let texts = Layouts.layout(styled, width: 200, height: 60).root.texts
        #expect(texts == ["50%"], "\(texts)")
        let image = try Layouts.paint(styled.frame(width: 200, height: 60), width: 200, height: 60)
        // The box's edge, and the bar's done half in the style's tint.
        #expect(Layouts.rgb(image, 3, 30) == [0, 0, 0])
        let bar = (0..<60).map { Layouts.rgb(image, 30, $0) }
        #expect(bar.contains([255, 0, 0]), "\(bar)")
        // A built-in style draws iOS's bar, in the tint around it.
        let plain = try Layouts.paint(
            ProgressView(value: 1).progressViewStyle(.linear).tint(Color(red: 1, green: 0, blue: 0)), width: 100,
            height: 4)
        #expect(Layouts.rgb(plain, 50, 2) == [255, 0, 0])
    }

    @Test(
        "contentMargins moves a scroll view's content in by its margins; indicators' margins and nested views add none")
    func contentMargins() throws {
        func origin(_ view: some View) throws -> CGPoint {
            let text = try #require(Layouts.layout(view, width: 200, height: 200).root.text("A"))
            return text.frame.origin
        }
        let plain = try origin(ScrollView { Text("A") })
        let margined = try origin(ScrollView { Text("A") }.contentMargins(.horizontal, 20, for: .scrollContent))
        #expect(margined.x - plain.x == 20 && margined.y == plain.y)
        let all = try origin(ScrollView { Text("A") }.contentMargins(12))
        #expect(all.x - plain.x == 12 && all.y - plain.y == 12)
        let insets = try origin(
            ScrollView { Text("A") }.contentMargins(EdgeInsets(top: 5, leading: 7, bottom: 0, trailing: 0)))
        #expect(insets.x - plain.x == 7 && insets.y - plain.y == 5)
        let indicators = try origin(ScrollView { Text("A") }.contentMargins(.all, 30, for: .scrollIndicators))
        #expect(indicators == plain)
        let nested = try origin(ScrollView { ScrollView { Text("A") } }.contentMargins(.top, 10))
        #expect(nested.y - plain.y == 10)
    }

    @Test("An AttributedString's SwiftUI foregroundColor and font draw its runs in them")
    func attributedRuns() throws {
        var title = AttributedString("Good Food")
        if let range = title.range(of: "Food") {
            title[range].foregroundColor = Color(red: 1, green: 0, blue: 0)
            title[range].font = .system(size: 30, weight: .bold)
        }
        #expect(title.runs.count == 2)
        let view = Text(title).foregroundColor(.black)
        let placed = try #require(Layouts.layout(view, width: 300, height: 100).root.text("Good Food"))
        // The bold 30-point run makes the line taller than the body text's 22 points.
        #expect(placed.frame.height > 30)
        let image = try Layouts.paint(view, width: 300, height: 100)
        var red = 0, black = 0
        for x in 0..<300 {
            for y in 0..<100 {
                let pixel = Layouts.rgb(image, x, y)
                if pixel == [255, 0, 0] { red += 1 }
                if pixel == [0, 0, 0] { black += 1 }
            }
        }
        #expect(red > 50 && black > 20, "red \(red), black \(black)")
    }
}
