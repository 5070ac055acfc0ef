import Foundation

/// A box around related views, as iOS draws SwiftUI's GroupBox: the label
/// in the headline style above the content, 10 points between them, both
/// leading, 16 points inside a rounded rectangle of 8 points as wide as
/// offered, filled with the secondary system background (the tertiary one
/// for a group box inside another, as iOS layers them). Scenes write
/// `{"GroupBox": {"label": "Settings", "content": view}}`.
nonisolated public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label?
    let content: Content

    /// A group box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The older form: a label view, then the content.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: EmptyView { EmptyView() }

    /// The space between the box's edge and what it holds.
    public static var padding: CGFloat { 16 }
    /// The corner radius of the box.
    public static var cornerRadius: CGFloat { 8 }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let nested = environment.isInGroupBox
        var inside = environment
        inside.isInGroupBox = true
        if let style = environment.groupBoxStyle {
            // A custom style (the SwiftUI module's `groupBoxStyle(_:)`) draws
            // the box from its label and content.
            let label = label.map { AnyView($0) } ?? AnyView(EmptyView())
            let content = AnyView(content)
            let body = onMainActorDuringLayout((style, label, content)) { $0.0.makeBody(label: $0.1, content: $0.2) }
            return [
                ViewNode(
                    name: "GroupBox", content: .layout(LayoutBox(layout: PassthroughLayout())),
                    children: resolveNodes(body, in: inside), environment: environment
                )
            ]
        }
        let box = VStack(alignment: .leading, spacing: 10) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Self.padding)
        .background(
            RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
                .fill(nested ? Color.tertiarySystemBackground : Color.secondarySystemBackground)
        )
        return ControlNode.make(named: "GroupBox", content: box, in: environment, contentEnvironment: inside)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A group box look other than iOS's, set by the SwiftUI module's
/// `groupBoxStyle(_:)`: builds the box from its label and content.
package protocol GroupBoxStyleMaker: Sendable {
    @MainActor func makeBody(label: AnyView, content: AnyView) -> AnyView
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: (any GroupBoxStyleMaker)? = nil
}

extension EnvironmentValues {
    /// The custom look of the group boxes inside; `nil` draws iOS's.
    package var groupBoxStyle: (any GroupBoxStyleMaker)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

private struct IsInGroupBoxKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is inside a group box, whose own group boxes layer darker.
    var isInGroupBox: Bool {
        get { self[IsInGroupBoxKey.self] }
        set { self[IsInGroupBoxKey.self] = newValue }
    }
}
