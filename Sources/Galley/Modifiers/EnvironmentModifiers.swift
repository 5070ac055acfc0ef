import Foundation
import GalleyText

nonisolated extension View {
    /// The font of text in this subtree.
    public func font(_ font: Font?) -> some View {
        EnvironmentView(content: self) { $0.font = font }
    }

    /// Text in this subtree in upper or lower case; nil as written (which
    /// also keeps a list's section header from being uppercased).
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentView(content: self) { $0.textCase = textCase }
    }

    /// The colour of text and shapes in this subtree. Another colour than
    /// the foreground's drops the shadows a foreground style cast.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentView(content: self) { $0.foregroundColor = color }
    }

    /// The colour of text and shapes in this subtree.
    public func foregroundStyle(_ color: Color) -> some View {
        foregroundColor(color)
    }

    /// The style of text and shapes in this subtree. Text and shapes draw
    /// in one colour here: a gradient's or material's stand-in colour
    /// (`ShapeStyle.standInColor`), casting the style's shadows. The
    /// foreground style (`.foreground`, `.shadow(…)`) keeps the colour and
    /// adds its shadows.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentView(content: self) { $0.setForegroundStyle(ViewShapeStyle(style)) }
    }

    /// Primary and secondary styles: Galley draws everything in the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Primary, secondary and tertiary styles: Galley draws everything in the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
    }

    /// The tint of controls in this subtree (a button's label, a toggle's
    /// track, a selected tab); nil for the accent colour.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentView(content: self) { $0.tint = tint }
    }

    /// The tint of controls in this subtree, from a shape style's colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentView(content: self) { $0.tint = tint?.standInColor }
    }

    /// The colour scheme of the presentation the view is in. As in
    /// SwiftUI it reaches past the view: the whole canvas, its background
    /// and every view on it, are drawn in that scheme. Nil leaves it as it is.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        EnvironmentView(content: self) {
            guard let colorScheme else { return }
            $0.colorScheme = colorScheme
            $0.preferredColorScheme = colorScheme
        }
    }

    /// The most lines text in this subtree shows.
    public func lineLimit(_ limit: Int?) -> some View {
        EnvironmentView(content: self) {
            $0.lineLimit = limit
            $0.reservedLineCount = nil
        }
    }

    /// ``lineLimit(_:)``, unless an enclosing ``fixedLineLimit(_:)`` decided
    /// the limit: how a scene's own line limits yield to a sweep's.
    package func yieldingLineLimit(_ limit: Int?) -> some View {
        EnvironmentView(content: self) {
            guard !$0.isLineLimitFixed else { return }
            $0.lineLimit = limit
            $0.reservedLineCount = nil
        }
    }

    /// The line limit of the subtree, which the ``yieldingLineLimit(_:)``
    /// inside it do not change (views' own ``lineLimit(_:)`` still do).
    package func fixedLineLimit(_ limit: Int?) -> some View {
        EnvironmentView(content: self) {
            $0.lineLimit = limit
            $0.reservedLineCount = nil
            $0.isLineLimitFixed = true
        }
    }

    /// At most `limit` lines; with `reservesSpace`, text takes the height
    /// of `limit` lines even when it needs fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        EnvironmentView(content: self) {
            $0.lineLimit = limit
            $0.reservedLineCount = reservesSpace ? limit : nil
        }
    }

    /// Between `limit.lowerBound` lines (space for them is reserved) and
    /// `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        EnvironmentView(content: self) {
            $0.lineLimit = limit.upperBound
            $0.reservedLineCount = limit.lowerBound
        }
    }

    /// At least `limit.lowerBound` lines (space for them is reserved), with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        EnvironmentView(content: self) {
            $0.lineLimit = nil
            $0.reservedLineCount = limit.lowerBound
        }
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        EnvironmentView(content: self) {
            $0.lineLimit = limit.upperBound
            $0.reservedLineCount = nil
        }
    }

    /// Where truncated text in this subtree shows its ellipsis.
    public func truncationMode(_ mode: TruncationMode) -> some View {
        EnvironmentView(content: self) { $0.truncationMode = mode }
    }

    /// How lines of multiline text in this subtree line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentView(content: self) { $0.multilineTextAlignment = alignment }
    }

    /// How far text in this subtree may shrink before truncating.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        EnvironmentView(content: self) { $0.minimumScaleFactor = factor }
    }

    /// The Dynamic Type size of the text in this subtree: text styles (and
    /// custom fonts relative to one) take its size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        EnvironmentView(content: self) { $0.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size in this subtree within `range`: a size
    /// outside it becomes the range's nearest size.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return EnvironmentView(content: self) { environment in
            guard let first = allowed.first, let last = allowed.last, !allowed.contains(environment.dynamicTypeSize)
            else { return }
            environment.dynamicTypeSize = environment.dynamicTypeSize < first ? first : last
        }
    }

    /// Points between lines of text in this subtree.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        EnvironmentView(content: self) { $0.lineSpacing = spacing }
    }

    /// Bold text in this subtree.
    public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentView(content: self) { $0.isBold = isActive }
    }

    /// Italic text in this subtree.
    public func italic(_ isActive: Bool = true) -> some View {
        EnvironmentView(content: self) { $0.isItalic = isActive }
    }

    /// The weight of text in this subtree.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        EnvironmentView(content: self) { $0.fontWeight = weight }
    }

    /// The design of text in this subtree (`.rounded`, `.serif`, `.monospaced`),
    /// for fonts that do not name one; nil leaves each font's own.
    public func fontDesign(_ design: Font.Design?) -> some View {
        EnvironmentView(content: self) { $0.fontDesign = design }
    }

    /// The width variant of text in this subtree (SF Pro's Condensed,
    /// Expanded … from a folder of Apple's fonts), for fonts that do not
    /// name one; the bundled fonts have one width.
    public func fontWidth(_ width: Font.Width?) -> some View {
        EnvironmentView(content: self) { $0.fontWidth = width }
    }

    /// Points after each character of text in this subtree.
    public func kerning(_ kerning: CGFloat) -> some View {
        EnvironmentView(content: self) { $0.kerning = kerning }
    }

    /// Points after each character of text in this subtree, ligatures off.
    public func tracking(_ tracking: CGFloat) -> some View {
        EnvironmentView(content: self) { $0.tracking = tracking }
    }
}
