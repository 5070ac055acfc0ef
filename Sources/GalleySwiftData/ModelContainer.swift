import Foundation

/// Where a schema's models are kept: in memory, for as long as the
/// container lives (a preview writes no store, whatever its
/// configurations say). Its ``mainContext`` is what views read, through
/// `.modelContainer(_:)` and `@Environment(\.modelContext)`.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    public let migrationPlan: (any SchemaMigrationPlan.Type)?

    private let lock = NSLock()
    /// The saved models, in the order they were saved.
    private var saved: [any PersistentModel] = []
    private var savedIdentifiers: Set<ObjectIdentifier> = []
    private var main: ModelContext?

    init(schema: Schema, configurations: [ModelConfiguration], migrationPlan: (any SchemaMigrationPlan.Type)?) {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration(schema: schema)] : configurations
        self.migrationPlan = migrationPlan
    }

    /// A container for `forTypes` (and the classes they are related to).
    /// Never throws: nothing is opened.
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        self.init(schema: Schema(forTypes), configurations: configurations, migrationPlan: migrationPlan)
    }

    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: [ModelConfiguration] = []
    ) throws {
        self.init(schema: givenSchema, configurations: configurations, migrationPlan: migrationPlan)
    }

    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        self.init(schema: givenSchema, configurations: configurations, migrationPlan: migrationPlan)
    }

    /// The context views use, made on first use; it saves its changes
    /// as Apple's does, when told to (``ModelContext/save()``), and its own
    /// fetches see them before. (Apple isolates it to the main actor;
    /// Galley lays views out on the thread that asks.) The container and
    /// its main context keep each other.
    public var mainContext: ModelContext {
        lock.withLock {
            if let main { return main }
            let context = ModelContext(self, autosaveEnabled: true)
            main = context
            return context
        }
    }

    /// Deletes every saved model.
    public func deleteAllData() {
        let removed = lock.withLock {
            defer {
                saved = []
                savedIdentifiers = []
            }
            return saved
        }
        for model in removed {
            model.__galleyModel.isDeleted = true
            model.__galleyModel.isGone = true
        }
    }

    /// The saved models.
    var savedModels: [any PersistentModel] { lock.withLock { saved } }

    func isSaved(_ model: any PersistentModel) -> Bool {
        lock.withLock { savedIdentifiers.contains(ObjectIdentifier(model)) }
    }

    /// Saves `inserted` (those not saved already) and forgets `deleted`.
    func commit(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
        for model in deleted { model.__galleyModel.isGone = true }
        let gone = Set(deleted.map { ObjectIdentifier($0) })
        lock.withLock {
            if !gone.isEmpty {
                saved.removeAll { gone.contains(ObjectIdentifier($0)) }
                savedIdentifiers.subtract(gone)
            }
            for model in inserted where savedIdentifiers.insert(ObjectIdentifier(model)).inserted {
                saved.append(model)
            }
        }
    }
}
