import Foundation
import Galley
@testable import GalleyCairo

/// Lays views out with the bundled fonts and paints them.
enum Paintings {
    static let engine = Result { () throws(FontError) in try LayoutEngine() }

    /// `view` laid out for `proposal` with its top-left at `origin`, on the pixel grid of `canvas`.
    static func layout<V: View>(
        _ view: V, at origin: CGPoint = .zero, canvas: PaintArea, proposal: ProposedViewSize? = nil
    ) throws -> LayoutResult {
        try engine.get().layout(
            view, proposal: proposal ?? ProposedViewSize(width: canvas.width, height: canvas.height),
            at: origin, displayScale: canvas.scale
        )
    }

    /// `view` laid out and painted to a PNG, decoded.
    static func bitmap<V: View>(
        _ view: V, at origin: CGPoint = .zero, canvas: PaintArea, proposal: ProposedViewSize? = nil
    ) throws -> Bitmap {
        let result = try layout(view, at: origin, canvas: canvas, proposal: proposal)
        return try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
    }
}

/// A canvas of a size in points at a scale, for views laid out by hand.
struct PaintArea {
    var width: CGFloat
    var height: CGFloat
    var scale: CGFloat = 1

    /// `result`, laid out by hand, as a laid-out canvas of this size and scale.
    func layout(_ result: LayoutResult) -> CanvasLayout {
        CanvasLayout(result: result, canvasSize: CGSize(width: width, height: height), scale: scale)
    }

    /// The pixel size of a canvas of this size and scale.
    func pixelSize(limit: Int = ResourceLimits.standard.canvasPixels) throws -> (width: Int, height: Int) {
        try layout(Paintings.layout(EmptyView(), canvas: PaintArea(width: 1, height: 1))).pixelSize(limit: limit)
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
    private let image: RasterImage
    var width: Int { image.width }
    var height: Int { image.height }

    init(png: Data) throws {
        image = try RasterImage(png: png)
    }

    /// The colour at a pixel.
    subscript(x: Int, y: Int) -> RGBA {
        let pixel = image[x, y]
        return RGBA(red: Int(pixel.red), green: Int(pixel.green), blue: Int(pixel.blue), alpha: Int(pixel.alpha))
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
            let minY = ink.map(\.y).min(), let maxY = ink.map(\.y).max()
        else { return nil }
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
    let pixels = rows.flatMap { $0.flatMap { [UInt8($0.red), UInt8($0.green), UInt8($0.blue), UInt8($0.alpha)] } }
    return try RasterImage(width: rows.first?.count ?? 0, height: rows.count, pixels: pixels).pngData()
}
