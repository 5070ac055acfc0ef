/// A publisher you send values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends the empty value.
    public func send() { send(()) }
}

/// The subscribers a subject delivers to. A preview runs on one thread,
/// so the list is not locked (Combine's subjects are; Galley's are not
/// `Sendable`).
final class SubscriberList<Output, Failure: Error> {
    private var subscribers: [ClosureSubscriber<Output, Failure>] = []
    private var finished: Subscribers.Completion<Failure>?

    /// Adds `subscriber`, or tells it the subject has finished; whether it was added.
    func add<S: Subscriber>(_ subscriber: S) -> Bool where S.Input == Output, S.Failure == Failure {
        if let finished {
            subscriber.receive(completion: finished)
            return false
        }
        subscribers.append(
            ClosureSubscriber(value: { subscriber.receive($0) }, completion: { subscriber.receive(completion: $0) }))
        return true
    }

    func send(_ value: Output) {
        guard finished == nil else { return }
        for subscriber in subscribers { subscriber.receive(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        guard finished == nil else { return }
        finished = completion
        for subscriber in subscribers { subscriber.receive(completion: completion) }
    }
}

/// A subject that passes each value it is sent to its subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let list = SubscriberList<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { list.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { list.send(completion: completion) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        _ = list.add(subscriber)
    }
}

/// A subject that holds a value: new subscribers receive it at once, and
/// each value sent replaces it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let list = SubscriberList<Output, Failure>()
    private var current: Output

    public init(_ value: Output) {
        current = value
    }

    /// The value held; setting it sends it.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        current = value
        list.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { list.send(completion: completion) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        if list.add(subscriber) { subscriber.receive(value) }
    }
}
