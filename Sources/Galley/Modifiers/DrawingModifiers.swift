import Foundation

extension View {
    /// The view drawn at `opacity` (0…1), as one layer; layout is unchanged.
    public func opacity(_ opacity: Double) -> some View {
        drawing(.opacity(opacity.isNaN ? 1 : Swift.min(1, Swift.max(0, opacity))), name: "opacity")
    }

    /// The view's drawing cut to its frame.
    public func clipped() -> some View {
        drawing(.clip(.rectangle), name: "clipped")
    }

    /// The view's drawing cut to a shape filling its frame; `style`'s
    /// even-odd rule matters for paths whose subpaths overlap.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        if let kind = (shape as? any BuiltInShape)?.kind, style == FillStyle() {
            return drawing(.clip(kind), name: "clipShape")
        }
        return ModifierLayoutView(content: self, layout: PassthroughLayout(), name: "clipShape", effectForSize: { size in
            .clip(.path(shape.path(in: CGRect(origin: .zero, size: size)), style))
        })
    }

    /// `shape` filled with `style` behind the view, sized to it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// `shape` filled with `style` in front of the view, sized to it.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// The view's drawing cut to a rectangle with rounded corners.
    public func cornerRadius(_ radius: CGFloat) -> some View {
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
