import Foundation

extension NotificationCenter {
    /// The notifications of one name, as Combine offers them; a preview
    /// posts none, so it delivers nothing.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {}
    }

    /// A publisher of the notifications named `name`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension Timer {
    /// A timer's publisher, as Combine offers it: a preview draws one
    /// moment, so it never fires.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Never? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish(every:on:in:)` makes.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval

        init(interval: TimeInterval) {
            self.interval = interval
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {}

        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

/// A publisher that starts when it is connected.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when subscribed to.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher connected at its first subscription;
    /// `upstream` is the publisher it connects (`timer.upstream.connect().cancel()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
        }
    }
}
