/// A class whose changes SwiftUI watches: Combine's protocol. Galley draws
/// each preview once, so the publisher it offers never needs to fire; it
/// still delivers what `send()` sends to its subscribers.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for the object (a new one each time: nothing in a
    /// preview waits for the object to change).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher an `ObservableObject` offers by default.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let list = SubscriberList<Void, Never>()

    public init() {}

    /// Tells the subscribers the object is about to change.
    public func send() { list.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        _ = list.add(subscriber)
    }
}

/// A property whose changes are published: `$property` is its publisher,
/// which delivers the current value at subscription and each new one.
@propertyWrapper
public struct Published<Value> {
    private var storage: Publisher

    public init(wrappedValue: Value) {
        storage = Publisher(CurrentValueSubject(wrappedValue))
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { storage.subject.value }
        set { storage.subject.send(newValue) }
    }

    /// The property's publisher.
    public var projectedValue: Publisher {
        get { storage }
        set { storage = newValue }
    }

    /// The values of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>

        init(_ subject: CurrentValueSubject<Value, Never>) {
            self.subject = subject
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }
}
