import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// fixedSize proposes nil on its axes: the view answers its ideal size
/// there, whatever its parent offers.
@Suite("fixedSize: a view at its ideal size")
struct FixedSizeTests {
    static let sentence =
        "GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."

    @Test(
        """
        fixedSize() gives each kind of view its ideal size: a text its one line, shapes 10 × 10, a horizontal \
        ScrollView all its content
        """
    )
    func idealSizes() throws {
        let line = Layouts.textSize(Self.sentence)
        #expect(line.width > 390)
        let text = try #require(Layouts.layout(Text(Self.sentence).fixedSize()).root.first("Text"))
        #expect(text.frame.size == line)
        #expect(text.text?.lineCount == 1)
        #expect(Layouts.layout(Rectangle().fixedSize()).root.frame.size.doubles == [10, 10])
        #expect(Layouts.layout(Circle().fixedSize()).root.frame.size.doubles == [10, 10])
        let squares = ScrollView(.horizontal) {
            HStack { ForEach(0..<20) { _ in Color.blue.frame(width: 30, height: 30) } }
        }
        let width: Double = 20 * 30 + 19 * 8
        #expect(Layouts.layout(squares.fixedSize()).root.frame.size.doubles == [width, 30])
    }

    @Test(
        """
        A fixed VStack is as wide as its widest child, and a shape in it is stretched to that width at its ideal \
        height
        """
    )
    func stackIdealSize() throws {
        let result = Layouts.layout(
            VStack {
                Text(Self.sentence); Rectangle()
            }.fixedSize())
        let line = Layouts.textSize(Self.sentence)
        let stack = try #require(result.root.first("VStack"))
        #expect(stack.frame.size.doubles == [Double(line.width), Double(line.height) + 8 + 10])
        let rectangle = try #require(result.root.first("Rectangle"))
        #expect(rectangle.frame.size.doubles == [Double(line.width), 10])
    }

    @Test(
        """
        fixedSize(horizontal: false, vertical: true) in a 100 × 100 frame: the text wraps at 100 and shows every \
        line, centred over the frame's top and bottom
        """
    )
    func verticalOnly() throws {
        let wrapped = Layouts.textSize(Self.sentence, width: 100)
        #expect(wrapped.height > 100)
        let result = Layouts.layout(
            Text(Self.sentence).fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 100)
        )
        #expect(result.root.frame.size.doubles == [100, 100])
        let text = try #require(result.root.first("Text"))
        #expect(text.frame.size == wrapped)
        #expect(text.text?.isTruncated == false)
        #expect(nearlyEqual(text.frame.midY, result.root.frame.midY))
    }
}
