internal import CFreeType
import Foundation

extension FontFace {
    /// The exact box around the ink of `glyph` (its unhinted outline, the
    /// curves' extremes rather than their control points), in font units,
    /// y up; nil for a glyph without an outline (a space, a bitmap).
    package func inkBounds(of glyph: UInt32) -> CGRect? {
        withFreeTypeFace { face -> CGRect? in
            let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
            guard FT_Load_Glyph(face, glyph, Int32(flags)) == 0, let slot = face.pointee.glyph,
                slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0
            else { return nil }
            var box = FT_BBox()
            guard FT_Outline_Get_BBox(&slot.pointee.outline, &box) == 0 else { return nil }
            return CGRect(
                x: Double(box.xMin), y: Double(box.yMin), width: Double(box.xMax - box.xMin),
                height: Double(box.yMax - box.yMin))
        }
    }
}
