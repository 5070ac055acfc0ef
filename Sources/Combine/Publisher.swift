/// A type that can deliver values over time: Combine's protocol, for code
/// that names publishers. Galley's publishers deliver synchronously, at
/// subscription or on `send`, on the caller's thread; nothing runs later.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`, which receives what the publisher delivers.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// What receives a publisher's values and its completion.
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error

    func receive(_ input: Input)
    func receive(completion: Subscribers.Completion<Failure>)
}

/// The subscribers Combine offers, and how a publisher finishes.
public enum Subscribers {
    /// How a publisher ends: normally, or with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// The subscriber `sink` attaches: closures for values and completion.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        let receiveValue: (Input) -> Void
        let receiveCompletion: (Completion<Failure>) -> Void
        private(set) var isCancelled = false

        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void)
        {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(_ input: Input) {
            if !isCancelled { receiveValue(input) }
        }

        public func receive(completion: Completion<Failure>) {
            if !isCancelled { receiveCompletion(completion) }
        }

        public func cancel() { isCancelled = true }
    }
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it is released, as Combine's does; kept
/// in a `Set<AnyCancellable>` with `store(in:)`.
public final class AnyCancellable: Cancellable, Hashable {
    private let cancelAction: () -> Void

    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = canceller.cancel
    }

    public func cancel() { cancelAction() }

    /// Keeps the cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Sets the property at `keyPath` of `object` to each value.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// This publisher behind a type that hides what it is.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }

    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The values `isIncluded` keeps.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The values, delivered where they are sent (Galley runs no other
    /// queue or run loop).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// The values, subscribed to where the subscriber is.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// The values, without waiting (Galley's publishers are delivered at once).
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Self { self }

    /// The values, without waiting (Galley's publishers are delivered at once).
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Self {
        self
    }

    /// The values, without waiting (Galley's publishers are delivered at once).
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self { self }

    /// The values, without dropping repeats of the same value.
    public func removeDuplicates() -> Self where Output: Equatable { self }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Publishes each value to the `@Published` property `published`.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        _ = sink { subject.send($0) }
    }
}

/// A subscriber from closures, for the operators.
struct ClosureSubscriber<Input, Failure: Error>: Subscriber {
    let value: (Input) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void

    func receive(_ input: Input) { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// The operators' publishers.
public enum Publishers {
    /// Each upstream value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.receive(
                subscriber: ClosureSubscriber<Upstream.Output, Failure>(
                    value: { subscriber.receive(transform($0)) }, completion: { subscriber.receive(completion: $0) }
                ))
        }
    }

    /// The upstream values a predicate keeps.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.receive(
                subscriber: ClosureSubscriber<Output, Failure>(
                    value: { if isIncluded($0) { subscriber.receive($0) } },
                    completion: { subscriber.receive(completion: $0) }
                ))
        }
    }
}

/// A publisher whose type is hidden.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (ClosureSubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(ClosureSubscriber(value: { subscriber.receive($0) }, completion: { subscriber.receive(completion: $0) }))
    }
}
