import Foundation

/// A reusable change to a view, written as a view of its `content`.
///
/// Isolated to the main actor, as ``View`` is.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
///
/// It is made where `body(content:)` places it, in the environment there:
/// `content.font(.largeTitle).foregroundColor(.white)` reaches the text
/// inside, as in SwiftUI.
nonisolated public struct ViewModifierContent: View, PrimitiveView {
    let makeContent: (EnvironmentValues) -> [ViewNode]
    public var body: EmptyView { EmptyView() }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { makeContent(environment) }
}

/// A view with a modifier applied.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public let content: Content
    public let modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        EnvironmentValues.withCurrent(environment) {
            let inner = ViewModifierContent { [content] placed in resolveNodes(content, in: placed) }
            return resolveNodes(
                onMainActorDuringLayout((modifier, inner)) { $0.0.body(content: $0.1) }, in: environment)
        }
    }
}

nonisolated extension View {
    /// This view changed by `modifier`.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
