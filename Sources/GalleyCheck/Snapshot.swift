import Foundation
import Galley
import GalleyCairo
import GalleyScene

/// What a scene or a view looks like: its picture and its layout dump, as
/// a ``SnapshotCheck`` compares them with its references.
///
/// A scene painted here is kept as pixels and encoded only when it is
/// written, so a check that passes never encodes a PNG.
public struct Snapshot: Sendable {
    /// The scene painted on its canvas.
    public let pixels: PNGPixels
    /// The layout dump (JSON text, see docs/dump.md).
    public let dump: String
    /// What layout found wrong but drew anyway: a missing image, an unknown
    /// symbol, a character no font has.
    public let warnings: [String]
    /// The PNG the picture came as; nil when it was painted here.
    private let png: Data?

    /// A snapshot taken elsewhere, as PNG bytes: a preview drawn by its own
    /// program, say.
    public init(png: Data, dump: String, warnings: [String] = []) throws(MessageError) {
        do {
            pixels = try PNGPixels(png: png)
        } catch {
            throw MessageError("the picture is \(error.description)")
        }
        self.png = png
        self.dump = dump
        self.warnings = warnings
    }

    /// Lays `scene` out and paints it; the message of a failure says
    /// whether layout or painting went wrong.
    public init(_ scene: Scene) throws(MessageError) {
        let laidOut: CanvasLayout
        do {
            laidOut = try scene.layout()
        } catch {
            throw MessageError(error.description)
        }
        try self.init(laidOut, background: scene.background, limits: scene.limits)
    }

    /// Lays `view` out on `canvas` with the bundled fonts and paints it
    /// over `background` (nil: white, or black when the view asks for the
    /// dark colour scheme), as a scene file of it would be, under `limits`.
    ///
    /// ```swift
    /// let snapshot = try Snapshot(Card(), on: Canvas(device: .iPhone13Pro))
    /// ```
    public init(
        _ view: some View, on canvas: Canvas = .standard, background: Color? = nil, limits: ResourceLimits = .standard
    ) throws(MessageError) {
        let limits = limits.startingClock()
        let textEngine: TextEngine
        do {
            textEngine = try TextEngine.bundled.get()
        } catch {
            throw MessageError("the bundled fonts cannot be read: \(error.description)")
        }
        let laidOut: CanvasLayout
        do {
            laidOut = try canvas.layout(view, using: LayoutEngine(textEngine: textEngine, limits: limits))
        } catch {
            throw MessageError(error.description)
        }
        try self.init(laidOut, background: background, limits: limits)
    }

    /// `laidOut` painted over `background`.
    private init(_ laidOut: CanvasLayout, background: Color?, limits: ResourceLimits) throws(MessageError) {
        do {
            pixels = try Painter(background: background, limits: limits).paint(laidOut)
        } catch {
            throw MessageError(error.description)
        }
        png = nil
        dump = LayoutDump(laidOut).text
        warnings = laidOut.result.warnings
    }

    /// The picture as PNG bytes: what `render` writes for the scene.
    public func pngData() throws(MessageError) -> Data {
        if let png { return png }
        do {
            return try pixels.pngData()
        } catch {
            throw MessageError(error.description)
        }
    }
}
