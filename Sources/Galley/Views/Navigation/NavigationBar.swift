import Foundation

/// The navigation bar a NavigationStack shows: toolbar items in the 44-point
/// bar (UIKit's `UINavigationBar` height), the inline title or principal
/// item centred between them, or the large title in a 52-point row below
/// (a 96-point bar, as UIKit's large-title bar), and a `searchable` field
/// in a 52-point row under that (see ``SearchField``). The bar is transparent, as
/// iOS draws it at the top of its content.
nonisolated struct NavigationBar: View {
    let title: AnyView?
    let isLarge: Bool
    let items: [ToolbarItemEntry]
    /// What the bar is drawn on (`toolbarBackground`); nil for nothing, as
    /// at the top of content.
    var background: AnyView?
    /// The title of the screen below, for the back button; nil at the root.
    var backTitle: AnyView?
    /// The search field under the title (`searchable`), in its 52-point row.
    var search: SearchField?

    /// The bar's height without and with a large title.
    static let height: CGFloat = 44
    static let largeTitleRowHeight: CGFloat = 52
    /// The space under the large title's line in its row.
    static let largeTitleBottomInset: CGFloat = 8

    nonisolated var body: some View {
        let margin = NavigationBar.margin
        let principal = items.last { $0.placement.slot == .principal }?.content
        let centre: AnyView? = principal ?? (isLarge ? nil : title.map { AnyView($0.font(.headline).lineLimit(1)) })
        let bar = VStack(alignment: .leading, spacing: 0) {
            LayoutView(
                layout: BarLayout(margin: margin, leadingMargin: backTitle == nil ? margin : BackButton.margin),
                name: "BarLayout",
                content: TupleView(
                    leadingSlot,
                    ToolbarSlot(items: items, slot: .trailing),
                    centre ?? AnyView(EmptyView())
                )
            )
            .frame(height: NavigationBar.height)
            if isLarge, let title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, margin)
                    .padding(.bottom, NavigationBar.largeTitleBottomInset)
                    .frame(height: NavigationBar.largeTitleRowHeight, alignment: .bottom)
            }
            if let search { search }
        }
        if let background {
            // The background reaches up under the status bar, with a hairline below.
            bar.background { background.ignoresSafeArea(edges: .top) }.overlay(alignment: .bottom) { Hairline() }
        } else {
            bar
        }
    }

    /// The leading items, after the back button on a pushed screen.
    private var leadingSlot: AnyView {
        guard let backTitle else { return AnyView(ToolbarSlot(items: items, slot: .leading)) }
        return AnyView(
            HStack(spacing: ToolbarSlot.spacing) {
                BackButton(title: backTitle)
                ToolbarSlot(items: items, slot: .leading)
            })
    }

    /// The layout margin of the screen's width class: 16 points on an
    /// iPhone held upright, 20 on an iPad (UIKit's system layout margins).
    static var margin: CGFloat {
        EnvironmentValues.current?.horizontalSizeClass == .regular ? 20 : 16
    }
}

/// The items at one of the bar's slots, side by side, in the tint colour's
/// large symbol scale toolbar buttons use.
nonisolated struct ToolbarSlot: View {
    let items: [ToolbarItemEntry]
    let slot: ToolbarItemPlacement.Slot

    /// The space between items at one slot.
    static let spacing: CGFloat = 16

    nonisolated var body: some View {
        let contents = items.filter { $0.placement.slot == slot }.map(\.content)
        HStack(spacing: ToolbarSlot.spacing) {
            ForEach(contents.indices, id: \.self) { index in
                // Items keep their ideal size; only Spacers among them (whose
                // priority is the lowest there is) stretch, as flexible space
                // does in a UIKit toolbar.
                NodeAdjustingView(content: contents[index]) { node in
                    if node.traits.layoutPriority > -.infinity { node.traits.layoutPriority = 1 }
                }
            }
        }
        .imageScale(.large)
    }
}

/// The navigation bar's row: leading items at the leading margin, trailing
/// items at the trailing margin, the centre view (title or principal item)
/// centred in the bar when the items leave it room, else between them.
nonisolated struct BarLayout: Layout {
    let margin: CGFloat
    /// The leading slot's margin: 8 points when a back button leads it.
    var leadingMargin: CGFloat
    /// The least space between the centre view and the items.
    static let gap: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = proposal.width ?? (sizes.reduce(0) { $0 + $1.width } + 2 * margin)
        return CGSize(width: width, height: proposal.height ?? NavigationBar.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The leading and trailing slots, then the centre view if there is one.
        guard subviews.count >= 2 else { return }
        let leading = subviews[0].sizeThatFits(.unspecified), trailing = subviews[1].sizeThatFits(.unspecified)
        subviews[0].place(
            at: CGPoint(x: bounds.minX + leadingMargin, y: bounds.midY), anchor: .leading,
            proposal: ProposedViewSize(leading))
        subviews[1].place(
            at: CGPoint(x: bounds.maxX - margin, y: bounds.midY), anchor: .trailing,
            proposal: ProposedViewSize(trailing))
        // The centre view is centred on the bar, as wide as the wider side leaves it.
        let side =
            Swift.max(leadingMargin + leading.width, margin + trailing.width)
            + (Swift.max(leading.width, trailing.width) > 0 ? Self.gap : 0)
        let available = Swift.max(0, bounds.width - 2 * side)
        guard subviews.count == 3 else { return }
        subviews[2].place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: ProposedViewSize(width: available, height: bounds.height)
        )
    }
}

/// The toolbar of bottom-bar items: a 44-point bar (UIKit's `UIToolbar`)
/// above the home indicator, items side by side from the leading margin (a
/// Spacer among them spreads them), on the bar material with a hairline on
/// top, reaching down through the safe area.
nonisolated struct BottomToolbar: View {
    let items: [ToolbarItemEntry]

    static let height: CGFloat = 44

    nonisolated var body: some View {
        ToolbarSlot(items: items, slot: .bottom)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, NavigationBar.margin)
            .frame(height: BottomToolbar.height)
            .background(Color.barBackground, ignoresSafeAreaEdges: .bottom)
            .overlay(alignment: .top) { Hairline() }
    }
}

/// A line one pixel thick, in the separator colour: across, the edge of a
/// bar; down, between split-view columns.
nonisolated struct Hairline: View {
    var axis: Axis = .horizontal

    nonisolated var body: some View {
        let thickness = 1 / Swift.max(1, EnvironmentValues.current?.displayScale ?? 1)
        Rectangle().fill(Color.separator)
            .frame(width: axis == .vertical ? thickness : nil, height: axis == .horizontal ? thickness : nil)
    }
}

/// The back button of a pushed screen: a semibold `chevron.backward` and
/// the title of the screen below, one line, in the tint colour, 8 points
/// from the leading edge (UIKit's back indicator); in right to left the
/// chevron points right.
nonisolated struct BackButton: View {
    let title: AnyView

    static let margin: CGFloat = 8

    nonisolated var body: some View {
        let tint = EnvironmentValues.current?.tint ?? .accentColor
        HStack(spacing: 3) {
            Image(systemName: "chevron.backward").font(.body.weight(.semibold)).imageScale(.large)
            title.font(.body).lineLimit(1)
        }
        .foregroundColor(tint)
    }
}
