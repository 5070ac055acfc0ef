import CCairo
import Foundation
import Galley

/// The outlines of Galley's shapes as Cairo paths.
enum ShapePath {
    /// Replaces the context's path with `shape` fitted to `rect` shrunk by
    /// `inset` on every side (half the line width for `strokeBorder`, so the
    /// stroke stays inside `rect`).
    ///
    /// A circle's diameter is the shorter side, centred; a capsule is a
    /// rounded rectangle whose radius is half the shorter side. Rounded
    /// corners are circular arcs (SwiftUI's default `.circular` style), the
    /// radius shrunk by the inset and capped at half the shorter side.
    /// Rectangles and rounded rectangles start at the top-left going
    /// clockwise, circles and ellipses at the right-hand point, which is
    /// where dashes begin.
    static func add(_ shape: ShapeKind, in rect: CGRect, inset: CGFloat, to context: OpaquePointer) {
        let width = max(0, rect.width - 2 * inset), height = max(0, rect.height - 2 * inset)
        let box = CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
        cairo_new_path(context)
        switch shape {
        case .rectangle:
            cairo_rectangle(context, box.minX, box.minY, width, height)
        case .roundedRectangle(let cornerRadius):
            addRoundedRectangle(box, radius: cornerRadius.isFinite ? cornerRadius - inset : 0, to: context)
        case .circle:
            cairo_new_sub_path(context)
            cairo_arc(context, box.midX, box.midY, min(width, height) / 2, 0, 2 * .pi)
            cairo_close_path(context)
        case .capsule:
            addRoundedRectangle(box, radius: min(width, height) / 2, to: context)
        case .ellipse:
            guard width > 0, height > 0 else { return }
            // A unit circle, stretched; the path keeps the stretch after the restore.
            cairo_save(context)
            cairo_translate(context, box.midX, box.midY)
            cairo_scale(context, width / 2, height / 2)
            cairo_new_sub_path(context)
            cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(context)
            cairo_restore(context)
        }
    }

    private static func addRoundedRectangle(_ box: CGRect, radius: CGFloat, to context: OpaquePointer) {
        let radius = min(max(0, radius), min(box.width, box.height) / 2)
        guard radius > 0 else {
            cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
            return
        }
        cairo_move_to(context, box.minX + radius, box.minY)
        cairo_arc(context, box.maxX - radius, box.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(context, box.maxX - radius, box.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(context, box.minX + radius, box.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(context, box.minX + radius, box.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }
}
