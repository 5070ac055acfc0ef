import Foundation
import Testing
@testable import Galley

/// Seed 001's frame and border demos (catalog: 001-TextBackgroundFrame,
/// 001-NestedFramesBackgrounds, 001-CJKText200x100, 001-CJKTextFixedH,
/// 001-CJKTextIdealWidth300).
@Suite("Seed examples: frames, backgrounds and borders")
struct FrameDemoTests {
    static let long = "这个文本还挺长的，到达了一定字数后，就超过了一行的显示范围了！！！"

    func view(_ result: LayoutResult, _ name: String, index: Int = 0) throws -> PlacedView {
        let matches = result.root.allViews.filter { $0.name == name }
        return try #require(matches.count > index ? matches[index] : nil)
    }

    func titleSize(_ width: Double?, height: Double? = nil) -> CGSize {
        Layouts.engine.textEngine.layout(
            StyledText(Self.long, font: .title), proposal: TextProposal(width: width, height: height), displayScale: 3
        ).size
    }

    // Seed: 001-TextBackgroundFrame
    @Test("A background inside a frame is the text's size; outside it, the frame's")
    func backgroundOrder() throws {
        let inside = Layouts.layout(Text("Hello, world").background(Color.green).frame(width: 200, height: 50))
        #expect(inside.root.frame.size.doubles == [200, 50])
        #expect(try view(inside, "Color").frame.size == Layouts.textSize("Hello, world"))
        let outside = Layouts.layout(Text("Hello, world").frame(width: 200, height: 50).background(Color.green))
        #expect(try view(outside, "Color").frame.size.doubles == [200, 50])
    }

    // Seed: 001-NestedFramesBackgrounds
    @Test("Nested frames and backgrounds: orange 400 × 200, green 200 × 100, the text its own size, all centred")
    func nestedFrames() throws {
        let result = Layouts.layout(
            Text("Hello, World!")
                .frame(width: 200, height: 100)
                .background(Color.green)
                .frame(width: 400, height: 200)
                .background(Color.orange.opacity(0.5))
        )
        let orange = try view(result, "Color", index: 0)
        let green = try view(result, "Color", index: 1)
        let text = try view(result, "Text")
        #expect(orange.frame.size.doubles == [400, 200])
        #expect(green.frame.size.doubles == [200, 100])
        #expect(text.frame.size == Layouts.textSize("Hello, World!"))
        #expect(abs(green.frame.midX - orange.frame.midX) < 0.34 && abs(text.frame.midX - green.frame.midX) < 0.34)
        #expect(abs(green.frame.midY - orange.frame.midY) < 0.34 && abs(text.frame.midY - green.frame.midY) < 0.34)
    }

    // Seed: 001-CJKText200x100, 001-CJKTextFixedH, 001-CJKTextIdealWidth300
    @Test("Long title text in 200 × 100: wrapped and cut to the lines that fit; fixedSize one line; idealWidth 300")
    func longText() throws {
        let boxed = Layouts.layout(
            Text(Self.long).border(Color.blue).frame(width: 200, height: 100).border(Color.green).font(.title))
        #expect(boxed.root.frame.size.doubles == [200, 100])
        let text = try view(boxed, "Text")
        #expect(text.frame.size == titleSize(200, height: 100))
        #expect(text.text?.isTruncated == true)
        #expect(Double(text.frame.height) <= 100)

        let fixed = Layouts.layout(
            Text(Self.long).fixedSize(horizontal: true, vertical: false).border(Color.blue).frame(
                width: 200, height: 100
            ).border(Color.green).font(.title)
        )
        #expect(fixed.root.frame.size.doubles == [200, 100])
        let wide = try view(fixed, "Text")
        #expect(wide.frame.size == titleSize(nil))
        #expect(wide.text?.lineCount == 1)
        #expect(abs(wide.frame.midX - fixed.root.frame.midX) < 0.34)

        let ideal = Layouts.layout(
            Text(Self.long).frame(idealWidth: 300).fixedSize(horizontal: true, vertical: false)
                .border(Color.blue).frame(width: 200, height: 100).border(Color.green).font(.title)
        )
        let blue = try view(ideal, "border", index: 1)
        #expect(Double(blue.frame.width) == 300)
        #expect(blue.frame.height == titleSize(300, height: 100).height)
    }
}
