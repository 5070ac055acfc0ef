import Foundation
import GalleyCairo
import SwiftUI

/// Lays views out with the real engine (bundled fonts) at @1x and paints them.
enum Render {
    static let engine: LayoutEngine = {
        do { return try LayoutEngine() } catch { fatalError("The bundled fonts must load: \(error)") }
    }()

    static func layout<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> LayoutResult {
        try engine.layout(view, proposal: ProposedViewSize(width: width, height: height))
    }

    /// `view` at `width` × `height` on white, as pixels.
    static func pixels<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> Pixels {
        let result = try layout(view, width: width, height: height)
        let canvas = CanvasLayout(result: result, canvasSize: CGSize(width: width, height: height), scale: 1)
        let png = try Painter(background: .white).render(canvas, format: .png)
        return try Pixels(image: RasterImage(png: png))
    }
}

/// A painted picture's pixels.
struct Pixels {
    let image: RasterImage
    var width: Int { image.width }
    var height: Int { image.height }

    func color(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let pixel = image[x, y]
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    /// Whether the pixel is within `tolerance` of `hex`.
    func isColor(_ x: Int, _ y: Int, _ hex: Int, tolerance: Int = 8) -> Bool {
        let c = color(x, y)
        return abs(c.red - (hex >> 16 & 0xFF)) <= tolerance && abs(c.green - (hex >> 8 & 0xFF)) <= tolerance
            && abs(c.blue - (hex & 0xFF)) <= tolerance
    }

    /// Runs of columns holding pixels of `hex`, with each run's ink height.
    func columns(of hex: Int) -> [(x: ClosedRange<Int>, height: Int, top: Int)] {
        var runs: [(x: ClosedRange<Int>, height: Int, top: Int)] = []
        var current: (start: Int, height: Int, top: Int)?
        for x in 0..<width {
            let ys = (0..<height).filter { isColor(x, $0, hex) }
            if let top = ys.min(), let bottom = ys.max() {
                if current == nil {
                    current = (x, bottom - top + 1, top)
                } else {
                    current!.height = max(current!.height, bottom - top + 1); current!.top = min(current!.top, top)
                }
            } else if let run = current {
                runs.append((run.start...(x - 1), run.height, run.top))
                current = nil
            }
        }
        if let run = current { runs.append((run.start...(width - 1), run.height, run.top)) }
        return runs
    }

    /// How many pixels are within tolerance of `hex`.
    func count(of hex: Int) -> Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where isColor(x, y, hex) { count += 1 } }
        return count
    }
}
