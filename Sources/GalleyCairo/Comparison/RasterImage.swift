import CCairo
import Foundation
import Galley

/// A picture as pixels: 8-bit red, green, blue and alpha, not
/// premultiplied, row by row from the top left.
public struct RasterImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Four bytes a pixel: red, green, blue, alpha.
    public var pixels: [UInt8]

    /// Why bytes could not be read as a picture.
    public struct DecodingError: Error, Equatable, CustomStringConvertible {
        public var description: String { "not a PNG image that can be decoded" }
    }

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height * 4
        self.pixels =
            pixels.count == count
            ? pixels : Array(pixels.prefix(count)) + [UInt8](repeating: 0, count: max(0, count - pixels.count))
    }

    /// The PNG in `png`, at most `maximumPixels` pixels (see
    /// ``PNGPixels/init(png:maximumPixels:)``).
    public init(png: Data, maximumPixels: Int = ResourceLimits.ceiling.canvasPixels) throws(DecodingError) {
        self = try PNGPixels(png: png, maximumPixels: maximumPixels).raster
    }

    /// The PNG in `png`, decoded by Cairo through libpng.
    init(libpng png: Data) throws(DecodingError) {
        guard let surface = PNGDecoder.surface(for: png) else { throw DecodingError() }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else { throw DecodingError() }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            guard let target = target.baseAddress else { return }
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                CairoPixel.write(
                    row, count: width, into: target + y * width * 4, format: isOpaque ? .opaqueRGBA : .rgba)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Whether the two pictures have the same size and pixels, compared a
    /// word at a time.
    public static func == (a: RasterImage, b: RasterImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels.hasSameBytes(as: b.pixels)
    }

    /// The colour of a pixel: red, green, blue, alpha.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The picture encoded as a PNG (RGB when every pixel is opaque).
    public func pngData() throws(PaintError) -> Data {
        let pixels = pixels
        let isOpaque = stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
        return try PNGPixels(self, hasAlpha: !isOpaque).pngData()
    }
}
