import Foundation

/// The button that turns a list's edit mode on: "Edit" in the tint colour,
/// as UIKit's edit bar button item (never "Done": nothing is edited in a render).
nonisolated public struct EditButton: View, PrimitiveView {
    public init() {}

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ControlNode.tinted(named: "EditButton", label: Text(verbatim: "Edit"), in: environment)
    }
}

/// A share button: its label in the tint colour, by default the
/// `square.and.arrow.up` symbol and "Share", as SwiftUI's `ShareLink` draws.
/// The share sheet never opens.
nonisolated public struct ShareLink<Label: View>: View, PrimitiveView {
    let label: Label

    /// A share button with a label of your own.
    public init<Item>(item: Item, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ControlNode.tinted(named: "ShareLink", label: label, in: environment)
    }
}

extension ShareLink where Label == LabelBox {
    /// The default share button: the symbol and "Share".
    public init<Item>(item: Item) {
        label = LabelBox("Share", systemImage: "square.and.arrow.up")
    }

    /// A share button titled with a string.
    public init<Item>(_ title: String, item: Item) {
        label = LabelBox(title, systemImage: "square.and.arrow.up")
    }
}
