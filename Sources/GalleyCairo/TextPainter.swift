import CCairo
import Foundation
import Galley

/// Laid-out text filled glyph by glyph from outlines.
enum TextPainter {
    /// The lean of synthetic italics, tan 12° (≈ 0.2126, the slant FreeType's
    /// `FT_GlyphSlot_Oblique` uses), for faces that have no italic.
    static let syntheticItalicSlant = tan(12 * Double.pi / 180)

    /// Fills each glyph run of `text` placed with its layout's top-left at
    /// `origin`: every glyph at exactly its laid-out position (no rounding
    /// to pixels), at its run's size, in the colour of the run's span —
    /// `colors[spanIndex]`, the last colour for an index past the end, black
    /// with no colours at all. Glyphs wholly outside the clip (another band
    /// of a PNG, most often) are left out.
    static func fill(_ text: TextLayout, colors: [Color], at origin: CGPoint, on context: OpaquePointer) {
        let visible = clipExtents(of: context)
        for run in text.glyphRuns {
            let scale = run.size / run.face.unitsPerEm
            guard scale > 0, scale.isFinite else { continue }
            let slant = run.needsSyntheticItalic ? syntheticItalicSlant : 0
            let outlines = GlyphOutlineCache.shared.outlines(for: run.glyphs, in: run.face)
            cairo_new_path(context)
            for (outline, position) in zip(outlines, run.positions) {
                let x = Double(origin.x + position.x), y = Double(origin.y + position.y)
                guard x.isFinite, y.isFinite, outline.mayTouch(visible, x: x, y: y, scale: scale, slant: slant) else { continue }
                outline.append(to: context, x: x, y: y, scale: scale, slant: slant)
            }
            let color = colors.isEmpty ? Color.primary : colors[min(max(0, run.spanIndex), colors.count - 1)]
            ShapeStyleSource.set(.color(color), in: .zero, on: context)
            cairo_fill(context)
        }
    }

    /// A box around every glyph ``fill(_:colors:at:on:)`` would fill; null
    /// when there is none.
    static func inkBounds(of text: TextLayout, at origin: CGPoint) -> CGRect {
        var ink = CGRect.null
        for run in text.glyphRuns {
            let scale = run.size / run.face.unitsPerEm
            guard scale > 0, scale.isFinite else { continue }
            let slant = run.needsSyntheticItalic ? syntheticItalicSlant : 0
            let outlines = GlyphOutlineCache.shared.outlines(for: run.glyphs, in: run.face)
            for (outline, position) in zip(outlines, run.positions) {
                let x = Double(origin.x + position.x), y = Double(origin.y + position.y)
                guard x.isFinite, y.isFinite else { continue }
                ink = ink.union(outline.placedBounds(x: x, y: y, scale: scale, slant: slant))
            }
        }
        return ink
    }

    /// The area of `context` drawing can reach, in user space (the box
    /// around it under a rotation); everywhere on an unbounded surface
    /// such as an effect's recording.
    static func clipExtents(of context: OpaquePointer) -> CGRect {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        guard [left, top, right, bottom].allSatisfy(\.isFinite) else { return .infinite }
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
