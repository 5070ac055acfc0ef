import Foundation
import Galley
@testable import GalleyCairo
import Testing

@Suite("Lists painted in light and dark")
struct ListPaintingTests {
    private let canvas = PaintArea(width: 390, height: 200)

    private func bitmap(_ view: some View, _ scheme: ColorScheme) throws -> Bitmap {
        try Paintings.bitmap(view.environment(\.colorScheme, scheme), canvas: canvas)
    }

    /// `color` (with its opacity) over the opaque `base`, as 8-bit channels.
    private func over(_ color: Color, _ base: Color) -> RGBA {
        func mix(_ top: Double, _ bottom: Double) -> Int {
            Int(((top * color.opacity + bottom * (1 - color.opacity)) * 255).rounded())
        }
        return RGBA(
            red: mix(color.red, base.red), green: mix(color.green, base.green), blue: mix(color.blue, base.blue))
    }

    @Test(
        """
        insetGrouped at @1x: the screen systemGroupedBackground (#F2F2F7 / black), the card \
        secondarySystemGroupedBackground (white / #1C1C1E) with rounded corners, a 1-px .separator line at the \
        row's bottom
        """
    )
    func insetGrouped() throws {
        let list = List {
            Text("One"); Text("Two")
        }
        for scheme in ColorScheme.allCases {
            let image = try bitmap(list, scheme)
            let screen = RGBA(Color.systemGroupedBackground.resolved(in: scheme))
            let card = RGBA(Color.secondarySystemGroupedBackground.resolved(in: scheme))
            #expect(image[5, 5].isClose(to: screen), "\(scheme) screen: \(image[5, 5])")
            #expect(image[360, 40].isClose(to: card), "\(scheme) card: \(image[360, 40])")
            // The card's top-left corner is rounded (10 pt): its corner pixel shows the screen.
            #expect(image[20, 35].isClose(to: screen, tolerance: 8), "\(scheme) corner: \(image[20, 35])")
            // The separator: the row's bottom pixel row from the text (x = 36) to the card's edge.
            let line = over(
                Color.separator.resolved(in: scheme), Color.secondarySystemGroupedBackground.resolved(in: scheme))
            #expect(
                image[200, 35 + 44 - 1].isClose(to: line, tolerance: 2),
                "\(scheme) separator: \(image[200, 78]) vs \(line)")
            #expect(image[30, 35 + 44 - 1].isClose(to: card), "\(scheme) before the text: \(image[30, 78])")
            #expect(image[200, 35 + 44].isClose(to: card), "\(scheme) below the line: \(image[200, 79])")
        }
    }

    @Test(
        """
        plain: rows and screen systemBackground (white / black) edge to edge; the section header band \
        secondarySystemBackground
        """
    )
    func plain() throws {
        let list = List { Section("Fruit") { Text("Apple") } }.listStyle(.plain)
        for scheme in ColorScheme.allCases {
            let image = try bitmap(list, scheme)
            let background = RGBA(Color.systemBackground.resolved(in: scheme))
            let band = RGBA(Color.secondarySystemBackground.resolved(in: scheme))
            #expect(image[2, 2].isClose(to: band), "\(scheme) band: \(image[2, 2])")
            #expect(image[2, 60].isClose(to: background), "\(scheme) row: \(image[2, 60])")
            #expect(image[385, 190].isClose(to: background), "\(scheme) screen: \(image[385, 190])")
        }
    }

    @Test("scrollContentBackground(.hidden): what is behind the list shows around the cards")
    func hiddenBackground() throws {
        let image = try bitmap(List { Text("Row") }.scrollContentBackground(.hidden).background(Color.red), .light)
        #expect(image[5, 5].isClose(to: RGBA(Color.red.resolved(in: .light))), "\(image[5, 5])")
        #expect(image[360, 40] == .white)
    }
}
