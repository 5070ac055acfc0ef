import Foundation

nonisolated extension View {
    /// A frame of fixed width and/or height; the child's size where nil.
    ///
    /// A negative or non-finite length is dropped with SwiftUI's warning,
    /// "Invalid frame dimension (negative or non-finite)".
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        var problems: [String] = []
        let layout = FrameLayout(
            width: FrameDimension.valid(width, problems: &problems),
            height: FrameDimension.valid(height, problems: &problems),
            alignment: alignment
        )
        return ModifierLayoutView(content: self, layout: layout, name: "frame", warnings: problems)
    }

    /// A flexible frame with minimum, ideal and maximum lengths.
    ///
    /// A negative or non-finite limit (but an infinite maximum) is dropped
    /// with SwiftUI's warning; limits out of order are a warning too.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        var problems: [String] = []
        func limits(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> FlexFrameLayout.Limits {
            FlexFrameLayout.Limits(
                min: FrameDimension.valid(min, problems: &problems),
                ideal: FrameDimension.valid(ideal, problems: &problems),
                max: FrameDimension.valid(max, allowsInfinity: true, problems: &problems)
            )
        }
        let layout = FlexFrameLayout(
            width: limits(minWidth, idealWidth, maxWidth), height: limits(minHeight, idealHeight, maxHeight),
            alignment: alignment
        )
        if !(layout.width.isOrdered && layout.height.isOrdered) {
            problems.append("Contradictory frame constraints specified: min ≤ ideal ≤ max does not hold")
        }
        return ModifierLayoutView(content: self, layout: layout, name: "frame", warnings: problems)
    }

    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifierLayoutView(
            content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), name: "fixedSize")
    }

    /// Padding on the given edges: 16 points when no length is given.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Padding of `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Padding by edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        ModifierLayoutView(content: self, layout: PaddingLayout(insets: insets), name: "padding")
    }

    /// `content` behind the view, offered the view's size.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        SecondaryView(content: self, secondary: content(), alignment: alignment, isBackground: true, name: "background")
    }

    /// A view behind this one, offered this view's size.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        SecondaryView(
            content: self, secondary: background, alignment: alignment, isBackground: true, name: "background")
    }

    /// The view's frame filled with `style` behind it. Where the view
    /// touches the safe area on `edges` the fill reaches out to the
    /// screen's edge, as SwiftUI's backgrounds do.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        SecondaryView(
            content: self, secondary: StyleFill(style: style, edges: edges), alignment: .center, isBackground: true,
            name: "background")
    }

    /// The view with the system background (white) behind it, out to the
    /// screen's edges where it touches the safe area on `edges`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Color.white, ignoresSafeAreaEdges: edges)
    }

    /// The view's frame filled with `style` in front of it, out to the
    /// screen's edges where it touches the safe area on `edges`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        SecondaryView(
            content: self, secondary: StyleFill(style: style, edges: edges), alignment: .center, isBackground: false,
            name: "overlay")
    }

    /// `content` in front of the view, offered the view's size.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View
    {
        SecondaryView(content: self, secondary: content(), alignment: alignment, isBackground: false, name: "overlay")
    }

    /// A view in front of this one, offered this view's size.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        SecondaryView(content: self, secondary: overlay, alignment: alignment, isBackground: false, name: "overlay")
    }

    /// A border drawn inside the view's bounds, in any shape style: a
    /// colour, `.tint`, `.quaternary`, a gradient. A width that is negative
    /// or not a number draws no border.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        let width = width.isFinite ? Swift.max(0, width) : 0
        return SecondaryView(
            content: self, secondary: BorderShape(style: Paint.Style(content), width: width), alignment: .center,
            isBackground: false, name: "border")
    }

    /// Moves the drawing, not the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifierLayoutView(
            content: self, layout: PassthroughLayout(offset: CGSize(width: x, height: y)), name: "offset")
    }

    /// Moves the drawing, not the layout.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Takes the whole proposal and puts the view's centre at the point.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifierLayoutView(content: self, layout: PositionLayout(position: CGPoint(x: x, y: y)), name: "position")
    }

    /// Takes the whole proposal and puts the view's centre at the point.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// The view at an aspect ratio (its own ideal one when nil), fitted to
    /// or filling the proposal.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifierLayoutView(
            content: self, layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode), name: "aspectRatio")
    }

    /// The view at the aspect ratio of `size`, fitted to or filling the proposal.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// The view at its own aspect ratio, fitted to the proposal: `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// The view at its own aspect ratio, filling the proposal: `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// The view's priority in its stack's sharing of space.
    public func layoutPriority(_ value: Double) -> some View {
        NodeAdjustingView(
            content: ModifierLayoutView(content: self, layout: PassthroughLayout(), name: "layoutPriority")
        ) {
            $0.traits.layoutPriority = value
        }
    }

    /// A value for the layout this view sits in, read with `subview[Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        NodeAdjustingView(content: self) { $0.traits.values[ObjectIdentifier(key)] = value }
    }

    /// Overrides a horizontal guide of the view.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        alignmentGuide(guide.key, computeValue: computeValue)
    }

    /// Overrides a vertical guide of the view.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        alignmentGuide(guide.key, computeValue: computeValue)
    }

    private func alignmentGuide(_ key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        NodeAdjustingView(
            content: ModifierLayoutView(content: self, layout: PassthroughLayout(), name: "alignmentGuide")
        ) {
            $0.traits.guides[key] = computeValue
        }
    }

    /// A name for the view in the layout result.
    public func id(_ id: String) -> some View {
        NodeAdjustingView(content: self) { $0.id = id }
    }

    /// The view's identity; in the layout result its name is the value's
    /// description (`String(describing:)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        self.id(String(describing: id))
    }
}

/// A shape style filling its frame, as a background or overlay draws it:
/// the style's own view (a Color, a gradient) or a rectangle filled with
/// it, drawn out to the screen's edges where it touches the safe area.
nonisolated struct StyleFill<S: ShapeStyle>: View, PrimitiveView {
    let style: S
    let edges: Edge.Set

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let fill: AnyView
        if let view = style as? any View {
            fill = Self.anyView(view)
        } else {
            fill = AnyView(Rectangle().fill(style))
        }
        let nodes = resolveNodes(fill.ignoresSafeArea(.container, edges: edges), in: environment)
        // The reach into the unsafe area is part of how a background draws, not a view the user wrote.
        for node in nodes { node.isImplicit = true }
        return nodes
    }

    private static func anyView(_ view: any View) -> AnyView {
        func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
        return open(view)
    }
}

/// Frame lengths as SwiftUI checks them.
enum FrameDimension {
    static let invalid = "Invalid frame dimension (negative or non-finite)"

    /// `length` when it is finite and not negative (or +infinity where
    /// allowed), else nil with SwiftUI's warning added to `problems`.
    static func valid(_ length: CGFloat?, allowsInfinity: Bool = false, problems: inout [String]) -> CGFloat? {
        guard let length else { return nil }
        if length >= 0 && (length.isFinite || allowsInfinity) { return length }
        if !problems.contains(invalid) { problems.append(invalid) }
        return nil
    }
}

/// The stroke a border draws: a rectangle's outline inside the bounds.
nonisolated struct BorderShape: View, PrimitiveView {
    let style: Paint.Style
    let width: CGFloat

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        // A border no width wide draws nothing (Cairo would draw a hairline).
        guard width > 0 else { return [] }
        let node = ViewNode(
            name: "Rectangle", content: .fill, environment: environment,
            paint: .stroke(style, .rectangle, StrokeStyle(lineWidth: width), inset: true))
        node.isImplicit = true
        return [node]
    }
}
