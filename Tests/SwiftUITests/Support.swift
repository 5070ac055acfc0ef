import Foundation
import GalleyCairo
import SwiftUI

/// Lays views out with the real engine (bundled fonts) at @1x.
enum Layouts {
    static let engine: LayoutEngine = {
        do { return try LayoutEngine() } catch { fatalError("The bundled fonts must load: \(error)") }
    }()

    static func layout<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 844) -> LayoutResult {
        do {
            return try engine.layout(view, proposal: ProposedViewSize(width: width, height: height))
        } catch {
            fatalError("layout failed: \(error)")
        }
    }
}

extension Layouts {
    /// `view` drawn by Cairo on a fixed `width` × `height` canvas at @1x, as pixels.
    static func paint(_ view: some View, width: CGFloat, height: CGFloat) throws -> RasterImage {
        let canvas = Galley.Canvas(size: .fixed(width: width, height: height), scale: 1)
        return try RasterImage(png: Painter().render(canvas.layout(view, using: engine), format: .png))
    }

    /// The red, green and blue of the pixel at `x`, `y`.
    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }
}
