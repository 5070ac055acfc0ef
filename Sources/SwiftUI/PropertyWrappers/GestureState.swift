/// State a gesture updates while it runs, reset when it ends:
/// `@GestureState private var dragOffset = CGSize.zero`. No gesture runs in
/// a render, so it is always its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value { value }

    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}
