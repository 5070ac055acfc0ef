import Foundation

/// The safe area where a view is placed, in canvas coordinates: the
/// rectangle content keeps to (clear of a status bar, a home indicator, a
/// `safeAreaInset` bar), and the rectangle a view ignoring it may reach
/// (the screen, or the edge of the view that inset it).
public struct SafeArea: Hashable, Sendable {
    /// Where content is safe.
    public var safe: CGRect
    /// How far a view that ignores the safe area extends, edge by edge.
    public var bounds: CGRect

    public init(safe: CGRect, bounds: CGRect) {
        self.safe = safe
        self.bounds = bounds
    }

    /// `bounds` less `insets`: a device screen and its status bar and home indicator.
    public init(bounds: CGRect, insets: EdgeInsets) {
        self.init(
            safe: CGRect(
                x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
                height: Swift.max(0, bounds.height - insets.top - insets.bottom)
            ),
            bounds: bounds
        )
    }

    /// How far an edge of a frame may be from the safe area's and still touch it.
    private static let touching: CGFloat = 1e-3

    /// `rect` grown on each of `edges` where it touches (or crosses) the
    /// safe area's edge, out to ``bounds``: where a view ignoring the safe
    /// area on those edges is drawn.
    public func expanded(_ rect: CGRect, ignoring edges: Edge.Set) -> CGRect {
        var result = rect
        if edges.contains(.top), rect.minY <= safe.minY + Self.touching, bounds.minY < rect.minY {
            result.origin.y = bounds.minY
            result.size.height = rect.maxY - bounds.minY
        }
        if edges.contains(.bottom), rect.maxY >= safe.maxY - Self.touching, bounds.maxY > rect.maxY {
            result.size.height = bounds.maxY - result.minY
        }
        if edges.contains(.leading), rect.minX <= safe.minX + Self.touching, bounds.minX < rect.minX {
            result.origin.x = bounds.minX
            result.size.width = rect.maxX - bounds.minX
        }
        if edges.contains(.trailing), rect.maxX >= safe.maxX - Self.touching, bounds.maxX > rect.maxX {
            result.size.width = bounds.maxX - result.minX
        }
        return result
    }

    /// The safe area inside a view that ignores it on `edges`: safe out to
    /// the bounds there.
    public func ignoring(_ edges: Edge.Set) -> SafeArea {
        SafeArea(safe: expanded(safe, ignoring: edges), bounds: bounds)
    }

    /// The safe area of content placed in `inner`, inside a view at `outer`
    /// that makes `edges` unsafe (`safeAreaInset`, `safeAreaPadding`): on
    /// those edges the content is safe only inside `inner`, and a view
    /// ignoring the safe area reaches `outer`'s edge, or this area's bounds
    /// where `outer` touches the safe edge.
    public func inset(to inner: CGRect, within outer: CGRect, edges: Edge.Set) -> SafeArea {
        let reach = expanded(outer, ignoring: edges)
        var safe = self.safe, bounds = self.bounds
        func edge(_ edge: Edge) -> Bool { edges.contains(Edge.Set(edge)) }
        if edge(.top) {
            let top = Swift.max(safe.minY, inner.minY)
            safe = CGRect(x: safe.minX, y: top, width: safe.width, height: Swift.max(0, safe.maxY - top))
            bounds = CGRect(
                x: bounds.minX, y: reach.minY, width: bounds.width, height: Swift.max(0, bounds.maxY - reach.minY))
        }
        if edge(.bottom) {
            safe.size.height = Swift.max(0, Swift.min(safe.maxY, inner.maxY) - safe.minY)
            bounds.size.height = Swift.max(0, reach.maxY - bounds.minY)
        }
        if edge(.leading) {
            let leading = Swift.max(safe.minX, inner.minX)
            safe = CGRect(x: leading, y: safe.minY, width: Swift.max(0, safe.maxX - leading), height: safe.height)
            bounds = CGRect(
                x: reach.minX, y: bounds.minY, width: Swift.max(0, bounds.maxX - reach.minX), height: bounds.height)
        }
        if edge(.trailing) {
            safe.size.width = Swift.max(0, Swift.min(safe.maxX, inner.maxX) - safe.minX)
            bounds.size.width = Swift.max(0, reach.maxX - bounds.minX)
        }
        return SafeArea(safe: safe, bounds: bounds)
    }

    /// The safe area mirrored left to right within `container`: how a
    /// layout placing in a right-to-left environment sees it (its
    /// placements are mirrored back within the same rectangle).
    public func mirrored(within container: CGRect) -> SafeArea {
        func mirror(_ rect: CGRect) -> CGRect {
            CGRect(x: container.minX + container.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        return SafeArea(safe: mirror(safe), bounds: mirror(bounds))
    }
}
