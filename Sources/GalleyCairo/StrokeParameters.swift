import CCairo
import Foundation
import Galley

/// A ``StrokeStyle`` applied to a Cairo context.
enum StrokeParameters {
    /// Sets the line width, cap, join, miter limit and dashes. A dash
    /// pattern Cairo would reject (a negative or non-finite length, or all
    /// zero) draws a solid line.
    static func apply(_ style: StrokeStyle, to context: OpaquePointer) {
        cairo_set_line_width(context, style.lineWidth)
        let cap =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit.isFinite ? style.miterLimit : 10)
        let dashes = style.dash.map(Double.init)
        if dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.reduce(0, +) > 0 {
            cairo_set_dash(context, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }
}
