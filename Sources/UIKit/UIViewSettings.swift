import CoreGraphics
import Foundation

/// The values a view's settings take (its content mode, tint adjustment,
/// autoresizing mask, semantic content attribute, layout direction) and
/// the sizes Auto Layout measures with.
extension UIView {
    /// The value that means "no intrinsic size" on an axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size a view's constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a view's constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// How content fills the view.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How the tint shows.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// Which edges and sizes follow the superview's size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// Whether a view's content is laid out by the reading direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Left to right or right to left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
