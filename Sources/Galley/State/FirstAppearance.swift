import Foundation

/// A layout's outcome that holds its placed views.
public protocol ShowsLayoutResult {
    var layoutResult: LayoutResult { get }
}

extension LayoutResult: ShowsLayoutResult {
    public var layoutResult: LayoutResult { self }
}

extension CanvasLayout: ShowsLayoutResult {
    public var layoutResult: LayoutResult { result }
}

/// How a view is shown as an app shows it: laid out, its `onAppear` and
/// `onPreferenceChange` actions run, and laid out again with the state
/// they set.
public enum FirstAppearance {
    /// Layouts after the first, at most: actions that make new views appear
    /// whose own actions change state again are followed this far.
    public static let maximumRounds = 3

    /// `layout`'s result for `view` after its views have appeared: `layout`
    /// is called with the view, then, while views appearing for the first
    /// time have `onAppear` actions, those run and `layout` is called again
    /// (at most ``maximumRounds`` more times). The first layout's
    /// `onPreferenceChange` actions run too, with the values it found, and
    /// the view is laid out again. `@State` and `@StateObject`
    /// keep their values between the layouts, by the views' places in the
    /// tree. With `runsActions` false, the first layout's result.
    ///
    /// The actions run on the calling thread between layouts, as bodies
    /// run during them (see `onMainActorDuringLayout`).
    public static func settle<V: View, Result: ShowsLayoutResult>(
        _ view: V, runsActions: Bool = true, _ layout: (AnyView) throws -> Result
    ) rethrows -> Result {
        guard runsActions else { return try layout(AnyView(view)) }
        let graph = ViewStateGraph()
        let root = AnyView(view.environment(\.stateGraph, graph))
        graph.beginLayout()
        var result = try layout(root)
        for round in 0..<maximumRounds {
            let appeared = onMainActorDuringLayout(graph) { $0.runAppearActions() }
            // onPreferenceChange's actions, with the values the layout found
            // (a measured size, say): they change state as onAppear's do.
            let changes = result.layoutResult.pendingPreferenceActions()
            for action in changes { onMainActorDuringLayout(action) { $0() } }
            // A preference is followed once: its value after the next
            // layout is usually the same, and SwiftUI acts on changes only.
            guard appeared || (round == 0 && !changes.isEmpty) else { break }
            graph.beginLayout()
            result = try layout(root)
        }
        return result
    }
}

nonisolated extension View {
    /// Runs `action` when the view appears. Galley runs it once after the
    /// first layout of a render that shows views as they appear (``FirstAppearance``,
    /// which `render preview` and the snapshot strategies use), then lays
    /// out again with the state it set; elsewhere it never runs.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        AppearAction(content: self, action: action)
    }
}

/// A view with an action to run when it first appears.
nonisolated struct AppearAction<Content: View>: View, PrimitiveView {
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
