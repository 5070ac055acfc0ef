import Foundation

/// A layout that lines its subviews up along one axis. HStackLayout and
/// VStackLayout are this and only their axis, alignment and spacing.
///
/// SwiftUI's stack algorithm: without a length along the axis every child
/// gets its ideal length. Otherwise the length less the spacing is shared
/// out: children are taken by layout priority (highest first), and within
/// a priority from the least flexible (max − min along the axis) to the
/// most; each is offered an equal share of what is left, the higher groups
/// keeping back the minimum lengths of the lower ones. A spacer's priority
/// is the lowest there is, so the views beside it are sized first and it
/// takes what they leave, less nothing but its minimum length.
///
/// Spacers and dividers inside grow and lie along ``axis`` because the
/// stack says so in ``Layout/layoutProperties``, as a custom layout can.
nonisolated protocol StackLayout: Layout where Cache == Void {
    /// The cross-axis guide type: VerticalAlignment for a horizontal stack.
    associatedtype CrossAlignment: StackAlignment
    /// The axis the subviews are lined up along.
    static var axis: Axis { get }
    /// The guide the subviews line up on across the axis.
    var alignment: CrossAlignment { get }
    /// The distance between subviews; nil for each pair's preference.
    var spacing: CGFloat? { get }
}

/// An alignment on one axis, which a stack lines its subviews up on.
protocol StackAlignment {
    var key: AlignmentKey { get }
}

extension HorizontalAlignment: StackAlignment {}
extension VerticalAlignment: StackAlignment {}

// MARK: The Layout requirements

nonisolated extension StackLayout {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        stackSpacing(subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeAlongAxis(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        explicitGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        explicitGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

// MARK: The algorithm

nonisolated extension StackLayout {
    /// The cross-axis guide children line up on.
    private var guide: AlignmentKey { alignment.key }

    /// The gaps between consecutive children.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex..<subviews.endIndex - 1).map { index in
            let current = subviews[index]
            let next = subviews[index + 1]
            if let spacing { return spacing }
            return current.spacing.distance(to: next.spacing, along: Self.axis)
        }
    }

    /// The stack's spacing preferences: its first child's at its start, its
    /// last child's at its end, and every child's across (a VStack of texts
    /// is a text above and below).
    func stackSpacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .default }
        let start: Edge.Set = Self.axis == .horizontal ? .leading : .top
        let end: Edge.Set = Self.axis == .horizontal ? .trailing : .bottom
        let across: Edge.Set = Self.axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
        var result = ViewSpacing.zero
        result.formUnion(first.spacing, edges: start)
        result.formUnion(last.spacing, edges: end)
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        return result
    }

    /// A proposal with `along` on the stack axis and the stack's own proposal across.
    private func proposal(along: CGFloat?, _ stackProposal: ProposedViewSize) -> ProposedViewSize {
        var result = stackProposal
        result[Self.axis] = along
        return result
    }

    /// The proposal each child gets and the size it answers.
    func allot(proposal: ProposedViewSize, subviews: LayoutSubviews) -> [(proposal: ProposedViewSize, size: CGSize)] {
        let children = Array(subviews)
        guard let length = proposal[Self.axis] else {
            return children.map { child in
                let childProposal = self.proposal(along: nil, proposal)
                return (childProposal, child.sizeThatFits(childProposal))
            }
        }
        var result = [(proposal: ProposedViewSize, size: CGSize)](repeating: (proposal, .zero), count: children.count)
        var available = length - gaps(subviews).reduce(0, +)
        let minimums = children.map { $0.sizeThatFits(self.proposal(along: 0, proposal))[Self.axis] }
        let maximums = children.map { $0.sizeThatFits(self.proposal(along: .infinity, proposal))[Self.axis] }
        let priorities = Set(children.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let members = children.indices.filter { children[$0].priority == priority }
            let reserved = children.indices.filter { children[$0].priority < priority }.map { minimums[$0] }.reduce(
                0, +)
            let order = SpaceSharing.byFlexibility(minimums: minimums, maximums: maximums, among: members)
            let taken = SpaceSharing.share(available - reserved, order: order) { index, share in
                let childProposal = self.proposal(along: share, proposal)
                let size = children[index].sizeThatFits(childProposal)
                result[index] = (childProposal, size)
                return size[Self.axis]
            }
            available -= taken.map(\.length).reduce(0, +)
        }
        return result
    }

    /// Where each child's guide sits from the stack's cross-axis start, and the cross extent.
    private func crossOffsets(
        _ subviews: LayoutSubviews, _ allotment: [(proposal: ProposedViewSize, size: CGSize)]
    ) -> (offsets: [CGFloat], extent: CGFloat) {
        let dimensions = zip(subviews, allotment).map { $0.dimensions(in: $1.proposal) }
        let guides = dimensions.map { $0.value(of: guide) }
        let above = zip(guides, dimensions).map { guide, _ in guide }.max() ?? 0
        let below =
            zip(guides, dimensions).map { guide, dimension in dimension.size[Self.axis.cross] - guide }.max() ?? 0
        // The child with the most above its guide sets where the guide line is.
        let offsets = guides.map { above - $0 }
        return (offsets, above + below)
    }

    func stackSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let allotment = allot(proposal: proposal, subviews: subviews)
        var along = allotment.map { $0.size[Self.axis] }.reduce(0, +) + gaps(subviews).reduce(0, +)
        // A stack whose children fill its length (a spacer takes what the
        // others leave) is that length, not a rounding error off it.
        if let length = proposal[Self.axis], abs(along - length) <= 1e-9 * Swift.max(1, abs(length)) { along = length }
        return CGSize(Self.axis, along: along, across: crossOffsets(subviews, allotment).extent)
    }

    /// Places the children in order along the axis. Across it, each child
    /// is offered the stack's own extent (a fixed-size VStack's rectangle
    /// spans its widest text), and lined up on the guide at that offer.
    func placeAlongAxis(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let allotment = allot(proposal: proposal, subviews: subviews).map { item in
            var placement = item.proposal
            placement[Self.axis.cross] = bounds.size[Self.axis.cross]
            return (proposal: placement, size: item.size)
        }
        let gaps = self.gaps(subviews)
        let cross = crossOffsets(subviews, allotment)
        var position = bounds.origin[Self.axis]
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint.zero
            point[Self.axis] = position
            point[Self.axis.cross] = bounds.origin[Self.axis.cross] + cross.offsets[index]
            subview.place(at: point, anchor: .topLeading, proposal: allotment[index].proposal)
            position += allotment[index].size[Self.axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// A guide of the stack that some child sets explicitly (a baseline, an
    /// alignment guide): the first such child's (the last's for
    /// lastTextBaseline), where that child is placed.
    func explicitGuide(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        guard !subviews.isEmpty else { return nil }
        let allotment = allot(proposal: proposal, subviews: subviews)
        let gaps = self.gaps(subviews)
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for (index, item) in allotment.enumerated() {
            starts.append(position)
            position += item.size[Self.axis] + (index < gaps.count ? gaps[index] : 0)
        }
        let cross = key.axis == Self.axis.cross ? crossOffsets(subviews, allotment).offsets : nil
        let order =
            key == VerticalAlignment.lastTextBaseline.key
            ? Array(allotment.indices.reversed()) : Array(allotment.indices)
        for index in order {
            let dimensions = subviews[subviews.startIndex + index].dimensions(in: allotment[index].proposal)
            if let value = dimensions.explicitGuides(key, dimensions) {
                return (cross?[index] ?? starts[index]) + value
            }
        }
        return nil
    }
}
