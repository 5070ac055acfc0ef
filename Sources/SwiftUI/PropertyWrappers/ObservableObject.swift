/// An observable object a view reads but does not own: `@ObservedObject var model: Model`.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An observable object a view owns: `@StateObject private var model = Model()`.
/// The object is made the first time the view reads it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: ValueBox<ObjectType?>
    private let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = ValueBox(nil)
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// An observable object an ancestor placed with `.environmentObject(_:)`:
/// `@EnvironmentObject var settings: Settings`. As in SwiftUI, reading it
/// when no ancestor placed one stops the program with a message naming
/// the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = (EnvironmentValues.current ?? EnvironmentValues())[ObservableObjectKey<ObjectType>.self]
        else {
            fatalError(
                """
                No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \
                \(ObjectType.self) may be missing as an ancestor of this view.
                """
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

nonisolated extension View {
    /// Places an observable object in the environment, for
    /// `@EnvironmentObject` in this view and everything inside it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChange { $0[ObservableObjectKey<T>.self] = object }
    }
}

extension StateObject: PersistentViewState {
    /// Takes the object the view's earlier evaluation made, if it made one.
    package func adopt(_ earlier: any PersistentViewState) {
        guard let earlier = earlier as? Self, earlier.box !== box, let object = earlier.box.value else { return }
        box.value = object
    }
}
