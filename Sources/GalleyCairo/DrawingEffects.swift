import CCairo
import Foundation
import Galley

/// How the drawer carries out a view's `DrawingEffect`: as a layer
/// (opacity, groups, blend modes, masks), a clip, a Cairo transform, or
/// pixels on an ``EffectLayer`` (shadows, blurs, colour effects); and how
/// many layers a canvas may nest.
extension PlacedViewDrawer {
    /// All the layers nested at once may have at most this many pixels.
    static let layerPixelBudget = 400_000_000

    /// How many layers can be nested on a canvas of `pixelCount` pixels.
    static func layerLimit(pixelCount: Int) -> Int {
        max(1, layerPixelBudget / max(1, pixelCount))
    }

    /// The most layers (opacity, shadow, blur, colour effects, masks, groups) open at once while drawing `root`;
    /// `clock` is read every 1,024 views (a tree of a million takes seconds).
    static func layerDepth(of root: PlacedView, clock: PaintingClock) throws(PaintError) -> Int {
        var deepest = 0
        // Siblings at a depth, from `next` on: not a million entries for a stack of a million.
        var pending: [(views: [PlacedView], next: Int, depth: Int)] = [([root], 0, 0)]
        var visited = 0
        while let (views, next, depth) = pending.popLast() {
            guard next < views.count else { continue }
            pending.append((views, next + 1, depth))
            let view = views[next]
            visited += 1
            if visited & 1_023 == 0 { try clock.check() }
            let effect = Effect(view.effect)
            if case .skip = effect { continue }
            let inner = depth + effect.layerCount
            // A paint's shadows are drawn through a layer of their own, one at a time.
            let shadowLayer = view.paint.map { $0.shadows.isEmpty ? 0 : 1 } ?? 0
            deepest = max(deepest, inner + shadowLayer)
            if !view.children.isEmpty { pending.append((view.children, 0, inner)) }
        }
        return deepest
    }

    /// The Cairo operator a blend mode composites with (`plusDarker`,
    /// which Cairo lacks, as multiply).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// The context's matrix turned or scaled about the anchor of `frame`;
    /// nil when the result would draw nothing (a zero scale) or could not
    /// be inverted, which Cairo treats as an error.
    static func transformed(
        _ context: OpaquePointer, by transform: Transform, about frame: CGRect
    ) -> cairo_matrix_t? {
        guard frame.isFinite else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let anchor = transform.anchor
        let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
        cairo_matrix_translate(&matrix, x, y)
        switch transform {
        case .rotation(let angle, _): cairo_matrix_rotate(&matrix, angle.radians)
        case .scale(let scale, _): cairo_matrix_scale(&matrix, scale.width, scale.height)
        }
        cairo_matrix_translate(&matrix, -x, -y)
        let determinant = matrix.xx * matrix.yy - matrix.xy * matrix.yx
        let values = [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0]
        guard values.allSatisfy(\.isFinite), abs(determinant) > 1e-12 else { return nil }
        return matrix
    }

    /// A drawing transform about a point of the view's frame.
    enum Transform {
        case rotation(Angle, anchor: UnitPoint)
        case scale(CGSize, anchor: UnitPoint)

        var anchor: UnitPoint {
            switch self {
            case .rotation(_, let anchor), .scale(_, let anchor): anchor
            }
        }
    }

    /// What an effect asks of the drawing.
    enum Effect {
        /// Nothing inside is drawn (hidden, no opacity, a zero scale).
        case skip
        /// Drawn as one layer at this opacity, over 0 and at most 1,
        /// composited with a blend mode.
        case layer(opacity: Double, blend: BlendMode = .normal)
        /// Its other children drawn through the alpha of its last.
        case mask
        /// Text and images drawn as placeholders (true) or as usual (false).
        case redaction(Bool)
        case clip(ShapeKind)
        case transform(Transform)
        /// Drawn through an effect layer: a shadow or a blur.
        case pixels(EffectLayer.Kind)
        case none

        init(_ effect: DrawingEffect?) {
            switch effect {
            case .hidden: self = .skip
            case .opacity(let opacity) where opacity.isNaN || opacity >= 1: self = .none
            case .opacity(let opacity): self = opacity > 0 ? .layer(opacity: opacity) : .skip
            case .clip(let shape): self = .clip(shape)
            case .rotation(let angle, let anchor):
                self =
                    angle.radians.isFinite && angle.radians != 0 ? .transform(.rotation(angle, anchor: anchor)) : .none
            case .scale(let scale, let anchor):
                if scale.width == 0 || scale.height == 0 {
                    self = .skip
                } else {
                    self = scale == CGSize(width: 1, height: 1) ? .none : .transform(.scale(scale, anchor: anchor))
                }
            case .shadow(let color, let radius, let offset):
                self = color.opacity > 0 ? .pixels(.shadow(color: color, radius: radius, offset: offset)) : .none
            case .blur(let radius, let opaque):
                self = radius > 0 ? .pixels(.blur(radius: radius, opaque: opaque)) : .none
            case .colorMatrix(let matrix):
                self = matrix == .identity ? .none : .pixels(.colorMatrix(matrix))
            case .projection(let projection):
                self = projection == .identity ? .none : .pixels(.projection(projection))
            case .colorMultiply(let color):
                self = .pixels(.colorMatrix(.multiplication(by: color)))
            case .mask: self = .mask
            case .group: self = .layer(opacity: 1)
            case .blend(let mode): self = .layer(opacity: 1, blend: mode)
            case .redaction(let redacted): self = .redaction(redacted)
            case nil: self = .none
            }
        }

        /// How many surfaces of its own the effect holds while its view is
        /// drawn: a mask holds its content's while its mask is drawn.
        var layerCount: Int {
            switch self {
            case .layer, .pixels: 1
            case .mask: 2
            default: 0
            }
        }
    }
}
