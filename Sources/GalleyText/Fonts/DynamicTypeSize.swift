/// The reader's preferred size of text: SwiftUI's seven standard sizes and
/// five accessibility sizes. Text styles are sized by Apple's table for it.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension Font.TextStyle {
    /// The style's size in points at a Dynamic Type size: the iOS table of
    /// Apple's Human Interface Guidelines (Typography, "Dynamic Type sizes"),
    /// xSmall to AX5. At `.large`, the default, it is ``pointSize``.
    public func pointSize(for size: DynamicTypeSize) -> Double {
        let sizes: [Double] =
            switch self {
            //                 xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        return sizes[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension Font.TextStyle {
    /// The distance from one line's baseline to the next in points at a
    /// Dynamic Type size: the leading of the iOS table in Apple's Human
    /// Interface Guidelines (Typography, "Dynamic Type sizes"), xSmall to
    /// AX5. iOS spaces a text style's lines by it: 22 points for body at
    /// `.large`, 21 at `.medium`, 16 for caption at `.large`, as iOS's own
    /// pictures show (docs/text.md). A line's box stays the font's ascent
    /// plus descent; the rest is leading, kept between lines.
    public func lineHeight(for size: DynamicTypeSize) -> Double {
        let heights: [Double] =
            switch self {
            //                 xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
            case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
            case .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
            case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
            case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
            case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
            case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 53, 60]
            case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 51, 58]
            case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 45, 52]
            case .caption: [13, 13, 13, 16, 18, 21, 23, 27, 31, 38, 44, 51]
            case .caption2: [13, 13, 13, 13, 16, 20, 22, 25, 30, 35, 41, 48]
            }
        return heights[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}
