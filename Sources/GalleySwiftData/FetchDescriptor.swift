import Foundation

/// Which models of a class a fetch gives, and in what order: Foundation's
/// `Predicate` (`#Predicate<Item> { !$0.isDone }`) and `SortDescriptor`s,
/// evaluated in memory.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Whether the context's unsaved insertions and deletions count.
    public var includePendingChanges = true
    /// Kept; every property of a model is always there.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Kept; related models are always there.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
