import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// Shared fixtures for layout tests.
enum Layouts {
    static let engine: LayoutEngine = {
        do { return try LayoutEngine() } catch { fatalError("bundled fonts: \(error)") }
    }()

    /// Lays `view` out in a 390 × 763 proposal (an iPhone 13 Pro's safe area) at @3x.
    static func layout<V: View>(
        _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 763)
    ) -> LayoutResult {
        do { return try engine.layout(view, proposal: proposal, displayScale: 3) } catch { fatalError("\(error)") }
    }

    /// The size GalleyText gives `string` in body for `width`.
    static func textSize(_ string: String, width: Double? = nil) -> CGSize {
        engine.textEngine.layout(StyledText(string), proposal: TextProposal(width: width, height: nil), displayScale: 3)
            .size
    }

    /// GalleyText's layout of `string` in `font` for a proposal, at @3x: what
    /// a `Text` with that font and paragraph style answers.
    static func text(
        _ string: String, font: Font = .body, width: Double? = nil, height: Double? = nil,
        style: ParagraphStyle = ParagraphStyle()
    ) -> TextLayout {
        let proposal = TextProposal(width: width, height: height)
        return engine.textEngine.layout(
            StyledText(string, font: font), style: style, proposal: proposal, displayScale: 3
        )
    }
}

extension CGRect {
    var doubles: [Double] { [Double(minX), Double(minY), Double(width), Double(height)] }
}

extension CGSize {
    var doubles: [Double] { [Double(width), Double(height)] }
}

@Suite("The layout pass")
struct LayoutTests {
    // Seed: 001-TextRoot
    @Test("One pass places the root by its own size; sizeThatFits answers that size without placing")
    func originFromSize() throws {
        let view = Text("Hello, World!").padding().border(.red)
        var offered: CGSize?
        let result = try Layouts.engine.layout(
            view, proposal: ProposedViewSize(width: 390, height: 763), displayScale: 3
        ) { size in
            offered = size
            return CGPoint(x: (390 - size.width) / 2, y: 47 + (763 - size.height) / 2)
        }
        let size = try Layouts.engine.sizeThatFits(
            view, proposal: ProposedViewSize(width: 390, height: 763), displayScale: 3)
        #expect(offered?.doubles == size.doubles)
        #expect(result.root.frame.size.doubles == size.doubles)
        #expect(abs(Double(result.root.frame.midX) - 195) <= 1.0 / 6)
        #expect(abs(Double(result.root.frame.midY) - (47 + 763.0 / 2)) <= 1.0 / 6)
    }

    @Test("A text answers its ideal size and is placed where its parent puts it")
    func text() throws {
        let result = Layouts.layout(Text("Hello, World!"))
        let text = Layouts.textSize("Hello, World!")
        #expect(result.root.name == "Text")
        #expect(result.root.frame.size.doubles == text.doubles)
        #expect(result.root.text?.lineStrings == ["Hello, World!"])
    }

    @Test("frame(width:) proposes its width and centres the child")
    func fixedFrame() throws {
        let result = Layouts.layout(Text("Hello, World!").border(.blue).frame(width: 200).border(.red))
        let outer = result.root
        #expect(outer.name == "border")
        let frame = try #require(outer.children.first)
        #expect(frame.name == "frame")
        let text = Layouts.textSize("Hello, World!")
        #expect(frame.frame.size.doubles == [200, Double(text.height)])
        let inner = try #require(frame.children.first)
        #expect(Double(inner.frame.width) == Double(text.width))
        #expect(abs(Double(inner.frame.midX - frame.frame.midX)) < 0.34)
    }

    @Test("HStack puts children side by side, 8 points apart, centred vertically")
    func hstack() throws {
        let result = Layouts.layout(
            HStack {
                Text("Hello")
                Rectangle().frame(width: 20, height: 40)
            })
        let stack = result.root
        #expect(stack.name == "HStack")
        let hello = Layouts.textSize("Hello")
        #expect(stack.frame.size.doubles == [Double(hello.width) + 8 + 20, 40])
        let text = stack.children[0]
        let rectangle = stack.children[1]
        #expect(Double(rectangle.frame.minX - text.frame.maxX) == 8)
        #expect(abs(Double(text.frame.midY - rectangle.frame.midY)) < 0.34)
    }

    @Test("A Spacer in a VStack takes the height left; shapes take what they are offered")
    func spacer() throws {
        let result = Layouts.layout(
            VStack(spacing: 0) {
                Text("Top")
                Spacer()
                Color.red.frame(height: 100)
            })
        #expect(result.root.frame.size.height == 763)
        let color = try #require(result.root.children.last)
        #expect(Double(color.frame.maxY) == Double(result.root.frame.maxY))
        #expect(Double(color.frame.width) == 390)
    }

    @Test("padding adds its insets; fixedSize gives the ideal size")
    func paddingAndFixedSize() throws {
        let padded = Layouts.layout(Text("Hi").padding())
        let hi = Layouts.textSize("Hi")
        #expect(padded.root.frame.size.doubles == [Double(hi.width) + 32, Double(hi.height) + 32])
        let sentence = "GeometryReader has been present since the birth of SwiftUI"
        let wrapped = Layouts.layout(Text(sentence).frame(width: 100))
        #expect(wrapped.root.children[0].text?.lineCount ?? 0 > 1)
        let fixed = Layouts.layout(Text(sentence).fixedSize().frame(width: 100))
        #expect(Double(fixed.root.children[0].frame.width) == Double(Layouts.textSize(sentence).width))
    }

    @Test("A root of several views is laid out in an implicit VStack: 8 points apart, centred")
    func severalRootViews() throws {
        struct TwoViews: View {
            var body: some View {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 50, height: 30)
            }
        }
        let root = Layouts.layout(TwoViews()).root
        #expect(root.name == "VStack" && root.isImplicit)
        #expect(root.frame.size.doubles == [100, 58])
        try #require(root.children.count == 2)
        #expect(root.children[1].frame.minY - root.children[0].frame.maxY == 8)
        #expect(nearlyEqual(root.children[1].frame.midX, root.children[0].frame.midX))
    }

    @Test("A Text is never wider than its proposal, even when one letter is")
    func textNeverWiderThanProposal() throws {
        // LAYOUT_RULES §2: the width returned is ≤ the proposed width; the
        // letters overflow the frame rather than widen it.
        let result = Layouts.layout(
            HStack(spacing: 0) {
                Text("Hi").frame(width: 10); Color.red.frame(width: 20, height: 20)
            })
        let text = try #require(result.root.first("Text"))
        #expect(Double(text.frame.width) == 10)
        #expect(text.text?.lineCount == 2)
        let red = try #require(result.root.first("Color"))
        #expect(Double(red.frame.minX - text.frame.minX) == 10)
        // Truncated to one line with an ellipsis wider than the proposal.
        let limited = Layouts.layout(Text("Hi there").lineLimit(1).frame(width: 10))
        let single = try #require(limited.root.first("Text"))
        #expect(Double(single.frame.width) == 10)
        #expect(single.text?.isTruncated == true)
    }

    @Test("offset moves drawing only; padding and position move layout the same way")
    func offsetAndPosition() throws {
        let offset = Layouts.layout(
            Rectangle().frame(width: 50, height: 50).offset(x: 30, y: 30), proposal: .unspecified)
        #expect(offset.root.frame.size.doubles == [50, 50])
        #expect(offset.root.children[0].frame.origin == CGPoint(x: 30, y: 30))
        let padded = Layouts.layout(
            Rectangle().frame(width: 50, height: 50).padding(EdgeInsets(top: 30, leading: 30)), proposal: .unspecified)
        let positioned = Layouts.layout(
            Rectangle().frame(width: 50, height: 50).position(x: 55, y: 55),
            proposal: ProposedViewSize(width: 80, height: 80)
        )
        #expect(padded.root.children[0].frame.origin == positioned.root.children[0].frame.origin)
    }

    @Test("Nested stacks are measured a bounded number of times per node")
    func measurementsStayLinear() {
        func nest(_ depth: Int) -> AnyView {
            guard depth > 0 else { return AnyView(Text("Leaf")) }
            return depth % 2 == 0
                ? AnyView(
                    HStack {
                        nest(depth - 1); nest(depth - 1); nest(depth - 1)
                    })
                : AnyView(
                    VStack {
                        nest(depth - 1); Rectangle(); Text("x")
                    })
        }
        let result = Layouts.layout(nest(12))
        let nodes = result.root.allViews.count
        #expect(nodes > 4_000)
        // Each node is asked at most a handful of distinct proposals.
        #expect(result.measurementCount <= nodes * 8, "\(result.measurementCount) measurements for \(nodes) nodes")
    }

    /// Counts the times its spacing is asked for.
    final class SpacingQuestions: @unchecked Sendable {
        var count = 0
    }

    /// A layout whose spacing is counted: the text inside's.
    struct CountedSpacing: Layout {
        let questions: SpacingQuestions

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }

        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            questions.count += 1
            return subviews.first?.spacing ?? ViewSpacing()
        }
    }

    /// Nested stacks asked each subview's spacing, through the whole
    /// subtree, for every question: 4,000 views took minutes.
    @Test("A view's spacing is found once per pass, however many proposals its stack tries")
    func spacingAskedOnce() {
        let questions = SpacingQuestions()
        let view = VStack {
            HStack {
                CountedSpacing(questions: questions) { Text("A longer text that wraps") }
                Text("Beside it")
            }
            Text("Below")
        }
        let result = Layouts.layout(view.frame(width: 120))
        #expect(result.measurementCount > 6, "the stacks tried several proposals")
        #expect(questions.count == 1)
    }

    @Test("Contradictory frame constraints are a warning, not a crash")
    func contradictoryFrame() {
        let result = Layouts.layout(Text("Hi").frame(minWidth: 300, maxWidth: 100))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains("Contradictory") == true)
        #expect(result.root.frame.width == 300)
    }
}

@Suite("Deep trees")
struct DeepTreeTests {
    /// `levels` paddings around a text, built and dropped on a large stack
    /// (releasing a deep chain of views recurses too).
    func layoutNest(levels: Int, limits: ResourceLimits = .standard) -> Result<(depth: Int, size: CGSize), LayoutError>
    {
        withLargeStack {
            var view = AnyView(Text("Deep"))
            for _ in 0..<levels { view = AnyView(view.padding(1)) }
            var engine = Layouts.engine
            engine.limits = limits
            return Result { () throws(LayoutError) in
                let result = try engine.layout(view, proposal: .unspecified, displayScale: 3)
                var depth = 1
                var node = result.root
                while let child = node.children.first {
                    depth += 1
                    node = child
                }
                return (depth, result.root.frame.size)
            }
        }
    }

    @Test("A 10,000-level nest lays out with the depth limit raised")
    func tenThousandLevels() throws {
        let outcome = try layoutNest(levels: 10_000, limits: ResourceLimits(depth: 10_001)).get()
        #expect(outcome.depth == 10_001)
        let text = Layouts.textSize("Deep")
        #expect(abs(Double(outcome.size.width) - (Double(text.width) + 20_000)) < 1e-6)
        #expect(abs(Double(outcome.size.height) - (Double(text.height) + 20_000)) < 1e-6)
    }

    @Test("A nest deeper than the limit fails with a clear error naming the option")
    func tooDeep() {
        let outcome = layoutNest(levels: 1_010)
        #expect(throws: LayoutError.tooDeep(depth: 1_011, limit: 1_000)) { try outcome.get() }
        if case .failure(let error) = outcome {
            #expect(
                error.description
                    == "the view tree is 1011 levels deep; at most 1000 (ResourceLimits.depth) can be laid out")
        }
        let ceiling = ResourceLimits.ceiling.depth
        #expect(throws: LayoutError.tooDeep(depth: ceiling + 11, limit: ceiling)) {
            try layoutNest(levels: ceiling + 10, limits: .ceiling).get()
        }
    }
}

/// The example in README.md.
struct Card: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello").font(.title)
            Text("A longer line of text that wraps").lineLimit(2)
        }
        .padding()
        .frame(width: 200)
        .border(.red)
    }
}

@Suite("README")
struct ReadmeExampleTests {
    @Test("The README's Card lays out as the README says")
    func card() throws {
        let result = try Layouts.engine.layout(
            Card(), proposal: ProposedViewSize(width: 390, height: 763), displayScale: 3)
        #expect(
            result.root.allViews.map(\.name) == ["border", "frame", "padding", "VStack", "Text", "Text", "Rectangle"])
        #expect(Double(result.root.frame.width) == 200)
        let texts = result.root.allViews.filter { $0.name == "Text" }
        #expect(texts[1].text?.lineCount == 2)
        // Leading-aligned, 16 points inside the padding (which the frame centres).
        let padding = try #require(result.root.allViews.first { $0.name == "padding" })
        #expect(texts.allSatisfy { abs(Double($0.frame.minX - padding.frame.minX) - 16) < 0.34 })
        #expect(abs(Double(padding.frame.midX - result.root.frame.midX)) < 0.34)
    }
}

@Suite("Environment")
struct EnvironmentTests {
    @Test("Environment modifiers apply to the whole subtree wherever they sit in the chain; nearer ones win")
    func subtree() throws {
        let result = Layouts.layout(
            VStack {
                Text("Title")
                HStack { Text("Inner").font(.caption) }
            }
            .padding()
            .font(.largeTitle)
            .bold()
        )
        let texts = result.root.allViews.filter { $0.name == "Text" }
        let title = Layouts.engine.textEngine.layout(
            StyledText("Title", font: Font.largeTitle.bold()), proposal: .unspecified, displayScale: 3)
        let inner = Layouts.engine.textEngine.layout(
            StyledText("Inner", font: Font.caption.bold()), proposal: .unspecified, displayScale: 3)
        #expect(texts[0].frame.size == title.size)
        #expect(texts[1].frame.size == inner.size)
        #expect(texts[0].text?.glyphRuns.first?.face.path.hasSuffix("Inter-Bold.otf") == true)
    }

    @Test("lineLimit and truncationMode from the environment reach the text")
    func textSettings() throws {
        let result = Layouts.layout(
            Text("The quick brown fox jumps over the lazy dog").frame(width: 100).lineLimit(1).truncationMode(.middle)
        )
        let text = try #require(result.root.allViews.first { $0.name == "Text" }?.text)
        #expect(text.lineCount == 1)
        #expect(text.lineStrings.first?.contains("…") == true)
        #expect(text.lineStrings.first?.hasSuffix("…") == false)
    }

    @Test(
        """
        minimumScaleFactor from the environment reaches the text: one line shrinks to fit 100, and at 30 shrinks \
        to the factor and is truncated
        """
    )
    func minimumScaleFactor() throws {
        let string = "Fatbobman's Swift Weekly"
        func text(in width: CGFloat) throws -> TextLayout {
            let result = Layouts.layout(Text(string).frame(width: width).lineLimit(1).minimumScaleFactor(0.3))
            return try #require(result.root.first("Text")?.text)
        }
        let ideal = Layouts.textSize(string).width
        #expect(ideal > 100 && ideal * 0.3 <= 100 && ideal * 0.3 > 30)
        let shrunk = try text(in: 100)
        let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.3)
        #expect(shrunk.size == Layouts.text(string, width: 100, height: 763, style: style).size)
        #expect(shrunk.lineStrings == [string] && !shrunk.isTruncated)
        #expect(shrunk.scaleFactor < 1 && shrunk.scaleFactor > 0.3)
        let floor = try text(in: 30)
        #expect(abs(floor.scaleFactor - 0.3) < 1e-9)
        #expect(floor.isTruncated && floor.lineStrings.first?.hasSuffix("…") == true)
    }
}
