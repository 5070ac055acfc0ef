import Foundation

/// A link to a URL: its label in the tint colour (the accent colour
/// unless `tint(_:)` says otherwise), as iOS draws a link. Nothing is
/// opened in a render. Scenes write `{"Link": {"title": "Terms", "destination": "https://…"}}`.
nonisolated public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    /// Where the link goes.
    public let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ControlNode.tinted(named: "Link", label: label, in: environment)
    }
}

extension Link where Label == Text {
    /// A link titled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
