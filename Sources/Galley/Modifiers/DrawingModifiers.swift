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

    /// The view's drawing cut to a shape filling its frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        drawing(.clip((shape as? any BuiltInShape)?.kind ?? .rectangle), name: "clipShape")
    }

    /// The view's drawing cut to a rectangle with rounded corners.
    public func cornerRadius(_ radius: CGFloat) -> some View {
        drawing(.clip(.roundedRectangle(cornerRadius: radius)), name: "cornerRadius")
    }

    /// The view not drawn, its space kept.
    public func hidden() -> some View {
        drawing(.hidden, name: "hidden")
    }

    private func drawing(_ effect: DrawingEffect, name: String) -> some View {
        ModifierLayoutView(content: self, layout: PassthroughLayout(), name: name, effect: effect)
    }
}
