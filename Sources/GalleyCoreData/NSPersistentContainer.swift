import Foundation
import GalleyFoundation

/// A data model, its store and the contexts over it.
///
/// Every store is a new one in memory, whatever its description's URL says
/// (`/dev/null`, a file in the app's folder, an app group's): a preview
/// starts as an app does on a new Simulator, with nothing saved.
/// ``loadPersistentStores(completionHandler:)`` succeeds at once.
open class NSPersistentContainer: NSObject {
    open var name: String
    open var managedObjectModel: NSManagedObjectModel
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The main context.
    public let viewContext: NSManagedObjectContext
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// A container for the model named `name` (the registered model of that
    /// name, else every registered model).
    public convenience init(name: String) {
        let model =
            ManagedObjectModels.model(named: name) ?? ManagedObjectModels.merged() ?? NSManagedObjectModel()
        self.init(name: name, managedObjectModel: model)
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(
                url: Self.defaultDirectoryURL().appendingPathComponent(name).appendingPathExtension("sqlite"))
        ]
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Where the app's stores go: its Application Support folder.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("Application Support")
    }

    /// Adds a store for each description, in memory, and calls
    /// `completionHandler` for each with no error.
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addStore(for: description)
            block(description, nil)
        }
    }

    /// A new context over the container's store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new context, here and now.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

/// A container whose store iCloud would mirror: in a preview, a container
/// like any other, which syncs nothing.
open class NSPersistentCloudKitContainer: NSPersistentContainer {
    /// Does nothing: there is no iCloud in a preview.
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}

    /// Whether the current user could change the object's record: yes.
    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canModifyManagedObjects(in store: NSPersistentStore) -> Bool { true }
}

public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 1 << 1)
    public static let printSchema = Self(rawValue: 1 << 2)
}

/// Which iCloud container a store would mirror to.
open class NSPersistentCloudKitContainerOptions: NSObject {
    public let containerIdentifier: String
    /// The database scope's raw value (CloudKit's `CKDatabase.Scope`: 1
    /// public, 2 private, 3 shared).
    open var databaseScopeRawValue = 2

    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// How a store is to be made: its URL, type and options, kept as set.
open class NSPersistentStoreDescription: NSObject, NSCopying {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open private(set) var options: [String: NSObject] = [:]
    open var sqlitePragmas: [String: NSObject] = [:]
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    public init(url: URL) {
        self.url = url
        super.init()
    }

    public override init() { super.init() }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSPersistentStoreDescription()
        copy.url = url
        copy.type = type
        copy.configuration = configuration
        copy.isReadOnly = isReadOnly
        copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
        copy.options = options
        copy.cloudKitContainerOptions = cloudKitContainerOptions
        return copy
    }
}

/// The stores of a model: one in memory, shared by the contexts over it.
open class NSPersistentStoreCoordinator: NSObject {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    let store = ManagedObjectStore()

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    func addStore(for description: NSPersistentStoreDescription) {
        persistentStores.append(NSPersistentStore(url: description.url, type: description.type))
    }

    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        let store = NSPersistentStore(url: storeURL, type: storeType)
        persistentStores.append(store)
        return store
    }

    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }

    /// The identity a URL from `uriRepresentation()` names, if an object has it.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        store.objects.first { $0.objectID.uriRepresentation() == url }?.objectID
    }

    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        store.remove(store.objects)
    }
}

/// A store: its URL and type, its objects in memory.
open class NSPersistentStore: NSObject {
    open var url: URL?
    open var type: String
    open var identifier: String?
    open var configurationName = "PF_DEFAULT_CONFIGURATION_NAME"
    open var isReadOnly = false
    open var options: [AnyHashable: Any]?

    init(url: URL?, type: String) {
        self.url = url
        self.type = type
        identifier = UUID().uuidString
        super.init()
    }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
    "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"

extension Notification.Name {
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// How saving settles an object that breaks a uniqueness constraint.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public enum MergeType: UInt, Sendable {
        case errorMergePolicyType = 0
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        case overwriteMergePolicyType = 3
        case rollbackMergePolicyType = 4
    }

    public let mergeType: MergeType

    public init(merge type: MergeType) {
        mergeType = type
        super.init()
    }

    /// Fails the save.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The store's values win.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The new object's values win.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

public let NSErrorMergePolicy = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy = NSMergePolicy.overwrite
public let NSRollbackMergePolicy = NSMergePolicy.rollback
