import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("Image comparison: perceptual, forgiving anti-aliasing, strict on layout")
struct ImageComparisonTests {
    /// A white picture with black pixels where `isBlack` holds.
    static func picture(width: Int = 20, height: Int = 20, _ isBlack: (Int, Int) -> Bool) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += isBlack(x, y) ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// `view` painted at @3x on a 40 × 40 canvas, decoded.
    static func painted<V: View>(_ view: V) throws -> RasterImage {
        let surface = PaintArea(width: 40, height: 40, scale: 3)
        let result = try LayoutEngine().layout(view, proposal: ProposedViewSize(width: 40, height: 40), displayScale: 3)
        return try RasterImage(png: Painter().render(surface.layout(result), format: .png))
    }

    @Test("Identical pictures match with nothing to show")
    func identical() {
        let line = Self.picture { x, _ in x == 5 }
        let comparison = ImageComparison(expected: line, actual: line)
        #expect(comparison.matches && comparison.differingPixels == 0 && comparison.difference == nil)
    }

    @Test("A one-pixel-wide line moved by one pixel fails, and the diff marks both columns")
    func movedLine() throws {
        let comparison = ImageComparison(
            expected: Self.picture { x, _ in x == 5 }, actual: Self.picture { x, _ in x == 6 })
        #expect(!comparison.matches)
        #expect(comparison.differingPixels == 40)
        #expect(comparison.antialiasedPixels == 0)
        let diff = try #require(comparison.difference)
        #expect(diff[5, 10].red == 230 && diff[5, 10].green == 0)
        #expect(diff[6, 10].red == 230 && diff[6, 10].green == 0)
        #expect(diff[0, 0].red > 240 && diff[0, 0].green == diff[0, 0].red)
        #expect(
            comparison.summary == "40 pixels differ (10%), largest difference 0.966, 0 anti-aliased pixels forgiven")
    }

    @Test("Anti-aliased edges that move by a fraction of a pixel are forgiven; without that, they fail")
    func antialiasedEdges() throws {
        let expected = try Self.painted(Circle().fill(.black).frame(width: 30, height: 30))
        let actual = try Self.painted(Circle().fill(.black).frame(width: 30.1, height: 30.1))
        #expect(expected != actual)
        let forgiving = ImageComparison(expected: expected, actual: actual)
        #expect(forgiving.matches, "\(forgiving.summary)")
        #expect(forgiving.antialiasedPixels > 0)
        let strict = ImageComparison(
            expected: expected, actual: actual, tolerance: ImageTolerance(pixelThreshold: 0, ignoresAntialiasing: false)
        )
        #expect(!strict.matches)
    }

    @Test("A changed colour fails; a change below the threshold passes")
    func colours() throws {
        let red = try Self.painted(Color.red.frame(width: 20, height: 20))
        let orange = try Self.painted(Color.orange.frame(width: 20, height: 20))
        let nearlyRed = try Self.painted(
            Color(red: Color.red.red, green: Color.red.green + 2.0 / 255, blue: Color.red.blue).frame(
                width: 20, height: 20))
        #expect(!ImageComparison(expected: red, actual: orange).matches)
        let close = ImageComparison(expected: red, actual: nearlyRed)
        #expect(close.matches && close.largestDifference == 0)
        #expect(
            !ImageComparison(expected: red, actual: nearlyRed, tolerance: ImageTolerance(pixelThreshold: 0)).matches)
    }

    @Test("An allowed fraction lets that many pixels differ and no more")
    func allowedFraction() {
        let expected = Self.picture { _, _ in false }
        let actual = Self.picture { x, y in x == 3 && y < 4 } // 4 of 400 pixels
        #expect(
            !ImageComparison(expected: expected, actual: actual, tolerance: ImageTolerance(allowedFraction: 0.0075))
                .matches)
        #expect(
            ImageComparison(expected: expected, actual: actual, tolerance: ImageTolerance(allowedFraction: 0.01))
                .matches)
    }

    @Test("Pictures of different sizes do not match, and the message gives both sizes")
    func sizes() {
        let comparison = ImageComparison(
            expected: Self.picture(width: 20) { _, _ in false }, actual: Self.picture(width: 21) { _, _ in false })
        #expect(!comparison.matches && !comparison.sizesMatch)
        #expect(comparison.summary == "the sizes differ: expected 20 × 20 pixels, got 21 × 20")
    }

    @Test("A picture survives encoding to PNG and decoding, transparency included")
    func roundTrip() throws {
        var image = Self.picture { x, y in x == y }
        image.pixels[3] = 128
        image.pixels[4 * 7 + 3] = 0
        image.pixels[4 * 7] = 0
        image.pixels[4 * 7 + 1] = 0
        image.pixels[4 * 7 + 2] = 0
        let decoded = try RasterImage(png: image.pngData())
        #expect(decoded.width == 20 && decoded.height == 20)
        #expect(decoded[1, 1] == (0, 0, 0, 255))
        #expect(decoded[7, 0].alpha == 0)
        #expect(decoded[0, 0].alpha == 128)
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: Data("not a png".utf8)) }
    }
}
