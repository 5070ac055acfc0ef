import Foundation

/// The foreground style (`.foreground`): the environment's foreground
/// colour, primary unless set.
public struct ForegroundStyle: ShapeStyleStandIn, Hashable {
    public init() {}
    package var standInStyle: Paint.Style { .color(.primary) }
    package var viewStyle: ViewShapeStyle { .foreground(shadows: []) }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shape style as a view draws it: a style of its own, or the
/// foreground of the view's environment with shadows of its own.
package enum ViewShapeStyle: Sendable, Equatable {
    case style(Paint.Style)
    case foreground(shadows: [ShadowStyle])

    package init(_ style: some ShapeStyle) {
        if let standIn = style as? any ShapeStyleStandIn {
            self = standIn.viewStyle
        } else {
            self = .style(Paint.Style(style))
        }
    }

    /// What fills with it in `environment`: the foreground is the
    /// environment's colour with its shadows and then these.
    package func resolved(in environment: EnvironmentValues) -> Paint.Style {
        switch self {
        case .style(let style): style
        case .foreground(let shadows): environment.foregroundStyle.shadowed(shadows)
        }
    }
}

extension EnvironmentValues {
    /// What the foreground fills with: its colour (primary unless set) casting its shadows.
    package var foregroundStyle: Paint.Style {
        Paint.Style.color(foregroundColor ?? .primary).shadowed(foregroundShadows)
    }

    /// The foreground set to `style`: its colour and shadows, or for the
    /// foreground style the colour kept and its shadows added.
    package mutating func setForegroundStyle(_ style: ViewShapeStyle) {
        switch style {
        case .style(let style):
            foregroundColor = style.color
            foregroundShadows = style.shadows
        case .foreground(let shadows):
            foregroundShadows += shadows
        }
    }
}
