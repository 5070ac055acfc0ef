import Foundation

/// Limits that keep effects' work and memory bounded whatever is asked.
public enum EffectLimits {
    /// The largest shadow or blur radius, in points; larger ones are drawn at this.
    public static let maximumRadius: CGFloat = 1_000
    /// The largest scale factor (in magnitude) of `scaleEffect`; larger ones are drawn at this.
    public static let maximumScale: CGFloat = 1_000
}

nonisolated extension View {
    /// A shadow beneath the view: its drawing's alpha blurred by a Gaussian
    /// of standard deviation `radius / 2` (SwiftUI's radius being about two
    /// standard deviations), tinted with `color` and moved by `x`, `y`.
    /// Radius 0 is a hard shadow. Layout is unchanged.
    ///
    /// A radius that is not finite or is negative counts as 0, and one over
    /// ``EffectLimits/maximumRadius`` as that; offsets that are not finite as 0.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        let offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
        return drawing(.shadow(color: color, radius: Self.effectRadius(radius), offset: offset), name: "shadow")
    }

    /// The view's drawing blurred by a Gaussian of standard deviation
    /// `radius / 2`; when `opaque`, kept within its frame, the edges
    /// extended rather than fading out. Layout is unchanged; radii are
    /// bounded as ``shadow(color:radius:x:y:)``'s.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        drawing(.blur(radius: Self.effectRadius(radius), opaque: opaque), name: "blur")
    }

    /// The view's drawing turned by `angle` (positive: clockwise on screen)
    /// about `anchor` of its frame. Layout is unchanged; an angle that is
    /// not finite does not turn.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let angle = angle.radians.isFinite ? angle : .zero
        return drawing(.rotation(angle, anchor: Self.effectAnchor(anchor)), name: "rotationEffect")
    }

    /// The view's drawing turned by `angle` about `axis` through `anchor`
    /// (lifted `anchorZ` toward the viewer) and seen in perspective, as
    /// Core Animation projects it: m34 = −`perspective` / max(width, height);
    /// 0 is a flat (orthographic) projection. Drawn as pixels resampled
    /// through the projection (bilinear), in SVG and PDF an embedded image;
    /// what turns behind the viewer is not drawn. Layout is unchanged.
    /// An angle, axis or anchor that is not finite, or an axis of no length,
    /// does not turn; a perspective that is not finite counts as 1, an
    /// `anchorZ` as 0.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let anchor = Self.effectAnchor(anchor)
        let anchorZ = anchorZ.isFinite ? anchorZ : 0, perspective = perspective.isFinite ? perspective : 1
        let axis = (x: Double(axis.x), y: Double(axis.y), z: Double(axis.z))
        return NodeAdjustingView(
            content: ModifierLayoutView(content: self, layout: PassthroughLayout(), name: "rotation3DEffect")
        ) { node in
            node.effectForSize = { size in
                guard angle.radians != 0,
                    let projection = ProjectiveTransform.rotation3D(
                        angle, axis: axis, anchor: anchor, anchorZ: Double(anchorZ), perspective: Double(perspective),
                        size: size
                    )
                else { return .projection(.identity) }
                return .projection(projection)
            }
        }
    }

    /// The view's drawing scaled by `s` about `anchor` of its frame.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// The view's drawing scaled by `scale`'s width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// The view's drawing scaled by `x` and `y` about `anchor` of its frame.
    /// Layout is unchanged. A factor of 0 draws nothing; one that is not
    /// finite does not scale; magnitudes over ``EffectLimits/maximumScale``
    /// are drawn at that.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        func factor(_ value: CGFloat) -> CGFloat {
            value.isFinite ? Swift.min(EffectLimits.maximumScale, Swift.max(-EffectLimits.maximumScale, value)) : 1
        }
        return drawing(
            .scale(CGSize(width: factor(x), height: factor(y)), anchor: Self.effectAnchor(anchor)), name: "scaleEffect")
    }

    /// The view's painting order among its siblings — in a ZStack, an
    /// overlay or background, any container: higher values are drawn later,
    /// on top; equal values keep their order. Layout and the order of the
    /// layout's children are unchanged. NaN counts as 0.
    public func zIndex(_ value: Double) -> some View {
        NodeAdjustingView(content: ModifierLayoutView(content: self, layout: PassthroughLayout(), name: "zIndex")) {
            $0.traits.zIndex = value.isNaN ? 0 : value
        }
    }

    private static func effectRadius(_ radius: CGFloat) -> CGFloat {
        radius.isFinite ? Swift.min(EffectLimits.maximumRadius, Swift.max(0, radius)) : 0
    }

    private static func effectAnchor(_ anchor: UnitPoint) -> UnitPoint {
        anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
    }
}
