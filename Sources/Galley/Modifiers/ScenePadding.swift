import Foundation

/// The kind of padding that spaces a view from its scene (`scenePadding`).
public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat

    /// The minimum scene padding: on iPhone, the 16 points of the system's
    /// default padding (what `padding()` adds).
    public static let minimum = ScenePadding(length: 16)
    /// The padding of a navigation bar's content: on iPhone, the same 16 points.
    public static let navigationBar = ScenePadding(length: 16)
}

nonisolated extension View {
    /// Padding on `edges` by the scene's amount: on iPhone, the default
    /// padding, 16 points.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, ScenePadding.minimum.length)
    }

    /// Padding of a kind on `edges`, by the scene's amount for it.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
