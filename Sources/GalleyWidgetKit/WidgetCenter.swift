import Foundation

/// The app's widgets on the Home Screen: a preview has none, so reloading
/// their timelines does nothing and their configurations are none.
public final class WidgetCenter: @unchecked Sendable {
    /// The app's widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks every widget for a new timeline (there are none).
    public func reloadAllTimelines() {}

    /// Asks the widgets of `kind` for a new timeline (there are none).
    public func reloadTimelines(ofKind kind: String) {}

    /// The widgets the user has added: none, later, on a queue of its own.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        DispatchQueue.global().async { completion(.success([])) }
    }

    /// The widgets the user has added: none.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }

    public func invalidateConfigurationRecommendations() {}
}

/// A widget the user has added.
public struct WidgetInfo: Sendable, CustomStringConvertible {
    public let kind: String
    public let family: WidgetFamily

    public var description: String { "WidgetInfo(kind: \(kind), family: \(family))" }
}
