import Foundation
import Testing
@testable import Galley

/// ``ResourceLimits`` in the layout engine: a tree over a limit is refused
/// with the limit's message; a layout that computes too many sizes or runs
/// out of time stops and is refused.
@Suite("Resource limits in layout")
struct ResourceLimitLayoutTests {
    func layout(_ view: some View, _ limits: ResourceLimits) throws(LayoutError) -> LayoutResult {
        var engine = Layouts.engine
        engine.limits = limits
        return try engine.layout(view, proposal: ProposedViewSize(width: 300, height: 300))
    }

    var texts: some View {
        VStack { ForEach(0..<20) { Text("Row \($0)") } }
    }

    @Test("Views: the tree's views and modifiers, those Galley makes not counted")
    func views() throws {
        #expect(throws: LayoutError.tooManyViews(count: 21, limit: 20)) { try layout(texts, ResourceLimits(views: 20)) }
        #expect(try layout(texts, ResourceLimits(views: 21)).root.children.count == 20)
        // A ScrollView's content stack is Galley's: two views, not three.
        let scroll = ScrollView { Text("a") }
        #expect(throws: LayoutError.tooManyViews(count: 2, limit: 1)) { try layout(scroll, ResourceLimits(views: 1)) }
        _ = try layout(scroll, ResourceLimits(views: 2))
        #expect(
            LayoutError.tooManyViews(count: 21, limit: 20).description
                == "the view tree has 21 views and modifiers; at most 20 (ResourceLimits.views) can be laid out")
    }

    @Test("Text length: UTF-16 code units of the whole text, spans together")
    func textLength() throws {
        let text = Text("Hello, ") + Text("world").bold()
        #expect(throws: LayoutError.textTooLong(length: 12, limit: 11)) {
            try layout(text, ResourceLimits(textLength: 11))
        }
        _ = try layout(text, ResourceLimits(textLength: 12))
        #expect(
            LayoutError.textTooLong(length: 12, limit: 11).description
                == "a text is 12 UTF-16 code units long; at most 11 (ResourceLimits.textLength) can be laid out")
    }

    @Test("Image pixels: from the PNG's header, before anything is decoded")
    func imagePixels() throws {
        // A 2 × 3 PNG header is all the engine reads.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0, 2, 0, 0, 0, 3]
        let image = Image(pngData: Data(header), scale: 1)
        #expect(throws: LayoutError.self) { try layout(image, ResourceLimits(imagePixels: 5)) }
        #expect(try layout(image, ResourceLimits(imagePixels: 6)).root.frame.size == CGSize(width: 2, height: 3))
    }

    @Test("Layout work: the pass stops once it has computed the limit's sizes, and is refused")
    func layoutWork() throws {
        #expect(throws: LayoutError.tooMuchWork(limit: 15)) { try layout(texts, ResourceLimits(layoutWork: 15)) }
        let result = try layout(texts, ResourceLimits(layoutWork: 1_000))
        #expect(result.measurementCount > 15 && result.measurementCount <= 1_000)
        #expect(
            LayoutError.tooMuchWork(limit: 15).description
                == "the layout computed 15 sizes and was not done; at most 15 (ResourceLimits.layoutWork) are computed")
    }

    @Test("The limits travel to a preview's process as JSON and back; a count that is not positive is refused")
    func coding() throws {
        let limits = ResourceLimits(
            views: 5, depth: 6, textLength: 7, fonts: 8, imagePixels: 9, canvasPixels: 10, layoutWork: 11,
            time: .seconds(3))
        let data = try JSONEncoder().encode(limits)
        #expect(try JSONDecoder().decode(ResourceLimits.self, from: data) == limits)
        let standard = try JSONEncoder().encode(ResourceLimits.standard)
        #expect(try JSONDecoder().decode(ResourceLimits.self, from: standard) == .standard)
        let good = #"{"views":1,"depth":2,"textLength":3,"fonts":4,"imagePixels":5,"canvasPixels":6,"layoutWork":7}"#
        #expect(try JSONDecoder().decode(ResourceLimits.self, from: Data(good.utf8)).layoutWork == 7)
        for bad in [
            good.replacingOccurrences(of: "\"fonts\":4", with: "\"fonts\":0"),
            good.replacingOccurrences(of: "\"views\":1", with: "\"views\":-1"),
            good.replacingOccurrences(of: ",\"layoutWork\":7", with: ""), "{}", "[1,2,3]",
        ] {
            #expect(throws: DecodingError.self, "\(bad)") {
                try JSONDecoder().decode(ResourceLimits.self, from: Data(bad.utf8))
            }
        }
    }

    @Test("Time: a layout still computing sizes when its time is up stops and is refused")
    func time() throws {
        // 3,000 texts: the clock is read after 1,024 steps, long after a nanosecond.
        let many = VStack { ForEach(0..<3_000) { Text("\($0)") } }
        #expect(throws: LayoutError.outOfTime(limit: .nanoseconds(1))) {
            try layout(many, ResourceLimits(time: .nanoseconds(1)).startingClock())
        }
        _ = try layout(many, ResourceLimits(time: .seconds(600)))
        #expect(
            LayoutError.outOfTime(limit: .milliseconds(1_500)).description
                == "the layout was not done within 1.5 s (ResourceLimits.time)")
    }

    /// Counts the copies a `ForEach` made.
    final class Copies: @unchecked Sendable {
        var made = 0

        func text(_ index: Int) -> Text {
            made += 1
            return Text("Row \(index)")
        }
    }

    @Test("Views: a ForEach stops making copies once the tree is over the limit (issue 33, item 2)")
    func viewsCountedAsMade() throws {
        let copies = Copies()
        let many = VStack { ForEach(0..<2_000_000) { copies.text($0) } }
        #expect(throws: LayoutError.tooManyViewsMade(limit: 1_000)) { try layout(many, ResourceLimits(views: 1_000)) }
        #expect(copies.made == 1_001)
        #expect(
            LayoutError.tooManyViewsMade(limit: 1_000).description
                == "the view tree makes more than 1000 views and modifiers; "
                + "at most 1000 (ResourceLimits.views) can be laid out")
    }

    @Test("Time: a ForEach stops making copies once the time is up (issue 33, item 2)")
    func timeWhileMakingViews() throws {
        let copies = Copies()
        let many = VStack { ForEach(0..<2_000_000) { copies.text($0) } }
        #expect(throws: LayoutError.outOfTime(limit: .nanoseconds(1))) {
            try layout(many, ResourceLimits(time: .nanoseconds(1)).startingClock())
        }
        // The clock is read once every 1,024 nodes made.
        #expect(copies.made == 1_024)
    }

    /// Asks its one subview's dimensions 5,000 times while sizing
    /// (`asksWhileSizing`), or places it 5,000 times: either from a size it
    /// already knows, which computes nothing new.
    struct RestlessLayout: Layout {
        var asksWhileSizing: Bool

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard asksWhileSizing else { return CGSize(width: 10, height: 10) }
            return (0..<5_000).reduce(CGSize.zero) { _, _ in subviews.first?.dimensions(in: .unspecified).size ?? .zero
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let times = asksWhileSizing ? 1 : 5_000
            for _ in 0..<times { subviews.first?.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    /// A stack of a million texts went over them again and again from sizes
    /// it knew, for seconds past the limit (issue 33, item 2).
    @Test(
        "Time: known sizes and guides, and placing, read the clock: going over a subview 5,000 times stops in time",
        arguments: [true, false])
    func timeWithoutNewSizes(asksWhileSizing: Bool) throws {
        // Two sizes computed: only the steps that compute nothing read the clock.
        let view = RestlessLayout(asksWhileSizing: asksWhileSizing) { Color.red }
        #expect(throws: LayoutError.outOfTime(limit: .nanoseconds(1))) {
            try layout(view, ResourceLimits(time: .nanoseconds(1)).startingClock())
        }
        let result = try layout(view, ResourceLimits(time: .seconds(600)))
        #expect(result.root.children.count == 1 && result.measurementCount <= 3)
    }

    @Test("Decoded image pixels: distinct PNGs count together, one shown twice counts once (issue 33, item 2)")
    func decodedImagePixels() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("HostileCorpus/fixtures")
        let tiny = try Data(contentsOf: url.appendingPathComponent("tiny.png"))
        let other = try Data(contentsOf: url.appendingPathComponent("broken-data.png"))
        let same = VStack {
            Image(pngData: tiny); Image(pngData: tiny)
        }
        _ = try layout(same, ResourceLimits(decodedImagePixels: 16))
        let distinct = VStack {
            Image(pngData: tiny); Image(pngData: other)
        }
        #expect(throws: LayoutError.tooManyImagePixels(total: 32, limit: 31)) {
            try layout(distinct, ResourceLimits(decodedImagePixels: 31))
        }
        _ = try layout(distinct, ResourceLimits(decodedImagePixels: 32))
    }
}
