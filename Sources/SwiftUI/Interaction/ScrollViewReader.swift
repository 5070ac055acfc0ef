import Foundation

/// Gives its content a proxy that scrolls to a view by id: a canvas is
/// drawn at its first scroll position, so `scrollTo` does nothing.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

/// Scrolls a scroll view to a view: never, in a render.
public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
