import SwiftUI
import Testing
import GalleyTestSupport

/// Lists and forms measured against iOS 18's pictures (the ScanNow project's
/// settings sections, recorded on the simulator at 375 × 180 points).
@Suite("Lists and forms as iOS draws them")
struct ListMetricsTests {
    private func form(width: CGFloat) -> PlacedView {
        Layouts.layout(
            Form {
                Section(header: Text("About")) {
                    Text("Write to us")
                    Text("Version")
                }
            },
            width: width, height: 300
        ).root
    }

    @Test(
        """
        An inset-grouped row's text and its header start 20 points inside the card, 40 from the screen's edge, at \
        375 and at 390 points
        """
    )
    func contentInset() throws {
        for width in [375.0, 390] {
            let root = form(width: width)
            #expect(try #require(root.text("Write to us")).frame.minX == 40, "width \(width)")
            #expect(try #require(root.text("ABOUT")).frame.minX == 40, "width \(width)")
        }
    }

    @Test(
        """
        The first card sits 38⅔ points below the top of a form whose first section has a one-line header (iOS 18: \
        116 px at @3x); without a header, 35
        """
    )
    func firstSectionHeader() throws {
        let root = form(width: 375)
        let card = try #require(root.allViews.first { $0.name == "ListRow" })
        #expect(abs(Double(card.frame.minY) - 116.0 / 3) < 0.34)
        let header = try #require(root.text("ABOUT"))
        #expect(abs(Double(card.frame.minY - header.frame.maxY) - 7) < 0.34)
        let bare = Layouts.layout(Form { Text("Write to us") }, width: 375, height: 300).root
        #expect(try #require(bare.allViews.first { $0.name == "ListRow" }).frame.minY == 35)
    }

    @Test("A plain list keeps the 16-point layout margin")
    func plainListMargin() throws {
        let root = Layouts.layout(List { Text("Row") }.listStyle(.plain), width: 375, height: 300).root
        #expect(try #require(root.text("Row")).frame.minX == 16)
    }
}
