import Foundation
import Galley
@testable import GalleyCairo
import Testing

/// Right-to-left text as painted: which letter lands where, read off the
/// pixels by colouring the pieces of a concatenated Text.
@Suite("Right-to-left text in pixels")
struct TextDirectionPaintingTests {
    let canvas = PaintArea(width: 160, height: 40, scale: 2)

    /// The mean x of the pixels near `color`.
    private func meanX(of color: RGBA, in bitmap: Bitmap) -> Double? {
        let ink = bitmap.ink { $0.isClose(to: color, tolerance: 60) }
        guard !ink.isEmpty else { return nil }
        return Double(ink.map(\.x).reduce(0, +)) / Double(ink.count)
    }

    private let red = RGBA(Color.red), blue = RGBA(Color.blue)

    private func paint(_ text: Text, _ direction: LayoutDirection = .leftToRight) throws -> Bitmap {
        try Paintings.bitmap(
            text.font(.system(size: 24)).fixedSize().environment(\.layoutDirection, direction), canvas: canvas)
    }

    @Test("A Hebrew word reads from the right: its first letter is drawn right of its second")
    func hebrewWord() throws {
        let bitmap = try paint(Text("ש").foregroundColor(.red) + Text("ל").foregroundColor(.blue))
        let first = try #require(meanX(of: red, in: bitmap)), second = try #require(meanX(of: blue, in: bitmap))
        #expect(first > second)
        // The control: Latin reads from the left.
        let latin = try paint(Text("a").foregroundColor(.red) + Text("b").foregroundColor(.blue))
        #expect(try #require(meanX(of: red, in: latin)) < #require(meanX(of: blue, in: latin)))
    }

    @Test(
        """
        Hebrew after Latin in a left-to-right paragraph sits at the right; Latin after Hebrew in a right-to-left \
        one at the left
        """
    )
    func mixedParagraphs() throws {
        let ltr = try paint(Text("ab ").foregroundColor(.red) + Text("שלום").foregroundColor(.blue))
        #expect(try #require(meanX(of: red, in: ltr)) < #require(meanX(of: blue, in: ltr)))
        let rtl = try paint(Text("שלום ").foregroundColor(.red) + Text("ab").foregroundColor(.blue))
        #expect(try #require(meanX(of: red, in: rtl)) > #require(meanX(of: blue, in: rtl)))
        // The interface's direction does not reorder a paragraph whose first letter decides.
        let inRightToLeft = try paint(
            Text("ab ").foregroundColor(.red) + Text("שלום").foregroundColor(.blue), .rightToLeft)
        #expect(try #require(meanX(of: red, in: inRightToLeft)) < #require(meanX(of: blue, in: inRightToLeft)))
    }

    @Test("Arabic letters in two spans of one font join as in one span, and are drawn right to left")
    func arabicAcrossSpans() throws {
        let split = try paint(Text("س").foregroundColor(.red) + Text("لام").foregroundColor(.blue))
        #expect(try #require(meanX(of: red, in: split)) > #require(meanX(of: blue, in: split)))
        let joined = try Paintings.layout(Text("سلام").font(.system(size: 24)).fixedSize(), canvas: canvas)
        let apart = try Paintings.layout((Text("س") + Text("لام")).font(.system(size: 24)).fixedSize(), canvas: canvas)
        #expect(joined.root.frame.size == apart.root.frame.size)
    }

    @Test(
        "Eight scripts at every character and 1,000 nested embeddings paint the same bytes every time, in every format",
        arguments: ImageFormat.allCases)
    func hostileTextIsDeterministic(_ format: ImageFormat) throws {
        let soup = String(repeating: "aب中अกש한😀", count: 200)
        let nested =
            String(repeating: "\u{202B}", count: 1_000) + "abc שלום" + String(repeating: "\u{202C}", count: 1_000)
        let view = VStack {
            Text(soup); Text(nested)
        }.frame(width: 300)
        let canvas = PaintArea(width: 300, height: 900, scale: 1)
        func render() throws -> Data {
            let result = try LayoutEngine().layout(
                view, proposal: ProposedViewSize(width: 300, height: 900), displayScale: 1)
            return try Painter().render(canvas.layout(result), format: format)
        }
        let first = try render()
        #expect(first.count > 1_000)
        #expect(try render() == first)
    }
}
