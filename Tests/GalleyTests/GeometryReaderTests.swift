import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("GeometryReader: as large as offered, its content at the top-leading corner")
struct GeometryReaderTests {
    @Test(
        """
        A GeometryReader takes the whole proposal and gives it as proxy.size; its content sits at its top-leading \
        corner, and overflows from there
        """,
        arguments: [50.0, 200])
    func fillsAndPlacesAtTopLeading(width: Double) throws {
        let result = Layouts.layout(
            GeometryReader { proxy in
                Color.yellow.frame(width: max(proxy.size.width, 120), height: proxy.size.height / 2)
            }
            .frame(width: width, height: 120)
        )
        let reader = try #require(result.root.first("GeometryReader"))
        #expect(reader.frame.size.doubles == [width, 120])
        #expect(reader.frame == result.root.frame)
        let content = try #require(reader.first("Color"))
        #expect(content.frame.size.doubles == [max(width, 120), 60])
        #expect(content.frame.origin == reader.frame.origin)
    }

    @Test("As the root, a GeometryReader is the whole 390 × 763 proposal, not its content's size")
    func rootFillsTheScreen() throws {
        let result = Layouts.layout(GeometryReader { proxy in Text("Hello").frame(width: proxy.size.width / 2) })
        #expect(result.root.name == "GeometryReader")
        #expect(result.root.frame.size.doubles == [390, 763])
        let frame = try #require(result.root.first("frame"))
        #expect(frame.frame.doubles == [0, 0, 195, Double(Layouts.textSize("Hello").height)])
    }
}
