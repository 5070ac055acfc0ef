import CCairo
import Foundation
@testable import GalleyCairo
import Testing

@Suite("PNG encoding: libpng reads back every pixel")
struct PNGEncoderTests {
    /// Pixels no filter predicts well: a hash of the position per channel.
    static func noise(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> RasterImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let hash = UInt32(truncatingIfNeeded: (x &* 73_856_093) ^ (y &* 19_349_663))
                pixels += [UInt8(hash & 0xFF), UInt8(hash >> 8 & 0xFF), UInt8(hash >> 16 & 0xFF), alpha(x, y)]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The colour type byte of a PNG's header: 2 is RGB, 6 is RGBA.
    static func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    /// The IDAT chunks of a PNG.
    static func idatCount(_ png: Data) -> Int {
        var offset = 8, count = 0
        let bytes = [UInt8](png)
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" { count += 1 }
            offset += 12 + length
        }
        return count
    }

    @Test(
        "Opaque pictures are RGB and decode to the same pixels, at widths around the 16-byte blocks",
        arguments: [1, 5, 16, 17, 333])
    func opaque(width: Int) throws {
        let image = Self.noise(width: width, height: 7)
        let png = try image.pngData()
        #expect(Self.colorType(png) == 2)
        let decoded = try RasterImage(png: png)
        if decoded != image { Issue.record("pixels differ after decoding at width \(width)") }
    }

    @Test("Transparent pictures are RGBA; clear and opaque pixels decode exactly")
    func transparent() throws {
        let image = Self.noise(width: 40, height: 9) { x, _ in x % 3 == 0 ? 0 : 255 }
        let png = try image.pngData()
        #expect(Self.colorType(png) == 6)
        let decoded = try RasterImage(png: png)
        for y in 0..<9 {
            for x in 0..<40 {
                let expected = image[x, y], actual = decoded[x, y]
                #expect(actual.alpha == expected.alpha)
                if expected.alpha == 255 {
                    #expect(
                        actual.red == expected.red && actual.green == expected.green && actual.blue == expected.blue)
                }
            }
        }
    }

    @Test("Pictures taller than one stripe join into one stream that libpng reads whole")
    func stripes() throws {
        // 2,000 RGB pixels a row: a stripe holds 43 rows, so 600 rows make fourteen.
        let image = Self.noise(width: 2_000, height: 600)
        #expect(PNGEncoder(width: 2_000, height: 600, hasAlpha: false).stripeRows == 43)
        let png = try image.pngData()
        let decoded = try RasterImage(png: png)
        if decoded != image { Issue.record("pixels differ after decoding a striped picture") }
        #expect(try image.pngData() == png)
    }

    @Test("Each stripe asks for its own rows only, and its first row is never filtered Up")
    func stripesStandAlone() throws {
        let image = Self.noise(width: 300, height: 1_000)
        let encoder = PNGEncoder(width: 300, height: 1_000, hasAlpha: false)
        let asked = Ranges()
        let pixels = image.pixels
        let png = try encoder.encode { rows throws(PaintError) in
            asked.append(rows)
            return { y, row in
                if !rows.contains(y) { asked.noteStray(y) }
                for x in 0..<300 { for channel in 0..<3 { row[x * 3 + channel] = pixels[(y * 300 + x) * 4 + channel] } }
            }
        }
        #expect(asked.sorted == encoder.stripes)
        #expect(asked.strays.isEmpty, "rows written outside their stripe: \(asked.strays)")
        #expect(encoder.stripes.count > 3)
        let filters = try PNGRowDecoderTests.filterBytes(png, rowBytes: 900, height: 1_000)
        for stripe in encoder.stripes {
            #expect(filters[stripe.lowerBound] != 2, "row \(stripe.lowerBound) starts a stripe")
        }
        // A picture Up predicts perfectly: every row but the stripes' first is Up.
        let striped = RasterImage(
            width: 50, height: 600, pixels: (0..<600).flatMap { _ in Self.noise(width: 50, height: 1).pixels })
        let stripedPNG = try striped.pngData()
        let stripedFilters = try PNGRowDecoderTests.filterBytes(stripedPNG, rowBytes: 150, height: 600)
        let starts = Set(PNGEncoder(width: 50, height: 600, hasAlpha: false).stripes.map(\.lowerBound))
        #expect(stripedFilters.indices.filter { stripedFilters[$0] != 2 }.allSatisfy(starts.contains))
        #expect(try RasterImage(png: stripedPNG) == striped)
    }

    @Test("A painted canvas decodes to the pixels Cairo drew, un-premultiplied as Cairo does it")
    func surface() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 31, 12)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        cairo_set_source_rgba(context, 0.2, 0.6, 0.9, 0.5)
        cairo_arc(context, 15, 6, 5.5, 0, 2 * Double.pi)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let pixels = try #require(surface.flatMap { cairo_image_surface_get_data($0) })
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rows = UncheckedPixels(pointer: pixels)
        let surfacePNG = try PNGEncoder(width: 31, height: 12, hasAlpha: true).encode { y, row in
            let words = UnsafeRawPointer(rows.pointer + y * stride).assumingMemoryBound(to: UInt32.self)
            CairoPixel.write(words, count: 31, into: row, format: .rgba)
        }
        #expect(Self.colorType(surfacePNG) == 6)
        // Cairo's own writer, through libpng, as the reference.
        let sink = ByteSink()
        cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        let reference = try withExtendedLifetime(sink) { try RasterImage(png: sink.data) }
        let decoded = try RasterImage(png: surfacePNG)
        if decoded != reference { Issue.record("the encoder's pixels differ from Cairo's writer's") }
        #expect(Self.idatCount(surfacePNG) == 1)
    }
}

/// The row ranges the encoder asked for, from any thread.
private final class Ranges: @unchecked Sendable {
    private let lock = NSLock()
    private var ranges: [Range<Int>] = []
    private var strayRows: [Int] = []

    func append(_ range: Range<Int>) { lock.withLock { ranges.append(range) } }
    func noteStray(_ row: Int) { lock.withLock { strayRows.append(row) } }
    var strays: [Int] { lock.withLock { strayRows } }
    var sorted: [Range<Int>] { lock.withLock { ranges.sorted { $0.lowerBound < $1.lowerBound } } }
}

/// A surface's pixels handed to the encoder's row writer, which reads them
/// while the test waits.
private struct UncheckedPixels: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
}
