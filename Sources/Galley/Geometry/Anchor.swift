import Foundation

/// A geometry value of a view — its bounds, a rect or a point in it —
/// that a view further up resolves into its own coordinates with
/// `GeometryProxy`'s subscript. Made by `anchorPreference(key:value:transform:)`
/// once the view is placed.
public struct Anchor<Value>: Sendable {
    /// The anchored view's frame in root coordinates.
    let frame: CGRect
    let source: Source

    /// The value in the coordinates of a view whose top-leading corner is
    /// at `origin` in root coordinates.
    func value(in origin: CGPoint) -> Value {
        source.resolve(frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// What of a view an anchor holds.
    public struct Source: Sendable {
        /// The value for the view's frame in some coordinates.
        let resolve: @Sendable (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.value(in: .zero) == rhs.value(in: .zero)
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value(in: .zero))
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

    /// `rect`, in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point`, in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Several sources' values, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in array.map { $0.resolve(frame) } }
    }

    /// The source's value, or nil where there is no source.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in anchor?.resolve(frame) }
    }
}
