import Foundation

/// A blurred translucent backdrop (`.ultraThinMaterial`…). Galley does not
/// blur what is behind: each material draws as a translucent near-white,
/// thicker materials more opaque.
public struct Material: ShapeStyleStandIn, Hashable {
    let opacity: Double

    public static let ultraThin = Material(opacity: 0.35)
    public static let thin = Material(opacity: 0.55)
    public static let regular = Material(opacity: 0.72)
    public static let thick = Material(opacity: 0.85)
    public static let ultraThick = Material(opacity: 0.93)
    public static let bar = Material(opacity: 0.8)

    package var standInStyle: Paint.Style {
        .color(Color(light: Color(white: 0.97, opacity: opacity), dark: Color(white: 0.11, opacity: opacity)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// The levels of the foreground style below primary and secondary, drawn
/// as UIKit's label colours, light or dark. (`.primary` and `.secondary`
/// are Galley's colours.)
public struct HierarchicalShapeStyle: ShapeStyleStandIn, Hashable {
    let color: Color

    public static let primary = HierarchicalShapeStyle(color: .primary)
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    public static let tertiary = HierarchicalShapeStyle(color: .tertiaryLabel)
    public static let quaternary = HierarchicalShapeStyle(color: .quaternaryLabel)
    public static let quinary = HierarchicalShapeStyle(color: Color.quaternaryLabel.opacity(0.55))

    package var standInStyle: Paint.Style { .color(color) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The tint colour (`.tint`): drawn as the accent colour, blue (a `tint(_:)`
/// set on an ancestor is not followed by this style yet).
public struct TintShapeStyle: ShapeStyleStandIn, Hashable {
    public init() {}
    package var standInStyle: Paint.Style { .color(.accentColor) }
}

/// The background style (`.background`): the system background, white or black.
public struct BackgroundStyle: ShapeStyleStandIn, Hashable {
    public init() {}
    package var standInStyle: Paint.Style { .color(.systemBackground) }
}

/// The colour of separators (`.separator`).
public struct SeparatorShapeStyle: ShapeStyleStandIn, Hashable {
    public init() {}
    package var standInStyle: Paint.Style { .color(.separator) }
}

/// The colour of links (`.link`): UIKit's `UIColor.link`, the system
/// blue (#007AFF light, #0984FF dark).
public struct LinkShapeStyle: ShapeStyleStandIn, Hashable {
    public init() {}
    package var standInStyle: Paint.Style { .color(.link) }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient as a shape style: `.fill(.linearGradient(colors: …, startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(
        stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient {
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A radial gradient: a stand-in that Galley draws as a linear gradient
/// from the centre colour (top) to the outer colour (bottom).
nonisolated public struct RadialGradient: ShapeStyleStandIn, View, Hashable {
    public var gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package var standInStyle: Paint.Style {
        .linearGradient(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    }
    public var body: some View { Rectangle().fill(self) }
}

/// An angular (conic) gradient: a stand-in that Galley draws as a linear
/// gradient from leading to trailing.
nonisolated public struct AngularGradient: ShapeStyleStandIn, View, Hashable {
    public var gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    package var standInStyle: Paint.Style {
        .linearGradient(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
    }
    public var body: some View { Rectangle().fill(self) }
}

/// An elliptical gradient: drawn like ``RadialGradient``.
nonisolated public struct EllipticalGradient: ShapeStyleStandIn, View, Hashable {
    public var gradient: Gradient

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
    }

    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    package var standInStyle: Paint.Style {
        .linearGradient(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    }
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension ShapeStyle {
    /// The style at an opacity: a colour's opacity multiplied; other styles
    /// draw as their stand-in colour at that opacity. Shadows the style
    /// casts are kept, their colours at that opacity too.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        let style = Paint.Style(self)
        let shadows = style.shadows.map { shadow in
            var faded = shadow
            faded.color = shadow.color.opacity(opacity)
            return faded
        }
        return OpacityShapeStyle(color: style.color.opacity(opacity), shadows: shadows)
    }
}

/// A style at an opacity (`.blue.opacity(0.5)` on a non-colour style).
public struct OpacityShapeStyle: ShapeStyleStandIn, Hashable {
    let color: Color
    var shadows: [ShadowStyle] = []
    package var standInStyle: Paint.Style { Paint.Style.color(color).shadowed(shadows) }
}

nonisolated extension View {
    /// The accent colour of controls inside (deprecated name of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.tint, accentColor)
    }

    /// The background style of views inside: a no-op.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}
