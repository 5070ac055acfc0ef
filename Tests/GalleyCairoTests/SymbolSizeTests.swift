import Foundation
import Galley
import GalleyCairo
import Testing

/// Symbol stand-ins are as large as the SF Symbols they replace: each
/// figure is a symbol's ink as iOS drew it, measured in a picture recorded
/// on the iOS Simulator, and each test measures the ink Galley paints.
@Suite("Symbol sizes")
struct SymbolSizeTests {
    /// Pixels per point: fine enough to measure ink to a quarter point.
    static let scale: CGFloat = 4
    static let red = Color(red: 1, green: 0, blue: 0)

    /// The ink box, in points, of `view` painted black on white: the pixels
    /// at least half covered.
    static func ink<V: View>(_ view: V, canvas: CGFloat = 120) throws -> CGRect {
        let area = PaintArea(width: canvas, height: canvas, scale: scale)
        let bitmap = try Paintings.bitmap(
            view.foregroundColor(.black), at: CGPoint(x: 4, y: 4), canvas: area,
            proposal: ProposedViewSize(width: canvas - 8, height: canvas - 8))
        let bounds = try #require(bitmap.inkBounds { $0.red < 128 })
        return Self.points(bounds)
    }

    static func points(_ bounds: PixelBounds) -> CGRect {
        CGRect(
            x: CGFloat(bounds.minX) / scale, y: CGFloat(bounds.minY) / scale,
            width: CGFloat(bounds.maxX - bounds.minX + 1) / scale,
            height: CGFloat(bounds.maxY - bounds.minY + 1) / scale)
    }

    @Test(
        """
        At body (17 pt) checkmark.circle.fill inks 17 × 17 points, as on iOS, where the old em (the point size) \
        inked 14
        """
    )
    func circleAtBody() throws {
        let ink = try Self.ink(Image(systemName: "checkmark.circle.fill"))
        #expect(abs(ink.width - 17) <= 0.5 && abs(ink.height - 17) <= 0.5, "\(ink.size)")
    }

    /// A symbol as a reference draws it, and its ink there in points.
    struct Reference: Sendable, CustomStringConvertible {
        var name: String
        var font: Font
        /// The reference's Dynamic Type size: `.medium` on the devices SpeziViews' tests configure.
        var dynamicType = DynamicTypeSize.large
        var iOSWidth: CGFloat
        var iOSHeight: CGFloat
        var description: String { "\(name) (iOS \(iOSWidth) × \(iOSHeight))" }
    }

    static let references = [
        // vault-ios's tag pill: body.
        Reference(name: "tag.fill", font: .body, iOSWidth: 18.7, iOSHeight: 18.7),
        // ScanNow's "Write to us" row: body.
        Reference(name: "envelope", font: .body, iOSWidth: 20, iOSHeight: 14.3),
        // vault-ios's secure note: caption2 (11 pt) semibold.
        Reference(name: "doc.text.fill", font: .caption2.weight(.semibold), iOSWidth: 9.3, iOSHeight: 11.7),
        // SpeziViews' tile header: 30 pt relative to headline, at Dynamic Type medium 28.2 pt.
        Reference(
            name: "book.pages.fill", font: .custom("Task Icon", size: 30, relativeTo: .headline), dynamicType: .medium,
            iOSWidth: 25.7, iOSHeight: 32.3),
        // SpeziViews' list header: 50 pt relative to title, at Dynamic Type medium 48.2 pt.
        Reference(
            name: "person.fill.badge.plus", font: .custom("XXL", size: 50, relativeTo: .title), dynamicType: .medium,
            iOSWidth: 52.7, iOSHeight: 51.7),
    ]

    @Test(
        """
        A symbol's larger ink side is within 10% of iOS's: tag.fill 18.7 at 17 pt, envelope 20 wide, doc.text.fill \
        11.7 at 11 pt, book.pages.fill 32.3 at 28.2 pt, person.fill.badge.plus 52.7 at 48.2 pt
        """,
        arguments: references)
    func referenceSizes(_ reference: Reference) throws {
        let ink = try Self.ink(
            Image(systemName: reference.name).font(reference.font).dynamicTypeSize(reference.dynamicType), canvas: 80)
        let iOS = max(reference.iOSWidth, reference.iOSHeight), galley = max(ink.width, ink.height)
        #expect(abs(galley / iOS - 1) <= 0.1, "\(ink.size)")
    }

    @Test(
        """
        A page symbol keeps a page's shape: doc.text.fill and book.pages.fill ink about 0.8 as wide as high, as \
        iOS's (9.3 × 11.7, 25.7 × 32.3)
        """
    )
    func pageShape() throws {
        for reference in Self.references where reference.name == "doc.text.fill" || reference.name == "book.pages.fill"
        {
            let ink = try Self.ink(
                Image(systemName: reference.name).font(reference.font).dynamicTypeSize(reference.dynamicType),
                canvas: 80)
            #expect(
                abs(ink.width / ink.height - reference.iOSWidth / reference.iOSHeight) < 0.05,
                "\(reference.name): \(ink.size)")
        }
    }

    @Test("imageScale: small and large symbols ink 0.8 and 1.3 × medium's 17 points at body")
    func imageScales() throws {
        let medium = try Self.ink(Image(systemName: "checkmark.circle.fill"))
        let small = try Self.ink(Image(systemName: "checkmark.circle.fill").imageScale(.small))
        let large = try Self.ink(Image(systemName: "checkmark.circle.fill").imageScale(.large))
        #expect(abs(small.height - 0.8 * medium.height) <= 0.5)
        #expect(abs(large.height - 1.3 * medium.height) <= 0.5)
    }

    /// The ink boxes of a red symbol and black text in `HStack { symbol; Text(text) }` at body.
    static func symbolAndText(_ name: String, _ text: String) throws -> (symbol: CGRect, text: CGRect) {
        let view = HStack {
            Image(systemName: name).foregroundColor(red); Text(text).foregroundColor(.black)
        }
        let area = PaintArea(width: 120, height: 40, scale: scale)
        let bitmap = try Paintings.bitmap(
            view, at: CGPoint(x: 4, y: 4), canvas: area, proposal: ProposedViewSize(width: 112, height: 32))
        let symbol = try #require(bitmap.inkBounds { $0.red > 128 && $0.green < 128 })
        let text = try #require(bitmap.inkBounds { $0.red < 128 })
        return (points(symbol), points(text))
    }

    @Test("Beside body text, checkmark.circle.fill's ink is centred on the capitals (iOS: 0.5 pt below their middle)")
    func centredOnCapitals() throws {
        let (symbol, capitals) = try Self.symbolAndText("checkmark.circle.fill", "HEH")
        #expect(abs(symbol.midY - capitals.midY) <= 0.75, "symbol \(symbol), capitals \(capitals)")
    }

    @Test(
        """
        Beside body text, the text's ink starts 26 points after checkmark.circle.fill's, as on iOS (17-point \
        symbol, 8-point spacing)
        """
    )
    func textAfterSymbol() throws {
        let (symbol, text) = try Self.symbolAndText("checkmark.circle.fill", "Checked")
        #expect(abs(text.minX - symbol.minX - 26) <= 0.75, "symbol \(symbol), text \(text)")
    }
}
