import Foundation
import Galley

/// Paints laid-out views with Cairo, to PNG, SVG or PDF bytes.
///
/// Views are drawn depth first in child order: each view's paint, then its
/// children, with its effect (opacity, clip, hidden) wrapping both. Text is
/// drawn from the glyph runs layout produced, each glyph's outline filled at
/// exactly its laid-out position (see ``GlyphOutline``). The same layout and
/// canvas always give the same bytes.
public struct Painter: Sendable {
    /// The colour the canvas is filled with first (clear for a transparent PNG).
    public var background: Color

    public init(background: Color = .white) {
        self.background = background
    }

    /// The layout painted on `canvas`, encoded as `format`.
    public func render(_ result: LayoutResult, canvas: Surface, format: ImageFormat) throws(PaintError) -> Data {
        let pixels = try canvas.pixelSize()
        let layerLimit = SceneDrawer.layerLimit(pixelCount: pixels.width * pixels.height)
        let depth = SceneDrawer.layerDepth(of: result.root)
        guard depth <= layerLimit else { throw .tooManyLayers(limit: layerLimit) }
        return try CairoDocument.encode(format: format, canvas: canvas, pixelSize: pixels) { context throws(PaintError) in
            let drawer = SceneDrawer(context: context, isRaster: format == .png)
            drawer.fillBackground(background, canvas: canvas)
            try drawer.draw(result.root)
        }
    }

    /// Paints the layout to the file at `url`, in `format` or else the one
    /// its extension names. The bytes go to a temporary file in the same
    /// folder, renamed over `url` once complete: on failure an existing file
    /// is left as it was.
    public func write(_ result: LayoutResult, canvas: Surface, to url: URL, format: ImageFormat? = nil) throws(PaintError) {
        guard let format = format ?? ImageFormat(pathExtension: url.pathExtension) else {
            throw .unknownFormat(url.pathExtension)
        }
        let data = try render(result, canvas: canvas, format: format)
        try AtomicFile.write(data, to: url)
    }
}
