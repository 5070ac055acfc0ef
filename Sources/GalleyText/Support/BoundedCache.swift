import Synchronization

/// A thread-safe cache that forgets its least recently used entries once
/// their total cost passes a limit.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var totalCost = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    /// The most total cost kept.
    package let costLimit: Int

    package init(costLimit: Int) {
        self.costLimit = max(1, costLimit)
    }

    package func value(for key: Key) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    /// Stores `value`; when over the limit, evicts the least recently used
    /// other entries until at most half the limit (or all that is left
    /// besides the new entry) is used. An entry costlier than the limit is
    /// not kept.
    package func insert(_ value: Value, for key: Key, cost: Int) {
        let cost = max(1, cost)
        guard cost <= costLimit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue(Entry(value: value, cost: cost, lastUse: state.clock), forKey: key) {
                state.totalCost -= old.cost
            }
            state.totalCost += cost
            guard state.totalCost > costLimit else { return }
            let target = max(costLimit / 2, cost)
            let byAge = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
            for (oldKey, entry) in byAge where state.totalCost > target && oldKey != key {
                state.entries[oldKey] = nil
                state.totalCost -= entry.cost
            }
        }
    }

    package var count: Int { state.withLock { $0.entries.count } }
}
