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
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as nil: `@State private var selection: Item?`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
