/// A view's own value: `@State private var count = 0`.
///
/// A Galley render evaluates each view once, so a state is its initial
/// value. It lives in a box shared by copies of the view, so a change made
/// through `$count` while the view is evaluated is seen by the view and its
/// children in that evaluation.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: ValueBox<Value>

    public init(wrappedValue value: Value) {
        box = ValueBox(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state: `$count`.
    public var projectedValue: Binding<Value> {
        box.binding
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as nil: `@State private var selection: Item?`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: PersistentViewState {
    /// Takes the value the view's earlier evaluation left.
    package func adopt(_ earlier: any PersistentViewState) {
        guard let earlier = earlier as? Self, earlier.box !== box else { return }
        box.value = earlier.box.value
    }
}
