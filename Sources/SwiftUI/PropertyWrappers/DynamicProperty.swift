/// A stored property of a view that SwiftUI keeps up to date (`@State`,
/// `@Environment`…). A Galley render is one evaluation, so there is
/// nothing to update: `update()` does nothing.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Holds a property wrapper's value by reference, so that a setter called
/// through a `Binding` is seen by every copy of the view within one
/// evaluation (views are structs, copied freely).
final class ValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
