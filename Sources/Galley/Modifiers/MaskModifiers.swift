import Foundation

nonisolated extension View {
    /// The view drawn only where `mask` draws, through its alpha (its
    /// colours do not matter). The mask is laid out as an overlay is,
    /// offered the view's size and aligned on it; layout is unchanged.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// The view drawn only where `mask` draws (iOS 13's form, centred).
    @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskView(content: self, mask: mask, alignment: .center)
    }

    /// The view drawn as one layer, composited onto what is beneath once,
    /// so an opacity or colour effect outside applies to the flattened
    /// result. Layout is unchanged.
    public func compositingGroup() -> some View {
        drawing(.group, name: "compositingGroup")
    }

    /// The view drawn as one layer, as ``compositingGroup()``: Galley
    /// always draws offscreen layers the same way, so `opaque` and
    /// `colorMode` change nothing (colours stay in sRGB).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        drawing(.group, name: "drawingGroup")
    }
}

/// The colour space an offscreen layer is drawn in.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

/// `mask`: the content and, last, the mask, aligned on it as an overlay.
nonisolated struct MaskView<Content: View, Mask: View>: View, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        resolveNodes(content, in: environment).map { node in
            let maskNode = ViewNode.stacked(
                resolveNodes(mask, in: environment), alignment: alignment, environment: environment)
            let wrapper = ViewNode(
                name: "mask",
                content: .layout(LayoutBox(layout: SecondaryLayout(alignment: alignment, primaryIndex: 0))),
                children: [node, maskNode], environment: environment
            )
            wrapper.traits.inherit(from: node.traits)
            wrapper.effect = .mask
            return wrapper
        }
    }
}
