import Foundation
import GalleyFoundation

/// A request a context runs against its store.
open class NSPersistentStoreRequest: NSObject {
    open var affectedStores: [NSPersistentStore]?
}

/// What a batch request returns.
open class NSPersistentStoreResult: NSObject {}

/// What a fetch returns.
public enum NSFetchRequestResultType: UInt, Sendable {
    case managedObjectResultType = 0
    case managedObjectIDResultType = 1
    case dictionaryResultType = 2
    case countResultType = 4
}

/// The objects of an entity to fetch: which (a predicate), in what order
/// (sort descriptors) and how many.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entity: NSEntityDescription?
    open var entityName: String?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects; 0 for all.
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var includesSubentities = true
    open var includesPendingChanges = true
    open var includesPropertyValues = true
    open var returnsObjectsAsFaults = true
    open var returnsDistinctResults = false
    open var shouldRefreshRefetchedObjects = false
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var relationshipKeyPathsForPrefetching: [String]?

    /// A request for the objects of the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// A request for objects of the result type, by class.
    public override init() { super.init() }

    open override var description: String { "<NSFetchRequest> (entity: \(entityName ?? entity?.name ?? "?"))" }
}

/// Deletes the objects a fetch request finds, in the store at once.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
        super.init()
    }

    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<any NSFetchRequestResult>()
        request.predicate = NSPredicate(block: { object, _ in
            guard let object = object as? NSManagedObject else { return false }
            return objectIDs.contains(object.objectID)
        })
        self.init(fetchRequest: request)
    }
}

/// What a batch delete returns.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount
}

/// The objects a batch delete deleted: their identities, their count or
/// whether it succeeded, as its request asked.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    open private(set) var result: Any?

    init(objectIDs: [NSManagedObjectID], resultType: NSBatchDeleteRequestResultType) {
        switch resultType {
        case .resultTypeObjectIDs: result = objectIDs
        case .resultTypeCount: result = NSNumber(value: objectIDs.count)
        case .resultTypeStatusOnly: result = NSNumber(value: true)
        }
        super.init()
    }
}
