import Foundation

/// A menu: its label in the tint colour, as iOS draws a menu's button.
/// A render opens no menu, so its content is never built, and a primary
/// action never runs. Scenes write `{"Menu": {"title": "Sort"}}`.
nonisolated public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ControlNode.tinted(named: "Menu", label: label, in: environment)
    }
}

extension Menu where Label == Text {
    /// A menu titled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a string, with an action for a tap (never run).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    {
        self.init(content: content) { Text(title) }
    }
}
