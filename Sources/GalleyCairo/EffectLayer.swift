import CCairo
import Foundation
import Galley

/// A shadow, a blur, a colour effect or a PNG's opacity group in the making:
/// the view's drawing recorded as vectors, then rasterised where it can show,
/// blurred and composited. (Also a shape style's shadows: the drawing is then
/// one view's paint.)
///
/// Everything is measured in raster space, the canvas's pixels at its
/// scale, so every band of a PNG rasterises and blurs on the same grid:
/// a band needs the recording within the blur's reach (about 3σ) of its
/// rows, and that is what it rasterises, so an effect that crosses a band
/// boundary looks as it would painted whole. SVG and PDF get the blurred
/// pixels as an embedded image at the canvas scale.
///
/// A Gaussian of standard deviation over 16 pixels is blurred at a coarser
/// grid (σ of 8 to 16 of its pixels) and smoothed back up, and so is one
/// whose image would pass ``maximumPixelCount``: the work and memory stay
/// bounded whatever the radius.
final class EffectLayer {
    enum Kind {
        case shadow(color: Color, radius: CGFloat, offset: CGSize)
        /// A shadow inside the drawing: the alpha of everything outside
        /// it, moved by `offset`, blurred as a shadow's, kept only where
        /// the drawing is and tinted with `color`.
        case innerShadow(color: Color, radius: CGFloat, offset: CGSize)
        case blur(radius: CGFloat, opaque: Bool)
        /// Every pixel's colour transformed (a colour effect).
        case colorMatrix(ColorMatrix)
        /// Resampled through a projective map of the frame's coordinates.
        case projection(ProjectiveTransform)
        /// Composited as one layer at `opacity` with `blend` (opacity,
        /// `compositingGroup`, `blendMode`): only where the drawing has ink,
        /// not the whole canvas, so each layer's pixels count as paint work
        /// in proportion to the view, not the canvas (issue 33, item 2).
        case group(opacity: Double, blend: BlendMode)
    }

    /// A surface drawn on, and how its device space sits in raster space.
    struct Target {
        let context: OpaquePointer
        /// Raster pixels per device unit.
        let unit: Double
        /// The device origin, in raster pixels.
        let origin: CGPoint
    }

    /// The most pixels an effect's image may have.
    static let maximumPixelCount = 16_000_000
    /// The largest standard deviation, in pixels, blurred at full resolution.
    static let fullResolutionSigma = 16.0

    let kind: Kind
    /// Where the view is drawn while the layer is open; its device space is raster space.
    let recording: Target
    private let surface: OpaquePointer
    /// The view's frame, in the user space of the surface beneath.
    private let frame: CGRect
    /// That user space to raster space.
    private let userToRaster: cairo_matrix_t

    init(_ kind: Kind, over outer: Target, frame: CGRect) {
        self.kind = kind
        self.frame = frame.finiteOrEmpty
        var ctm = cairo_matrix_t(), device = cairo_matrix_t(), userToRaster = cairo_matrix_t()
        cairo_get_matrix(outer.context, &ctm)
        cairo_matrix_init(&device, outer.unit, 0, 0, outer.unit, outer.origin.x, outer.origin.y)
        cairo_matrix_multiply(&userToRaster, &ctm, &device)
        self.userToRaster = userToRaster
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        let context: OpaquePointer = cairo_create(surface)
        cairo_set_matrix(context, &userToRaster)
        if case .shadow(_, _, let offset) = kind { cairo_translate(context, offset.width, offset.height) }
        if case .group = kind {
            // Nothing of a group shows beyond what `outer` shows: the drawer
            // then skips texts there, as it does on the canvas.
            let visible = Self.clipExtents(of: outer)
            if visible != .infinite {
                cairo_identity_matrix(context)
                cairo_rectangle(context, visible.minX, visible.minY, visible.width, visible.height)
                cairo_clip(context)
                cairo_set_matrix(context, &userToRaster)
            }
        }
        recording = Target(context: context, unit: 1, origin: .zero)
    }

    deinit {
        cairo_destroy(recording.context)
        cairo_surface_destroy(surface)
    }

    /// Rasterises what was recorded where `outer` can show it, blurs it and
    /// draws it there: a shadow as its colour through the blurred alpha, a
    /// blur as the blurred pixels (an opaque one cut to the view's frame).
    func composite(onto outer: Target, clock: PaintingClock) throws(PaintError) {
        try PaintError.check(cairo_status(recording.context))
        if case .projection(let projection) = kind {
            try compositeProjection(projection, onto: outer, clock: clock)
            return
        }
        if case .innerShadow(_, let radius, let offset) = kind {
            try compositeInnerShadow(radius: radius, offset: offset, onto: outer, clock: clock)
            return
        }
        let (radius, isShadow, isOpaque) =
            switch kind {
            case .shadow(_, let radius, _): (radius, true, false)
            case .blur(let radius, let opaque): (radius, false, opaque)
            case .colorMatrix, .projection, .innerShadow, .group: (CGFloat(0), false, false)
            }
        let sigma = Double(radius) / 2 * rasterScale
        var inkX = 0.0, inkY = 0.0, inkWidth = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(surface, &inkX, &inkY, &inkWidth, &inkHeight)
        let ink = CGRect(x: inkX, y: inkY, width: inkWidth, height: inkHeight)
        let content = isOpaque ? rasterBounds(of: frame) : ink
        guard content.width > 0, content.height > 0 else { return }
        let visible = Self.clipExtents(of: outer)
        // What shows within the blur's reach of the visible area; an opaque blur's frame, unspread.
        guard
            let grid = Self.region(
                sigma: sigma,
                area: { margin in
                    (isOpaque ? content : content.insetBy(dx: -margin, dy: -margin)).intersection(
                        visible.insetBy(dx: -margin, dy: -margin))
                })
        else { return }
        let (region, step) = grid

        try clock.spend(pixels: region.width * region.height)
        let format = isShadow ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let image: OpaquePointer = cairo_image_surface_create(format, Int32(region.width), Int32(region.height))
        defer { cairo_surface_destroy(image) }
        try PaintError.check(cairo_surface_status(image))
        let origin = CGPoint(x: Double(region.x) * step, y: Double(region.y) * step)
        rasterise(into: image, origin: origin, step: step)
        if case .colorMatrix(let matrix) = kind, let data = cairo_image_surface_get_data(image) {
            ColorMatrixFilter.apply(
                matrix, to: data, width: region.width, height: region.height,
                stride: Int(cairo_image_surface_get_stride(image))
            )
            cairo_surface_mark_dirty(image)
        } else if case .group = kind {
            // Composited as it is.
        } else if let data = cairo_image_surface_get_data(image) {
            GaussianBlur.blur(
                data, width: region.width, height: region.height, stride: Int(cairo_image_surface_get_stride(image)),
                channels: isShadow ? 1 : 4, sigma: sigma / step, clampEdges: isOpaque
            )
            cairo_surface_mark_dirty(image)
        }
        draw(image, origin: origin, step: step, onto: outer)
    }

    /// Raster pixels per unit of the user space beneath (the geometric mean of its two axes' scales).
    private var rasterScale: Double {
        abs(userToRaster.xx * userToRaster.yy - userToRaster.xy * userToRaster.yx).squareRoot()
    }

    /// The pixels to blur with a Gaussian of `sigma` raster pixels, and how
    /// many raster pixels wide each is: `area` for the blur's margin, at
    /// full resolution unless σ is large or the image would be too big, then
    /// on a coarser grid. Nil when the area is empty.
    private static func region(
        sigma: Double, area: (_ margin: Double) -> CGRect
    ) -> (region: (x: Int, y: Int, width: Int, height: Int), step: Double)? {
        var step = sigma > fullResolutionSigma ? (sigma / 8).rounded(.down) : 1
        repeat {
            let margin = Double(GaussianBlur.reach(sigma: sigma / step) + 1) * step
            let area = area(margin)
            guard !area.isNull, area.width > 0, area.height > 0, area.isFinite else { return nil }
            let x0 = (area.minX / step).rounded(.down), y0 = (area.minY / step).rounded(.down)
            let x1 = (area.maxX / step).rounded(.up), y1 = (area.maxY / step).rounded(.up)
            let region = (x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
            if region.width * region.height <= maximumPixelCount { return (region, step) }
            step *= 2
        } while true
    }

    /// An inner shadow: where the recording has ink (and `outer` can show
    /// it), the inverse of its alpha moved by `offset`, blurred, cut to its
    /// alpha and drawn in the shadow's colour. Beyond the blurred image the
    /// inverse is taken to go on as at its edge, which is farther from what
    /// shows than the blur reaches.
    private func compositeInnerShadow(
        radius: CGFloat, offset: CGSize, onto outer: Target, clock: PaintingClock
    ) throws(PaintError) {
        var inkX = 0.0, inkY = 0.0, inkWidth = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(surface, &inkX, &inkY, &inkWidth, &inkHeight)
        let shown = CGRect(x: inkX, y: inkY, width: inkWidth, height: inkHeight).intersection(
            Self.clipExtents(of: outer))
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return }
        let sigma = Double(radius) / 2 * rasterScale
        guard let grid = Self.region(sigma: sigma, area: { shown.insetBy(dx: -$0, dy: -$0) }) else { return }
        let (region, step) = grid
        // The offset in raster space.
        let dx = userToRaster.xx * offset.width + userToRaster.xy * offset.height
        let dy = userToRaster.yx * offset.width + userToRaster.yy * offset.height
        guard dx.isFinite, dy.isFinite else { return }

        try clock.spend(pixels: 2 * region.width * region.height)
        let inside: OpaquePointer = cairo_image_surface_create(
            CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height))
        defer { cairo_surface_destroy(inside) }
        try PaintError.check(cairo_surface_status(inside))
        let shadow: OpaquePointer = cairo_image_surface_create(
            CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height))
        defer { cairo_surface_destroy(shadow) }
        try PaintError.check(cairo_surface_status(shadow))
        let origin = CGPoint(x: Double(region.x) * step, y: Double(region.y) * step)
        rasterise(into: inside, origin: origin, step: step)
        // Each pixel of the shadow shows the recording `offset` before it.
        rasterise(into: shadow, origin: CGPoint(x: origin.x - dx, y: origin.y - dy), step: step)
        guard let alpha = cairo_image_surface_get_data(inside), let data = cairo_image_surface_get_data(shadow) else {
            return
        }
        let alphaStride = Int(cairo_image_surface_get_stride(inside)),
            stride = Int(cairo_image_surface_get_stride(shadow))
        for y in 0..<region.height {
            for x in 0..<region.width { data[y * stride + x] = 255 - data[y * stride + x] }
        }
        GaussianBlur.blur(
            data, width: region.width, height: region.height, stride: stride, channels: 1, sigma: sigma / step,
            clampEdges: true)
        for y in 0..<region.height {
            for x in 0..<region.width {
                let cut = (Int(data[y * stride + x]) * Int(alpha[y * alphaStride + x]) + 127) / 255
                data[y * stride + x] = UInt8(cut)
            }
        }
        cairo_surface_mark_dirty(shadow)
        draw(shadow, origin: origin, step: step, onto: outer)
    }

    /// The recording drawn on `image`, whose pixel (0, 0) is raster point
    /// `origin` and whose pixels are `step` raster pixels wide.
    private func rasterise(into image: OpaquePointer, origin: CGPoint, step: Double) {
        let context: OpaquePointer = cairo_create(image)
        defer { cairo_destroy(context) }
        if case .blur(_, true) = kind {
            // An opaque blur sees only its frame, the edges extended.
            var toRaster = userToRaster, toImage = cairo_matrix_t(), matrix = cairo_matrix_t()
            cairo_matrix_init(&toImage, 1 / step, 0, 0, 1 / step, -origin.x / step, -origin.y / step)
            cairo_matrix_multiply(&matrix, &toRaster, &toImage)
            cairo_set_matrix(context, &matrix)
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_identity_matrix(context)
            cairo_clip(context)
        }
        cairo_set_source_surface(context, surface, 0, 0)
        var pattern = cairo_matrix_t()
        cairo_matrix_init(&pattern, step, 0, 0, step, origin.x, origin.y)
        cairo_pattern_set_matrix(cairo_get_source(context), &pattern)
        cairo_paint(context)
        cairo_surface_flush(image)
    }

    /// `image` drawn on `outer`, back at raster scale.
    private func draw(_ image: OpaquePointer, origin: CGPoint, step: Double, onto outer: Target) {
        let context = outer.context
        cairo_save(context)
        defer { cairo_restore(context) }
        if case .blur(_, true) = kind {
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(context)
        }
        cairo_identity_matrix(context)
        let pattern: OpaquePointer = cairo_pattern_create_for_surface(image)
        defer { cairo_pattern_destroy(pattern) }
        // Outer device space to the image's pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(
            &matrix, outer.unit / step, 0, 0, outer.unit / step, (outer.origin.x - origin.x) / step,
            (outer.origin.y - origin.y) / step
        )
        cairo_pattern_set_matrix(pattern, &matrix)
        let isAligned =
            matrix.xx == 1 && matrix.yy == 1 && matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
        cairo_pattern_set_filter(pattern, isAligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        switch kind {
        case .shadow(let color, _, _), .innerShadow(let color, _, _):
            ShapeStyleSource.set(.color(color), in: .zero, on: context)
            cairo_mask(context, pattern)
        case .blur, .colorMatrix, .projection:
            cairo_set_source(context, pattern)
            cairo_paint(context)
        case .group(let opacity, let blend):
            cairo_set_source(context, pattern)
            cairo_set_operator(context, PlacedViewDrawer.cairoOperator(blend))
            cairo_paint_with_alpha(context, opacity)
        }
    }

    /// The recording rasterised where it has ink and resampled (bilinear)
    /// through `projection` onto the part of `outer` it reaches.
    private func compositeProjection(
        _ projection: ProjectiveTransform, onto outer: Target, clock: PaintingClock
    ) throws(PaintError) {
        var inkX = 0.0, inkY = 0.0, inkWidth = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(surface, &inkX, &inkY, &inkWidth, &inkHeight)
        let ink = CGRect(x: inkX, y: inkY, width: inkWidth, height: inkHeight)
        guard ink.width > 0, ink.height > 0, ink.isFinite else { return }
        // The map in raster space: raster → user, frame-local, projected, → raster.
        let u = userToRaster
        let toRaster = ProjectiveTransform([u.xx, u.xy, u.x0, u.yx, u.yy, u.y0, 0, 0, 1])
        guard let fromRaster = toRaster.inverted else { return }
        let map = toRaster.concatenating(.translation(frame.minX, frame.minY)).concatenating(projection)
            .concatenating(.translation(-frame.minX, -frame.minY)).concatenating(fromRaster)
        guard let inverse = map.inverted else { return }

        // The source: the ink, at a coarser grid if it would be too large.
        var step = 1.0
        var source: (x: Int, y: Int, width: Int, height: Int)
        repeat {
            let x0 = (ink.minX / step).rounded(.down), y0 = (ink.minY / step).rounded(.down)
            source = (
                Int(x0), Int(y0), Int((ink.maxX / step).rounded(.up) - x0), Int((ink.maxY / step).rounded(.up) - y0)
            )
            if source.width * source.height <= Self.maximumPixelCount { break }
            step *= 2
        } while true
        // The destination: where the ink's corners go, within what can show.
        let corners = [
            CGPoint(x: ink.minX, y: ink.minY), CGPoint(x: ink.maxX, y: ink.minY), CGPoint(x: ink.minX, y: ink.maxY),
            CGPoint(x: ink.maxX, y: ink.maxY),
        ]
        let projected = corners.compactMap { map.apply($0) }
        var reach = Self.clipExtents(of: outer)
        if projected.count == 4 {
            let xs = projected.map(\.x), ys = projected.map(\.y)
            if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() {
                reach = reach.intersection(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            }
        }
        guard !reach.isNull, reach.isFinite, reach.width > 0, reach.height > 0 else { return }
        let dx0 = Int(reach.minX.rounded(.down)), dy0 = Int(reach.minY.rounded(.down))
        let destination = (
            x: dx0, y: dy0, width: Int(reach.maxX.rounded(.up)) - dx0, height: Int(reach.maxY.rounded(.up)) - dy0
        )
        guard destination.width > 0, destination.height > 0,
            destination.width * destination.height <= Self.maximumPixelCount
        else { return }

        try clock.spend(pixels: source.width * source.height + destination.width * destination.height)
        let sourceImage: OpaquePointer = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(source.width), Int32(source.height))
        defer { cairo_surface_destroy(sourceImage) }
        try PaintError.check(cairo_surface_status(sourceImage))
        let sourceOrigin = CGPoint(x: Double(source.x) * step, y: Double(source.y) * step)
        rasterise(into: sourceImage, origin: sourceOrigin, step: step)
        let image: OpaquePointer = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(destination.width), Int32(destination.height))
        defer { cairo_surface_destroy(image) }
        try PaintError.check(cairo_surface_status(image))
        guard let input = cairo_image_surface_get_data(sourceImage), let output = cairo_image_surface_get_data(image)
        else { return }
        let inStride = Int(cairo_image_surface_get_stride(sourceImage)),
            outStride = Int(cairo_image_surface_get_stride(image))
        for y in 0..<destination.height {
            let row = UnsafeMutableRawPointer(output + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<destination.width {
                let centre = CGPoint(x: Double(destination.x + x) + 0.5, y: Double(destination.y + y) + 0.5)
                // Only points in front of the viewer: the inverse's w matches the forward map's sign.
                guard let point = inverse.apply(centre), map.apply(point) != nil else { continue }
                // The source pixel grid: pixel i's centre at i + 0.5.
                let sx = (point.x - sourceOrigin.x) / step - 0.5, sy = (point.y - sourceOrigin.y) / step - 0.5
                row[x] = BilinearSampling.pixel(
                    in: input, rowBytes: inStride, width: source.width, height: source.height, x: sx, y: sy)
            }
        }
        cairo_surface_mark_dirty(image)
        draw(image, origin: CGPoint(x: destination.x, y: destination.y), step: 1, onto: outer)
    }

    /// The box around `rect` of user space, in raster space.
    private func rasterBounds(of rect: CGRect) -> CGRect {
        var matrix = userToRaster
        var bounds = CGRect.null
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var px = Double(x), py = Double(y)
            cairo_matrix_transform_point(&matrix, &px, &py)
            bounds = bounds.union(CGRect(x: px, y: py, width: 0, height: 0))
        }
        return bounds
    }

    /// What `target` can show, in raster space: everywhere on a recording.
    private static func clipExtents(of target: Target) -> CGRect {
        let context = target.context
        cairo_save(context)
        cairo_identity_matrix(context)
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        cairo_restore(context)
        guard [left, top, right, bottom].allSatisfy(\.isFinite) else { return .infinite }
        return CGRect(
            x: target.origin.x + left * target.unit, y: target.origin.y + top * target.unit,
            width: (right - left) * target.unit, height: (bottom - top) * target.unit
        )
    }
}
