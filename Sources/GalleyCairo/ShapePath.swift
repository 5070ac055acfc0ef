import CCairo
import Foundation
import Galley

/// Shapes and paths as Cairo paths.
enum ShapePath {
    /// Replaces the context's path with `shape`'s outline fitted to `rect`
    /// shrunk by `inset` on every side (see ``ShapeKind/path(in:inset:)``),
    /// and sets the fill rule and smoothing a path's fill style asks for.
    static func add(_ shape: ShapeKind, in rect: CGRect, inset: CGFloat, to context: OpaquePointer) {
        let style = if case .path(_, let style) = shape { style } else { FillStyle() }
        cairo_set_fill_rule(context, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(context, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        add(shape.path(in: rect, inset: inset), to: context)
    }

    /// Replaces the context's path with `path`. Arcs are Cairo's arcs, an
    /// ellipse Cairo's unit circle stretched, a rectangle Cairo's rectangle.
    static func add(_ path: Path, to context: OpaquePointer) {
        cairo_new_path(context)
        // Whether a subpath is open, for an arc to join with a line.
        var isOpen = false
        for segment in path.segments {
            switch segment {
            case .move(let point):
                cairo_move_to(context, point.x, point.y)
                isOpen = true
            case .line(let point):
                cairo_line_to(context, point.x, point.y)
                isOpen = true
            case .quadCurve(let to, let control):
                var x = 0.0, y = 0.0
                if cairo_has_current_point(context) != 0 {
                    cairo_get_current_point(context, &x, &y)
                } else {
                    (x, y) = (control.x, control.y)
                }
                cairo_curve_to(
                    context, x + 2 / 3 * (control.x - x), y + 2 / 3 * (control.y - y),
                    to.x + 2 / 3 * (control.x - to.x), to.y + 2 / 3 * (control.y - to.y), to.x, to.y
                )
                isOpen = true
            case .curve(let to, let control1, let control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                isOpen = true
            case .arc(let arc):
                if !isOpen { cairo_new_sub_path(context) }
                if arc.clockwise {
                    cairo_arc_negative(context, arc.center.x, arc.center.y, arc.radius, arc.startAngle, arc.endAngle)
                } else {
                    cairo_arc(context, arc.center.x, arc.center.y, arc.radius, arc.startAngle, arc.endAngle)
                }
                isOpen = true
            case .rect(let rect):
                cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
                isOpen = false
            case .ellipse(let rect):
                isOpen = false
                guard rect.width > 0, rect.height > 0 else { continue }
                // A unit circle, stretched; the path keeps the stretch after the restore.
                cairo_save(context)
                cairo_translate(context, rect.midX, rect.midY)
                cairo_scale(context, rect.width / 2, rect.height / 2)
                cairo_new_sub_path(context)
                cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
                cairo_close_path(context)
                cairo_restore(context)
            case .close:
                cairo_close_path(context)
                isOpen = false
            }
        }
    }
}
