import CCairo
import CZlib
import Foundation
@testable import GalleyCairo
import Testing

@Suite("PNG decoding: byte for byte, libpng agreeing, damaged files refused")
struct PNGRowDecoderTests {
    /// A PNG built chunk by chunk: `rows` already filtered (each starting
    /// with its filter byte), deflated by zlib at level 9.
    static func handMade(
        width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8, rows: [UInt8], extra: [(String, [UInt8])] = []
    ) -> Data {
        var png = Data(PNGRowDecoder.signature)
        func chunk(_ type: String, _ data: [UInt8]) {
            let body = Array(type.utf8) + data
            let crc = UInt32(body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
            png += bigEndian(UInt32(data.count)) + body + bigEndian(crc)
        }
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colorType, 0, 0, 0])
        for (type, data) in extra { chunk(type, data) }
        var length = compressBound(uLong(rows.count))
        var deflated = [UInt8](repeating: 0, count: Int(length))
        _ = compress2(&deflated, &length, rows, uLong(rows.count), 9)
        chunk("IDAT", Array(deflated.prefix(Int(length))))
        chunk("IEND", [])
        return png
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The filter byte of every row of a PNG, from its inflated data.
    static func filterBytes(_ png: Data, rowBytes: Int, height: Int) throws -> [UInt8] {
        var offset = 8
        let bytes = [UInt8](png)
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" {
                compressed += bytes[offset + 8..<offset + 8 + length]
            }
            offset += 12 + length
        }
        var length = uLong((rowBytes + 1) * height)
        var inflated = [UInt8](repeating: 0, count: Int(length))
        #expect(uncompress(&inflated, &length, compressed, uLong(compressed.count)) == Z_OK)
        return stride(from: 0, to: inflated.count, by: rowBytes + 1).map { inflated[$0] }
    }

    /// Translucent noise: every alpha from 0 to 255, colours any value.
    static func translucentNoise(width: Int, height: Int) -> RasterImage {
        PNGEncoderTests.noise(width: width, height: height) { x, y in UInt8(truncatingIfNeeded: x &* 7 &+ y &* 13) }
    }

    @Test(
        """
        Galley's PNGs decode to the very bytes encoded, translucent pixels too (libpng's premultiplying reader \
        moves them)
        """
    )
    func exactRoundTrip() throws {
        let image = Self.translucentNoise(width: 257, height: 300)
        let png = try image.pngData()
        #expect(try RasterImage(png: png) == image)
        let throughLibpng = try RasterImage(libpng: png)
        #expect(throughLibpng != image, "libpng's premultiplied alpha should round some translucent colours")
        let opaque = PNGEncoderTests.noise(width: 257, height: 300)
        #expect(try RasterImage(png: opaque.pngData()) == opaque)
        #expect(try RasterImage(libpng: opaque.pngData()) == opaque)
    }

    @Test("Rows filtered Sub decode exactly, RGB and RGBA, at widths around a word", arguments: [1, 2, 3, 5, 64, 301])
    func subRows(width: Int) throws {
        for hasAlpha in [false, true] {
            // Colours that step along the row and jump between rows: Sub wins.
            var pixels: [UInt8] = []
            for y in 0..<9 {
                for x in 0..<width {
                    let red = UInt8(truncatingIfNeeded: x * 3 + y * 71), green = UInt8(truncatingIfNeeded: 200 - x * 5)
                    let blue = UInt8(truncatingIfNeeded: x * 7 ^ y),
                        alpha = hasAlpha ? UInt8(truncatingIfNeeded: 255 - x) : 255
                    pixels += [red, green, blue, alpha]
                }
            }
            let image = RasterImage(width: width, height: 9, pixels: pixels)
            let png = try PNGPixels(image, hasAlpha: hasAlpha).pngData()
            if width > 2 {
                let filters = try Self.filterBytes(png, rowBytes: width * (hasAlpha ? 4 : 3), height: 9)
                #expect(filters.contains(1), "some row should be filtered Sub: \(filters)")
            }
            #expect(try RasterImage(png: png) == image)
        }
    }

    @Test("PNGs from Cairo's libpng writer, with Average and Paeth rows, decode as libpng decodes them")
    func libpngWriterFilters() throws {
        let width = 120, height = 90
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let context = try #require(cairo_create(surface))
        let gradient = try #require(cairo_pattern_create_linear(0, 0, Double(width), Double(height)))
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.1, 0.8, 0.3)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.9, 0.2, 0.7)
        cairo_set_source(context, gradient)
        cairo_paint(context)
        cairo_set_source_rgb(context, 0.2, 0.3, 0.9)
        cairo_arc(context, 60, 45, 30, 0, 2 * Double.pi)
        cairo_fill(context)
        cairo_pattern_destroy(gradient)
        cairo_destroy(context)
        let sink = ByteSink()
        cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        let png = withExtendedLifetime(sink) { sink.data }

        let filters = Set(try Self.filterBytes(png, rowBytes: width * 3, height: height))
        #expect(
            filters.contains(3) || filters.contains(4),
            "libpng should pick Average or Paeth somewhere: \(filters.sorted())")
        #expect(try RasterImage(png: png) == RasterImage(libpng: png))
    }

    @Test("Grey and grey-alpha PNGs widen to RGB and RGBA")
    func grey() throws {
        let grey = Self.handMade(width: 3, height: 2, colorType: 0, rows: [0, 10, 20, 30, 2, 1, 1, 1])
        let pixels = try PNGPixels(png: grey)
        #expect(!pixels.hasAlpha)
        #expect(
            pixels.raster.pixels == [
                10, 10, 10, 255, 20, 20, 20, 255, 30, 30, 30, 255, 11, 11, 11, 255, 21, 21, 21, 255, 31, 31, 31, 255,
            ])
        #expect(try RasterImage(png: grey) == RasterImage(libpng: grey))

        let greyAlpha = Self.handMade(width: 2, height: 1, colorType: 4, rows: [0, 50, 255, 60, 0])
        let withAlpha = try PNGPixels(png: greyAlpha)
        #expect(withAlpha.hasAlpha)
        #expect(withAlpha.raster.pixels == [50, 50, 50, 255, 60, 60, 60, 0])
    }

    @Test("Palette and 16-bit PNGs are left to libpng, and decode")
    func leftToLibpng() throws {
        let palette = Self.handMade(
            width: 2, height: 1, colorType: 3, rows: [0, 1, 0], extra: [("PLTE", [255, 0, 0, 0, 0, 255])]
        )
        #expect(try RasterImage(png: palette).pixels == [0, 0, 255, 255, 255, 0, 0, 255])
        let deep = Self.handMade(
            width: 1, height: 1, depth: 16, colorType: 2, rows: [0, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00])
        #expect(try RasterImage(png: deep).pixels == [255, 128, 0, 255])
    }

    @Test("Damaged PNGs are refused, not read: a wrong CRC, cut data, an unknown filter, too many pixels")
    func damaged() throws {
        let good = Self.handMade(width: 2, height: 2, colorType: 2, rows: [0, 1, 2, 3, 4, 5, 6, 1, 1, 1, 1, 1, 1, 1])
        #expect(try RasterImage(png: good).pixels == [1, 2, 3, 255, 4, 5, 6, 255, 1, 1, 1, 255, 2, 2, 2, 255])

        var badCRC = good
        badCRC[badCRC.startIndex + 29] ^= 0xFF
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: badCRC) }
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: good.prefix(good.count - 20)) }
        let shortData = Self.handMade(width: 2, height: 2, colorType: 2, rows: [0, 1, 2, 3, 4, 5, 6])
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: shortData) }
        let unknownFilter = Self.handMade(width: 1, height: 1, colorType: 2, rows: [9, 1, 2, 3])
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: unknownFilter) }
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: good, maximumPixels: 3) }
        let huge = Self.handMade(width: 30_000, height: 30_000, colorType: 6, rows: [0, 0, 0, 0, 0])
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: huge, maximumPixels: 1_000_000) }
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: Data("not a png".utf8)) }
    }

    @Test("A picture is equal to its decoded PNG with or without an alpha channel")
    func samePixelsAcrossLayouts() throws {
        let opaque = PNGEncoderTests.noise(width: 9, height: 4)
        let rgb = try PNGPixels(png: opaque.pngData())
        let rgba = PNGPixels(opaque)
        #expect(!rgb.hasAlpha && rgba.hasAlpha)
        #expect(rgb.hasSamePixels(as: rgba) && rgba.hasSamePixels(as: rgb))
        var changed = opaque
        changed.pixels[5] ^= 1
        #expect(!rgb.hasSamePixels(as: PNGPixels(changed)))
        #expect(!rgb.hasSamePixels(as: PNGPixels(PNGEncoderTests.noise(width: 4, height: 9))))
    }
}
