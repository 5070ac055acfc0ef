import Foundation

/// A disclosure group as iOS draws one outside a list: a row as wide as
/// offered with the label at the leading edge and a semibold footnote-size
/// chevron in the tint colour at the trailing edge, `chevron.forward` when
/// collapsed and `chevron.down` when expanded; expanded, the content
/// follows below the row, leading, with the 8 points of a stack between
/// them (outside a list iOS does not indent it). SwiftUI's
/// `DisclosureGroup` draws with it; scenes write
/// `{"DisclosureGroup": {"title": "Details", "isExpanded": true, "content": view}}`.
nonisolated public struct DisclosureBox: View, PrimitiveView {
    let label: AnyView
    let content: AnyView
    let isExpanded: Bool

    /// A disclosure group of views already made.
    public init(label: AnyView, isExpanded: Bool, content: AnyView) {
        self.label = label
        self.isExpanded = isExpanded
        self.content = content
    }

    /// A disclosure group titled with a string, shown as written.
    public init(_ title: String, isExpanded: Bool, content: AnyView) {
        self.init(label: AnyView(Text(verbatim: title)), isExpanded: isExpanded, content: content)
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let tint = environment.tint ?? .accentColor
        let row = HStack {
            label
            Spacer()
            Image(systemName: isExpanded ? "chevron.down" : "chevron.forward")
                .font(.footnote.weight(.semibold))
                .foregroundColor(tint)
        }
        let view = VStack(alignment: .leading, spacing: 8) {
            row
            if isExpanded { content }
        }
        return ControlNode.make(named: "DisclosureGroup", content: view, in: environment)
    }
}
