import Foundation

/// The model classes a container keeps, with a version.
public final class Schema: Hashable, @unchecked Sendable {
    /// A model class of the schema, by name.
    public struct Entity: Hashable, Sendable {
        public let name: String
    }

    /// A schema's version: major, minor, patch.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    public let entities: [Entity]
    public let version: Version
    /// The model classes, in the order given.
    let types: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.entities = types.map { Entity(name: String(describing: $0)) }
        self.version = version
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The models and version of a versioned schema.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// The entity of the class named `name`.
    public var entitiesByName: [String: Entity] {
        Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.entities == rhs.entities && lhs.version == rhs.version
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entities)
        hasher.combine(version)
    }
}

/// One version of an app's models, for migrations.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves between versions of its schema. Everything is in
/// memory in a preview, so no store is ever migrated: a plan is kept, and
/// its stages never run.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// A step of a migration plan (never run in a preview).
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?
    )
}
