import Foundation

/// A namespace for matched geometry effects: `@Namespace private var animation`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let id: ID

    public init() {
        id = ID(value: Namespace.counter.next())
    }

    public var wrappedValue: Namespace.ID { id }

    /// Hands out distinct identities; guarded, as renders may run on several threads.
    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
