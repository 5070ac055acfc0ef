import Foundation
import Galley
import GalleyCairo
import GalleyScene

/// What a scene looks like: its picture as PNG bytes and its layout dump.
public struct SceneSnapshot: Sendable {
    /// The scene painted on its canvas.
    public let png: Data
    /// The layout dump (JSON text, see `SCENE_FORMAT.md`).
    public let dump: String
    /// What layout found wrong but drew anyway: a missing image, an unknown
    /// symbol, a character no font has.
    public let warnings: [String]

    /// A snapshot taken elsewhere: a preview drawn by its own program, say.
    public init(png: Data, dump: String, warnings: [String] = []) {
        self.png = png
        self.dump = dump
        self.warnings = warnings
    }

    /// Lays `scene` out and paints it; the message of a failure says
    /// whether layout or painting went wrong.
    public init(_ scene: Scene) throws(SnapshotError) {
        let laidOut: CanvasLayout
        do {
            laidOut = try scene.layout()
        } catch {
            throw SnapshotError(error.description)
        }
        do {
            png = try Painter(background: scene.background, limits: scene.limits).render(laidOut, format: .png)
        } catch {
            throw SnapshotError(error.description)
        }
        dump = LayoutDump(laidOut).text
        warnings = laidOut.result.warnings
    }
}

/// Why a snapshot could not be taken, checked or written.
public struct SnapshotError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
