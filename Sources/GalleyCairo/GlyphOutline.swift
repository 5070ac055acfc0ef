import CCairo
import Foundation
import GalleyText

/// Text is drawn as filled glyph outlines rather than with
/// `cairo_show_glyphs`: Cairo 1.16's image surface rounds each glyph's
/// origin to whole pixels, moving glyphs by up to half a pixel from where
/// layout measured them.
extension GlyphOutline {
    /// A box around the outline placed as ``append(to:x:y:scale:slant:)``
    /// places it; null for no outline.
    func placedBounds(x: Double, y: Double, scale: Double, slant: Double) -> CGRect {
        guard !bounds.isNull else { return .null }
        let bottomLean = slant * bounds.minY, topLean = slant * bounds.maxY
        let left = x + scale * (bounds.minX + min(bottomLean, topLean))
        let right = x + scale * (bounds.maxX + max(bottomLean, topLean))
        let top = y - scale * bounds.maxY, bottom = y - scale * bounds.minY
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the placed outline can reach into `area`, edges included.
    func mayTouch(_ area: CGRect, x: Double, y: Double, scale: Double, slant: Double) -> Bool {
        let placed = placedBounds(x: x, y: y, scale: scale, slant: slant)
        guard !placed.isNull else { return false }
        return placed.maxX >= area.minX && placed.minX <= area.maxX && placed.maxY >= area.minY
            && placed.minY <= area.maxY
    }

    /// Appends the outline to the context's path with its origin at `x`,
    /// `y` (the baseline), scaled by `scale` points per font unit and the
    /// top leaning right by `slant` × height.
    func append(to context: OpaquePointer, x: Double, y: Double, scale: Double, slant: Double) {
        func place(_ point: CGPoint) -> (Double, Double) {
            (x + scale * (point.x + slant * point.y), y - scale * point.y)
        }
        for element in elements {
            switch element {
            case .move(let point):
                let (px, py) = place(point)
                cairo_move_to(context, px, py)
            case .line(let point):
                let (px, py) = place(point)
                cairo_line_to(context, px, py)
            case .curve(let control1, let control2, let point):
                let (x1, y1) = place(control1), (x2, y2) = place(control2), (px, py) = place(point)
                cairo_curve_to(context, x1, y1, x2, y2, px, py)
            case .close:
                cairo_close_path(context)
            }
        }
    }
}
