import Combine

nonisolated extension View {
    /// Runs `action` with each value `publisher` sends: a no-op, a render
    /// receives nothing, so the view is drawn in its initial state.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
