import Foundation

/// A type that sizes and places views: SwiftUI's Layout protocol. Galley's
/// own stacks, frames, padding and the rest are written against it too.
///
/// Isolated to the main actor, as SwiftUI's is, so that a type can be both a
/// layout and a view or modifier; Galley's own layouts are `nonisolated`.
@MainActor @preconcurrency
public protocol Layout {
    /// Data a layout keeps between its calls, such as measurements.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    /// The size the layout needs for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places the subviews in `bounds`, the rectangle of the size the layout
    /// answered (in the parent's coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the layout wants around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// An explicit horizontal guide for the layout's own dimensions, or nil.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// An explicit vertical guide for the layout's own dimensions, or nil.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The properties (stack orientation) that other layouts read.
    static var layoutProperties: LayoutProperties { get }
}

nonisolated extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

nonisolated extension Layout {
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing.default
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }
}

/// A modifier's layout around one view that keeps the view's spacing
/// preferences (frames, `fixedSize`, `aspectRatio`, offsets and drawing
/// effects), as SwiftUI's modifiers do: `Text(…).frame(width: 80)` is still
/// a text to the text below it.
nonisolated protocol KeepsChildSpacing: Layout where Cache == Void {}

nonisolated extension KeepsChildSpacing {
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .default
    }
}

/// Properties of a layout that others read: whether it stacks along an axis.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    public init() {}
}

/// The preferred spacing around a view. Galley keeps SwiftUI's defaults as
/// one number per edge: 8 points between views, 0 next to a Spacer.
public struct ViewSpacing: Sendable, Equatable {
    var edges: EdgeInsets
    /// A spacer's spacing: its neighbours keep no distance from it, whatever
    /// they prefer (SwiftUI's spacer spacing wins over the other view's).
    var isFlexibleSpace = false
    /// The view's top edge is a text's first line: the line gap of its
    /// font, which is all SwiftUI keeps between it and a text just above.
    var textTop: CGFloat?
    /// The view's bottom edge is a text's last line.
    var isTextBottom = false

    public init() {
        edges = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    init(uniform length: CGFloat) {
        edges = EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
    }

    public static let zero = ViewSpacing(uniform: 0)
    static let `default` = ViewSpacing()
    /// What a text wants around it: 8 points, but only its font's line gap
    /// from a text above it (SwiftUI's text-to-text spacing).
    static func text(lineGap: CGFloat) -> ViewSpacing {
        var spacing = ViewSpacing.default
        spacing.textTop = Swift.max(0, lineGap)
        spacing.isTextBottom = true
        return spacing
    }

    /// These preferences with `edges` set back to the default 8 points and
    /// no text there: what a padded view keeps on its padded edges.
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        let standard = ViewSpacing.default.edges
        var result = self
        if edges.contains(.top) { result.edges.top = standard.top; result.textTop = nil }
        if edges.contains(.bottom) { result.edges.bottom = standard.bottom; result.isTextBottom = false }
        if edges.contains(.leading) { result.edges.leading = standard.leading }
        if edges.contains(.trailing) { result.edges.trailing = standard.trailing }
        result.isFlexibleSpace = false
        return result
    }

    /// What a `Spacer` wants around it: nothing, and no distance from its neighbours.
    static let flexibleSpace: ViewSpacing = {
        var spacing = ViewSpacing.zero
        spacing.isFlexibleSpace = true
        return spacing
    }()

    /// The distance to keep from `next` along `axis` when `next` follows this view.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if isFlexibleSpace || next.isFlexibleSpace { return 0 }
        // Text above text keeps the lower text's leading, not 8 points.
        if axis == .vertical, isTextBottom, let leading = next.textTop { return leading }
        return axis == .horizontal
            ? Swift.max(edges.trailing, next.edges.leading)
            : Swift.max(edges.bottom, next.edges.top)
    }

    /// Merges another view's preferences into these, edge by edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) {
            self.edges.top = Swift.max(self.edges.top, other.edges.top)
            if let leading = other.textTop { textTop = Swift.max(textTop ?? leading, leading) }
        }
        if edges.contains(.bottom) { isTextBottom = isTextBottom || other.isTextBottom }
        if edges.contains(.leading) { self.edges.leading = Swift.max(self.edges.leading, other.edges.leading) }
        if edges.contains(.bottom) { self.edges.bottom = Swift.max(self.edges.bottom, other.edges.bottom) }
        if edges.contains(.trailing) { self.edges.trailing = Swift.max(self.edges.trailing, other.edges.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
