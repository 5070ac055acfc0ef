import Foundation

/// Inserts, deletes, fetches and saves a container's models, in memory.
///
/// A context's own changes (inserted and deleted models) are pending until
/// ``save()``; its fetches see them, other contexts' fetches see only what
/// is saved. As in SwiftData, inserting a model inserts the models its
/// properties hold (one, an optional one, or an array), and a model put
/// into an inserted model's property later is found by the next fetch.
/// Unlike SwiftData, every context hands out the same objects, delete rules
/// and inverse relationships are not followed (set both sides yourself),
/// and changes to properties are not tracked (`hasChanges` speaks of
/// insertions and deletions). Autosaving is not simulated: the main
/// context's fetches see its own changes anyway.
public final class ModelContext {
    public let container: ModelContainer
    /// Whether the context saves by itself: true for the main context.
    /// Galley never does; it is kept as set.
    public var autosaveEnabled: Bool

    /// Models inserted and not saved, in order.
    private var inserted: [any PersistentModel] = []
    private var deleted: [ObjectIdentifier: any PersistentModel] = [:]

    /// Posted before and after a context saves; the object is the context.
    public static let willSave = Notification.Name("ModelContext.willSave")
    public static let didSave = Notification.Name("ModelContext.didSave")

    public convenience init(_ container: ModelContainer) {
        self.init(container, autosaveEnabled: false)
    }

    init(_ container: ModelContainer, autosaveEnabled: Bool) {
        self.container = container
        self.autosaveEnabled = autosaveEnabled
    }

    // MARK: Changes

    /// Inserts `model`, and the models its properties hold, until saved.
    /// Inserting a deleted model brings it back.
    public func insert<T: PersistentModel>(_ model: T) {
        deleted[ObjectIdentifier(model)] = nil
        model.__galleyModel.isDeleted = false
        model.__galleyModel.isGone = false
        for found in Self.reachable(from: [model]) {
            if found.__galleyModel.context == nil { found.__galleyModel.context = self }
            if !container.isSaved(found), !inserted.contains(where: { $0 === found }) { inserted.append(found) }
        }
    }

    /// Deletes `model`: at once if it was only inserted here, else when saved.
    public func delete<T: PersistentModel>(_ model: T) {
        if let index = inserted.firstIndex(where: { $0 === model }) {
            inserted.remove(at: index)
        } else {
            deleted[ObjectIdentifier(model)] = model
        }
        model.__galleyModel.isDeleted = true
    }

    /// Deletes every model of `model`'s class that `predicate` accepts.
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    ) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate))
        where includeSubclasses || type(of: found) == T.self {
            delete(found)
        }
    }

    /// Saves the pending changes: inserted models (and those put into
    /// their properties since) become visible to every context of the
    /// container, deleted ones leave it.
    public func save() throws {
        NotificationCenter.default.post(name: Self.willSave, object: self)
        let saving = pendingInsertions()
        for model in saving where model.__galleyModel.context == nil { model.__galleyModel.context = self }
        container.commit(inserted: saving, deleted: Array(deleted.values))
        inserted = []
        deleted = [:]
        NotificationCenter.default.post(name: Self.didSave, object: self)
    }

    /// Forgets the pending changes: inserted models leave the context, deleted ones come back.
    public func rollback() {
        for model in inserted where model.__galleyModel.context === self { model.__galleyModel.context = nil }
        for model in deleted.values { model.__galleyModel.isDeleted = false }
        inserted = []
        deleted = [:]
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Nothing is deferred: a no-op.
    public func processPendingChanges() {}

    /// Whether models were inserted or deleted and not saved.
    public var hasChanges: Bool { !pendingInsertions().isEmpty || !deleted.isEmpty }

    public var insertedModelsArray: [any PersistentModel] { pendingInsertions() }
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }
    /// Models whose properties changed: not tracked, so none.
    public var changedModelsArray: [any PersistentModel] { [] }

    func isPending(_ model: any PersistentModel) -> Bool {
        deleted[ObjectIdentifier(model)] != nil || pendingInsertions().contains { $0 === model }
    }

    // MARK: Fetching

    /// The models of `T` (and its subclasses) that the descriptor's
    /// predicate accepts, in its order (else in the order inserted), from
    /// its offset, at most its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = visibleModels(includingPending: descriptor.includePendingChanges).compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let end = descriptor.fetchLimit.map { offset + min(max($0, 0), models.count - offset) } ?? models.count
        return Array(models[offset..<end])
    }

    /// How many models ``fetch(_:)`` would give.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models ``fetch(_:)`` would give.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model of `T` with identifier `id` that this context sees, if any.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        visibleModels(includingPending: true).lazy.compactMap { $0 as? T }.first { $0.persistentModelID == id }
    }

    /// The saved models, and with `includingPending` this context's
    /// changes: its insertions and what they (and saved models) hold now,
    /// less its deletions.
    private func visibleModels(includingPending: Bool) -> [any PersistentModel] {
        let saved = container.savedModels
        guard includingPending else { return saved }
        return Self.reachable(from: saved + inserted).filter { deleted[ObjectIdentifier($0)] == nil }
    }

    /// What saving would add to the container: the insertions and the
    /// models reachable from them or from saved models that are not saved.
    private func pendingInsertions() -> [any PersistentModel] {
        Self.reachable(from: container.savedModels + inserted).filter {
            deleted[ObjectIdentifier($0)] == nil && !container.isSaved($0)
        }
    }

    /// `roots` and the models their stored properties hold (one, an
    /// optional one, an array), at any depth, each once, in the order met;
    /// models whose deletion was saved, and what only they hold, are left out.
    static func reachable(from roots: [any PersistentModel]) -> [any PersistentModel] {
        var seen: Set<ObjectIdentifier> = []
        var found: [any PersistentModel] = []
        var pending = roots
        var index = 0
        while index < pending.count {
            let model = pending[index]
            index += 1
            guard !model.__galleyModel.isGone, seen.insert(ObjectIdentifier(model)).inserted else { continue }
            found.append(model)
            var mirror: Mirror? = Mirror(reflecting: model)
            while let current = mirror {
                for child in current.children {
                    if let many = child.value as? [any PersistentModel] {
                        pending += many
                    } else if let one = child.value as? any PersistentModel {
                        pending.append(one)
                    }
                }
                mirror = current.superclassMirror
            }
        }
        return found
    }
}
