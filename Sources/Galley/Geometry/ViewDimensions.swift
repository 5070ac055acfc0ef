import Foundation

/// A view's size and its alignment guides, as its parent sees them.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    /// Guides the view sets itself (alignment guides, text baselines).
    let explicitGuides: (AlignmentKey, ViewDimensions) -> CGFloat?

    init(size: CGSize, explicitGuides: @escaping (AlignmentKey, ViewDimensions) -> CGFloat? = { _, _ in nil }) {
        width = size.width
        height = size.height
        self.explicitGuides = explicitGuides
    }

    var size: CGSize { CGSize(width: width, height: height) }

    func value(of key: AlignmentKey) -> CGFloat {
        explicitGuides(key, self) ?? key.defaultValue(self)
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }

    /// An explicit value of the guide, or nil when the view has none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides(guide.key, self) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides(guide.key, self) }
}

/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets for each edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
        )
    }
}
