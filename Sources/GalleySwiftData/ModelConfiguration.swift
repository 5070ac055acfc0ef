import Foundation

/// How a container stores models. Galley keeps every model in memory,
/// whatever the configuration says (a preview writes no store); the
/// values are kept as given.
public struct ModelConfiguration: Identifiable, Hashable, Sendable {
    /// The app group whose folder holds the store.
    public struct GroupContainer: Hashable, Sendable {
        let name: String?
        public static let automatic = GroupContainer(name: "automatic")
        public static let none = GroupContainer(name: nil)
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
    }

    /// The CloudKit database the store syncs with (never, in a preview).
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String?
        public static let automatic = CloudKitDatabase(name: "automatic")
        public static let none = CloudKitDatabase(name: nil)
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(name: containerIdentifier)
        }
    }

    public let name: String
    public let schema: Schema?
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    /// Where the store would be: `/dev/null` in memory, as on Apple's
    /// platforms, else `<name>.store` in Application Support.
    public let url: URL

    public var id: String { name }

    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url =
            isStoredInMemoryOnly
            ? URL(fileURLWithPath: "/dev/null")
            : URL.applicationSupportDirectory.appendingPathComponent("\(name ?? "default").store")
    }

    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        isStoredInMemoryOnly = url.path == "/dev/null"
        self.allowsSave = allowsSave
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
        self.url = url
    }

    /// A configuration for `forTypes`. (Disfavoured: without types,
    /// `ModelConfiguration(isStoredInMemoryOnly:)` is the first initialiser.)
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}
