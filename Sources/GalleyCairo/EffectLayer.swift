import CCairo
import Foundation
import Galley

/// A shadow, a blur or a colour effect in the making: the view's drawing recorded as
/// vectors, then rasterised where it can show, blurred and composited.
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
        case blur(radius: CGFloat, opaque: Bool)
        /// Every pixel's colour transformed (a colour effect).
        case colorMatrix(ColorMatrix)
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
        recording = Target(context: context, unit: 1, origin: .zero)
    }

    deinit {
        cairo_destroy(recording.context)
        cairo_surface_destroy(surface)
    }

    /// Rasterises what was recorded where `outer` can show it, blurs it and
    /// draws it there: a shadow as its colour through the blurred alpha, a
    /// blur as the blurred pixels (an opaque one cut to the view's frame).
    func composite(onto outer: Target) throws(PaintError) {
        try PaintError.check(cairo_status(recording.context))
        let (radius, isShadow, isOpaque) = switch kind {
        case .shadow(_, let radius, _): (radius, true, false)
        case .blur(let radius, let opaque): (radius, false, opaque)
        case .colorMatrix: (CGFloat(0), false, false)
        }
        let scale = abs(userToRaster.xx * userToRaster.yy - userToRaster.xy * userToRaster.yx).squareRoot()
        let sigma = Double(radius) / 2 * scale
        var inkX = 0.0, inkY = 0.0, inkWidth = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(surface, &inkX, &inkY, &inkWidth, &inkHeight)
        let ink = CGRect(x: inkX, y: inkY, width: inkWidth, height: inkHeight)
        let content = isOpaque ? rasterBounds(of: frame) : ink
        guard content.width > 0, content.height > 0 else { return }
        let visible = Self.clipExtents(of: outer)

        var step = sigma > Self.fullResolutionSigma ? (sigma / 8).rounded(.down) : 1
        var region: (x: Int, y: Int, width: Int, height: Int)
        repeat {
            let margin = Double(GaussianBlur.reach(sigma: sigma / step) + 1) * step
            // What shows within the blur's reach of the visible area; an opaque blur's frame, unspread.
            let area = (isOpaque ? content : content.insetBy(dx: -margin, dy: -margin)).intersection(visible.insetBy(dx: -margin, dy: -margin))
            guard !area.isNull, area.width > 0, area.height > 0 else { return }
            let x0 = (area.minX / step).rounded(.down), y0 = (area.minY / step).rounded(.down)
            let x1 = (area.maxX / step).rounded(.up), y1 = (area.maxY / step).rounded(.up)
            region = (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
            if region.width * region.height <= Self.maximumPixelCount { break }
            step *= 2
        } while true

        let format = isShadow ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let image: OpaquePointer = cairo_image_surface_create(format, Int32(region.width), Int32(region.height))
        defer { cairo_surface_destroy(image) }
        try PaintError.check(cairo_surface_status(image))
        let origin = CGPoint(x: Double(region.x) * step, y: Double(region.y) * step)
        rasterise(into: image, origin: origin, step: step)
        if case .colorMatrix(let matrix) = kind, let data = cairo_image_surface_get_data(image) {
            ColorMatrixFilter.apply(
                matrix, to: data, width: region.width, height: region.height, stride: Int(cairo_image_surface_get_stride(image))
            )
            cairo_surface_mark_dirty(image)
        } else if let data = cairo_image_surface_get_data(image) {
            GaussianBlur.blur(
                data, width: region.width, height: region.height, stride: Int(cairo_image_surface_get_stride(image)),
                channels: isShadow ? 1 : 4, sigma: sigma / step, clampEdges: isOpaque
            )
            cairo_surface_mark_dirty(image)
        }
        draw(image, origin: origin, step: step, onto: outer)
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
            &matrix, outer.unit / step, 0, 0, outer.unit / step, (outer.origin.x - origin.x) / step, (outer.origin.y - origin.y) / step
        )
        cairo_pattern_set_matrix(pattern, &matrix)
        let isAligned = matrix.xx == 1 && matrix.yy == 1 && matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
        cairo_pattern_set_filter(pattern, isAligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        switch kind {
        case .shadow(let color, _, _):
            ShapeStyleSource.set(.color(color), in: .zero, on: context)
            cairo_mask(context, pattern)
        case .blur, .colorMatrix:
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
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
