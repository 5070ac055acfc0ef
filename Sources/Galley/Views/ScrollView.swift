import Foundation

/// Content that can be larger than the view, which clips it.
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        // What scrolls out of view is not drawn.
        NodeAdjustingView(
            content: LayoutView(layout: ScrollLayout(axes: axes), name: "ScrollView", content: contentStack)
        ) { node in
            node.effect = .clip(.rectangle)
            // `.scrollView` and `.scrollView(axis:)` name the nearest scroll view's frame.
            node.changePreferences { preferences in
                preferences.coordinateSpaceNames.append(NamedCoordinateSpace.scrollView.name)
                for axis in [Axis.horizontal, .vertical]
                where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
                    preferences.coordinateSpaceNames.append(NamedCoordinateSpace.scrollView(axis: axis).name)
                }
            }
        }
    }

    /// The content, stacked as SwiftUI does. A scroll view in a list row
    /// is a container of its own: its links are not the row's, so they
    /// draw without the row's disclosure chevron (as in Apple's Landmarks
    /// category rows).
    private var contentStack: some View {
        MarginedContent(content: Implicit(VStack { content }).environment(\.listContext, nil))
    }
}

/// A scroll view's content inside the margins `contentMargins(_:_:for:)`
/// set, which the scroll views nested in it do not add again.
nonisolated private struct MarginedContent<Content: View>: View, PrimitiveView {
    let content: Content
    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let margins = environment.scrollContentMargins
        guard margins != EdgeInsets() else { return resolveNodes(content, in: environment) }
        var inside = environment
        inside.scrollContentMargins = EdgeInsets()
        return resolveNodes(content.padding(margins), in: inside)
    }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The margins `contentMargins(_:_:for:)` adds around the content of
    /// the scroll views inside (not of those nested in them).
    package var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

/// ScrollView as a layout: the content gets nil along the scroll axes; the
/// view takes the proposal (the content's length where there is none).
nonisolated struct ScrollLayout: Layout {
    let axes: Axis.Set

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: contentProposal(proposal))
    }
}
