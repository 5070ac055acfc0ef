import CCairo
import Foundation
import Galley
@testable import GalleyCairo

/// Lays views out with the bundled fonts and paints them.
enum Paintings {
    static let engine = Result { () throws(FontError) in try LayoutEngine() }

    /// `view` laid out for `proposal` with its top-left at `origin`, on the pixel grid of `canvas`.
    static func layout<V: View>(
        _ view: V, at origin: CGPoint = .zero, canvas: Surface, proposal: ProposedViewSize? = nil
    ) throws -> LayoutResult {
        try engine.get().layout(
            view, proposal: proposal ?? ProposedViewSize(width: canvas.width, height: canvas.height),
            at: origin, displayScale: canvas.scale
        )
    }

    /// `view` laid out and painted to a PNG, decoded.
    static func bitmap<V: View>(
        _ view: V, at origin: CGPoint = .zero, canvas: Surface, proposal: ProposedViewSize? = nil
    ) throws -> Bitmap {
        let result = try layout(view, at: origin, canvas: canvas, proposal: proposal)
        return try Bitmap(png: Painter().render(result, canvas: canvas, format: .png))
    }
}

/// An 8-bit colour, not premultiplied.
struct RGBA: Equatable, CustomStringConvertible {
    var red: Int, green: Int, blue: Int, alpha: Int

    init(red: Int, green: Int, blue: Int, alpha: Int = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ color: Color) {
        func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.opacity))
    }

    static let white = RGBA(red: 255, green: 255, blue: 255)

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 1) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// The pixels of a PNG, decoded by Cairo.
struct Bitmap {
    let width: Int
    let height: Int
    /// Cairo's premultiplied ARGB words, row by row.
    private let words: [UInt32]

    struct DecodingError: Error {}

    init(png: Data) throws {
        guard let surface = PNGDecoder.surface(for: png) else { throw DecodingError() }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else { throw DecodingError() }
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { words.append(isOpaque ? row[x] | 0xFF00_0000 : row[x]) }
        }
        self.words = words
    }

    /// The colour at a pixel.
    subscript(x: Int, y: Int) -> RGBA {
        let word = words[y * width + x]
        let alpha = Int(word >> 24)
        func channel(_ shift: UInt32) -> Int {
            let value = Int((word >> shift) & 0xFF)
            return alpha == 0 ? 0 : (value * 255 + alpha / 2) / alpha
        }
        return RGBA(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// Every pixel, with its coordinates.
    var pixels: [(x: Int, y: Int, color: RGBA)] {
        (0..<height).flatMap { y in (0..<width).map { x in (x, y, self[x, y]) } }
    }

    /// The pixels where `isInk` holds.
    func ink(_ isInk: (RGBA) -> Bool = { $0 != .white }) -> [(x: Int, y: Int)] {
        pixels.filter { isInk($0.color) }.map { ($0.x, $0.y) }
    }

    /// The smallest pixel rectangle holding all the ink, or nil with none.
    func inkBounds(_ isInk: (RGBA) -> Bool = { $0 != .white }) -> PixelBounds? {
        let ink = ink(isInk)
        guard let minX = ink.map(\.x).min(), let maxX = ink.map(\.x).max(),
              let minY = ink.map(\.y).min(), let maxY = ink.map(\.y).max() else { return nil }
        return PixelBounds(minX, minY, maxX, maxY)
    }
}

/// Pixel bounds, the maxima included.
struct PixelBounds: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    init(_ minX: Int, _ minY: Int, _ maxX: Int, _ maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
}

/// A PNG made with Cairo from rows of colours.
func makePNG(_ rows: [[RGBA]]) throws -> Data {
    let height = rows.count, width = rows.first?.count ?? 0
    let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    defer { cairo_surface_destroy(surface) }
    let context: OpaquePointer = cairo_create(surface)
    for (y, row) in rows.enumerated() {
        for (x, color) in row.enumerated() {
            cairo_set_source_rgba(context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255)
            cairo_rectangle(context, Double(x), Double(y), 1, 1)
            cairo_fill(context)
        }
    }
    cairo_destroy(context)
    final class Sink { var data = Data() }
    let sink = Sink()
    let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else { throw Bitmap.DecodingError() }
    return withExtendedLifetime(sink) { sink.data }
}
