import CCairo
import Foundation
import Galley

/// Colours and gradients as Cairo sources.
enum ShapeStyleSource {
    /// How far toward white the top of a `Color.gradient` is: each sRGB
    /// component moves this fraction of the way to 1.
    static let gradientLightening = 0.2

    /// Makes `style` the context's source; gradients span `frame`.
    ///
    /// `Color.gradient` (``AnyGradient``) is drawn, as SwiftUI documents, as a
    /// linear gradient from the top centre to the bottom centre; its stops,
    /// which SwiftUI does not publish, are the colour mixed 20 % with white
    /// at the top and the colour itself at the bottom.
    static func set(_ style: Paint.Style, in frame: CGRect, on context: OpaquePointer) {
        switch style {
        case .color(let color):
            cairo_set_source_rgba(context, unit(color.red), unit(color.green), unit(color.blue), unit(color.opacity))
        case .gradient(let gradient):
            let base = gradient.base
            let top = Color(
                red: lightened(base.red), green: lightened(base.green), blue: lightened(base.blue),
                opacity: base.opacity
            )
            setLinear(
                from: CGPoint(x: frame.midX, y: frame.minY), to: CGPoint(x: frame.midX, y: frame.maxY),
                stops: [(0, top), (1, base)], on: context
            )
        case .linearGradient(let gradient):
            func point(_ unitPoint: UnitPoint) -> CGPoint {
                CGPoint(x: frame.minX + unitPoint.x * frame.width, y: frame.minY + unitPoint.y * frame.height)
            }
            setLinear(
                from: point(gradient.startPoint), to: point(gradient.endPoint),
                stops: gradient.gradient.stops.map { (Double($0.location), $0.color) }, on: context
            )
        case .shadowed(let base, _):
            // The drawer casts the shadows (`PlacedViewDrawer`); the source is what fills.
            set(base, in: frame, on: context)
        }
    }

    private static func setLinear(
        from start: CGPoint, to end: CGPoint, stops: [(Double, Color)], on context: OpaquePointer
    ) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
            cairo_set_source_rgba(context, 0, 0, 0, 0)
            return
        }
        let pattern: OpaquePointer = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        for (location, color) in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, unit(location), unit(color.red), unit(color.green), unit(color.blue), unit(color.opacity)
            )
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    private static func lightened(_ component: Double) -> Double {
        let component = unit(component)
        return component + (1 - component) * gradientLightening
    }

    /// A component or location within 0…1 (NaN as 0).
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
