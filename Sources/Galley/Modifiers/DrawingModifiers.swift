import Foundation

nonisolated extension View {
    /// The view drawn at `opacity` (0…1), as one layer; layout is unchanged.
    public func opacity(_ opacity: Double) -> some View {
        drawing(.opacity(opacity.isNaN ? 1 : Swift.min(1, Swift.max(0, opacity))), name: "opacity")
    }

    /// The view's drawing cut to its frame (its edges are axis-aligned:
    /// `antialiased` changes nothing on the pixel grid).
    public func clipped(antialiased: Bool = false) -> some View {
        drawing(.clip(.rectangle), name: "clipped")
    }

    /// The view's drawing cut to a shape filling its frame; `style`'s
    /// even-odd rule matters for paths whose subpaths overlap. A shape
    /// that mirrors in the view's layout direction clips mirrored.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        NodeAdjustingView(content: ModifierLayoutView(content: self, layout: PassthroughLayout(), name: "clipShape")) {
            node in
            if let kind = (shape as? any BuiltInShape)?.kind, style == FillStyle() {
                node.effect = .clip(kind)
                return
            }
            let mirrored = shape.layoutDirectionBehavior.mirrors(in: node.environment.layoutDirection)
            node.effectForSize = { size in
                let frame = CGRect(origin: .zero, size: size)
                let path = shape.path(in: frame)
                return .clip(.path(mirrored ? path.mirroredHorizontally(in: frame) : path, style))
            }
        }
    }

    /// `shape` filled with `style` behind the view, sized to it.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// `shape` filled with `style` in front of the view, sized to it.
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// The view's drawing cut to a rectangle with rounded corners, their
    /// edges smoothed (`antialiased: false` is drawn smoothed too).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        drawing(.clip(.roundedRectangle(cornerRadius: radius)), name: "cornerRadius")
    }

    /// The view not drawn, its space kept.
    public func hidden() -> some View {
        drawing(.hidden, name: "hidden")
    }

    func drawing(_ effect: DrawingEffect, name: String) -> ModifierLayoutView<PassthroughLayout, Self> {
        ModifierLayoutView(content: self, layout: PassthroughLayout(), name: name, effect: effect)
    }
}
