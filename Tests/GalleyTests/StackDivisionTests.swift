import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// A stack sizes its children from the least flexible to the most, each
/// offered an equal share of what is left.
@Suite("Stacks: sharing the proposal among children")
struct StackDivisionTests {
    @Test("In a VStack, shapes share equally the height a fixed frame and the spacing leave, across the whole width")
    func shapesShareTheRest() throws {
        let result = Layouts.layout(
            VStack {
                Color.orange.frame(width: 100, height: 100); Rectangle(); Color.green
            })
        let shared = (763.0 - 100 - 2 * 8) / 2
        #expect(result.root.frame.size.doubles == [390, 763])
        #expect(try #require(result.root.first("Rectangle")).frame.size.doubles == [390, shared])
        let colours = result.root.all("Color")
        #expect(colours.map(\.frame.size.doubles) == [[100, 100], [390, shared]])
    }

    @Test(
        """
        Two long texts in a 100-point-high VStack are offered equal shares: the first is cut to the lines that fit \
        50, the second to what the first leaves
        """
    )
    func textsShareTheHeight() throws {
        let first = "床前明月光，疑是地上霜"
        let second = "举头望明月，低头思故乡"
        // Each needs more than its share: 3 lines at width 100.
        #expect(Layouts.text(first, width: 100).size.height > 50)
        let result = Layouts.layout(
            VStack {
                Text(first); Text(second)
            }.frame(width: 100, height: 100))
        let texts = result.root.all("Text")
        try #require(texts.count == 2)
        let firstSize = Layouts.text(first, width: 100, height: 50).size
        let secondSize = Layouts.text(second, width: 100, height: 100 - Double(firstSize.height)).size
        #expect(texts[0].frame.size == firstSize)
        #expect(texts[1].frame.size == secondSize)
        #expect(texts.allSatisfy { $0.text?.isTruncated == true })
    }

    @Test(
        """
        An HStack sizes its least flexible child first: frame(maxWidth: 120) is offered half, a shape with \
        maxWidth 200 takes the rest
        """,
        arguments: [200.0, 250])
    func leastFlexibleFirst(width: Double) throws {
        let result = Layouts.layout(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 200)
                Text("Hello World").fixedSize().frame(maxWidth: 120)
            },
            proposal: ProposedViewSize(width: width, height: 130)
        )
        let frames = result.root.children.map(\.frame)
        try #require(frames.count == 2)
        let title = min(width / 2, 120)
        #expect(Double(frames[1].width) == title)
        #expect(Double(frames[0].width) == width - title)
        #expect(frames[0].maxX == frames[1].minX)
    }
}
