import Foundation

/// Effects that change how a view is drawn, not its layout, for
/// `visualEffect(_:)`: offsets, scales, rotations, opacity, blur and the
/// colour adjustments.
public protocol VisualEffect {
    /// The view drawn with these effects.
    func _apply(to view: AnyView) -> AnyView
}

/// No effect: what a `visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public func _apply(to view: AnyView) -> AnyView { view }
}

/// An effect, then another on top of it.
public struct _VisualEffectChain: VisualEffect {
    let base: any VisualEffect
    let step: (AnyView) -> AnyView

    public func _apply(to view: AnyView) -> AnyView { step(base._apply(to: view)) }
}

extension VisualEffect {
    private func then(_ step: @escaping (AnyView) -> AnyView) -> _VisualEffectChain {
        _VisualEffectChain(base: self, step: step)
    }

    public func offset(_ offset: CGSize) -> _VisualEffectChain { then { AnyView($0.offset(offset)) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { then { AnyView($0.offset(x: x, y: y)) } }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        then { AnyView($0.scaleEffect(s, anchor: anchor)) }
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    public func opacity(_ opacity: Double) -> _VisualEffectChain { then { AnyView($0.opacity(opacity)) } }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain {
        then { AnyView($0.blur(radius: radius, opaque: opaque)) }
    }
    public func brightness(_ amount: Double) -> _VisualEffectChain { then { AnyView($0.brightness(amount)) } }
    public func contrast(_ amount: Double) -> _VisualEffectChain { then { AnyView($0.contrast(amount)) } }
    public func saturation(_ amount: Double) -> _VisualEffectChain { then { AnyView($0.saturation(amount)) } }
    public func grayscale(_ amount: Double) -> _VisualEffectChain { then { AnyView($0.grayscale(amount)) } }
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { then { AnyView($0.hueRotation(angle)) } }
}

nonisolated extension View {
    /// The view drawn with the effects `effect` returns, given the view's
    /// geometry: the view keeps its place in the layout (drawn hidden) and
    /// is laid out again at its own size in an overlay, where the effects
    /// apply. `proxy.size` is the view's size; `proxy.frame(in: .global)`
    /// where it lies on the canvas.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View
    {
        hidden().overlay(alignment: .topLeading) {
            GeometryReader { proxy in
                effect(EmptyVisualEffect(), proxy)._apply(to: AnyView(self))
            }
        }
    }
}
