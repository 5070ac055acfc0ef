import Foundation

/// Space that grows along its stack's axis: at least `minLength` (8 by default).
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Spacer", content: .spacer(minLength: minLength), environment: environment)]
    }
}
