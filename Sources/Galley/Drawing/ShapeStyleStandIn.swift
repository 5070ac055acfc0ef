import Foundation

/// A shape style Galley draws as one it knows: a material as a translucent
/// colour, a hierarchical style (`.tertiary`) as a grey. The SwiftUI module's
/// styles conform.
package protocol ShapeStyleStandIn: ShapeStyle {
    /// What fills an area in this style's place.
    var standInStyle: Paint.Style { get }
    /// The style as a view draws it: ``standInStyle``, unless it stands for
    /// the view's foreground (``ForegroundStyle``).
    var viewStyle: ViewShapeStyle { get }
}

extension ShapeStyleStandIn {
    package var viewStyle: ViewShapeStyle { .style(standInStyle) }
}

extension Paint.Style {
    /// One colour for the style, for what draws in one colour (text).
    package var color: Color {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.base
        case .linearGradient(let gradient): gradient.gradient.stops.first?.color ?? .primary
        case .shadowed(let base, _): base.color
        }
    }
}

extension ShapeStyle {
    /// The one colour text and other single-colour drawing use for this
    /// style: a colour itself, a gradient's first or base colour, a stand-in's colour.
    package var standInColor: Color { Paint.Style(self).color }
}
