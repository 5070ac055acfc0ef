import Foundation

/// Places `child` in `bounds` so that its `alignment` guides meet the
/// bounds' own (the default guide values of a view of the bounds' size).
func align(_ child: LayoutSubview, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
    let frame = ViewDimensions(size: bounds.size)
    let dimensions = child.dimensions(in: proposal)
    child.place(
        at: CGPoint(
            x: bounds.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal],
            y: bounds.minY + frame[alignment.vertical] - dimensions[alignment.vertical]
        ),
        anchor: .topLeading, proposal: proposal
    )
}

/// `frame(width:height:alignment:)`: proposes the given lengths and answers
/// them; the child's own size where a length is not given.
nonisolated struct FrameLayout: Layout, KeepsChildSpacing {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return CGSize(width: width ?? 0, height: height ?? 0) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        align(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per dimension, as Apple documents it: with an ideal value and no
/// proposal, the ideal value; with neither min nor max, the child's length;
/// otherwise the proposal (the child's length when there is none) clamped
/// between `min ?? child` and `max ?? child`. In 100 points a 150-wide child
/// gives 150 under `maxWidth: .infinity` and 100 under `minWidth: 50`. The
/// child is offered the proposal clamped to the limits, or the ideal value
/// when there is none.
nonisolated struct FlexFrameLayout: Layout, KeepsChildSpacing {
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard let proposal else { return ideal }
            return clamp(proposal)
        }

        /// `value` between min and max; min wins when they contradict.
        func clamp(_ value: CGFloat) -> CGFloat {
            var result = value
            if let max { result = Swift.min(result, max) }
            if let min { result = Swift.max(result, min) }
            return result
        }

        func length(proposal: CGFloat?, child: CGFloat) -> CGFloat {
            if let ideal, proposal == nil { return ideal }
            let proposed = proposal ?? child
            // The proposal clamped between `min ?? child` and `max ?? child`,
            // written so that a missing limit is the child's own length and
            // min wins over a contradicting max.
            var result = child
            if let max { result = Swift.min(max, Swift.max(result, proposed)) }
            if let min { result = Swift.max(min, Swift.min(result, proposed)) }
            return result
        }

        /// min ≤ ideal ≤ max where given.
        var isOrdered: Bool {
            let low = min ?? -.infinity
            let middle = ideal ?? low
            let high = max ?? middle
            return low <= middle && middle <= high
        }
    }

    var width: Limits
    var height: Limits
    var alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(
            width: width.length(proposal: proposal.width, child: size.width),
            height: height.length(proposal: proposal.height, child: size.height)
        )
    }

    /// Placed, the child is offered the frame's own size, except along an
    /// axis the frame was offered nothing and has no ideal length, where a
    /// size strictly between the limits came from the child's ideal and
    /// stays unoffered. So `aspectRatio(contentMode: .fit).frame(maxHeight:
    /// 128)` without a height is drawn 128 high, as SwiftUI draws it.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        func placed(_ limits: Limits, _ proposed: CGFloat?, _ length: CGFloat) -> CGFloat? {
            let isInside = (limits.min ?? -.infinity) < length && length < (limits.max ?? .infinity)
            return limits.ideal == nil && proposed == nil && isInside ? nil : length
        }
        let placement = ProposedViewSize(
            width: placed(width, proposal.width, bounds.width),
            height: placed(height, proposal.height, bounds.height)
        )
        align(child, in: bounds, alignment: alignment, proposal: placement)
    }
}
