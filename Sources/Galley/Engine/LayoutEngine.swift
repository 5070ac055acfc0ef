import Foundation
import GalleyText

@_exported import GalleyText

/// Lays out view trees: the entry point of Galley's layout.
public struct LayoutEngine: Sendable {
    /// The text engine every Text is measured by.
    public let textEngine: TextEngine

    public init(textEngine: TextEngine) {
        self.textEngine = textEngine
    }

    /// An engine over the bundled fonts.
    public init() throws(FontError) {
        self.init(textEngine: try TextEngine())
    }

    /// Lays `view` out for `proposal`, placing it at `origin`, with
    /// positions on the pixel grid of `displayScale`.
    public func layout<V: View>(
        _ view: V, proposal: ProposedViewSize, at origin: CGPoint = .zero, displayScale: CGFloat = 1
    ) -> LayoutResult {
        let nodes = resolveNodes(view, in: EnvironmentValues())
        let root = nodes.count == 1 ? nodes[0] : ViewNode(
            name: "VStack", content: .layout(LayoutBox(layout: VStackLayout())), children: nodes, environment: EnvironmentValues()
        )
        let context = LayoutContext(textEngine: textEngine, displayScale: displayScale)
        collectWarnings(root, into: context)
        let placed = context.place(root, at: origin, proposal: proposal)
        return LayoutResult(root: placed, warnings: context.warnings, measurementCount: context.measurements)
    }

    /// The size `view` needs for `proposal`, without placing it.
    public func sizeThatFits<V: View>(_ view: V, proposal: ProposedViewSize, displayScale: CGFloat = 1) -> CGSize {
        layout(view, proposal: proposal, displayScale: displayScale).root.frame.size
    }

    private func collectWarnings(_ node: ViewNode, into context: LayoutContext) {
        if let warning = node.warning { context.warn(warning) }
        for child in node.children { collectWarnings(child, into: context) }
    }
}
