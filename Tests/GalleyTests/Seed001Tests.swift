import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// Seed 001 (swiftui-lab's frame behaviours): every example the catalog
/// lists that no older suite covers. The rest are in FrameDemoTests,
/// AlignmentTests (the poem), LittleSquaresTests and SeedExampleTests.
@Suite("Seed 001: frame behaviours")
struct Seed001Tests {
    // MARK: 001-OfferedWidthGeometry

    struct ExampleView: View {
        var width: CGFloat = 50 // ⟦GALLEY: was `@State private var width: CGFloat = 50`, driven by the Slider (0...200, step 1); test 50, 120, 200⟧

        var body: some View {
            VStack {
                SubView()
                    .frame(width: self.width, height: 120) // We are using .frame() to change what’s offered to the child.
                    .border(Color.blue, width: 2)

                Text("Offered Width \(Int(width))")
                // ⟦GALLEY: removed `Slider(value: $width, in: 0...200, step: 1)`⟧
            }
        }
    }

    struct SubView: View {
        var body: some View {
            GeometryReader { proxy in
                Rectangle()
                    .fill(Color.yellow.opacity(0.7))
                    .frame(width: max(proxy.size.width, 120), height: max(proxy.size.height, 120))
            }
        }
    }

    // Seed: 001-OfferedWidthGeometry
    @Test("frame(width:height:) changes what the GeometryReader is offered; the yellow square is at least 120 and sticks out of a narrower blue border", arguments: [50.0, 120, 200])
    func offeredWidthGeometry(width: Double) throws {
        let result = Layouts.layout(ExampleView(width: width))
        let stack = result.root
        #expect(stack.name == "VStack")
        let blue = try #require(stack.children.first)
        #expect(blue.name == "border")
        #expect(blue.frame.size.doubles == [width, 120])
        let reader = try #require(stack.first("GeometryReader"))
        #expect(reader.frame == blue.frame)
        // The rectangle sits at the reader's top-leading corner, max(width, 120) × 120.
        let yellow = try #require(stack.first("Rectangle"))
        #expect(yellow.frame.size.doubles == [max(width, 120), 120])
        #expect(yellow.frame.origin == reader.frame.origin)
        #expect(nearlyEqual(yellow.frame.maxX - blue.frame.maxX, max(0, 120 - width), within: 1e-9))
        // The caption sits 8 below; the VStack is as wide as the wider of the two.
        let caption = try #require(stack.first("Text"))
        let captionSize = Layouts.textSize("Offered Width \(Int(width))")
        #expect(caption.text?.string == "Offered Width \(Int(width))")
        #expect(caption.frame.size.doubles == captionSize.doubles)
        #expect(Double(caption.frame.minY - blue.frame.maxY) == 8)
        #expect(Double(stack.frame.width) == max(width, Double(captionSize.width)))
    }

    // MARK: 001-EmptyFrame

    // Seed: 001-EmptyFrame
    @Test("A frame with no constraints is its child's size")
    func emptyFrame() throws {
        let result = Layouts.layout(
            Text("Hello")
                .frame() // 没设置任何宽高限制
        )
        #expect(result.root.name == "frame")
        #expect(result.root.frame.size.doubles == Layouts.textSize("Hello").doubles)
        #expect(result.root.children.first?.frame == result.root.frame)
    }

    // MARK: 001-HiMinMaxWidth, 001-MinWidthDoc, 001-MaxWidthDoc

    // Seed: 001-HiMinMaxWidth
    @Test("frame(minWidth: 100, maxWidth: 300) offered 500 takes the proposal clamped: 300, whatever the text's size")
    func hiMinMaxWidth() throws {
        let result = Layouts.layout(
            Text("Hi")
                .frame(minWidth: 100, maxWidth: 300)
                .frame(width: 500) // the parent proposing 500
        )
        let flexible = try #require(result.root.children.first)
        let hi = Layouts.textSize("Hi")
        #expect(flexible.frame.size.doubles == [300, Double(hi.height)])
        let text = try #require(flexible.children.first)
        #expect(text.frame.size.doubles == hi.doubles)
        #expect(nearlyEqual(text.frame.midX, flexible.frame.midX))
        #expect(nearlyEqual(flexible.frame.midX, result.root.frame.midX))
    }

    // Seed: 001-MinWidthDoc
    @Test("frame(minWidth: 300) offered 150 is 300 wide; the text inside keeps its ideal width")
    func minWidthDoc() throws {
        let result = Layouts.layout(
            Text("Hello, World!")
                .frame(minWidth: 300)
                .frame(width: 150) // the parent proposing 150
        )
        let ideal = Layouts.textSize("Hello, World!")
        let flexible = try #require(result.root.children.first)
        #expect(flexible.frame.size.doubles == [300, Double(ideal.height)])
        let text = try #require(flexible.children.first)
        #expect(text.frame.size.doubles == ideal.doubles)
        #expect(text.text?.lineCount == 1)
        #expect(Double(result.root.frame.width) == 150)
    }

    // Seed: 001-MaxWidthDoc
    @Test("frame(maxWidth: 100) offered 500 is 100 wide")
    func maxWidthDoc() throws {
        let result = Layouts.layout(
            Text("Hello")
                .frame(maxWidth: 100)
                .frame(width: 500) // the parent proposing 500
        )
        let hello = Layouts.textSize("Hello")
        #expect(Double(hello.width) < 100)
        let flexible = try #require(result.root.children.first)
        #expect(flexible.frame.size.doubles == [100, Double(hello.height)])
        #expect(flexible.children.first?.frame.size.doubles == hello.doubles)
    }

    // MARK: 001-MinMax40to300, 001-MinWidth300, 001-MinWidth300MaxInfinity, 001-MaxWidth300

    struct MinMax40to300: View {
        var body: some View {
            Text("Hello, World!")
                .frame(minWidth: 40, maxWidth: 300)
                .background(Color.orange.opacity(0.5)) // 300
                .font(.largeTitle)
        }
    }

    struct MinWidth300: View {
        var body: some View {
            Text("Hello, World!")
                .frame(minWidth: 300)
                .background(Color.orange.opacity(0.5)) // 宽300
                .font(.largeTitle)
        }
    }

    struct MinWidth300MaxInfinity: View {
        var body: some View {
            Text("Hello, World!")
                .frame(minWidth: 300, maxWidth: .infinity)
                .background(Color.orange.opacity(0.5)) // 屏幕宽度，大于300
                .font(.largeTitle)
        }
    }

    struct MaxWidth300: View {
        var body: some View {
            Text("Hello, World!")
                .frame(maxWidth: 300) // 这边根据图规则，YES，直接将 proposed size（即图中的黄色块） 限制到maxWidth 最大约束，即300 （把proposed size看成 width设置）
                .background(Color.orange.opacity(0.5))
                .font(.largeTitle)
        }
    }

    /// The orange background's and the text's frames.
    func orangeAndText<V: View>(_ view: V) throws -> (orange: CGRect, text: PlacedView) {
        let result = Layouts.layout(view)
        #expect(result.root.name == "background")
        let orange = try #require(result.root.first("Color"))
        let text = try #require(result.root.first("Text"))
        #expect(orange.frame == result.root.frame)
        return (orange.frame, text)
    }

    // Seed: 001-MinMax40to300, 001-MinWidth300, 001-MinWidth300MaxInfinity, 001-MaxWidth300
    @Test("The four largeTitle frames on a 390-wide screen: 300, 300, the screen's 390, 300 wide; the text keeps its ideal size, centred")
    func largeTitleFrames() throws {
        let ideal = Layouts.text("Hello, World!", font: .largeTitle).size
        #expect(Double(ideal.width) < 300)
        let cases: [(String, (orange: CGRect, text: PlacedView), Double)] = [
            ("minWidth 40, maxWidth 300", try orangeAndText(MinMax40to300()), 300),
            ("minWidth 300", try orangeAndText(MinWidth300()), 300),
            ("minWidth 300, maxWidth ∞", try orangeAndText(MinWidth300MaxInfinity()), 390),
            ("maxWidth 300", try orangeAndText(MaxWidth300()), 300),
        ]
        for (label, frames, width) in cases {
            #expect(frames.orange.size.doubles == [width, Double(ideal.height)], "\(label)")
            // `.font` sits outside the frame and the background, yet reaches the text.
            #expect(frames.text.frame.size.doubles == ideal.doubles, "\(label)")
            #expect(nearlyEqual(frames.text.frame.midX, frames.orange.midX), "\(label)")
        }
    }

    // MARK: 001-GeometryHalfWidth

    // Seed: 001-GeometryHalfWidth
    @Test("GeometryReader proposes its own size (390 × 763, not ∞): the frame is half its width at its top-leading corner; the text keeps its size inside")
    func geometryHalfWidth() throws {
        let result = Layouts.layout(
            GeometryReader { geometry in
                Text("Hello")
                    .frame(width: geometry.size.width / 2)
            }
        )
        let reader = result.root
        #expect(reader.name == "GeometryReader")
        #expect(reader.frame.size.doubles == [390, 763])
        let hello = Layouts.textSize("Hello")
        let frame = try #require(reader.children.first)
        #expect(frame.name == "frame")
        #expect(frame.frame.doubles == [0, 0, 195, Double(hello.height)])
        let text = try #require(frame.children.first)
        #expect(text.frame.size.doubles == hello.doubles)
        #expect(nearlyEqual(text.frame.midX, frame.frame.midX))
    }

    // MARK: 001-PoemEqualPriority (precisely; AlignmentTests has both poems loosely)

    struct PoemEqualPriority: View {
        var body: some View {
            VStack {
                Text("床前明月光，疑是地上霜")
                    .background(Color.green)
                Text("举头望明月，低头思故乡")
                    .background(Color.blue)
            }
            .frame(width: 100, height: 100)
        }
    }

    // Seed: 001-PoemEqualPriority
    // Text above text keeps only the lower text's line gap (SwiftUI's
    // text-to-text spacing; 0 for the bundled fonts), not 8.
    @Test("Equal priorities: the first text is offered half of the 100 (no spacing between two texts), the second what the first leaves")
    func poemEqualPriority() throws {
        let first = "床前明月光，疑是地上霜"
        let second = "举头望明月，低头思故乡"
        let result = Layouts.layout(PoemEqualPriority())
        let texts = result.root.all("Text")
        #expect(texts.count == 2)
        // Each needs more than its share: 3 lines at width 100.
        #expect(Double(Layouts.text(first, width: 100).size.height) > 50)
        let firstSize = Layouts.text(first, width: 100, height: 50).size
        let secondSize = Layouts.text(second, width: 100, height: 100 - Double(firstSize.height)).size
        #expect(texts[0].frame.size.doubles == firstSize.doubles)
        #expect(texts[1].frame.size.doubles == secondSize.doubles)
        #expect(texts.allSatisfy { $0.text?.isTruncated == true })
        let stack = try #require(result.root.first("VStack"))
        let height: Double = Double(firstSize.height) + Double(secondSize.height)
        #expect(nearlyEqual(stack.frame.height, height))
        #expect(nearlyEqual(texts[1].frame.minY - texts[0].frame.maxY, 0))
        // The backgrounds are the texts' sizes.
        #expect(result.root.all("Color").map(\.frame) == texts.map(\.frame))
    }

    // MARK: 001-LittleSquares (vertically; the squares are in LittleSquaresTests)

    // Seed: 001-LittleSquares
    //
    // Without the seed's Form the block is the only view that can grow: the
    // two Spacers yield to it (a spacer's layout priority is the lowest) and
    // keep only their 8-point minimums, so the block takes 623 − 16 = 607.
    // (An earlier reading gave the block a third, sharing equally with the
    // Spacers; iOS gives a Text beside a Spacer the whole row instead.)
    @Test("LittleSquares vertically: padded 140 at the top, the squares block takes the 623 left but the two Spacers' 8-point minimums, with no spacing, at the reader's leading edge", arguments: [true, false])
    func littleSquaresVertically(fixedSize: Bool) throws {
        // LittleSquaresTests' ExampleView (this suite's own ExampleView is 001-OfferedWidthGeometry's).
        let result = Layouts.layout(GalleyTests.ExampleView(width: 150, fixedSize: fixedSize))
        let reader = try #require(result.root.first("GeometryReader"))
        #expect(reader.frame.doubles == [0, 140, 390, 623])
        // The block is the background(MyGradient()) around the bordered 150-wide frame.
        let gradient = try #require(result.root.first("LinearGradient"))
        let block = gradient.frame
        #expect(Double(block.width) == 150)
        #expect(nearlyEqual(block.height, 623 - 16))
        #expect(nearlyEqual(block.minY, 140 + 8))
        // The reader puts its VStack at its top-leading corner, and the VStack is
        // only as wide as the block (the Spacers have no width across).
        #expect(block.minX == 0)
        #expect(result.root.first("VStack")?.frame.doubles == [0, 140, 150, 623])
        let spacers = result.root.all("Spacer")
        #expect(spacers.count == 2)
        #expect(nearlyEqual(spacers[0].frame.maxY, block.minY))
        #expect(nearlyEqual(spacers[1].frame.minY, block.maxY))
        #expect(nearlyEqual(spacers[1].frame.maxY, 763))
    }
}
