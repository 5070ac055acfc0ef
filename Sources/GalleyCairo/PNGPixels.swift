import Foundation
import Galley

/// A picture's pixels as a PNG's rows hold them: red, green, blue and,
/// when it has alpha, alpha (not premultiplied), top row first.
///
/// What `Painter.paint(_:canvas:)` paints and what a PNG decodes to, so
/// that `render check` compares a scene with its reference byte for byte
/// without encoding the one or widening the other; ``raster`` is the
/// picture as a ``RasterImage`` for a closer comparison.
public struct PNGPixels: Sendable {
    public let width: Int
    public let height: Int
    /// Whether each pixel has an alpha byte (RGBA) or not (RGB, opaque).
    public let hasAlpha: Bool
    /// Three or four bytes a pixel, `width` pixels a row.
    let bytes: [UInt8]

    init(width: Int, height: Int, hasAlpha: Bool, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.bytes = bytes
    }

    /// The pixels of `raster`, with alpha or with it dropped.
    public init(_ raster: RasterImage, hasAlpha: Bool = true) {
        guard !hasAlpha else {
            self.init(width: raster.width, height: raster.height, hasAlpha: true, bytes: raster.pixels)
            return
        }
        let count = raster.width * raster.height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 3) { target, initialized in
            initialized = count * 3
            raster.pixels.withUnsafeBufferPointer { source in
                for index in 0..<count {
                    target[index * 3] = source[index * 4]
                    target[index * 3 + 1] = source[index * 4 + 1]
                    target[index * 3 + 2] = source[index * 4 + 2]
                }
            }
        }
        self.init(width: raster.width, height: raster.height, hasAlpha: false, bytes: bytes)
    }

    /// The PNG in `png`, at most `maximumPixels` pixels. Galley's own PNGs,
    /// and any 8-bit non-interlaced grey or RGB(A) one, are read byte for
    /// byte; others (palettes, 16-bit, interlaced) through libpng, whose
    /// premultiplied alpha may move a translucent pixel's colour a level.
    public init(png: Data, maximumPixels: Int = ResourceLimits.ceiling.canvasPixels) throws(RasterImage.DecodingError) {
        switch PNGRowDecoder.decode(png, maximumPixels: maximumPixels) {
        case .decoded(let pixels): self = pixels
        case .invalid: throw RasterImage.DecodingError()
        case .unsupported: self.init(try RasterImage(libpng: png))
        }
    }

    private var channels: Int { hasAlpha ? 4 : 3 }

    /// The picture with four bytes a pixel (alpha 255 where there was none).
    public var raster: RasterImage {
        guard !hasAlpha else { return RasterImage(width: width, height: height, pixels: bytes) }
        let count = width * height
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { target, initialized in
            initialized = count * 4
            bytes.withUnsafeBufferPointer { source in
                for index in 0..<count {
                    target[index * 4] = source[index * 3]
                    target[index * 4 + 1] = source[index * 3 + 1]
                    target[index * 4 + 2] = source[index * 3 + 2]
                    target[index * 4 + 3] = 255
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// Whether both pictures have the same size and pixels, with or without
    /// an alpha channel: bytes compared directly when the layouts agree.
    public func hasSamePixels(as other: PNGPixels) -> Bool {
        guard width == other.width, height == other.height else { return false }
        guard hasAlpha == other.hasAlpha else { return raster == other.raster }
        return bytes.hasSameBytes(as: other.bytes)
    }

    /// The pixels encoded as a PNG (see `PNGEncoder`): for a painting,
    /// byte for byte what ``Painter`` writes for the same layout.
    public func pngData() throws(PaintError) -> Data {
        guard width > 0, height > 0 else {
            throw .invalidCanvas(width: Double(width), height: Double(height), scale: 1)
        }
        let rowBytes = width * channels, bytes = bytes
        return try PNGEncoder(width: width, height: height, hasAlpha: hasAlpha).encode { y, row in
            bytes.withUnsafeBufferPointer { source in
                guard let source = source.baseAddress else { return }
                row.update(from: source + y * rowBytes, count: rowBytes)
            }
        }
    }
}
