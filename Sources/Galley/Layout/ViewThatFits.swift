import Foundation

/// The first of its children whose ideal size fits the proposal on the
/// constrained axes, else the last; only that child is shown.
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        LayoutView(layout: ViewThatFitsLayout(axes: axes), name: "ViewThatFits", content: content)
    }
}

/// Marks layouts whose subviews that are not placed are not shown.
protocol ShowsOnlyPlacedSubviews {}

/// ViewThatFits as a layout.
///
/// Each child is asked for its ideal size along the constrained axes, with
/// the real proposal on the others (so in a 200-wide frame,
/// `ViewThatFits(in: .vertical)` compares texts wrapped at 200); the first
/// that fits the proposal (nil read as 10) on every constrained axis is
/// chosen, else the last. The chosen child then gets the real proposal,
/// so it can still wrap or truncate.
nonisolated struct ViewThatFitsLayout: Layout, ShowsOnlyPlacedSubviews {
    let axes: Axis.Set

    func chosenIndex(proposal: ProposedViewSize, subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let limit = proposal.replacingUnspecifiedDimensions()
        let probe = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(probe)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= limit.width
            let fitsHeight = !axes.contains(.vertical) || size.height <= limit.height
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.index(before: subviews.endIndex)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosenIndex(proposal: proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let index = chosenIndex(proposal: proposal, subviews: subviews) else { return }
        subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        chosenIndex(proposal: proposal, subviews: subviews).flatMap {
            subviews[$0].dimensions(in: proposal)[explicit: guide]
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        chosenIndex(proposal: proposal, subviews: subviews).flatMap {
            subviews[$0].dimensions(in: proposal)[explicit: guide]
        }
    }
}
