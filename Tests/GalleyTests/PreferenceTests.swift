import Foundation
import Testing
@testable import Galley

/// Adds the values of the views that set one.
private struct SumKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// The values in view order.
private struct ListKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The first view's anchor.
private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A reader's frame, the last one set.
private struct RectKey: PreferenceKey {
    static let defaultValue: [String: CGRect] = [:]
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// What the actions `onPreferenceChange` leaves pending were called with.
@MainActor
private final class Received<Value> {
    var values: [Value] = []
}

@MainActor
@Suite("Preferences and geometry")
struct PreferenceTests {
    /// Lays `view` out at @1x and runs the pending preference actions, as a runtime would.
    private func layoutRunningActions<V: View>(
        _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 300, height: 400), at origin: CGPoint = .zero
    ) throws -> LayoutResult {
        let result = try Layouts.engine.layout(view, proposal: proposal, at: origin)
        for action in result.pendingPreferenceActions() { action() }
        return result
    }

    @Test("values set in GeometryReaders at layout time are reduced in order: the sum of three texts' heights")
    func sumOfReaderHeights() throws {
        let received = Received<CGFloat>()
        let view = VStack(spacing: 4) {
            Text("One").font(.largeTitle).id("a")
                .background(
                    GeometryReader { proxy in Color.clear.preference(key: SumKey.self, value: proxy.size.height) })
            Text("Two").id("b")
                .background(
                    GeometryReader { proxy in Color.clear.preference(key: SumKey.self, value: proxy.size.height) })
            Text("Three\nlines\nhere").id("c")
                .background(
                    GeometryReader { proxy in Color.clear.preference(key: SumKey.self, value: proxy.size.height) })
        }
        .onPreferenceChange(SumKey.self) { received.values.append($0) }
        let result = try layoutRunningActions(view)
        let heights = try ["a", "b", "c"].map { try #require(result.root.view(withID: $0)).frame.height }
        #expect(Set(heights).count == 3)
        #expect(received.values == [heights.reduce(0, +)])
    }

    @Test("a parent's value is its children's in view order; preference(key:value:) replaces its content's")
    func orderAndReplacement() throws {
        let received = Received<[String]>()
        let replaced = Received<[String]>()
        let view = VStack {
            HStack {
                Color.red.preference(key: ListKey.self, value: ["red"])
                Color.clear
                Color.green.preference(key: ListKey.self, value: ["green"])
            }
            .onPreferenceChange(ListKey.self) { received.values.append($0) }
            VStack {
                Color.blue.preference(key: ListKey.self, value: ["inner"])
            }
            .preference(key: ListKey.self, value: ["outer"])
            .onPreferenceChange(ListKey.self) { replaced.values.append($0) }
            Color.gray.transformPreference(ListKey.self) { $0.append("transformed") }
        }
        .onPreferenceChange(ListKey.self) { received.values.append($0) }
        let result = try layoutRunningActions(view)
        #expect(result.pendingPreferenceActions().count == 3)
        // Children's actions come before their parents'.
        #expect(received.values == [["red", "green"], ["red", "green", "outer", "transformed"]])
        #expect(replaced.values == [["outer"]])
    }

    @Test("onPreferenceChange asks for nothing when the value is the key's default")
    func nothingPendingAtDefault() throws {
        let received = Received<CGFloat>()
        let view = VStack {
            Text("No preferences")
            Color.red.preference(key: SumKey.self, value: 0)
        }
        .onPreferenceChange(SumKey.self) { received.values.append($0) }
        let result = try layoutRunningActions(view)
        #expect(result.pendingPreferenceActions().isEmpty)
        #expect(received.values.isEmpty)
        #expect(try Layouts.engine.layout(Text("Plain"), proposal: .unspecified).pendingPreferenceActions().isEmpty)
    }

    @Test("overlayPreferenceValue draws a rectangle at an anchor's bounds, resolved by the proxy")
    func overlayAtAnchor() throws {
        let view = VStack(spacing: 12) {
            Text("Title").font(.title)
            Text("Target").padding(6).id("target")
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            Text("Footer")
        }
        .padding(20)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Rectangle().stroke(lineWidth: 1)
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .id("marker")
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
        let result = try layoutRunningActions(view, at: CGPoint(x: 33, y: 17))
        let target = try #require(result.root.view(withID: "target"))
        let marker = try #require(result.root.view(withID: "marker"))
        #expect(target.frame.minX >= 33 + 20 && target.frame.minY > 17 + 20)
        #expect(marker.frame == target.frame)
        // The overlay is drawn over its content: it comes after it.
        #expect(result.root.name == "overlayPreferenceValue")
        #expect(result.root.children.map(\.name) == ["padding", "GeometryReader"])
    }

    @Test("backgroundPreferenceValue is drawn behind; the alignment form aligns its view")
    func backgroundAndAlignment() throws {
        let view = Color.red.frame(width: 100, height: 60)
            .preference(key: SumKey.self, value: 30)
            .backgroundPreferenceValue(SumKey.self) { value in
                Color.blue.frame(width: value, height: value).id("behind")
            }
            .overlayPreferenceValue(SumKey.self, alignment: .bottomTrailing) { value in
                Color.green.frame(width: value / 3, height: value / 3).id("corner")
            }
        let result = try layoutRunningActions(view, proposal: .unspecified)
        let root = result.root
        #expect(root.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(root.view(withID: "behind")?.frame == CGRect(x: 35, y: 15, width: 30, height: 30))
        #expect(root.view(withID: "corner")?.frame == CGRect(x: 90, y: 50, width: 10, height: 10))
        let background = try #require(root.children.first)
        #expect(background.name == "backgroundPreferenceValue")
        #expect(background.children.first?.view(withID: "behind") != nil)
    }

    /// A reader that reports its frames in several spaces under `tag`.
    private func reader(_ tag: String) -> some View {
        GeometryReader { proxy in
            Color.clear.preference(
                key: RectKey.self,
                value: [
                    "\(tag).global": proxy.frame(in: .global),
                    "\(tag).local": proxy.frame(in: .local),
                    "\(tag).card": proxy.frame(in: .named("card")),
                    "\(tag).card17": proxy.frame(in: CoordinateSpace.named("card")),
                    "\(tag).unknown": proxy.frame(in: .named("nowhere")),
                    "\(tag).bounds": proxy.bounds(of: .named("card")) ?? .null,
                ])
        }
    }

    @Test(
        """
        frame(in:) is global (root coordinates), local, or in a named space; bounds(of:) gives the space in the \
        reader's
        """
    )
    func frameInSpaces() throws {
        let received = Received<[String: CGRect]>()
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.gray.frame(height: 50)
            reader("r").padding(20).frame(width: 200, height: 100)
                .coordinateSpace(name: "card")
                .offset(x: 15, y: 5)
        }
        .frame(width: 300, height: 150, alignment: .topLeading)
        .onPreferenceChange(RectKey.self) { received.values.append($0) }
        _ = try layoutRunningActions(view, proposal: .unspecified, at: CGPoint(x: 40, y: 30))
        let frames = try #require(received.values.first)
        // Canvas origin (40, 30), below the 50-point bar, offset (15, 5), padded 20.
        #expect(frames["r.global"] == CGRect(x: 40 + 15 + 20, y: 30 + 50 + 5 + 20, width: 160, height: 60))
        #expect(frames["r.local"] == CGRect(x: 0, y: 0, width: 160, height: 60))
        #expect(frames["r.card"] == CGRect(x: 20, y: 20, width: 160, height: 60))
        #expect(frames["r.card17"] == frames["r.card"])
        #expect(frames["r.unknown"] == frames["r.global"])
        #expect(frames["r.bounds"] == CGRect(x: -20, y: -20, width: 200, height: 100))
    }

    @Test(
        """
        frame(in: .scrollView) is the nearest scroll view's frame; .scrollView(axis:) the nearest scrolling along \
        that axis
        """
    )
    func scrollViewSpaces() throws {
        let received = Received<[String: CGRect]>()
        let inner = GeometryReader { proxy in
            Color.clear.preference(
                key: RectKey.self,
                value: [
                    "any": proxy.frame(in: .scrollView),
                    "vertical": proxy.frame(in: .scrollView(axis: .vertical)),
                    "horizontal": proxy.frame(in: .scrollView(axis: .horizontal)),
                ])
        }
        let view = ScrollView {
            Color.gray.frame(height: 40)
            ScrollView(.horizontal) {
                inner.frame(width: 80, height: 30).padding(.leading, 12)
            }
            .frame(height: 30)
        }
        .padding(5)
        .frame(width: 200, height: 300, alignment: .top)
        .onPreferenceChange(RectKey.self) { received.values.append($0) }
        _ = try layoutRunningActions(view, proposal: .unspecified)
        let frames = try #require(received.values.first)
        // The inner, horizontal scroll view starts below the 40-point bar and the
        // content stack's 8-point spacing; the reader 12 into it.
        #expect(frames["any"] == CGRect(x: 12, y: 0, width: 80, height: 30))
        #expect(frames["horizontal"] == frames["any"])
        #expect(frames["vertical"] == CGRect(x: 12, y: 48, width: 80, height: 30))
    }

    @Test("the iOS 17 coordinateSpace(.named(_:)) names a space too; the innermost of one name wins")
    func namedSpaces() throws {
        let received = Received<[String: CGRect]>()
        let view = reader("r").frame(width: 50, height: 40)
            .padding(10).coordinateSpace(.named("card"))
            .padding(30).coordinateSpace(.named("card"))
            .onPreferenceChange(RectKey.self) { received.values.append($0) }
        _ = try layoutRunningActions(view, proposal: .unspecified)
        let frames = try #require(received.values.first)
        #expect(frames["r.card"] == CGRect(x: 10, y: 10, width: 50, height: 40))
        #expect(frames["r.bounds"] == CGRect(x: -10, y: -10, width: 70, height: 60))
        #expect(frames["r.global"] == CGRect(x: 40, y: 40, width: 50, height: 40))
    }

    /// The anchors' points in the proxy's coordinates. Not a `map` closure
    /// in the test: a main-actor closure passed to the standard library is
    /// checked to run on the main thread, and layout runs on another.
    nonisolated private static func resolve(_ anchors: [Anchor<CGPoint>], in proxy: GeometryProxy) -> [CGPoint] {
        var points: [CGPoint] = []
        for anchor in anchors { points.append(proxy[anchor]) }
        return points
    }

    @Test("point anchors resolve to the point in the reader's coordinates")
    func pointAnchors() throws {
        struct PointKey: PreferenceKey {
            static let defaultValue: [Anchor<CGPoint>] = []
            static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
                value += nextValue()
            }
        }
        struct ResolvedKey: PreferenceKey {
            static let defaultValue: [CGPoint] = []
            static func reduce(value: inout [CGPoint], nextValue: () -> [CGPoint]) { value += nextValue() }
        }
        let received = Received<[CGPoint]>()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
                .anchorPreference(key: PointKey.self, value: .center) { [$0] }
            Color.blue.frame(width: 60, height: 30)
                .anchorPreference(key: PointKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 1))) { [$0] }
                .transformAnchorPreference(key: PointKey.self, value: .point(CGPoint(x: 5, y: 6))) { $0.append($1) }
        }
        .padding(10)
        .overlayPreferenceValue(PointKey.self) { anchors in
            GeometryReader { proxy in
                Color.clear.preference(key: ResolvedKey.self, value: Self.resolve(anchors, in: proxy))
            }
        }
        // The overlay's values join those of the view it is drawn over.
        .onPreferenceChange(ResolvedKey.self) { received.values.append($0) }
        _ = try layoutRunningActions(view, proposal: .unspecified, at: CGPoint(x: 100, y: 100))
        #expect(received.values == [[CGPoint(x: 30, y: 25), CGPoint(x: 65, y: 40), CGPoint(x: 55, y: 16)]])
    }
}
