import Foundation

/// A shape style whose type is hidden, as SwiftUI's `AnyShapeStyle`: drawn
/// as the style it wraps, shadows included (`AnyShapeStyle(.white.shadow(.drop(radius: 4)))`).
public struct AnyShapeStyle: ShapeStyleStandIn {
    private let style: ViewShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        self.style = ViewShapeStyle(style)
    }

    package var standInStyle: Paint.Style {
        switch style {
        case .style(let style): style
        case .foreground(let shadows): ForegroundStyle().standInStyle.shadowed(shadows)
        }
    }

    package var viewStyle: ViewShapeStyle { style }
}
