import Foundation
import GalleyText

extension View {
    /// The font of text in this subtree.
    public func font(_ font: Font?) -> some View {
        EnvironmentView(content: self) { $0.font = font }
    }

    /// The colour of text and shapes in this subtree.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentView(content: self) { $0.foregroundColor = color }
    }

    /// The colour of text and shapes in this subtree.
    public func foregroundStyle(_ color: Color) -> some View {
        foregroundColor(color)
    }

    /// The most lines text in this subtree shows.
    public func lineLimit(_ limit: Int?) -> some View {
        EnvironmentView(content: self) { $0.lineLimit = limit }
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

    /// Points after each character of text in this subtree.
    public func kerning(_ kerning: CGFloat) -> some View {
        EnvironmentView(content: self) { $0.kerning = kerning }
    }

    /// Points after each character of text in this subtree, ligatures off.
    public func tracking(_ tracking: CGFloat) -> some View {
        EnvironmentView(content: self) { $0.tracking = tracking }
    }
}
