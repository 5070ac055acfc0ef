import Foundation

/// A picker as iOS 17 draws one. Its options are the views of `options`
/// tagged with `tag(_:)` (`Text("Vanilla").tag(Flavor.vanilla)`, inside a
/// ForEach or not); the one whose tag equals the selection is selected,
/// and a selection no tag equals selects none. SwiftUI's `Picker` draws
/// with it; scenes write `{"Picker": {"title": "Flavor", "selection":
/// "Chocolate", "options": ["Chocolate", "Vanilla"], "style": "segmented"}}`.
///
/// - `menu` (and `automatic`, iOS 17's default outside lists): the
///   selected option in the tint colour with the `chevron.up.chevron.down`
///   symbol after it; with a title, a row: the title leading, the value
///   trailing, as wide as offered. In a list row the value and the chevron
///   are in the secondary label colour, as iOS 17 and 18 draw them.
///
/// Views from a `ForEach` are tagged with its ids unless they carry a tag
/// of their own; options without any tag still show, none selected.
/// - `segmented`: UISegmentedControl, 32 points tall and as wide as
///   offered (else as wide as the widest option, every segment alike):
///   a track of the tertiary system fill with 9-point corners, the
///   selected segment 2 points inside it, white (#636366 in dark mode)
///   with 7-point corners and a soft shadow, 13-point medium text, and
///   hairline separators between unselected segments. No title shows.
/// - `inline` and `wheel` are stand-ins: `inline` lists the options in
///   rows with a checkmark in the tint colour at the selected one;
///   `wheel` stacks them in UIPickerView's 216-point height, the
///   selected one on a grey band and the others in the secondary colour.
nonisolated public struct PickerBox: View, PrimitiveView {
    /// SwiftUI's built-in picker styles.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case automatic, menu, segmented, inline, wheel
    }

    let title: AnyView?
    let selection: AnyHashable?
    let options: AnyView
    let style: Style?

    /// The segmented control's height in points.
    public static var segmentedHeight: CGFloat { 32 }
    /// The wheel's height in points (UIPickerView's default).
    public static var wheelHeight: CGFloat { 216 }

    /// A picker of tagged views already made; `title` nil shows none,
    /// `style` nil draws the environment's (`pickerStyle(_:)`).
    public init(title: AnyView?, selection: AnyHashable?, options: AnyView, style: Style? = nil) {
        self.title = title
        self.selection = selection
        self.options = options
        self.style = style
    }

    /// A picker of strings, each its own tag; an empty title shows none.
    public init(_ title: String, selection: String?, options: [String], style: Style? = nil) {
        self.init(
            title: title.isEmpty ? nil : AnyView(Text(verbatim: title)),
            selection: selection.map { AnyHashable($0) },
            options: AnyView(ForEach(options.indices) { Text(verbatim: options[$0]).tag(options[$0]) }),
            style: style
        )
    }

    public var body: EmptyView { EmptyView() }

    /// The tagged views of the options, depth first, and the index of the selected one.
    func taggedOptions(in environment: EnvironmentValues) -> (nodes: [ViewNode], selected: Int?) {
        var tagged: [ViewNode] = []
        func collect(_ nodes: [ViewNode]) {
            for node in nodes {
                if node.traits.tag != nil { tagged.append(node) } else { collect(node.children) }
            }
        }
        let resolved = resolveNodes(options, in: environment)
        collect(resolved)
        // Options without any tag still show, none of them selected.
        if tagged.isEmpty { tagged = resolved }
        let wanted = TagMatching.key(selection)
        let selected = wanted == nil ? nil : tagged.firstIndex { TagMatching.key($0.traits.tag) == wanted }
        return (tagged, selected)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let tint = environment.tint ?? .accentColor
        var oneLine = environment
        oneLine.lineLimit = 1
        let content: AnyView
        switch style ?? environment.pickerStyle {
        case .automatic, .menu:
            // In a list row the value and chevron are secondary grey (iOS
            // 17 and 18); on their own they are a tinted button.
            let valueColor = environment.listContext != nil && title != nil ? Color.secondaryLabel : tint
            var coloured = oneLine
            coloured.foregroundColor = valueColor
            let (nodes, selected) = taggedOptions(in: coloured)
            let value = HStack(spacing: 4) {
                if let selected { ResolvedNodes(nodes: [nodes[selected]]) }
                Image(systemName: "chevron.up.chevron.down")
                    .font(.footnote.weight(.semibold))
                    .foregroundColor(valueColor)
            }
            if let title, !environment.labelsHidden {
                content = AnyView(
                    HStack {
                        title; Spacer(); value
                    })
            } else {
                content = AnyView(value)
            }
        case .segmented:
            var segment = oneLine
            segment.font = .system(size: 13, weight: .medium)
            let (nodes, selected) = taggedOptions(in: segment)
            content = AnyView(Self.segmented(nodes, selected: selected))
        case .inline:
            let (nodes, selected) = taggedOptions(in: environment)
            content = AnyView(
                VStack(alignment: .leading, spacing: 11) {
                    ForEach(nodes.indices) { index in
                        HStack {
                            ResolvedNodes(nodes: [nodes[index]])
                            Spacer()
                            if index == selected {
                                Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundColor(tint)
                            }
                        }
                    }
                })
        case .wheel:
            var secondary = oneLine
            secondary.foregroundColor = .secondaryLabel
            let dimmed = taggedOptions(in: secondary).nodes
            let (nodes, selected) = taggedOptions(in: oneLine)
            content = AnyView(
                VStack(spacing: 8) {
                    ForEach(nodes.indices) { index in
                        if index == selected {
                            ResolvedNodes(nodes: [nodes[index]])
                                .frame(maxWidth: .infinity, minHeight: 34)
                                .background(
                                    RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.tertiarySystemFill)
                                )
                        } else {
                            ResolvedNodes(nodes: [dimmed[index]])
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .frame(height: Self.wheelHeight)
                .clipped())
        }
        return ControlNode.make(named: "Picker", content: content, in: environment)
    }

    /// The segmented control: equal segments on the track.
    static func segmented(_ nodes: [ViewNode], selected: Int?) -> some View {
        let thumb = Color(light: Color.white, dark: Color(hex: 0x636366))
        return EqualSegmentsLayout(height: segmentedHeight) {
            ForEach(nodes.indices) { index in
                let showsSeparator = index > 0 && index != selected && index - 1 != selected
                ResolvedNodes(nodes: [nodes[index]])
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(
                        index == selected
                            ? AnyView(
                                RoundedRectangle(cornerRadius: 7, style: .continuous)
                                    .fill(thumb)
                                    .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3)
                                    .padding(2))
                            : AnyView(EmptyView())
                    )
                    .overlay(
                        showsSeparator
                            ? AnyView(Rectangle().fill(Color.separator).frame(width: 1, height: 16))
                            : AnyView(EmptyView()),
                        alignment: .leading
                    )
            }
        }
        .background(RoundedRectangle(cornerRadius: 9, style: .continuous).fill(Color.tertiarySystemFill))
    }
}

/// Views already resolved, placed as they are.
nonisolated struct ResolvedNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: EmptyView { EmptyView() }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { nodes }
}

/// Segments side by side, all as wide: the width offered shared equally,
/// or, unoffered, the widest segment's ideal width each; `height` tall.
nonisolated struct EqualSegmentsLayout: Layout {
    let height: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return CGSize(width: proposal.width ?? 0, height: height) }
        if let width = proposal.width, width.isFinite { return CGSize(width: Swift.max(0, width), height: height) }
        let widest = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: height)).width }.max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
                proposal: ProposedViewSize(width: width, height: bounds.height)
            )
        }
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerBox.Style.automatic
}

extension EnvironmentValues {
    /// The style of the pickers inside (`pickerStyle(_:)`).
    public var pickerStyle: PickerBox.Style {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the pickers in this subtree in `style`.
    public func pickerStyle(_ style: PickerBox.Style) -> some View {
        environment(\.pickerStyle, style)
    }
}
