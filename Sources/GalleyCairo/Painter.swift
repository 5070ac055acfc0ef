import Dispatch
import Foundation
import Galley

/// Paints laid-out views with Cairo, to PNG, SVG or PDF bytes.
///
/// Views are drawn depth first, siblings in `zIndex` order (child order
/// where equal): each view's paint, then its children, with its effect
/// (opacity, clip, hidden, transform, shadow, blur) wrapping both. Text is
/// drawn from the glyph runs layout produced, each glyph's outline filled at
/// exactly its laid-out position (see `GlyphOutline`). The same layout and
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

    /// A laid-out canvas painted, encoded as `format`: a PNG of the
    /// canvas's size at its scale, or an SVG or PDF of its size in points.
    /// (A layout made another way is painted as
    /// `CanvasLayout(result:canvasSize:scale:)`.)
    public func render(_ layout: CanvasLayout, format: ImageFormat) throws(PaintError) -> Data {
        let plan = try RasterPlan(layout, painter: self)
        switch format {
        case .png: return try renderPNG(plan)
        case .svg: return try renderVector(.svg, layout, clock: plan.clock)
        case .pdf: return try renderVector(.pdf, layout, clock: plan.clock)
        }
    }

    /// A laid-out canvas painted as pixels, not encoded: the pixels of the
    /// PNG ``render(_:format:)`` writes, painted in the same bands, but held
    /// whole. `render check` compares these with its references and
    /// encodes only what it writes.
    public func paint(_ layout: CanvasLayout) throws(PaintError) -> PNGPixels {
        let plan = try RasterPlan(layout, painter: self)
        let width = plan.pixelSize.width, height = plan.pixelSize.height
        let format: CairoPixel.RowFormat = plan.hasAlpha ? .rgba : .rgb
        let rowBytes = width * (plan.hasAlpha ? 4 : 3)
        let bands = plan.encoder.stripes
        let failures = ParallelResults<PaintError?>(count: bands.count, initial: nil)
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            count = rowBytes * height
            guard let base = buffer.baseAddress else { return }
            let target = UncheckedPointer(base)
            DispatchQueue.concurrentPerform(iterations: bands.count) { index in
                let rows = bands[index]
                do throws(PaintError) {
                    let band = try paintBand(rows, plan)
                    for y in rows { band.write(row: y, into: target.pointer + y * rowBytes, format: format) }
                } catch {
                    (target.pointer + rows.lowerBound * rowBytes).initialize(repeating: 0, count: rows.count * rowBytes)
                    failures[index] = error
                }
            }
        }
        for index in 0..<bands.count { if let failure = failures[index] { throw failure } }
        return PNGPixels(width: width, height: height, hasAlpha: plan.hasAlpha, bytes: bytes)
    }

    /// What painting a layout as pixels needs, checked against the limits
    /// before anything is painted.
    private struct RasterPlan {
        let root: PlacedView
        let scale: CGFloat
        let pixelSize: (width: Int, height: Int)
        let clock: PaintingClock
        let background: Color
        /// Everything is drawn over what is below it, so on an opaque
        /// background every pixel ends opaque and the PNG is written
        /// without alpha; any other background keeps the alpha channel.
        let hasAlpha: Bool
        let encoder: PNGEncoder
        let images = ImageStore(isConcurrent: true)
        let textInk = TextInkCache()

        init(_ layout: CanvasLayout, painter: Painter) throws(PaintError) {
            pixelSize = try layout.pixelSize(limit: painter.limits.canvasPixels)
            let layerLimit = PlacedViewDrawer.layerLimit(pixelCount: pixelSize.width * pixelSize.height)
            clock = PaintingClock(painter.limits)
            guard try PlacedViewDrawer.layerDepth(of: layout.result.root, clock: clock) <= layerLimit else {
                throw .tooManyLayers(limit: layerLimit)
            }
            root = layout.result.root
            scale = layout.scale
            background = painter.background(for: layout.result.root)
            hasAlpha = !(background.opacity >= 1)
            encoder = PNGEncoder(width: pixelSize.width, height: pixelSize.height, hasAlpha: hasAlpha)
        }
    }

    /// The canvas's rows `rows` painted on a band of their own.
    private func paintBand(_ rows: Range<Int>, _ plan: RasterPlan) throws(PaintError) -> RasterBand {
        let band = try RasterBand(width: plan.pixelSize.width, rows: rows, scale: plan.scale)
        let drawer = PlacedViewDrawer(
            context: band.context, isRaster: true, scale: plan.scale, images: plan.images, textInk: plan.textInk,
            clock: plan.clock
        )
        drawer.fillBackground(plan.background)
        try drawer.draw(plan.root)
        try band.finish()
        return band
    }

    /// The PNG painted band by band on all cores, each band the rows of
    /// one of the encoder's stripes (see ``RasterBand``).
    private func renderPNG(_ plan: RasterPlan) throws(PaintError) -> Data {
        let format: CairoPixel.RowFormat = plan.hasAlpha ? .rgba : .rgb
        return try plan.encoder.encode { rows throws(PaintError) in
            let band = try paintBand(rows, plan)
            return { y, row in band.write(row: y, into: row, format: format) }
        }
    }

    private func renderVector(
        _ kind: VectorDocument.Kind, _ layout: CanvasLayout, clock: PaintingClock
    ) throws(PaintError) -> Data {
        try VectorDocument.encode(kind, size: layout.canvasSize) { context throws(PaintError) in
            let drawer = PlacedViewDrawer(
                context: context, isRaster: false, scale: layout.scale, images: ImageStore(isConcurrent: false),
                textInk: nil, clock: clock
            )
            drawer.fillBackground(background(for: layout.result.root), size: layout.canvasSize)
            try drawer.draw(layout.result.root)
        }
    }

    /// Paints a laid-out canvas to the file at `url`, in `format` or else
    /// the one its extension names. The bytes go to a temporary file in the
    /// same folder, renamed over `url` once complete: on failure an
    /// existing file is left as it was.
    public func write(_ layout: CanvasLayout, to url: URL, format: ImageFormat? = nil) throws(PaintError) {
        guard let format = format ?? ImageFormat(pathExtension: url.pathExtension) else {
            throw .unknownFormat(url.pathExtension)
        }
        let data = try render(layout, format: format)
        try AtomicFile.write(data, to: url)
    }
}
