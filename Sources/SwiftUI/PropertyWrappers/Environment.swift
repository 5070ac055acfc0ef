/// A value from the environment the view is evaluated in:
/// `@Environment(\.colorScheme) private var colorScheme`, or an observable
/// object an ancestor placed with `.environment(model)`:
/// `@Environment(Model.self) private var model`.
///
/// The value is read when the view's `body` reads it, from the environment
/// Galley evaluates the body in. Read later by an action the body made (an
/// `onAppear` closure, which Galley runs after the layout), it is read from
/// the environment the body was last evaluated in; read outside a render,
/// it is the default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// The environment of the body's last evaluation, shared by the view's copies.
    private let captured = CapturedEnvironment()

    /// The environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The observable object of this type an ancestor placed with
    /// `.environment(_:)`. As in SwiftUI, reading it when no ancestor
    /// placed one stops the program with a message naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment[ObservableObjectKey<Value>.self] else {
                fatalError(
                    """
                    No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may \
                    be missing as an ancestor of this view.
                    """
                )
            }
            return object
        }
    }

    /// The observable object of this type an ancestor placed, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[ObservableObjectKey<T>.self] }
    }

    public var wrappedValue: Value {
        read(EnvironmentValues.current ?? captured.values ?? EnvironmentValues())
    }
}

extension Environment: EnvironmentCapturing {
    package func capture(_ environment: EnvironmentValues) {
        captured.values = environment
    }
}

/// Where an `@Environment` keeps the environment its view was evaluated in.
/// (Unguarded as ``ValueBox`` is: a layout and its actions run on one thread.)
final class CapturedEnvironment {
    var values: EnvironmentValues?
}

/// Where `.environment(_:)` keeps an observable object: one key per type.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

nonisolated extension View {
    /// Places an observable object in the environment, for
    /// `@Environment(Model.self)` in this view and everything inside it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentChange { $0[ObservableObjectKey<T>.self] = object }
    }
}
