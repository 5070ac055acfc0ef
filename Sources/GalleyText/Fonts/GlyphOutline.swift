internal import CFreeType
import Foundation

/// A glyph's outline in font units (y up), read once from FreeType and then
/// placed at any position, size and slant.
///
/// GalleyCairo draws text as these outlines (see its `GlyphOutline`
/// extension); symbol images are paths made from them. Outlines are
/// unhinted, so a glyph looks the same at every position.
package struct GlyphOutline: Sendable {
    package enum Element: Sendable, Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    package let elements: [Element]
    /// A box around every point of the outline, control points included
    /// (so around the curves too); empty for no outline.
    package let bounds: CGRect

    /// The outline of `glyph` in `face`: empty for a glyph without one (a
    /// space, a bitmap-only glyph) or that FreeType cannot load.
    package init(glyph: UInt32, in face: FontFace) {
        elements = face.withFreeTypeFaceHandle { handle in
            let ftFace = FT_Face(handle)
            let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
            guard FT_Load_Glyph(ftFace, glyph, Int32(flags)) == 0, let slot = ftFace.pointee.glyph,
                slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            else { return [] }
            var functions = FT_Outline_Funcs(
                move_to: { to, builder in OutlineBuilder.with(builder) { $0.move(to: to) } },
                line_to: { to, builder in OutlineBuilder.with(builder) { $0.line(to: to) } },
                conic_to: { control, to, builder in OutlineBuilder.with(builder) { $0.conic(control, to: to) } },
                cubic_to: { control1, control2, to, builder in
                    OutlineBuilder.with(builder) { $0.cubic(control1, control2, to: to) }
                },
                shift: 0, delta: 0
            )
            var builder = OutlineBuilder()
            let error = withUnsafeMutablePointer(to: &builder) {
                FT_Outline_Decompose(&slot.pointee.outline, &functions, $0)
            }
            return error == 0 ? builder.finished() : []
        }
        bounds = Self.bounds(of: elements)
    }

    /// An outline of these elements, made from others (a composed symbol).
    package init(elements: [Element]) {
        self.elements = elements
        bounds = Self.bounds(of: elements)
    }

    /// The outline scaled by `scale` about the origin, then moved by `offset`.
    package func scaled(by scale: CGFloat, offset: CGPoint) -> GlyphOutline {
        func place(_ point: CGPoint) -> CGPoint {
            CGPoint(x: point.x * scale + offset.x, y: point.y * scale + offset.y)
        }
        return GlyphOutline(
            elements: elements.map { element in
                switch element {
                case .move(let point): .move(place(point))
                case .line(let point): .line(place(point))
                case .curve(let control1, let control2, let point):
                    .curve(place(control1), place(control2), place(point))
                case .close: .close
                }
            })
    }

    private static func bounds(of elements: [Element]) -> CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ point: CGPoint) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(point)
            case .curve(let control1, let control2, let point): include(control1); include(control2); include(point)
            case .close: break
            }
        }
        return minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

/// Collects FreeType's outline decomposition: each contour closed,
/// quadratic segments raised to cubics.
private struct OutlineBuilder {
    private var elements: [GlyphOutline.Element] = []
    private var current = CGPoint.zero
    private var isContourOpen = false

    /// Runs `body` on the builder FreeType hands back as its user pointer.
    static func with(_ user: UnsafeMutableRawPointer?, _ body: (inout OutlineBuilder) -> Void) -> Int32 {
        guard let user else { return 1 }
        body(&user.assumingMemoryBound(to: OutlineBuilder.self).pointee)
        return 0
    }

    mutating func move(to vector: UnsafePointer<FT_Vector>?) {
        if isContourOpen { elements.append(.close) }
        current = Self.point(vector)
        elements.append(.move(current))
        isContourOpen = true
    }

    mutating func line(to vector: UnsafePointer<FT_Vector>?) {
        current = Self.point(vector)
        elements.append(.line(current))
    }

    /// A quadratic Bézier as the cubic with the same curve: each control
    /// point two thirds of the way from an end to the quadratic's control.
    mutating func conic(_ controlVector: UnsafePointer<FT_Vector>?, to vector: UnsafePointer<FT_Vector>?) {
        let control = Self.point(controlVector), end = Self.point(vector)
        let control1 = CGPoint(
            x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
        let control2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        elements.append(.curve(control1, control2, end))
        current = end
    }

    mutating func cubic(
        _ control1: UnsafePointer<FT_Vector>?, _ control2: UnsafePointer<FT_Vector>?,
        to vector: UnsafePointer<FT_Vector>?
    ) {
        current = Self.point(vector)
        elements.append(.curve(Self.point(control1), Self.point(control2), current))
    }

    func finished() -> [GlyphOutline.Element] {
        isContourOpen ? elements + [.close] : elements
    }

    private static func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
        guard let vector else { return .zero }
        return CGPoint(x: Double(vector.pointee.x), y: Double(vector.pointee.y))
    }
}
