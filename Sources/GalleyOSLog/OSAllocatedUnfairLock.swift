import Foundation

/// `os`'s lock around a value, for code that imports `os` for it.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    public init(initialState: State) {
        storage = Storage(initialState)
    }

    public init(uncheckedState: State) {
        storage = Storage(uncheckedState)
    }

    public func withLock<Result>(_ body: @Sendable (inout State) throws -> Result) rethrows -> Result
    where Result: Sendable {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    public func withLockUnchecked<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    public func lock() { storage.lock.lock() }
    public func unlock() { storage.lock.unlock() }
    public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == Void {
    public init() {
        self.init(uncheckedState: ())
    }

    public func withLock<Result>(_ body: @Sendable () throws -> Result) rethrows -> Result where Result: Sendable {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body()
    }

    public func withLockUnchecked<Result>(_ body: () throws -> Result) rethrows -> Result {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body()
    }
}
