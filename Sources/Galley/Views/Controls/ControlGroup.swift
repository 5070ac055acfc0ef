import Foundation

/// Controls that belong together, as iOS 17 draws a `ControlGroup` in a
/// view's content: its controls side by side in one rounded platter of
/// the tertiary system fill (8-point continuous corners), every control
/// as wide as the others, hairline separators between them, each control
/// drawn as it would be alone (a button's label in the tint colour). The
/// platter is 44 points tall, the HIG's minimum hit target ("at least
/// 44x44 pt", Human Interface Guidelines › Accessibility › Buttons and
/// controls), and as wide as offered (unoffered: the widest control's
/// ideal width, padded, per control).
///
/// `controlGroupStyle(_:)`: `.automatic`, `.navigation` and `.palette`
/// draw the platter; `.menu` and `.compactMenu` draw what a menu draws, its
/// label in the tint colour (the `ellipsis.circle` symbol when there is no
/// label), since a render opens no menu. Scenes write
/// `{"ControlGroup": {"content": [views], "label": …, "style": "menu"}}`.
nonisolated public struct ControlGroup<Content: View>: View, PrimitiveView {
    let controls: AnyView
    let label: AnyView?

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        controls = AnyView(content())
        label = nil
    }

    /// A group with a label (shown by the menu styles).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        controls = AnyView(content())
        self.label = AnyView(label())
    }

    /// A group of controls already made; `label` nil has none.
    public init(controls: AnyView, label: AnyView?) where Content == AnyView {
        self.controls = controls
        self.label = label
    }

    public var body: EmptyView { EmptyView() }

    /// The platter's height: the HIG's 44-point minimum hit target.
    public static var height: CGFloat { 44 }
    /// The platter's corner radius.
    public static var cornerRadius: CGFloat { 8 }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let content: AnyView
        switch environment.controlGroupStyle {
        case .automatic, .navigation, .palette:
            var inside = environment
            inside.lineLimit = 1
            let nodes = resolveNodes(controls, in: inside)
            content = AnyView(Self.platter(nodes))
        case .menu, .compactMenu:
            let tint = environment.tint ?? .accentColor
            content = AnyView((label ?? AnyView(Image(systemName: "ellipsis.circle"))).foregroundColor(tint))
        }
        return [
            ViewNode(
                name: "ControlGroup", content: .layout(LayoutBox(layout: PassthroughLayout())),
                children: resolveNodes(content, in: environment), environment: environment
            )
        ]
    }

    /// The controls on one platter, equal widths, separators between.
    static func platter(_ nodes: [ViewNode]) -> some View {
        EqualSegmentsLayout(height: height) {
            ForEach(nodes.indices) { index in
                ResolvedNodes(nodes: [nodes[index]])
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .overlay(
                        index > 0
                            ? AnyView(Rectangle().fill(Color.separator).frame(width: 1, height: 24))
                            : AnyView(EmptyView()),
                        alignment: .leading
                    )
            }
        }
        .background(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(Color.tertiarySystemFill))
    }
}

extension ControlGroup {
    /// A group titled with a string (shown by the menu styles), as written.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
}

/// The content of a control group with a label: its controls and label.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

/// How control groups look (`controlGroupStyle(_:)`).
public enum ControlGroupBuiltInStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, navigation, menu, compactMenu, palette
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue = ControlGroupBuiltInStyle.automatic
}

extension EnvironmentValues {
    /// The style of the control groups inside (`controlGroupStyle(_:)`).
    public var controlGroupStyle: ControlGroupBuiltInStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the control groups in this subtree in `style`.
    public func controlGroupStyle(_ style: ControlGroupBuiltInStyle) -> some View {
        environment(\.controlGroupStyle, style)
    }
}
