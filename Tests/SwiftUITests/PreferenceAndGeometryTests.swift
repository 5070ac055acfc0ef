import Foundation
import SwiftUI
import Testing

/// SwiftUI code measuring views with preferences, written as it is for
/// Apple's SwiftUI, through the SwiftUI module.
@MainActor
@Suite("Preferences and geometry through SwiftUI")
struct PreferenceAndGeometryTests {
    struct SizeKey: PreferenceKey {
        static var defaultValue: CGSize { .zero }
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
            let next = nextValue()
            if next != .zero { value = next }
        }
    }

    struct HighlightKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? { nil }
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    /// Where the latest measurement went.
    final class Sink {
        var sizes: [CGSize] = []
    }

    /// The pattern: a clear background reader reports the view's size.
    struct MeasuredCard: View {
        let sink: Sink
        @State private var measured: CGSize = .zero
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Measured card").font(.headline)
                Text("Its size comes back through a preference.")
            }
            .padding()
            .id("card")
            .background(
                GeometryReader { geometry in
                    Color.clear.preference(key: SizeKey.self, value: geometry.size)
                }
            )
            .onPreferenceChange(SizeKey.self) { size in
                measured = size
                sink.sizes.append(size)
            }
        }
    }

    /// A tab bar whose selection indicator is drawn at the selected tab's anchor.
    struct Tabs: View {
        let selected: Int
        var body: some View {
            HStack(spacing: 16) {
                ForEach(0..<3) { index in
                    Text("Tab \(index)").id("tab\(index)")
                        .anchorPreference(key: HighlightKey.self, value: .bounds) { index == selected ? $0 : nil }
                }
            }
            .padding(.vertical, 12)
            .overlayPreferenceValue(HighlightKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Capsule().fill(.blue).frame(width: rect.width, height: 2).id("indicator")
                            .offset(x: rect.minX, y: rect.maxY + 4)
                    }
                }
            }
            .coordinateSpace(name: "tabs")
        }
    }

    @Test("onPreferenceChange's pending action gets the size a background GeometryReader reported")
    func measuredCard() throws {
        let sink = Sink()
        let result = Layouts.layout(MeasuredCard(sink: sink), width: 390, height: 844)
        let card = try #require(result.root.view(withID: "card"))
        let actions = result.pendingPreferenceActions()
        #expect(actions.count == 1)
        #expect(sink.sizes.isEmpty)
        for action in actions { action() }
        #expect(sink.sizes == [card.frame.size])
    }

    @Test("an indicator drawn by overlayPreferenceValue sits under the selected tab")
    func tabIndicator() throws {
        for selected in 0..<3 {
            let result = Layouts.layout(Tabs(selected: selected))
            let tab = try #require(result.root.view(withID: "tab\(selected)"))
            let indicator = try #require(result.root.view(withID: "indicator"))
            #expect(indicator.frame.minX == tab.frame.minX && indicator.frame.width == tab.frame.width)
            // Frames' origins are on the pixel grid; a text's height need not be.
            #expect(abs(indicator.frame.minY - (tab.frame.maxY + 4)) <= 0.5)
        }
    }

    @Test("the coordinate-space names SwiftUI code writes for gestures and geometry compile and resolve")
    func coordinateSpaceSpellings() {
        let spaces: [CoordinateSpace] = [.global, .local, .named("tabs")]
        #expect(spaces[2] == CoordinateSpace.named(AnyHashable("tabs")))
        #expect(NamedCoordinateSpace.named("tabs").coordinateSpace == .named("tabs"))
        let view = Color.red.frame(width: 40, height: 40)
            .onTapGesture(coordinateSpace: .named("tabs")) { _ in }
            .gesture(DragGesture(coordinateSpace: .global))
            .coordinateSpace(.named("tabs"))
            .popover(isPresented: .constant(false), attachmentAnchor: .rect(.bounds)) { Text("Popover") }
        #expect(Layouts.layout(view).root.frame.size == CGSize(width: 40, height: 40))
    }
}
