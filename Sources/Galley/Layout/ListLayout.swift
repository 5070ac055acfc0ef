import Foundation

/// A List or Form: it takes the space it is offered, as a scroll view
/// does (its content's height where no height is offered). Its background
/// reaches out under the safe area (a status bar, a navigation bar, the
/// home indicator); its content is drawn out to the safe area's bounds
/// above and below too, so rows scroll under the bars, but starts at the
/// top of the safe area.
/// Subviews: the background when it has one, then the content.
nonisolated struct ListLayout: Layout {
    let hasBackground: Bool

    private func content(_ subviews: Subviews) -> LayoutSubview? {
        let index = subviews.startIndex + (hasBackground ? 1 : 0)
        return index < subviews.endIndex ? subviews[index] : nil
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let size = content(subviews)?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        let area = first.safeArea
        if hasBackground {
            let reach = area?.expanded(bounds, ignoring: .all) ?? bounds
            first.place(at: reach.origin, anchor: .topLeading, proposal: ProposedViewSize(reach.size))
        }
        guard let content = content(subviews) else { return }
        let down = area?.expanded(bounds, ignoring: .vertical) ?? bounds
        let rect = CGRect(x: bounds.minX, y: down.minY, width: bounds.width, height: down.height)
        content.place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
    }
}

/// A list's scrolling content: section headers, rows and footers one
/// below the other, each `margin` in from the sides and `gap` below the
/// one before, from the top of the safe area. Like SwiftUI's lazy list, it
/// lays out only what is visible: items below its bottom edge are neither
/// measured nor drawn.
nonisolated struct ListContentLayout: Layout, ShowsOnlyPlacedSubviews {
    struct Item {
        /// Space above the item.
        var gap: CGFloat
        /// The item's inset from each side of the list.
        var margin: CGFloat
    }

    let items: [Item]
    /// Space below the last item.
    let bottomPadding: CGFloat

    private func item(_ index: Int) -> Item {
        index < items.count ? items[index] : Item(gap: 0, margin: 0)
    }

    private func itemProposal(_ index: Int, width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { Swift.max(0, $0 - 2 * item(index).margin) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        var height: CGFloat = 0, width: CGFloat = 0
        for (offset, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(itemProposal(offset, width: proposal.width))
            height += item(offset).gap + size.height
            width = Swift.max(width, size.width + 2 * item(offset).margin)
        }
        if !subviews.isEmpty { height += bottomPadding }
        return CGSize(width: proposal.width ?? width, height: proposal.height ?? height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = Swift.max(bounds.minY, subviews.first?.safeArea?.safe.minY ?? bounds.minY)
        for (offset, subview) in subviews.enumerated() {
            y += item(offset).gap
            // Below the visible part: a lazy list has not made it.
            guard y < bounds.maxY || offset == 0 else { break }
            let proposal = itemProposal(offset, width: bounds.width)
            subview.place(
                at: CGPoint(x: bounds.minX + item(offset).margin, y: y), anchor: .topLeading, proposal: proposal)
            y += subview.sizeThatFits(proposal).height
        }
    }
}

/// A list row, or a section's header or footer: its content inset from
/// the cell (`listRowInsets`), the cell at least `minHeight` tall, the
/// content at its leading edge and centred down it; a background filling
/// the cell; separators along its top and bottom edges.
///
/// A separator runs from the content's `listRowSeparatorLeading` guide
/// (the leading edge of its first text, so a row's icon is skipped, as in
/// iOS) to the cell's trailing edge, or its `listRowSeparatorTrailing`
/// guide; a full-width separator (the grouped style's section ends) from
/// edge to edge. It is a hairline: one pixel of the display.
/// Subviews: the background if any, the content, the top separator if
/// any, the bottom separator if any.
nonisolated struct ListRowLayout: Layout {
    var insets: EdgeInsets
    var minHeight: CGFloat
    var hasBackground = false
    /// Whether there is a separator on the top edge, and whether it spans the cell.
    var topSeparator: SeparatorSpan?
    var bottomSeparator: SeparatorSpan?

    enum SeparatorSpan {
        /// From the row's text to its trailing edge.
        case text
        /// From edge to edge.
        case fullWidth
    }

    private func index(_ subviews: Subviews, _ offset: Int) -> Int { subviews.startIndex + offset }
    private var contentOffset: Int { hasBackground ? 1 : 0 }

    private func contentProposal(width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { Swift.max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let position = index(subviews, contentOffset)
        guard position < subviews.endIndex else { return CGSize(width: proposal.width ?? 0, height: minHeight) }
        let content = subviews[position].sizeThatFits(contentProposal(width: proposal.width))
        return CGSize(
            width: proposal.width ?? content.width + insets.leading + insets.trailing,
            height: Swift.max(minHeight, content.height + insets.top + insets.bottom)
        )
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if hasBackground, let background = subviews.first {
            background.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
        let position = index(subviews, contentOffset)
        guard position < subviews.endIndex else { return }
        let content = subviews[position]
        let inner = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
            height: Swift.max(0, bounds.height - insets.top - insets.bottom)
        )
        let contentProposal = self.contentProposal(width: bounds.width)
        let dimensions = content.dimensions(in: contentProposal)
        content.place(
            at: CGPoint(x: inner.minX, y: inner.midY - dimensions.height / 2), anchor: .topLeading,
            proposal: contentProposal)

        let textStart = inner.minX + (dimensions[explicit: .listRowSeparatorLeading] ?? 0)
        let textEnd = dimensions[explicit: .listRowSeparatorTrailing].map { inner.minX + $0 } ?? bounds.maxX
        var next = position + 1
        for (span, isTop) in [(topSeparator, true), (bottomSeparator, false)] {
            guard let span, next < subviews.endIndex else { continue }
            let separator = subviews[next]
            next += 1
            let start = span == .fullWidth ? bounds.minX : textStart
            let end = span == .fullWidth ? bounds.maxX : Swift.max(start, textEnd)
            let proposal = ProposedViewSize(width: end - start, height: nil)
            let thickness = separator.sizeThatFits(proposal).height
            separator.place(
                at: CGPoint(x: start, y: isTop ? bounds.minY : bounds.maxY - thickness), anchor: .topLeading,
                proposal: proposal)
        }
    }
}

extension HorizontalAlignment {
    /// Where a list row's separators start: by default the leading edge
    /// of the row's first text (iOS lines separators up with the label,
    /// after an icon), else the row content's leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where a list row's separators end: by default the cell's trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    enum ListRowSeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum ListRowSeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}
