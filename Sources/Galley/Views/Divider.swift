import Foundation

/// A hairline across its stack's axis.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Divider", content: .divider, environment: environment, paint: .fill(.color(.gray.opacity(0.5)), .rectangle))]
    }
}
