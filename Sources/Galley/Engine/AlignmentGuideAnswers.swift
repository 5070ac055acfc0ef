import Foundation
import GalleyText

/// The pass's alignment guides: a node's dimensions, whose guides are
/// asked of its alignment guide modifiers, its text's baselines or its
/// layout, and kept on the node (``LayoutAnswers``).
extension LayoutContext {
    func dimensions(of node: ViewNode, proposal: ProposedViewSize) -> ViewDimensions {
        guard inTime() else { return ViewDimensions(size: .zero) { _, _ in nil } }
        let proposal = proposal.sanitized
        let size = self.size(of: node, proposal: proposal)
        return ViewDimensions(size: size) { [unowned self] key, dimensions in
            // The guide depends only on the node and its size, which the proposal sets.
            guard dimensions.size == size else {
                return self.explicitGuide(key, of: node, proposal: proposal, dimensions: dimensions)
            }
            let question = LayoutAnswers.GuideQuestion(proposal: proposal, guide: key.id, axis: key.axis)
            if let cached = node.answers.guides[question] { return cached }
            let value = self.explicitGuide(key, of: node, proposal: proposal, dimensions: dimensions)
            node.answers.guides[question] = .some(value)
            return value
        }
    }

    /// A guide the node sets itself: an alignment guide modifier, a text
    /// baseline, or what its layout reports.
    private func explicitGuide(
        _ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize, dimensions: ViewDimensions
    ) -> CGFloat? {
        if let guide = node.traits.guides[key] {
            // The closure sees the view's own dimensions without this override.
            var withoutOverride = node.traits.guides
            withoutOverride[key] = nil
            let inner = ViewDimensions(size: dimensions.size) { [unowned self] innerKey, innerDimensions in
                if innerKey != key, let other = withoutOverride[innerKey] { return other(innerDimensions) }
                return self.intrinsicGuide(innerKey, of: node, proposal: proposal, size: innerDimensions.size)
            }
            return guide(inner)
        }
        return intrinsicGuide(key, of: node, proposal: proposal, size: dimensions.size)
    }

    private func intrinsicGuide(
        _ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize, size: CGSize
    ) -> CGFloat? {
        switch node.content {
        case .text:
            guard let layout = textLayout(of: node, proposal: proposal), layout.lineCount > 0 else { return nil }
            if key == VerticalAlignment.firstTextBaseline.key { return CGFloat(layout.firstBaseline) }
            if key == VerticalAlignment.lastTextBaseline.key { return CGFloat(layout.lastBaseline) }
            // A list row's separator starts where its first text does.
            if key == HorizontalAlignment.listRowSeparatorLeading.key { return 0 }
            return nil
        case .layout(let layout):
            let subviews = self.subviews(of: node)
            var cache = self.cache(of: node, layout: layout, subviews: subviews)
            defer { caches[ObjectIdentifier(node)] = cache }
            return layout.explicitAlignment(
                of: key, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache
            )
        case .image(let natural, _, let baseline?):
            guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
                return nil
            }
            // A resized symbol keeps its baseline at the same fraction of its height.
            return natural.height > 0 ? baseline * size.height / natural.height : baseline
        default:
            return nil
        }
    }
}
