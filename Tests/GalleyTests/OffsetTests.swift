import Foundation
import Testing
@testable import Galley

/// Seed 003: offset moves only the drawing; padding, frame(alignment:) and
/// position move the view through layout, the same 30 points each.
@Suite("Seed example: offset, padding, frame and position")
struct OffsetTests {
    var offsetDemo: some View {
        Rectangle()
            .fill(.green.gradient)
            .frame(width: 100, height: 50)
            .border(.blue)
            .offset(x: 30, y: 30)
            .border(.green)
    }

    var paddingDemo: some View {
        Rectangle()
            .fill(.green.gradient)
            .frame(width: 100, height: 50)
            .border(.blue)
            .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0))
            .border(.green)
    }

    var frameDemo: some View {
        Rectangle()
            .fill(.green.gradient)
            .frame(width: 100, height: 50)
            .border(.blue)
            .frame(width: 130, height: 80, alignment: .bottomTrailing)
            .border(.green)
    }

    var positionDemo: some View {
        Rectangle()
            .fill(.green.gradient)
            .frame(width: 100, height: 50)
            .border(.blue)
            .position(x: 80, y: 55)
            .frame(width: 130, height: 80)
            .border(.green)
    }

    /// The blue border's frame relative to the green one's.
    func blueInGreen(_ result: LayoutResult) throws -> CGRect {
        let green = result.root
        #expect(green.name == "border")
        let blue = try #require(green.allViews.dropFirst().first { $0.name == "border" })
        return blue.frame.offsetBy(dx: -green.frame.minX, dy: -green.frame.minY)
    }

    // Seed: 003-OffsetRect
    @Test("offset leaves the green border around the original place")
    func offset() throws {
        let result = Layouts.layout(offsetDemo)
        #expect(result.root.frame.size.doubles == [100, 50])
        #expect(try blueInGreen(result) == CGRect(x: 30, y: 30, width: 100, height: 50))
    }

    // Seed: 003-PaddingRect, 003-FrameRect, 003-PositionRect
    @Test("padding, frame(alignment:) and position grow the green border to 130 × 80 with the view at (30, 30)")
    func layoutMoves() throws {
        for result in [Layouts.layout(paddingDemo), Layouts.layout(frameDemo), Layouts.layout(positionDemo)] {
            #expect(result.root.frame.size.doubles == [130, 80])
            #expect(try blueInGreen(result) == CGRect(x: 30, y: 30, width: 100, height: 50))
        }
    }
}
