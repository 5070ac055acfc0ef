import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// A view of a fixed size whatever it is offered, like an image: it shows
/// what a frame does with a child larger than the proposal.
private func block(_ width: CGFloat, _ height: CGFloat = 20) -> some View {
    Color.red.frame(width: width, height: height)
}

@Suite("Flexible frames: the proposal clamped between min ?? child and max ?? child")
struct FlexibleFrameTests {
    let hundred = ProposedViewSize(width: 100, height: 100)

    @Test("In 100 points a 150-wide child answers 150 under frame(maxWidth: .infinity)")
    func maxInfinityKeepsAWiderChild() {
        let result = Layouts.layout(block(150).frame(maxWidth: .infinity), proposal: hundred)
        #expect(result.root.frame.width == 150)
    }

    @Test("In 100 points a 150-wide child answers 100 under frame(minWidth: 50)")
    func minOnlyTakesTheSmallerProposal() {
        let result = Layouts.layout(block(150).frame(minWidth: 50), proposal: hundred)
        #expect(result.root.frame.width == 100)
    }

    @Test("A 30-wide child under frame(minWidth: 50) in 100 points is 50: the child's size clamped up to the minimum")
    func minOnlyRaisesANarrowerChild() {
        #expect(Layouts.layout(block(30).frame(minWidth: 50), proposal: hundred).root.frame.width == 50)
    }

    @Test("A 30-wide child under frame(maxWidth: .infinity) takes the whole 100-point proposal")
    func maxInfinityFillsTheProposal() {
        #expect(Layouts.layout(block(30).frame(maxWidth: .infinity), proposal: hundred).root.frame.width == 100)
    }

    @Test(
        "frame(maxWidth: 80) clamps the proposal; a wider child keeps the frame at max(child, proposal) clamped to 80")
    func finiteMax() {
        #expect(Layouts.layout(block(30).frame(maxWidth: 80), proposal: hundred).root.frame.width == 80)
        #expect(Layouts.layout(block(150).frame(maxWidth: 80), proposal: hundred).root.frame.width == 80)
        #expect(Layouts.layout(block(30).frame(maxWidth: 200), proposal: hundred).root.frame.width == 100)
    }

    @Test("With both limits the frame is the proposal clamped to them, whatever the child")
    func bothLimits() {
        for child in [CGFloat(10), 60, 500] {
            #expect(
                Layouts.layout(block(child).frame(minWidth: 40, maxWidth: 300), proposal: hundred).root.frame.width
                    == 100)
            #expect(
                Layouts.layout(
                    block(child).frame(minWidth: 40, maxWidth: 300), proposal: ProposedViewSize(width: 20, height: 100)
                ).root.frame.width == 40)
            #expect(
                Layouts.layout(
                    block(child).frame(minWidth: 40, maxWidth: 300),
                    proposal: ProposedViewSize(width: 1000, height: 100)
                ).root.frame.width == 300)
        }
    }

    @Test("Text(…).fixedSize().frame(maxWidth: .infinity) offered less than the text is as wide as the text")
    func fixedTextUnderInfiniteMax() {
        let string = "A sentence wider than a hundred points"
        let ideal = Layouts.textSize(string)
        #expect(ideal.width > 100)
        let result = Layouts.layout(Text(string).fixedSize().frame(maxWidth: .infinity), proposal: hundred)
        #expect(result.root.frame.width == ideal.width)
    }

    @Test(
        """
        frame(minWidth: 300) offered 150 is 300 wide: the minimum wins over a smaller proposal; the text inside \
        keeps its line, centred
        """
    )
    func minimumOverSmallerProposal() throws {
        let ideal = Layouts.textSize("Hello, World!")
        let result = Layouts.layout(
            Text("Hello, World!").frame(minWidth: 300), proposal: ProposedViewSize(width: 150, height: 100)
        )
        #expect(result.root.frame.size.doubles == [300, Double(ideal.height)])
        let text = try #require(result.root.first("Text"))
        #expect(text.frame.size == ideal)
        #expect(nearlyEqual(text.frame.midX, result.root.frame.midX))
    }

    @Test("frame(maxWidth: 150) offers its child the proposal clamped to 150: a long title wraps there")
    func maximumClampsTheChildsProposal() throws {
        let string = "Dai Ming Swift Pamphlet"
        #expect(Layouts.text(string, font: .largeTitle).size.width > 150)
        let result = Layouts.layout(Text(string).font(.largeTitle).frame(maxWidth: 150))
        let wrapped = Layouts.text(string, font: .largeTitle, width: 150, height: 763)
        #expect(wrapped.lineCount > 1)
        let text = try #require(result.root.first("Text"))
        #expect(text.frame.size == wrapped.size)
        #expect(text.text?.lineStrings == wrapped.lineStrings)
        #expect(result.root.frame.size.doubles == [150, Double(wrapped.size.height)])
    }

    @Test("Without a proposal the frame reads it as the child's size: min raises it, max leaves it")
    func unspecifiedProposal() {
        #expect(Layouts.layout(block(30).frame(minWidth: 50), proposal: .unspecified).root.frame.width == 50)
        #expect(Layouts.layout(block(30).frame(maxWidth: .infinity), proposal: .unspecified).root.frame.width == 30)
        #expect(
            Layouts.layout(block(30).frame(idealWidth: 70, maxWidth: .infinity), proposal: .unspecified).root.frame
                .width == 70)
    }
}

@Suite("layoutPriority travels outward through modifiers")
struct LayoutPriorityTravelTests {
    let long = "A long sentence that needs far more room than half of the screen gives it"

    @Test(
        """
        Apple's example: HStack { Text(long); Spacer(); Text(long).layoutPriority(1).border(.gray) } gives the \
        prioritised text the width
        """
    )
    func applesExample() {
        let result = Layouts.layout(
            HStack {
                Text(long)
                Spacer()
                Text(long).layoutPriority(1).border(.gray)
            }
        )
        let texts = result.root.all("Text")
        #expect(texts.count == 2)
        let ideal = Layouts.textSize(long)
        // The prioritised text is offered everything but the others' minimums.
        #expect(texts[1].frame.width > texts[0].frame.width * 4)
        #expect(texts[1].frame.height < texts[0].frame.height)
        #expect(ideal.width > 390)
    }

    @Test("Priority passes through padding, frame, background, overlay, offset, fixedSize and clipShape")
    func throughEveryWrapper() {
        let wrapped: [AnyView] = [
            AnyView(Text(long).layoutPriority(1).padding(4)),
            AnyView(Text(long).layoutPriority(1).frame(minWidth: 10)),
            AnyView(Text(long).layoutPriority(1).background(Color.yellow)),
            AnyView(Text(long).layoutPriority(1).overlay(Color.clear)),
            AnyView(Text(long).layoutPriority(1).offset(x: 2)),
            AnyView(Text(long).layoutPriority(1).fixedSize(horizontal: false, vertical: true)),
            AnyView(Text(long).layoutPriority(1).clipShape(Rectangle())),
        ]
        for view in wrapped {
            let result = Layouts.layout(
                HStack {
                    Text(long); view
                })
            let texts = result.root.all("Text")
            #expect(texts[1].frame.width > texts[0].frame.width * 4, "\(result.root.children.map(\.name))")
        }
    }

    @Test(
        """
        Without the priority the two texts are offered equal shares: the first wraps in half, the second in what \
        is left
        """
    )
    func equalWithoutPriority() {
        let result = Layouts.layout(
            HStack {
                Text(long); Text(long).border(.gray)
            })
        let texts = result.root.all("Text")
        let gap = Double(texts[1].frame.minX - texts[0].frame.maxX)
        let half = (390 - gap) / 2
        #expect(Double(texts[0].frame.width) == Double(Layouts.textSize(long, width: half).width))
        #expect(
            Double(texts[1].frame.width)
                == Double(Layouts.textSize(long, width: 390 - gap - Double(texts[0].frame.width)).width))
        #expect(abs(texts[0].frame.width - texts[1].frame.width) < half / 4)
    }
}
