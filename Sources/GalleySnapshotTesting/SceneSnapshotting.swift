import Foundation
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == SnapshotImage {
    /// The scene on its own canvas and background, compared pixel by pixel.
    public static var image: Snapshotting {
        .image()
    }

    /// The scene on its own canvas and background, painted to a PNG, and
    /// compared with ``Diffing/image(precision:perceptualPrecision:)``.
    /// `systemFonts` is a folder of Apple's fonts to draw the system font
    /// with; nil for the scene's own fonts.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, systemFonts: URL? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: SnapshotFile.imageExtension,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { scene in
            switch SceneLayout.make(scene, systemFonts: systemFonts) {
            case .success(let layout):
                return SnapshotRendering.image(of: layout, on: scene.canvas, background: scene.background)
            case .failure(let failure): return SnapshotImage(failure: failure.reason)
            }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's layout dump on its own canvas, compared line by line.
    public static var dump: Snapshotting {
        .dump()
    }

    /// The scene's layout dump on its own canvas, its system font from the
    /// folder `systemFonts` when one is given, compared line by line.
    public static func dump(systemFonts: URL? = nil) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotFile.dumpExtension, diffing: .lines) { scene in
            switch SceneLayout.make(scene, systemFonts: systemFonts) {
            case .success(let layout): return LayoutDump(layout).text
            case .failure(let failure): return failure.reason + "\n"
            }
        }
    }
}

/// A scene laid out for a strategy, or why it could not be.
private enum SceneLayout {
    struct Failure: Error {
        var reason: String
    }

    static func make(_ scene: Scene, systemFonts: URL?) -> Result<CanvasLayout, Failure> {
        var engine: LayoutEngine?
        if let systemFonts {
            do {
                let fonts = try scene.fontLibrary.addingSystemFonts(at: systemFonts.standardizedFileURL.path)
                engine = LayoutEngine(textEngine: TextEngine(fonts: fonts), limits: scene.limits)
            } catch {
                return .failure(Failure(reason: "Galley could not read its fonts: \(error)"))
            }
        }
        do {
            return .success(try scene.layout(using: engine))
        } catch {
            return .failure(Failure(reason: "Galley could not lay the scene out: \(error)"))
        }
    }
}
