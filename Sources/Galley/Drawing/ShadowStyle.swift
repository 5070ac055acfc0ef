import Foundation

/// A shadow a shape style casts (`.white.shadow(.drop(radius: 5))`), as
/// SwiftUI's `ShadowStyle`.
///
/// A drop shadow is drawn beneath what the style fills: its alpha blurred
/// by a Gaussian of standard deviation `radius / 2` (as the `shadow(color:radius:x:y:)`
/// modifier), tinted and moved by `x`, `y`. An inner shadow is drawn over
/// it, inside it: the alpha of everything outside it, blurred, tinted and
/// moved the same way, cut to what it fills.
///
/// A radius that is not finite or is negative counts as 0, and one over
/// ``EffectLimits/maximumRadius`` as that; offsets that are not finite as 0.
public struct ShadowStyle: Hashable, Sendable {
    /// Beneath the style's drawing, or over it and inside it.
    package enum Kind: Hashable, Sendable {
        case drop
        case inner
    }

    package var kind: Kind
    package var color: Color
    package var radius: CGFloat
    package var offset: CGSize

    private init(kind: Kind, color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
        self.kind = kind
        self.color = color
        self.radius = radius.isFinite ? Swift.min(EffectLimits.maximumRadius, Swift.max(0, radius)) : 0
        offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
    }

    /// A shadow beneath the drawing. The colour's default is SwiftUI's,
    /// black at 0.33 opacity.
    public static func drop(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the drawing, over it. The colour's default is
    /// SwiftUI's, black at 0.55 opacity.
    public static func inner(
        color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The shadow with its colour in its appearance for `colorScheme`.
    package func resolved(in colorScheme: ColorScheme) -> ShadowStyle {
        var shadow = self
        shadow.color = color.resolved(in: colorScheme)
        return shadow
    }
}

/// A shape style with shadows: what `shadow(_:)` makes. Its base is nil
/// for the foreground style (`.shadow(…)` alone, `.foreground.shadow(…)`),
/// which a view takes from its environment.
struct ShadowShapeStyle: ShapeStyleStandIn {
    let base: Paint.Style?
    let shadows: [ShadowStyle]

    var standInStyle: Paint.Style { (base ?? .color(.primary)).shadowed(shadows) }
    var viewStyle: ViewShapeStyle { base.map { .style($0.shadowed(shadows)) } ?? .foreground(shadows: shadows) }
}

extension ShapeStyle {
    /// The style casting `style` as well: a drop shadow beneath what it
    /// fills, or an inner shadow over it. Shadows added one after another
    /// are all drawn, in that order, each from what the style fills.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        switch ViewShapeStyle(self) {
        case .style(let base): ShadowShapeStyle(base: base.unshadowed, shadows: base.shadows + [style])
        case .foreground(let shadows): ShadowShapeStyle(base: nil, shadows: shadows + [style])
        }
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style casting `style`: `.foregroundStyle(.shadow(.drop(radius: 2)))`
    /// keeps the foreground colour and adds the shadow.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowShapeStyle(base: nil, shadows: [style])
    }
}

extension Paint.Style {
    /// The style casting `shadows` after its own.
    package func shadowed(_ shadows: [ShadowStyle]) -> Paint.Style {
        guard !shadows.isEmpty else { return self }
        return .shadowed(unshadowed, self.shadows + shadows)
    }

    /// The shadows the style casts, in order.
    package var shadows: [ShadowStyle] {
        if case .shadowed(_, let shadows) = self { return shadows }
        return []
    }

    /// The style without its shadows.
    package var unshadowed: Paint.Style {
        if case .shadowed(let base, _) = self { return base.unshadowed }
        return self
    }
}

extension Paint {
    /// The shadows the paint casts: its style's, or its text's.
    package var shadows: [ShadowStyle] {
        switch self {
        case .fill(let style, _), .stroke(let style, _, _, _), .emboldenedFill(let style, _, _): style.shadows
        case .text(_, let shadows): shadows
        case .image, .encodedImage: []
        }
    }

    /// The paint without its shadows: what it draws, and what casts them.
    package var unshadowed: Paint {
        switch self {
        case .fill(let style, let shape): .fill(style.unshadowed, shape)
        case .stroke(let style, let shape, let stroke, let inset):
            .stroke(style.unshadowed, shape, stroke, inset: inset)
        case .emboldenedFill(let style, let shape, let outset): .emboldenedFill(style.unshadowed, shape, outset: outset)
        case .text(let colors, _): .text(colors)
        case .image, .encodedImage: self
        }
    }
}
