import Foundation

nonisolated extension View {
    /// The view's drawing — everything inside it, text included — mirrored
    /// horizontally within its frame when the layout direction is right to
    /// left and `enabled`. Layout is unchanged.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        DirectionMirroringView(
            content: self, behavior: enabled ? .mirrors : .fixed, name: "flipsForRightToLeftLayoutDirection")
    }

    /// The view's drawing mirrored horizontally within its frame in the
    /// layout direction `behavior` names (`.mirrors`: right to left;
    /// `.fixed`: never). Layout is unchanged.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        DirectionMirroringView(content: self, behavior: behavior, name: "layoutDirectionBehavior")
    }
}

/// A view whose drawing is mirrored in one layout direction: a node that
/// places its child as it is, with a horizontal flip about its centre as its
/// drawing effect when its environment's direction is the one named.
nonisolated struct DirectionMirroringView<Content: View>: View, PrimitiveView {
    let content: Content
    let behavior: LayoutDirectionBehavior
    let name: String

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let mirrors = behavior.mirrors(in: environment.layoutDirection)
        return resolveNodes(content, in: environment).map { node in
            let wrapper = ViewNode(
                wrapping: node, name: name, layout: LayoutBox(layout: PassthroughLayout()), environment: environment)
            if mirrors { wrapper.effect = .horizontalMirror }
            return wrapper
        }
    }
}

extension DrawingEffect {
    /// A horizontal flip about the frame's centre: a scale of −1 across.
    static let horizontalMirror = DrawingEffect.scale(CGSize(width: -1, height: 1), anchor: .center)
}
