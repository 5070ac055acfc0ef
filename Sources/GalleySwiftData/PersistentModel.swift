import Foundation

/// A class whose instances a ``ModelContext`` keeps: what `@Model` makes a
/// class. In a preview's copy, `@Model final class Item { … }` becomes an
/// `@Observable` class holding a ``ModelState`` (the stand-in's
/// bookkeeping), and `extension Item: PersistentModel {}` is declared
/// after the file's last line.
///
/// Models are equal when they are the same object; their identifier is
/// their ``persistentModelID`` unless the class declares an `id` of its own.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// What the stand-in keeps for this model: not part of Apple's API.
    var __galleyModel: ModelState { get }
}

extension PersistentModel {
    /// The model's identifier, made with the model and kept for its life.
    public var persistentModelID: PersistentIdentifier { __galleyModel.identifier(for: Self.self) }

    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { __galleyModel.context }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { __galleyModel.isDeleted }

    /// Whether the model has changes its context has not saved: it is
    /// inserted or deleted and not yet saved (changes to its properties
    /// are not tracked).
    public var hasChanges: Bool { __galleyModel.context?.isPending(self) ?? false }

    public var id: PersistentIdentifier { persistentModelID }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What the SwiftData stand-in keeps for one model: the context it belongs
/// to, its identifier and whether it is deleted. The rewritten `@Model`
/// class holds one (`__galleyModel`); code does not use it.
public final class ModelState {
    fileprivate let number = UUID()
    weak var context: ModelContext?
    /// Deleted by a context (``PersistentModel/isDeleted``).
    var isDeleted = false
    /// Deleted and saved: gone from the container, even where another model still holds it.
    var isGone = false

    public init() {}

    func identifier<Model>(for type: Model.Type) -> PersistentIdentifier {
        PersistentIdentifier(entityName: String(describing: type), number: number)
    }
}

/// A model's identity: its entity (class) name and a number made with the model.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let entityName: String
    let number: UUID

    /// The store the model is in: every model is in memory.
    public var storeIdentifier: String? { "memory" }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.number.uuidString) < (rhs.entityName, rhs.number.uuidString)
    }

    public var description: String { "PersistentIdentifier(\(entityName), \(number.uuidString))" }
}
