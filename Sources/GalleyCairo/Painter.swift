import Foundation
import Galley

/// Paints laid-out views with Cairo, to PNG, SVG or PDF bytes.
///
/// Views are drawn depth first, siblings in `zIndex` order (child order
/// where equal): each view's paint, then its children, with its effect
/// (opacity, clip, hidden, transform, shadow, blur) wrapping both. Text is
/// drawn from the glyph runs layout produced, each glyph's outline filled at
/// exactly its laid-out position (see ``GlyphOutline``). The same layout and
/// canvas always give the same bytes.
public struct Painter: Sendable {
    /// The colour the canvas is filled with first (clear for a transparent
    /// PNG); nil for the system background, white or, when the root view is
    /// in the dark colour scheme, black.
    public var background: Color?
    /// The largest canvas painted, and how long painting may take.
    public var limits: ResourceLimits

    public init(background: Color? = nil, limits: ResourceLimits = .standard) {
        self.background = background
        self.limits = limits
    }

    /// The background in the appearance of the root view's colour scheme.
    private func background(for root: PlacedView) -> Color {
        (background ?? .systemBackground).resolved(in: root.environment.colorScheme)
    }

    /// The layout painted on `canvas`, encoded as `format`.
    public func render(_ result: LayoutResult, canvas: Surface, format: ImageFormat) throws(PaintError) -> Data {
        let pixels = try canvas.pixelSize(limit: limits.canvasPixels)
        let clock = PaintingClock(limits)
        let layerLimit = SceneDrawer.layerLimit(pixelCount: pixels.width * pixels.height)
        let depth = SceneDrawer.layerDepth(of: result.root)
        guard depth <= layerLimit else { throw .tooManyLayers(limit: layerLimit) }
        switch format {
        case .png: return try renderPNG(result.root, canvas: canvas, pixelSize: pixels, clock: clock)
        case .svg: return try renderVector(.svg, result.root, canvas: canvas, clock: clock)
        case .pdf: return try renderVector(.pdf, result.root, canvas: canvas, clock: clock)
        }
    }

    /// The PNG painted band by band on all cores, each band the rows of
    /// one of the encoder's stripes (see ``RasterBand``).
    ///
    /// Everything is drawn over what is below it, so on an opaque
    /// background every pixel ends opaque and the PNG is written without
    /// alpha; any other background keeps the alpha channel.
    private func renderPNG(_ root: PlacedView, canvas: Surface, pixelSize: (width: Int, height: Int), clock: PaintingClock) throws(PaintError) -> Data {
        let images = ImageStore(isConcurrent: true), textInk = TextInkCache()
        let background = background(for: root)
        let hasAlpha = !(background.opacity >= 1)
        let encoder = PNGEncoder(width: pixelSize.width, height: pixelSize.height, hasAlpha: hasAlpha)
        return try encoder.encode { rows throws(PaintError) in
            let band = try RasterBand(width: pixelSize.width, rows: rows, scale: canvas.scale)
            let drawer = SceneDrawer(context: band.context, isRaster: true, scale: canvas.scale, images: images, textInk: textInk, clock: clock)
            drawer.fillBackground(background, canvas: canvas)
            try drawer.draw(root)
            try band.finish()
            return { y, row in band.write(row: y, into: row, hasAlpha: hasAlpha) }
        }
    }

    private func renderVector(_ kind: VectorDocument.Kind, _ root: PlacedView, canvas: Surface, clock: PaintingClock) throws(PaintError) -> Data {
        try VectorDocument.encode(kind, canvas: canvas) { context throws(PaintError) in
            let drawer = SceneDrawer(
                context: context, isRaster: false, scale: canvas.scale, images: ImageStore(isConcurrent: false), textInk: nil, clock: clock
            )
            drawer.fillBackground(background(for: root), canvas: canvas)
            try drawer.draw(root)
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

extension Painter {
    /// Paints a view laid out on a canvas, on a surface of the canvas's size and scale.
    public func render(_ layout: CanvasLayout, format: ImageFormat) throws(PaintError) -> Data {
        try render(layout.result, canvas: Surface(layout), format: format)
    }

    /// Paints a view laid out on a canvas to the file at `url`, as
    /// ``write(_:canvas:to:format:)`` does.
    public func write(_ layout: CanvasLayout, to url: URL, format: ImageFormat? = nil) throws(PaintError) {
        try write(layout.result, canvas: Surface(layout), to: url, format: format)
    }
}

extension Surface {
    /// The surface a laid-out canvas is painted on: its size, at its scale.
    public init(_ layout: CanvasLayout) {
        self.init(width: layout.canvasSize.width, height: layout.canvasSize.height, scale: layout.scale)
    }
}
