/// Which view has keyboard focus: `@FocusState private var isFocused: Bool`
/// or `@FocusState private var field: Field?`. Nothing is focused in a
/// render unless the view sets it; `.focused(_:)` changes nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: ValueBox<Value>

    public init() where Value == Bool {
        box = ValueBox(false)
    }

    public init<T: Hashable>() where Value == T? {
        box = ValueBox(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding `.focused(_:)` takes: `$isFocused`.
    @propertyWrapper
    public struct Binding {
        fileprivate let box: ValueBox<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

/// The focus state of a scene-wide value (`@FocusedValue`): always nil in a render.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init<Key>(_ keyPath: KeyPath<FocusedValues, Key>) {}
    public var wrappedValue: Value? { nil }
}

/// The values views publish for focus (`focusedValue(_:_:)`): none in a render.
public struct FocusedValues {
    public init() {}

    /// The focused view's value for `key`: nil, as nothing is focused in a render.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// A key for a value focused views publish (`@Entry` in `FocusedValues` makes one).
public protocol FocusedValueKey {
    associatedtype Value
}

nonisolated extension View {
    /// Keyboard focus follows `condition`: a no-op, nothing takes focus in a render.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Keyboard focus follows `binding == value`: a no-op, nothing takes focus in a render.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }

    /// Whether the view can take focus: a no-op.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Where focus goes first: a no-op.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View { self }
}
