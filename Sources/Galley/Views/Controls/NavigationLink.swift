import Foundation

/// A link to another screen, as iOS 17 draws it: in a list row its label
/// with a disclosure chevron at the trailing edge (UITableViewCell's
/// `.disclosureIndicator`: SF Symbols' `chevron.right` in semibold, an
/// 8 × 13-point glyph, in the tertiary label colour); elsewhere
/// its label in the tint colour, like a borderless button. The
/// destination is never built: a render shows one screen. Scenes write
/// `{"NavigationLink": {"title": "General"}}`.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    /// A link whose destination a closure makes (it is never called).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The iOS 13 form: the destination as a view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link with a label already made: for code isolated to the main actor.
    package init(label: Label) {
        self.label = label
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard environment.listContext != nil else {
            return ControlNode.tinted(named: "NavigationLink", label: label, in: environment)
        }
        let row = LayoutView(
            layout: DisclosureRowLayout(), name: "HStack", content: TupleView(label, DisclosureChevron()))
        return ControlNode.make(named: "NavigationLink", content: row, in: environment)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string, shown as written; the destination a view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title))
    }

    /// A link titled with a string, its destination made by a closure (never called).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title))
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that presents `value` (through `navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
    /// A link titled with a string that presents `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title))
    }
}

/// A disclosure row: the label offered the width less the chevron and
/// 8 points (the standard spacing), at the leading edge; the chevron at the
/// trailing edge; both centred down the row. The label's guides are the
/// row's, so its separator starts at the label's text.
/// Subviews: the label, the chevron.
nonisolated struct DisclosureRowLayout: Layout {
    static let spacing: CGFloat = 8

    private func measure(
        _ proposal: ProposedViewSize, _ subviews: Subviews
    ) -> (label: ProposedViewSize, chevron: CGSize) {
        guard subviews.count == 2 else { return (proposal, .zero) }
        let chevron = subviews[subviews.startIndex + 1].sizeThatFits(.unspecified)
        let width = proposal.width.map { Swift.max(0, $0 - chevron.width - Self.spacing) }
        return (ProposedViewSize(width: width, height: proposal.height), chevron)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let label = subviews.first else { return .zero }
        let (labelProposal, chevron) = measure(proposal, subviews)
        let size = label.sizeThatFits(labelProposal)
        return CGSize(
            width: proposal.width ?? size.width + Self.spacing + chevron.width,
            height: Swift.max(size.height, chevron.height)
        )
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let label = subviews.first else { return }
        let labelProposal = measure(ProposedViewSize(bounds.size), subviews).label
        label.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: labelProposal)
        if subviews.count == 2 {
            subviews[subviews.startIndex + 1].place(
                at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard let label = subviews.first else { return nil }
        return label.dimensions(in: measure(proposal, subviews).label)[explicit: guide]
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard let label = subviews.first else { return nil }
        let labelProposal = measure(proposal, subviews).label
        let size = label.sizeThatFits(labelProposal)
        return label.dimensions(in: labelProposal)[explicit: guide].map { $0 + (bounds.height - size.height) / 2 }
    }
}

/// The disclosure indicator of a list row: a chevron 8 × 13 points (the
/// size of UIKit's `.disclosureIndicator` glyph, `chevron.right` in
/// semibold), stroked 2 points wide with round ends in `.tertiaryLabel`.
/// Drawn as a path rather than with the symbol stand-in, whose chevron is
/// smaller than SF Symbols'. It points the way of reading: left in a
/// right-to-left layout (`chevron.forward`).
nonisolated struct DisclosureChevron: View {
    static let size = CGSize(width: 8, height: 13)

    nonisolated var body: some View {
        let size = Self.size, inset: CGFloat = 1.5
        let chevron = Path { path in
            path.move(to: CGPoint(x: inset, y: inset))
            path.addLine(to: CGPoint(x: size.width - inset, y: size.height / 2))
            path.addLine(to: CGPoint(x: inset, y: size.height - inset))
        }
        let isRightToLeft = EnvironmentValues.current?.layoutDirection == .rightToLeft
        (isRightToLeft ? chevron.mirroredHorizontally(in: CGRect(origin: .zero, size: size)) : chevron)
            .stroke(Color.tertiaryLabel, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: size.width, height: size.height)
    }
}
