import Foundation

/// The subviews a layout arranges: proxies that answer proposals and take
/// placements, never the views themselves.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let context: LayoutContext
    let nodes: [ViewNode]
    let range: Range<Int>

    /// The layout direction of the container: its environment's.
    ///
    /// A layout rarely needs it: in a right-to-left environment Galley
    /// mirrors every placement within the container's bounds afterwards
    /// (as SwiftUI "horizontally flips the x position of each view within
    /// its parent"), so a layout that places from `bounds.minX` gets its
    /// first subview at the right.
    public let layoutDirection: LayoutDirection

    /// The stack orientation that the layout around the container declares
    /// in its ``Layout/layoutProperties`` (an HStack's `.horizontal`), nil
    /// outside a stack: the axis a Spacer grows along and a Divider lies
    /// across. SwiftUI gives it to its spacers the same way; a custom
    /// layout that declares an orientation gets spacers that follow it.
    package let enclosingStackOrientation: Axis?

    init(
        context: LayoutContext, nodes: [ViewNode], layoutDirection: LayoutDirection = .leftToRight,
        enclosingStackOrientation: Axis? = nil
    ) {
        self.context = context
        self.nodes = nodes
        self.range = nodes.indices
        self.layoutDirection = layoutDirection
        self.enclosingStackOrientation = enclosingStackOrientation
    }

    private init(
        context: LayoutContext, nodes: [ViewNode], range: Range<Int>, layoutDirection: LayoutDirection,
        enclosingStackOrientation: Axis?
    ) {
        self.context = context
        self.nodes = nodes
        self.range = range
        self.layoutDirection = layoutDirection
        self.enclosingStackOrientation = enclosingStackOrientation
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(context: context, node: nodes[index], index: index)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(
            context: context, nodes: nodes, range: bounds, layoutDirection: layoutDirection,
            enclosingStackOrientation: enclosingStackOrientation)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.range == rhs.range && lhs.layoutDirection == rhs.layoutDirection
            && lhs.enclosingStackOrientation == rhs.enclosingStackOrientation
            && lhs.nodes.count == rhs.nodes.count
            && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// One subview of a layout.
public struct LayoutSubview: Equatable {
    let context: LayoutContext
    let node: ViewNode
    /// The subview's position among its siblings.
    let index: Int

    /// The size the subview needs for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        context.size(of: node, proposal: proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        context.dimensions(of: node, proposal: proposal)
    }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        context.recordPlacement(index: index, position: position, anchor: anchor, proposal: proposal)
    }

    /// Places the subview as `place(at:anchor:proposal:)` does, in a safe
    /// area of its own (what `ignoresSafeArea` and `safeAreaInset` change).
    func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize, safeArea: SafeArea?) {
        context.recordPlacement(
            index: index, position: position, anchor: anchor, proposal: proposal, safeArea: safeArea)
    }

    /// Leaves the subview out of the picture, with `warning` (recorded
    /// once, at the subview's place in the source): a layout calls this
    /// instead of placing it.
    func hide(warning: String) {
        context.warn(warning, at: node)
        context.recordHidden(index: index)
    }

    /// The safe area of the view whose subview this is, while it is placed.
    var safeArea: SafeArea? { context.safeArea }

    /// The subview's own subviews, when it is a container laid out by an
    /// `L`: a Grid sizes its GridRows' cells itself.
    package func subviews<L: Layout>(laidOutBy type: L.Type) -> LayoutSubviews? {
        guard case .layout(let layout) = node.content, layout is LayoutBox<L> else { return nil }
        return context.subviews(of: node)
    }

    /// Gives the subview's layout, an `L`, the cache it places its own
    /// subviews with: what the container worked out for it (a Grid's
    /// columns, for a GridRow). Call it before placing the subview.
    package func setCache<L: Layout>(of type: L.Type, to cache: L.Cache) {
        guard case .layout(let layout) = node.content, layout is LayoutBox<L> else { return }
        context.setCache(cache, of: node)
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { node.traits.layoutPriority }

    /// The spacing the subview wants around it.
    public var spacing: ViewSpacing { context.spacing(of: node) }

    /// A value the subview set with `layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.traits.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// A key for a value a view hands to the layout it is in.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
