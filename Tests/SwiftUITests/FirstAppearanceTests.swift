import Foundation
import GalleyCairo
import SwiftUI
import Testing
import GalleyTestSupport

/// `onAppear` runs once after the first layout, and the view is laid out
/// again with the state it set, as Xcode's canvas shows a preview.
@Suite("First appearance")
@MainActor
struct FirstAppearanceTests {
    /// A ring whose progress is set when it appears, as ring charts do.
    struct Ring: View {
        @State private var progress = 0.0

        var body: some View {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, lineWidth: 10)
                .frame(width: 100, height: 100)
                .onAppear { progress = 0.75 }
        }
    }

    static func paint(_ view: some View, runsActions: Bool) throws -> RasterImage {
        let canvas = Galley.Canvas(size: .fixed(width: 120, height: 120), scale: 1)
        let layout = try FirstAppearance.settle(view, runsActions: runsActions) {
            try canvas.layout($0, using: Layouts.engine)
        }
        return try RasterImage(png: Painter().render(layout, format: .png))
    }

    static func isBlue(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel.blue > 200 && pixel.red < 60
    }

    @Test("A ring that sets its progress in onAppear shows its arcs; the first frame alone shows none")
    func ring() throws {
        let settled = try Self.paint(Ring(), runsActions: true)
        let first = try Self.paint(Ring(), runsActions: false)
        // The ring's centre is the canvas's (60, 60), its stroke's middle 50 out.
        // Trimmed to 0.75 from 3 o'clock clockwise: bottom, left and upper left drawn, the upper right not.
        #expect(Self.isBlue(settled[60, 110]) && Self.isBlue(settled[10, 60]) && Self.isBlue(settled[25, 25]))
        #expect(!Self.isBlue(settled[95, 25]))
        #expect(!Self.isBlue(first[60, 110]) && !Self.isBlue(first[10, 60]))
    }

    /// Loads when it appears; then shows a child that counts its own appearances.
    struct Screen: View {
        @State private var isLoaded = false

        var body: some View {
            VStack {
                if isLoaded {
                    Counter()
                } else {
                    Text("Loading")
                }
            }
            .onAppear { isLoaded = true }
        }
    }

    struct Counter: View {
        @State private var appearances = 0

        var body: some View {
            Text("Appeared \(appearances)")
                .onAppear { appearances += 1 }
        }
    }

    @Test(
        """
        A view that appears after the first actions runs its own, once; a child's @State keeps its value between \
        layouts by its place in the tree
        """
    )
    func chainedAppearances() throws {
        let layout = try FirstAppearance.settle(Screen()) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 390, height: 844))
        }
        #expect(layout.root.textLines == [["Appeared 1"]])
        let first = try FirstAppearance.settle(Screen(), runsActions: false) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 390, height: 844))
        }
        #expect(first.root.textLines == [["Loading"]])
    }

    final class Catalog: ObservableObject {
        @Published var items: [String] = []
        func load() { items = ["Tea", "Coffee", "Cocoa"] }
    }

    struct CatalogView: View {
        @StateObject private var catalog = Catalog()

        var body: some View {
            List(catalog.items, id: \.self) { Text($0) }
                .onAppear { catalog.load() }
        }
    }

    struct CatalogScreen: View {
        var body: some View {
            NavigationStack { CatalogView().navigationTitle("Drinks") }
        }
    }

    @Test("A @StateObject a child makes is the same object in the next layout: what onAppear loaded into it is drawn")
    func stateObject() throws {
        let layout = try FirstAppearance.settle(CatalogScreen()) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 390, height: 844))
        }
        let lines = layout.root.textLines.flatMap { $0 }
        #expect(lines.contains("Tea") && lines.contains("Coffee") && lines.contains("Cocoa"))
    }

    /// Appears with an action that never stops making new views appear.
    struct Endless: View {
        @State private var depth = 0

        var body: some View {
            VStack {
                Text("Depth \(depth)")
                ForEach(0..<depth, id: \.self) { level in
                    Text("Level \(level)").onAppear { depth += 1 }
                }
            }
            .onAppear { depth += 1 }
        }
    }

    @Test("Actions that keep making new views appear are followed a bounded number of rounds")
    func bounded() throws {
        let layout = try FirstAppearance.settle(Endless()) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 390, height: 844))
        }
        // The root's action, then one new level's per round, for the rounds allowed.
        #expect(layout.root.textLines.first == ["Depth \(1 + FirstAppearance.maximumRounds - 1)"])
    }

    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// Measures a label and shows its width, as views that size themselves from preferences do.
    struct Measured: View {
        @State private var width: CGFloat = 0

        var body: some View {
            VStack {
                Text("Hello there")
                    .background(
                        GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
                Text("Width \(Int(width))")
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
        }
    }

    @Test(
        """
        onPreferenceChange's action gets the value the layout found, and the view is laid out again with the state \
        it set
        """
    )
    func preferenceChange() throws {
        let layout = try FirstAppearance.settle(Measured()) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 390, height: 844))
        }
        let label = try #require(layout.root.text("Hello there"))
        #expect(layout.root.textLines.contains(["Width \(Int(label.frame.width))"]))
        #expect(label.frame.width > 50)
        let first = try FirstAppearance.settle(Measured(), runsActions: false) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 390, height: 844))
        }
        #expect(first.root.textLines.contains(["Width 0"]))
    }

    final class Session: Observable {
        var user = "ann"
    }

    /// Copies environment values into its state when it appears, as views
    /// that insert into `@Environment(\.modelContext)` in `onAppear` do.
    struct Greeter: View {
        @Environment(\.locale) private var locale
        @Environment(Session.self) private var session
        @State private var seen = "nothing"

        var body: some View {
            Text("Seen \(seen)")
                .onAppear { seen = "\(locale.identifier) \(session.user)" }
        }
    }

    @Test(
        """
        An onAppear action reads @Environment values from the environment its view's body was evaluated in, not \
        the defaults
        """
    )
    func environmentInActions() throws {
        let view = Greeter().environment(\.locale, Locale(identifier: "fr_FR")).environment(Session())
        let layout = try FirstAppearance.settle(view) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 390, height: 844))
        }
        #expect(layout.root.textLines == [["Seen fr_FR ann"]])
    }

    @Test("Outside a render that shows appearances, onAppear never runs")
    func plainLayout() {
        #expect(Layouts.layout(Screen()).root.textLines == [["Loading"]])
    }
}
