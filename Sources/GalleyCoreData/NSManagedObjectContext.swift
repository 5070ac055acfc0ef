import Foundation
import GalleyFoundation

/// Inserts, deletes, fetches and saves objects, in memory.
///
/// A context's changes (inserted, changed and deleted objects) are pending
/// until ``save()``: its own fetches see them, other contexts' fetches see
/// only what is saved, and a child context (one with a ``parent``) saves
/// into its parent. Unlike Core Data, every context hands out the same
/// objects. Saving follows the model's delete rules, uniqueness
/// constraints (by the ``mergePolicy``) and `now()` dates. A context of no
/// container keeps what it saves itself.
open class NSManagedObjectContext: NSObject {
    /// How a context runs its work: inline, here, whichever is asked.
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    /// When `perform(schedule:_:)` runs its work: at once, here.
    public enum ScheduledTaskType: Sendable {
        case immediate, enqueued
    }

    public let concurrencyType: ConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// The context this one saves into, if any.
    open var parent: NSManagedObjectContext?
    open var name: String?
    open var transactionAuthor: String?
    open var automaticallyMergesChangesFromParent = false
    /// How saving settles objects that break a uniqueness constraint:
    /// ``NSMergePolicy/error`` (the default) fails the save.
    open var mergePolicy: Any = NSMergePolicy.error
    open var shouldDeleteInaccessibleFaults = true
    open var retainsRegisteredObjects = false
    open var stalenessInterval: TimeInterval = -1
    open var userInfo = NSMutableDictionary()

    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private var updated: [NSManagedObject] = []
    /// What a context of no coordinator and no parent has saved.
    private let ownStore = ManagedObjectStore()

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    public override convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    var store: ManagedObjectStore { persistentStoreCoordinator?.store ?? parent?.store ?? ownStore }

    /// The model of the context's container, else every registered model.
    var model: NSManagedObjectModel {
        persistentStoreCoordinator?.managedObjectModel ?? parent?.model ?? ManagedObjectModels.merged()
            ?? NSManagedObjectModel()
    }

    // MARK: Changes

    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var updatedObjects: Set<NSManagedObject> { Set(updated.filter { !$0.isDeleted }) }
    /// The objects the context knows: those its fetches can find.
    open var registeredObjects: Set<NSManagedObject> { Set(visibleObjects()) }

    /// Whether anything was inserted, changed or deleted since the last save.
    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updatedObjects.isEmpty }

    func isPendingInsert(_ object: NSManagedObject) -> Bool { inserted.contains { $0 === object } }

    /// Called by an object whose value was set.
    func objectChanged(_ object: NSManagedObject) {
        guard object.isSaved, !updated.contains(where: { $0 === object }) else { return }
        updated.append(object)
    }

    /// Inserts `object`, to be saved; inserting a deleted object brings it back.
    open func insert(_ object: NSManagedObject) {
        if let index = deleted.firstIndex(where: { $0 === object }) {
            deleted.remove(at: index)
            object.isDeleted = false
            return
        }
        object.isDeleted = false
        object.managedObjectContext = self
        if !object.isSaved, !inserted.contains(where: { $0 === object }) { inserted.append(object) }
    }

    /// Deletes `object`: at once if it was never saved, else when the
    /// context saves. Its relationships let go of it, and the objects its
    /// cascading relationships hold are deleted too.
    open func delete(_ object: NSManagedObject) {
        guard !object.isDeleted else { return }
        object.prepareForDeletion()
        let related = object.relatedForDeletion()
        if let index = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: index)
        } else if !deleted.contains(where: { $0 === object }) {
            deleted.append(object)
        }
        object.isDeleted = true
        for (key, other) in related.nullify { object.nullify(key, other) }
        for other in related.cascade { delete(other) }
    }

    /// Puts the pending changes in the store (or the parent context): what
    /// was inserted is found by every context's fetches, what was deleted
    /// by none. Fails, saving nothing, when inserted objects break a
    /// uniqueness constraint and the merge policy is ``NSMergePolicy/error``.
    open func save() throws {
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        try settleConstraints()
        let saving = inserted + updatedObjects.sorted { $0.objectID < $1.objectID }
        for object in saving { object.willSave() }
        let now = Date()
        for object in saving {
            for attribute in object.entity.attributesByName.values where attribute.isDerivedNow {
                object.values[attribute.name] = now
            }
        }
        let info: [AnyHashable: Any] = [
            NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: updatedObjects, NSDeletedObjectsKey: Set(deleted),
        ]
        if let parent {
            for object in inserted { parent.insert(object) }
            for object in deleted {
                object.isDeleted = false
                parent.delete(object)
            }
            for object in updated where object.isSaved { parent.objectChanged(object) }
        } else {
            store.add(inserted)
            store.remove(deleted)
            for object in saving {
                object.isSaved = true
                object.changedKeys = []
                object.savedValues = object.values
            }
        }
        let saved = saving
        inserted = []
        deleted = []
        updated = []
        for object in saved { object.didSave() }
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        NotificationCenter.default.post(name: Self.didSaveObjectsNotification, object: self, userInfo: info)
    }

    /// Undoes the pending changes: inserted objects are let go, deleted
    /// ones brought back, changed ones given their saved values.
    open func rollback() {
        for object in deleted { object.isDeleted = false }
        for object in updated { object.revertToSaved() }
        for object in inserted { object.managedObjectContext = nil }
        inserted = []
        deleted = []
        updated = []
    }

    /// Forgets the pending changes, as ``rollback()`` does.
    open func reset() { rollback() }

    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    open func refreshAllObjects() {}
    open func processPendingChanges() {}

    // MARK: Fetching

    /// The objects the context's fetches see: the store's (or the parent's)
    /// and its own insertions, less its deletions, in the order made.
    func visibleObjects() -> [NSManagedObject] {
        let base = parent?.visibleObjects() ?? store.objects
        let gone = Set(deleted.map(ObjectIdentifier.init))
        return (base + inserted.filter { candidate in !base.contains { $0 === candidate } })
            .filter { !gone.contains(ObjectIdentifier($0)) }
    }

    /// The objects `request` asks for: its entity's (or a sub-entity's),
    /// those its predicate accepts, sorted by its descriptors (else in the
    /// order they were made), from its offset, at most its limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = matching(request)
        let results: [Any] =
            switch request.resultType {
            case .managedObjectIDResultType: objects.map(\.objectID)
            case .countResultType: [NSNumber(value: objects.count)]
            case .dictionaryResultType: objects.map { Self.dictionary(of: $0, keys: request.propertiesToFetch) }
            default: objects
            }
        return results.compactMap { $0 as? T }
    }

    /// How many objects `request` finds.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { matching(request).count }

    func matching<T>(_ request: NSFetchRequest<T>) -> [NSManagedObject] {
        let name = request.entityName ?? request.entity?.name
        var objects = visibleObjects().filter { object in
            guard let name else { return object is T }
            var entity: NSEntityDescription? = object.entity
            // Bounded: a model's parents could name each other.
            for _ in 0..<64 {
                guard let current = entity else { return false }
                if current.name == name { return true }
                entity = request.includesSubentities ? current.superentity : nil
            }
            return false
        }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = objects.sorted(byDescriptors: descriptors)
        }
        objects = Array(objects.dropFirst(max(0, request.fetchOffset)))
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    private static func dictionary(of object: NSManagedObject, keys: [Any]?) -> NSDictionary {
        let names =
            keys?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
            ?? object.entity.attributesByName.keys.sorted()
        let dictionary = NSMutableDictionary()
        for name in names { dictionary[NSString(string: name)] = object.value(forKey: name) ?? NSNull() }
        return dictionary
    }

    /// The object with `objectID`; an empty object of its entity when there is none.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        (try? existingObject(with: objectID)) ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    /// The object with `objectID`, or an error when the context has none.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let found = visibleObjects().first(where: { $0.objectID == objectID }) else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 133_000,
                userInfo: [NSLocalizedDescriptionKey: "No object with the identity \(objectID)."])
        }
        return found
    }

    /// The object with `objectID` if the context has it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        try? existingObject(with: objectID)
    }

    /// Runs a batch request on the store: a batch delete deletes the
    /// objects it finds at once, past every context's pending changes.
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let batch = request as? NSBatchDeleteRequest else { return NSPersistentStoreResult() }
        let found = matching(batch.fetchRequest).filter(\.isSaved)
        store.remove(found)
        for object in found { object.isDeleted = true }
        return NSBatchDeleteResult(objectIDs: found.map(\.objectID), resultType: batch.resultType)
    }

    // MARK: Running work

    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }

    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: () throws -> T) async rethrows -> T {
        try block()
    }

    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }

    /// Takes another context's saved changes: nothing to do, every context
    /// sharing one store.
    open func mergeChanges(fromContextDidSave notification: Notification) {}

    public static func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
    ) {}

    open func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {}
    open var queryGenerationToken: NSQueryGenerationToken? { nil }

    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    public static let didChangeObjectsNotification = Notification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
    public static let willSaveObjectsNotification = Notification.Name(
        "NSManagedObjectContextWillSaveObjectsNotification")

    // MARK: Uniqueness

    /// Settles inserted objects that hold the same values as another of
    /// their entity in every attribute of a uniqueness constraint.
    private func settleConstraints() throws {
        let policy = (mergePolicy as? NSMergePolicy)?.mergeType ?? .errorMergePolicyType
        var kept = visibleObjects().filter { !isPendingInsert($0) }
        var dropped: [NSManagedObject] = []
        for object in inserted {
            let constraints = object.entity.uniquenessConstraints.map { $0.compactMap { $0 as? String } }
            guard
                let twin = kept.first(where: { other in
                    other.entity === object.entity
                        && constraints.contains { keys in
                            !keys.isEmpty
                                && keys.allSatisfy {
                                    PredicateValues.equal(other.value(forKey: $0), object.value(forKey: $0))
                                }
                        }
                })
            else {
                kept.append(object)
                continue
            }
            switch policy {
            case .errorMergePolicyType:
                throw NSError(
                    domain: NSCocoaErrorDomain, code: 133_021,
                    userInfo: [
                        NSLocalizedDescriptionKey: "\(object.entity.name ?? "An object") breaks a uniqueness "
                            + "constraint held by \(twin.objectID)."
                    ])
            case .mergeByPropertyObjectTrumpMergePolicyType, .overwriteMergePolicyType:
                // The values the new object was given win, merged into the saved one.
                for key in object.changedKeys.sorted() { twin.setValue(object.value(forKey: key), forKey: key) }
                dropped.append(object)
            default:
                // The store's values win: the new object is let go.
                dropped.append(object)
            }
        }
        for object in dropped {
            inserted.removeAll { $0 === object }
            object.isDeleted = true
        }
    }
}

/// A point in a store's history a context reads from: always now, in memory.
open class NSQueryGenerationToken: NSObject, @unchecked Sendable {
    public static let current = NSQueryGenerationToken()
}

extension Notification.Name {
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
}

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"

/// The saved objects of a store, in the order they were first saved.
final class ManagedObjectStore {
    private(set) var objects: [NSManagedObject] = []

    func add(_ added: [NSManagedObject]) {
        for object in added where !object.isDeleted && !objects.contains(where: { $0 === object }) {
            objects.append(object)
        }
    }

    func remove(_ removed: [NSManagedObject]) {
        let gone = Set(removed.map(ObjectIdentifier.init))
        objects.removeAll { gone.contains(ObjectIdentifier($0)) }
    }
}
