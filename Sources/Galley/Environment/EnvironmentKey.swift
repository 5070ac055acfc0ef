import Foundation

/// A key for a value of ``EnvironmentValues`` that the user defines:
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
///     extension EnvironmentValues {
///         var accent: Color {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor has set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for `key`: an ancestor's, else the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: a missing value cast to an optional `Value` would be nil, not the default.
            guard let value = storage.values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { storage.values[ObjectIdentifier(key)] = newValue }
    }
}

/// The values of user-defined keys, by key type.
///
/// `@unchecked Sendable`: like SwiftUI, the environment does not require
/// its values to be `Sendable`. A layout pass builds and reads an
/// environment on one thread; values are only copied, never shared
/// mutably, between passes.
struct EnvironmentStorage: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
}

nonisolated extension View {
    /// Sets an environment value for this view and everything inside it:
    /// `.environment(\.colorScheme, .dark)`, `.environment(\.myValue, 3)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and everything inside it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentView(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

nonisolated extension View {
    /// Changes the environment of this view and everything inside it with
    /// any function: what the SwiftUI module's environment modifiers build on.
    package func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentView(content: self, change: change)
    }
}
