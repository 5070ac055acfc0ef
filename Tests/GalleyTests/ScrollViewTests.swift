import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("ScrollView: as large as offered, its content at its ideal size")
struct ScrollViewTests {
    @Test(
        """
        A horizontal ScrollView takes the whole proposal, its height too; its content keeps its ideal width from \
        the leading edge
        """
    )
    func horizontalFillsTheProposal() throws {
        let result = Layouts.layout(
            ScrollView(.horizontal) { Color.red.frame(width: 500, height: 30) },
            proposal: ProposedViewSize(width: 300, height: 400)
        )
        let scroll = result.root
        #expect(scroll.name == "ScrollView")
        #expect(scroll.frame.size.doubles == [300, 400])
        let content = try #require(scroll.first("Color"))
        #expect(content.frame.width == 500)
        #expect(content.frame.minX == scroll.frame.minX)
    }
}
