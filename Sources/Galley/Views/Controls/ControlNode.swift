import Foundation

/// The node a control draws as: one node of the control's name around its
/// content, passing the layout through. The content is built in
/// `contentEnvironment` when it differs from the control's.
enum ControlNode {
    static func make(
        named name: String, content: some View, in environment: EnvironmentValues,
        contentEnvironment: EnvironmentValues? = nil
    ) -> [ViewNode] {
        [
            ViewNode(
                name: name, content: .layout(LayoutBox(layout: PassthroughLayout())),
                children: resolveNodes(content, in: contentEnvironment ?? environment), environment: environment
            )
        ]
    }

    /// A control drawn as its label in the tint colour: a Link, a Menu, a
    /// NavigationLink outside a list.
    static func tinted(named name: String, label: some View, in environment: EnvironmentValues) -> [ViewNode] {
        make(named: name, content: label.foregroundColor(environment.tint ?? .accentColor), in: environment)
    }
}
