import Foundation

/// A value SwiftUI keeps in `UserDefaults`: `@AppStorage("username") var name = ""`.
///
/// A render starts from a clean install: the wrapper holds its default
/// and never reads or writes the defaults database, so output does not
/// depend on the machine. Writes through `$name` last for the evaluation.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: ValueBox<Value>

    private init(value: Value) {
        box = ValueBox(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        box.binding
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(value: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(value: nil) }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(value: nil)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String { self.init(value: nil) }
}

/// A value SwiftUI restores with the scene: `@SceneStorage("tab") var tab = 0`.
/// A render has no saved scene: the wrapper holds its default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let box: ValueBox<Value>

    private init(value: Value) {
        box = ValueBox(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        box.binding
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(value: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(value: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(value: nil) }
    public init(_ key: String) where Value == Int? { self.init(value: nil) }
    public init(_ key: String) where Value == Double? { self.init(value: nil) }
    public init(_ key: String) where Value == String? { self.init(value: nil) }
    public init(_ key: String) where Value == URL? { self.init(value: nil) }
    public init(_ key: String) where Value == Data? { self.init(value: nil) }
}

extension AppStorage: PersistentViewState {
    /// Takes the value the view's earlier evaluation left.
    package func adopt(_ earlier: any PersistentViewState) {
        guard let earlier = earlier as? Self, earlier.box !== box else { return }
        box.value = earlier.box.value
    }
}

extension SceneStorage: PersistentViewState {
    /// Takes the value the view's earlier evaluation left.
    package func adopt(_ earlier: any PersistentViewState) {
        guard let earlier = earlier as? Self, earlier.box !== box else { return }
        box.value = earlier.box.value
    }
}
