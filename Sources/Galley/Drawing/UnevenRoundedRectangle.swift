import Foundation

/// The radii of a rectangle's four corners, named by leading and trailing
/// edges, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own. Galley draws
/// circular corners (as it draws `RoundedRectangle`'s, whatever the
/// style); a radius is at most half the shorter side, and one that is
/// negative or not a number is 0. In a right-to-left layout leading and
/// trailing swap sides.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    private var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius
            ),
            style: style
        )
    }

    public func path(in rect: CGRect) -> Path {
        let inset = insetAmount.isFinite ? insetAmount : 0
        let rect = rect.standardized.insetBy(dx: inset, dy: inset)
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else {
            return Path()
        }
        func radius(_ value: CGFloat) -> CGFloat { value.isFinite ? value - inset : 0 }
        let radii = RectangleCornerRadii(
            topLeading: radius(cornerRadii.topLeading), bottomLeading: radius(cornerRadii.bottomLeading),
            bottomTrailing: radius(cornerRadii.bottomTrailing), topTrailing: radius(cornerRadii.topTrailing)
        )
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: radii, style: style)
        return path
    }

    /// The shape shrunk by `amount` on every side, its radii by as much.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var shape = self
        if amount.isFinite { shape.insetAmount += amount }
        return shape
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// `.clipShape(.rect(cornerRadii: .init(topLeading: 12, topTrailing: 12)))`.
    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style
        )
    }
}
