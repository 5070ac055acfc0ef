import Foundation
import GalleyFoundation

/// An object's identity: its entity and a number given in the order objects
/// are made, so that objects sorted by identity keep the order they were
/// made in (iOS numbers saved rows so).
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, Comparable, @unchecked Sendable {
    public let entity: NSEntityDescription
    let number: Int

    private static let counter = Locked(0)

    init(entity: NSEntityDescription) {
        self.entity = entity
        number = Self.counter.withLock { count in
            count += 1
            return count
        }
        super.init()
    }

    /// Whether the identity is temporary: never, in memory.
    public var isTemporaryID: Bool { false }

    /// A URL naming the object, as iOS writes one.
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata://galley/\(entity.name ?? "Entity")/p\(number)") ?? URL(fileURLWithPath: "/")
    }

    public var persistentStore: NSPersistentStore? { nil }

    public static func < (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs.number < rhs.number }

    public override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.number == number }

    public override var hash: Int { number }

    public override var description: String { uriRepresentation().absoluteString }
}
