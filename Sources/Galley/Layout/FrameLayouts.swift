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
struct FrameLayout: Layout {
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
struct FlexFrameLayout: Layout {
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

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        align(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }
}

/// `fixedSize(horizontal:vertical:)`: the child's ideal length on the fixed axes.
struct FixedSizeLayout: Layout {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal))
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }
    }
}

/// `padding`: the proposal less the insets (never below 0); the child's size plus them.
struct PaddingLayout: Layout {
    var insets: EdgeInsets

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { Swift.max(0, $0 - insets.top - insets.bottom) }
        )
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
            proposal: childProposal(proposal)
        )
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }.map { $0 + insets.top }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: childProposal(proposal))[explicit: guide] }.map { $0 + insets.leading }
    }
}

/// `background` and `overlay`: the primary view's size; the secondary is
/// offered that size and aligned on it.
struct SecondaryLayout: Layout {
    var alignment: Alignment
    /// Which subview is the primary (the background is drawn first, so it comes first).
    var primaryIndex: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.indices.contains(subviews.startIndex + primaryIndex) else { return .zero }
        return subviews[subviews.startIndex + primaryIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            if index == primaryIndex {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                align(subview, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
            }
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard subviews.indices.contains(subviews.startIndex + primaryIndex) else { return nil }
        return subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard subviews.indices.contains(subviews.startIndex + primaryIndex) else { return nil }
        return subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide]
    }
}

/// A layout that changes nothing but where its child is drawn: `offset`
/// moves the drawing, and drawing modifiers (opacity, clipping) wrap
/// their view in it. The child keeps its size and its alignment guides.
struct PassthroughLayout: Layout {
    var offset: CGSize = .zero

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading, proposal: proposal)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: proposal)[explicit: guide] }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first.flatMap { $0.dimensions(in: proposal)[explicit: guide] }
    }
}

/// `position(x:y:)`: takes the whole proposal and centres the child on the point.
struct PositionLayout: Layout {
    var position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: proposal)
    }
}

/// How `aspectRatio` fits its shape into the proposal.
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio covering the proposal.
    case fill
}

/// `aspectRatio(_:contentMode:)`: proposes the child a size of the ratio
/// fitted to (or filling) the proposal, and answers the child's size.
struct AspectRatioLayout: Layout {
    var ratio: CGFloat?
    var contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, subviews: Subviews) -> ProposedViewSize {
        guard let child = subviews.first else { return proposal }
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio.isFinite, ratio > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            let fitted = contentMode == .fit ? Swift.min(width, height * ratio) : Swift.max(width, height * ratio)
            return ProposedViewSize(width: fitted, height: fitted / ratio)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews: subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        align(child, in: bounds, alignment: .center, proposal: childProposal(proposal, subviews: subviews))
    }
}
