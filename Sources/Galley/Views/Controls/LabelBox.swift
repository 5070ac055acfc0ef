import Foundation

/// A label as iOS draws SwiftUI's `Label` by default: its icon, then its
/// title, side by side with the 8 points SwiftUI puts between an image and
/// text, centred on each other; both in the foreground colour, except in a
/// list row, where the icon takes the tint colour unless a foreground
/// colour is set (as iOS tints list-row icons). The label style chooses what shows:
/// `titleAndIcon` (and `automatic`, outside lists and toolbars) both,
/// `titleOnly` the title, `iconOnly` the icon. Without a style of its own,
/// the environment's (`labelStyle(_:)`) is drawn. SwiftUI's `Label` draws
/// with it; scenes write `{"Label": {"title": "Favourites", "systemImage": "star"}}`.
nonisolated public struct LabelBox: View, PrimitiveView {
    /// SwiftUI's built-in label styles.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case automatic, titleAndIcon, titleOnly, iconOnly
    }

    let title: AnyView
    let icon: AnyView
    let style: Style?

    /// The spacing between icon and title: SwiftUI's between an image and text.
    public static var spacing: CGFloat { 8 }

    /// A label of views already made; `style` nil draws the environment's.
    public init(title: AnyView, icon: AnyView, style: Style? = nil) {
        self.title = title
        self.icon = icon
        self.style = style
    }

    /// A label with a string title, shown as written, and an SF Symbol.
    public init(_ title: String, systemImage: String, style: Style? = nil) {
        self.init(title: AnyView(Text(verbatim: title)), icon: AnyView(Image(systemName: systemImage)), style: style)
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let content: AnyView
        if environment.isUnavailableContentLabel {
            // A ContentUnavailableView's label: the large icon over the bold title.
            var inside = environment
            inside.isUnavailableContentLabel = false
            let stacked = VStack(spacing: 12) {
                icon.font(.system(size: ContentUnavailableView<EmptyView, EmptyView, EmptyView>.iconSize))
                    .foregroundColor(.secondary)
                title.font(.title2.bold())
            }
            return ControlNode.make(named: "Label", content: stacked, in: environment, contentEnvironment: inside)
        }
        let shownIcon: AnyView =
            environment.listContext != nil && environment.foregroundColor == nil
            ? AnyView(icon.foregroundColor(environment.tint ?? .accentColor)) : icon
        switch style ?? environment.labelStyle {
        case .automatic, .titleAndIcon:
            content = AnyView(
                HStack(spacing: Self.spacing) {
                    shownIcon; title
                })
        case .titleOnly: content = title
        case .iconOnly: content = shownIcon
        }
        return ControlNode.make(named: "Label", content: content, in: environment)
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelBox.Style.automatic
}

private struct CustomLabelStyleKey: EnvironmentKey {
    static var defaultValue: Any? { nil }
}

extension EnvironmentValues {
    /// The built-in style of the labels inside (`labelStyle(_:)`).
    public var labelStyle: LabelBox.Style {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// A custom label style the SwiftUI module set; a built-in style set
    /// inside it clears it.
    package var customLabelStyle: Any? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the labels in this subtree in the built-in `style`.
    public func labelStyle(_ style: LabelBox.Style) -> some View {
        environmentChange { environment in
            environment.labelStyle = style
            environment.customLabelStyle = nil
        }
    }
}
