import Foundation

/// `ignoresSafeArea(_:edges:)`: sized as its child is for the proposal;
/// when placed touching the safe area's edge on one of `edges`, the child
/// is drawn out to the safe area's bounds there (under a status bar, a home
/// indicator or a `safeAreaInset` bar), and is proposed that larger size.
nonisolated struct IgnoresSafeAreaLayout: Layout {
    var edges: Edge.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        guard let area = child.safeArea, case let reach = area.expanded(bounds, ignoring: edges), reach != bounds else {
            child.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let grown = ProposedViewSize(
            width: reach.width > bounds.width ? reach.width : proposal.width,
            height: reach.height > bounds.height ? reach.height : proposal.height
        )
        let size = child.sizeThatFits(grown)
        child.place(
            at: CGPoint(x: reach.midX - size.width / 2, y: reach.midY - size.height / 2), anchor: .topLeading,
            proposal: grown, safeArea: area.ignoring(edges)
        )
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view is
/// anchored to `edge` of the space the parent offers (Apple: "anchored to
/// the specified edge in the parent view"), aligned along it; the content
/// is inset by the inset view's length and the spacing, centred in what is
/// left as a root is in its safe area, and its safe area ends at the inset
/// view, so content that ignores the safe area reaches under it. Without a
/// proposal on an axis the modifier hugs the two views.
/// Subviews: the content, then the inset view.
nonisolated struct SafeAreaInsetLayout: Layout {
    var edge: Edge
    /// How the inset view lines up along the edge.
    var alignment: Alignment
    /// Between the content and the inset view; nil: the two views' own spacing, as in a stack.
    var spacing: CGFloat?

    /// The axis the inset takes length from: vertical for the top and bottom edges.
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func gap(_ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing }
        let content = subviews[subviews.startIndex], inset = subviews[subviews.startIndex + 1]
        return content.spacing.distance(to: inset.spacing, along: axis)
    }

    /// The inset view's size (its ideal length along the axis, the
    /// proposal across), the gap, and the content's proposal.
    private func measure(
        _ proposal: ProposedViewSize, _ subviews: Subviews
    ) -> (inset: CGSize, gap: CGFloat, content: ProposedViewSize) {
        let inset = subviews[subviews.startIndex + 1]
        var insetProposal = proposal
        insetProposal[axis] = nil
        let insetSize = inset.sizeThatFits(insetProposal)
        let gap = self.gap(subviews)
        var content = proposal
        content[axis] = proposal[axis].map { Swift.max(0, $0 - insetSize[axis] - gap) }
        return (insetSize, gap, content)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let (inset, gap, contentProposal) = measure(proposal, subviews)
        let content = subviews[subviews.startIndex].sizeThatFits(contentProposal)
        return CGSize(
            axis, along: proposal[axis] ?? content[axis] + inset[axis] + gap,
            across: proposal[axis.cross] ?? Swift.max(content[axis.cross], inset[axis.cross])
        )
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let content = subviews[subviews.startIndex], inset = subviews[subviews.startIndex + 1]
        let (insetSize, gap, _) = measure(ProposedViewSize(bounds.size), subviews)
        let taken = insetSize[axis] + gap
        var contentRect = bounds, insetRect = bounds
        switch edge {
        case .top:
            contentRect = CGRect(
                x: bounds.minX, y: bounds.minY + taken, width: bounds.width, height: Swift.max(0, bounds.height - taken)
            )
            insetRect.size.height = insetSize.height
        case .bottom:
            contentRect.size.height = Swift.max(0, bounds.height - taken)
            insetRect = CGRect(
                x: bounds.minX, y: bounds.maxY - insetSize.height, width: bounds.width, height: insetSize.height)
        case .leading:
            contentRect = CGRect(
                x: bounds.minX + taken, y: bounds.minY, width: Swift.max(0, bounds.width - taken), height: bounds.height
            )
            insetRect.size.width = insetSize.width
        case .trailing:
            contentRect.size.width = Swift.max(0, bounds.width - taken)
            insetRect = CGRect(
                x: bounds.maxX - insetSize.width, y: bounds.minY, width: insetSize.width, height: bounds.height)
        }
        let contentArea = content.safeArea?.inset(to: contentRect, within: bounds, edges: Edge.Set(edge))
        content.place(
            at: CGPoint(x: contentRect.midX, y: contentRect.midY), anchor: .center,
            proposal: ProposedViewSize(contentRect.size), safeArea: contentArea
        )
        var insetProposal = ProposedViewSize(insetRect.size)
        insetProposal[axis] = nil
        align(inset, in: insetRect, alignment: alignment, proposal: insetProposal)
    }
}

/// `safeAreaPadding`: padding whose insets also join the content's unsafe
/// area, so content that ignores the safe area reaches into them.
nonisolated struct SafeAreaPaddingLayout: Layout {
    var insets: EdgeInsets

    private var padding: PaddingLayout { PaddingLayout(insets: insets) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var cache: () = ()
        return padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let inner = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
            height: Swift.max(0, bounds.height - insets.top - insets.bottom)
        )
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        let area = (child.safeArea ?? SafeArea(safe: bounds, bounds: bounds)).inset(
            to: inner, within: bounds, edges: edges)
        child.place(at: inner.origin, anchor: .topLeading, proposal: padding.childProposal(proposal), safeArea: area)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        var cache: () = ()
        return padding.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        var cache: () = ()
        return padding.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
