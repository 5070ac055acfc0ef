import Foundation

/// Combine's `Publisher`, as far as views use it: a source of values that
/// `onReceive(_:perform:)` subscribes to. Linux has no Combine; a render
/// never subscribes, so a publisher here only carries its types.
public protocol Publisher<Output, Failure> {
    /// The values the publisher sends.
    associatedtype Output
    /// The error that ends it (`Never` for those `onReceive` takes).
    associatedtype Failure: Error
}

extension NotificationCenter {
    /// The notifications of one name, as Combine's
    /// `NotificationCenter.Publisher` sends them.
    public struct Publisher: SwiftUI.Publisher, Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notifications' name.
        public let name: Notification.Name

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.name = name
        }
    }

    /// The notifications named `name` (from `object` only, when given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends: a no-op, a render
    /// receives nothing, so the view is drawn in its initial state.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        self
    }
}
