import CCairo
import Foundation

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
        self.pixels = pixels.count == count ? pixels : Array(pixels.prefix(count)) + [UInt8](repeating: 0, count: max(0, count - pixels.count))
    }

    /// The PNG in `png`, decoded by Cairo.
    public init(png: Data) throws(DecodingError) {
        guard let surface = PNGDecoder.surface(for: png) else { throw DecodingError() }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else { throw DecodingError() }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = CairoPixel(word: isOpaque ? row[x] | 0xFF00_0000 : row[x])
                let color = pixel.straight
                let index = (y * width + x) * 4
                pixels[index] = color.red
                pixels[index + 1] = color.green
                pixels[index + 2] = color.blue
                pixels[index + 3] = pixel.alpha
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The colour of a pixel: red, green, blue, alpha.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The picture encoded as a PNG (RGB when every pixel is opaque).
    public func pngData() throws(PaintError) -> Data {
        guard width > 0, height > 0 else { throw .invalidCanvas(width: Double(width), height: Double(height), scale: 1) }
        let pixels = pixels, width = width
        let opaque = stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
        let channels = opaque ? 3 : 4
        return try PNGEncoder(width: width, height: height, hasAlpha: !opaque).encode { y, row in
            for x in 0..<width {
                let source = (y * width + x) * 4
                for channel in 0..<channels { row[x * channels + channel] = pixels[source + channel] }
            }
        }
    }
}
