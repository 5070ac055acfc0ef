import Foundation

/// A size a parent proposes to a child: per dimension nil (use your ideal
/// size), 0 (how small can you get), infinity (how big can you get) or a
/// length.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions unspecified: "your ideal size".
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions zero: "your minimum size".
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: "your maximum size".
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced, by default by 10 as in SwiftUI.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// NaN read as nil and negatives as zero, so layouts see only the four modes.
    var sanitized: ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN else { return nil }
            return Swift.max(0, value)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

/// A horizontal or vertical axis.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
