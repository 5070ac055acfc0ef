import Foundation

/// What a painter draws for a view.
public enum Paint: Sendable, Equatable {
    /// The shape filled.
    case fill(Style, ShapeKind)
    /// The shape's outline: centred on the edge, or inside it when `inset`
    /// (`strokeBorder` and `border`).
    case stroke(Style, ShapeKind, StrokeStyle, inset: Bool)
    /// Text from its glyph runs, in the colour of each run's span, casting
    /// `shadows` as a shape style's (see ``ShadowStyle``).
    case text([Color], shadows: [ShadowStyle] = [])
    /// An image scaled to the view's frame.
    case image(PNGImage)
    /// A JPEG, SVG or PDF image scaled to the view's frame.
    case encodedImage(EncodedImage)
    /// The shape filled, and outlined `outset` points wider all round with
    /// round joins: a symbol drawn at a heavier weight than its icon's.
    case emboldenedFill(Style, ShapeKind, outset: CGFloat)

    /// What fills an area.
    public enum Style: Sendable, Equatable {
        case color(Color)
        case gradient(AnyGradient)
        case linearGradient(LinearGradient)
        /// Another style, casting shadows (``ShadowStyle``) in order: the
        /// painter draws the drop shadows of what the paint draws beneath
        /// it and the inner shadows over it.
        indirect case shadowed(Style, [ShadowStyle])

        package init(_ style: some ShapeStyle) {
            switch style {
            case let gradient as AnyGradient: self = .gradient(gradient)
            case let gradient as LinearGradient: self = .linearGradient(gradient)
            case let color as Color: self = .color(color)
            case let standIn as any ShapeStyleStandIn: self = standIn.standInStyle
            default: self = .color(.primary)
            }
        }
    }
}

/// The outline a shape node draws.
public enum ShapeKind: Sendable, Equatable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case circle
    case capsule
    case ellipse
    /// A path in the coordinates of the view's frame, filled or clipped by
    /// the style's rule: a user's shape, a `Path`, a trimmed outline.
    case path(Path, FillStyle)
}

/// How a view's drawing, and everything inside it, is changed.
public enum DrawingEffect: Sendable, Equatable {
    /// Drawn at this opacity, as one layer.
    case opacity(Double)
    /// Drawn only inside this shape of the view's frame.
    case clip(ShapeKind)
    /// Not drawn at all; the layout keeps its place.
    case hidden
    /// Its drawing's alpha, blurred with a Gaussian of standard deviation
    /// `radius / 2` and tinted with `color`, drawn `offset` away beneath it.
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    /// Blurred with a Gaussian of standard deviation `radius / 2`; when
    /// `opaque`, within its frame, edges extended rather than faded.
    case blur(radius: CGFloat, opaque: Bool)
    /// Turned about a point of its frame.
    case rotation(Angle, anchor: UnitPoint)
    /// Scaled about a point of its frame.
    case scale(CGSize, anchor: UnitPoint)
    /// Drawn through a projective map of its frame's coordinates (frame
    /// origin at 0, 0), as pixels: `rotation3DEffect`.
    case projection(ProjectiveTransform)
    /// Every colour it draws transformed by the matrix, as pixels.
    case colorMatrix(ColorMatrix)
    /// Every colour it draws multiplied by this colour's components.
    case colorMultiply(Color)
    /// Its children but the last drawn only where the last draws, through
    /// that child's alpha (`mask`).
    case mask
    /// Drawn as one layer, composited onto what is beneath once
    /// (`compositingGroup`, `drawingGroup`).
    case group
    /// Drawn as one layer, composited onto what is beneath with a blend mode (`blendMode`).
    case blend(BlendMode)
    /// Text drawn as bars over its lines and images as boxes (true:
    /// `redacted(reason: .placeholder)`), or drawn as usual again (false: `unredacted`).
    case redaction(Bool)
}

extension Paint {
    /// The paint with every colour in its appearance for `colorScheme`.
    package func resolved(in colorScheme: ColorScheme) -> Paint {
        switch self {
        case .fill(let style, let shape): .fill(style.resolved(in: colorScheme), shape)
        case .stroke(let style, let shape, let stroke, let inset):
            .stroke(style.resolved(in: colorScheme), shape, stroke, inset: inset)
        case .text(let colors, let shadows):
            .text(colors.map { $0.resolved(in: colorScheme) }, shadows: shadows.map { $0.resolved(in: colorScheme) })
        case .image, .encodedImage: self
        case .emboldenedFill(let style, let shape, let outset):
            .emboldenedFill(style.resolved(in: colorScheme), shape, outset: outset)
        }
    }
}

extension Paint.Style {
    /// The style with every colour in its appearance for `colorScheme`.
    package func resolved(in colorScheme: ColorScheme) -> Paint.Style {
        switch self {
        case .color(let color): return .color(color.resolved(in: colorScheme))
        case .gradient(let gradient): return .gradient(AnyGradient(base: gradient.base.resolved(in: colorScheme)))
        case .linearGradient(var gradient):
            gradient.gradient.stops = gradient.gradient.stops.map {
                Gradient.Stop(color: $0.color.resolved(in: colorScheme), location: $0.location)
            }
            return .linearGradient(gradient)
        case .shadowed(let base, let shadows):
            return .shadowed(base.resolved(in: colorScheme), shadows.map { $0.resolved(in: colorScheme) })
        }
    }
}

extension DrawingEffect {
    /// The effect with its colour (a shadow's, a colour multiply's) in its appearance for `colorScheme`.
    package func resolved(in colorScheme: ColorScheme) -> DrawingEffect {
        switch self {
        case .shadow(let color, let radius, let offset):
            .shadow(color: color.resolved(in: colorScheme), radius: radius, offset: offset)
        case .colorMultiply(let color): .colorMultiply(color.resolved(in: colorScheme))
        default: self
        }
    }
}
