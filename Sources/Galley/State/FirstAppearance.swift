import Foundation

/// How a view is shown as an app shows it: laid out, its `onAppear`
/// actions run, and laid out again with the state they set.
public enum FirstAppearance {
    /// Layouts after the first, at most: actions that make new views appear
    /// whose own actions change state again are followed this far.
    public static let maximumRounds = 3

    /// `layout`'s result for `view` after its views have appeared: `layout`
    /// is called with the view, then, while views appearing for the first
    /// time have `onAppear` actions, those run and `layout` is called again
    /// (at most ``maximumRounds`` more times). `@State` and `@StateObject`
    /// keep their values between the layouts, by the views' places in the
    /// tree. With `runsActions` false, the first layout's result.
    ///
    /// The actions run on the calling thread between layouts, as bodies
    /// run during them (see `onMainActorDuringLayout`).
    public static func settle<V: View, Result>(
        _ view: V, runsActions: Bool = true, _ layout: (AnyView) throws -> Result
    ) rethrows -> Result {
        guard runsActions else { return try layout(AnyView(view)) }
        let graph = ViewStateGraph()
        let root = AnyView(view.environment(\.stateGraph, graph))
        graph.beginLayout()
        var result = try layout(root)
        for _ in 0..<maximumRounds {
            guard graph.runAppearActions() else { break }
            graph.beginLayout()
            result = try layout(root)
        }
        return result
    }
}

extension View {
    /// Runs `action` when the view appears. Galley runs it once after the
    /// first layout of a render that shows views as they appear (``FirstAppearance``,
    /// which `render preview` and the snapshot strategies use), then lays
    /// out again with the state it set; elsewhere it never runs.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        AppearAction(content: self, action: action)
    }
}

/// A view with an action to run when it first appears.
struct AppearAction<Content: View>: View, PrimitiveView {
    let content: Content
    let action: (() -> Void)?

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        if let action, let graph = environment.stateGraph {
            graph.onAppear(at: graph.place(of: Self.self, under: environment.statePlace), action)
        }
        return resolveNodes(content, in: environment)
    }
}
