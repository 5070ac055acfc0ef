import CCairo
import Foundation
import Galley
import GalleyText

/// Laid-out text filled glyph by glyph from outlines, colour glyphs
/// painted as images.
enum TextPainter {
    /// The lean of synthetic italics, tan 12° (≈ 0.2126, the slant FreeType's
    /// `FT_GlyphSlot_Oblique` uses), for faces that have no italic.
    static let syntheticItalicSlant = tan(12 * Double.pi / 180)

    /// Fills each glyph run of `text` placed with its layout's top-left at
    /// `origin`: every glyph at exactly its laid-out position (no rounding
    /// to pixels), at its run's size, in the colour of the run's span —
    /// `colors[spanIndex]`, the last colour for an index past the end, black
    /// with no colours at all. Colour glyphs (emoji) are painted as their
    /// images instead, in their own colours (see
    /// ``paintBitmaps(of:at:visible:images:on:)``). Glyphs wholly outside
    /// the clip (another band of a PNG, most often) are left out.
    static func fill(
        _ text: TextLayout, colors: [Color], at origin: CGPoint, images: ImageStore, on context: OpaquePointer
    ) {
        let visible = clipExtents(of: context)
        for run in text.glyphRuns {
            let scale = run.size / run.face.unitsPerEm
            guard scale > 0, scale.isFinite else { continue }
            if run.face.hasColorBitmaps {
                paintBitmaps(of: run, at: origin, visible: visible, images: images, on: context)
                continue
            }
            let slant = run.needsSyntheticItalic ? syntheticItalicSlant : 0
            let outlines = GlyphOutlineCache.shared.outlines(for: run.glyphs, in: run.face)
            cairo_new_path(context)
            for (outline, position) in zip(outlines, run.positions) {
                let x = Double(origin.x + position.x), y = Double(origin.y + position.y)
                guard x.isFinite, y.isFinite, outline.mayTouch(visible, x: x, y: y, scale: scale, slant: slant) else {
                    continue
                }
                outline.append(to: context, x: x, y: y, scale: scale, slant: slant)
            }
            let color = colors.isEmpty ? Color.primary : colors[min(max(0, run.spanIndex), colors.count - 1)]
            ShapeStyleSource.set(.color(color), in: .zero, on: context)
            cairo_fill(context)
        }
    }

    /// Paints each colour glyph of `run` that reaches `visible`: its
    /// strike's bitmap scaled to the run's size (a strike pixel is
    /// size ÷ strike ppem points), the bitmap's left and top edges placed
    /// from the glyph origin and baseline as the strike gives them, sampled
    /// with Cairo's good filter. Synthetic italics do not slant them.
    static func paintBitmaps(
        of run: GlyphRun, at origin: CGPoint, visible: CGRect, images: ImageStore, on context: OpaquePointer
    ) {
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let x = Double(origin.x + position.x), y = Double(origin.y + position.y)
            guard x.isFinite, y.isFinite, let bitmap = GlyphBitmapCache.shared.bitmap(for: glyph, in: run.face) else {
                continue
            }
            let box = bitmap.placedBounds(x: x, y: y, size: run.size)
            guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite,
                box.maxX >= visible.minX, box.minX <= visible.maxX, box.maxY >= visible.minY, box.minY <= visible.maxY,
                let surface = images.surface(forGlyph: glyph, in: run.face, bitmap: bitmap)
            else { continue }
            cairo_save(context)
            cairo_translate(context, box.minX, box.minY)
            cairo_scale(context, box.width / Double(bitmap.width), box.height / Double(bitmap.height))
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_new_path(context)
            cairo_rectangle(context, 0, 0, Double(bitmap.width), Double(bitmap.height))
            cairo_fill(context)
            cairo_restore(context)
            cairo_surface_destroy(surface)
        }
    }

    /// A box around every glyph ``fill(_:colors:at:images:on:)`` would
    /// draw; null when there is none.
    static func inkBounds(of text: TextLayout, at origin: CGPoint) -> CGRect {
        var ink = CGRect.null
        for run in text.glyphRuns {
            let scale = run.size / run.face.unitsPerEm
            guard scale > 0, scale.isFinite else { continue }
            if run.face.hasColorBitmaps {
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    let x = Double(origin.x + position.x), y = Double(origin.y + position.y)
                    guard x.isFinite, y.isFinite, let bitmap = GlyphBitmapCache.shared.bitmap(for: glyph, in: run.face)
                    else { continue }
                    ink = ink.union(bitmap.placedBounds(x: x, y: y, size: run.size))
                }
                continue
            }
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
