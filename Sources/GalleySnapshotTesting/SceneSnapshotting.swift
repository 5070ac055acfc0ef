import Foundation
import GalleyScene
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == SnapshotImage {
    /// The scene on its own canvas and background, compared pixel by pixel.
    public static var image: Snapshotting {
        .image()
    }

    /// The scene on its own canvas and background, painted to a PNG, and
    /// compared with ``Diffing/image(precision:perceptualPrecision:)``.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { scene in
            do {
                return SnapshotRendering.image(of: try scene.layout(), on: scene.canvas, background: scene.background)
            } catch {
                return SnapshotImage(failure: "Galley could not lay the scene out: \(error)")
            }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's layout dump on its own canvas, compared line by line.
    public static var dump: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { scene in
            do {
                return LayoutDump(try scene.layout()).text
            } catch {
                return "Galley could not lay the scene out: \(error)\n"
            }
        }
    }
}
