import Combine
import Foundation
import GalleyFoundation

/// What a fetch request can return: managed objects, their identities,
/// counts and dictionaries.
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// An object of a data model's entity, kept by a context.
///
/// In a preview's copy, each `@NSManaged var name: String?` of a class
/// becomes a property that reads and writes what the object keeps, and
/// each `@NSManaged func addToTags(_:)` adds to the relationship; Xcode's
/// "Class Definition" classes are written so from the model. A new object
/// holds the model's default values; setting a relationship sets its
/// inverse, as Core Data does. Setting any property tells the object's
/// observers (`objectWillChange`), so views that observe it draw again.
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult, KeyValueStore {
    public let objectWillChange = ObservableObjectPublisher()
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The object's identity.
    public let objectID: NSManagedObjectID
    /// The context the object was inserted into, while it lasts.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?

    /// The values of the object's attributes and relationships, by name;
    /// a to-many relationship's objects in the order they were added.
    var values: [String: Any] = [:]
    /// The keys set since the object was last saved.
    var changedKeys: Set<String> = []
    /// Whether a save put the object in its store.
    var isSaved = false
    /// The values at the last save, which a rollback brings back.
    var savedValues: [String: Any] = [:]
    /// Whether a context deleted the object (and not since brought it back).
    public internal(set) var isDeleted = false

    /// Makes an object of `entity`, holding the model's default values, and
    /// inserts it into `context`.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity)
        super.init()
        for (name, attribute) in entity.attributesByName {
            if let value = attribute.defaultValue { values[name] = value }
        }
        if let context {
            context.insert(self)
            awakeFromInsert()
        }
    }

    /// Makes an object of this class's entity, and inserts it into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// Makes an object of this class's entity in no context.
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// The entity of this class's objects.
    open class func entity() -> NSEntityDescription {
        NSManagedObjectModel.entity(for: self)
    }

    /// A request for this class's objects, of the result type the context asks.
    open class func fetchRequest<Result>() -> NSFetchRequest<Result> {
        NSFetchRequest<Result>(entityName: entity().name ?? String(describing: self))
    }

    // MARK: State

    /// Whether the object was inserted and not yet saved.
    open var isInserted: Bool { managedObjectContext?.isPendingInsert(self) ?? false }
    /// Whether the object was saved and changed since.
    open var isUpdated: Bool { isSaved && !changedKeys.isEmpty && !isDeleted }
    /// Whether the object has changes not yet saved.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Whether the object's values are yet to be read: never, in memory.
    open var isFault: Bool { false }
    open var hasPersistentChangedValues: Bool { hasChanges }

    /// The values set since the object was last saved.
    open func changedValues() -> [String: Any] {
        Dictionary(uniqueKeysWithValues: changedKeys.sorted().map { ($0, value(forKey: $0) ?? NSNull()) })
    }

    /// Takes the values of the last save again.
    func revertToSaved() {
        objectWillChange.send()
        values = savedValues
        changedKeys = []
    }

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}

    /// Tells the object's observers it is about to change.
    open func willChangeValue(forKey key: String) { objectWillChange.send() }
    open func didChangeValue(forKey key: String) {}

    // MARK: Values by name

    /// The value of the attribute or relationship `key` (what
    /// `value(forKey:)` reads): a to-many relationship's objects as an
    /// `NSSet` (an `NSOrderedSet` if ordered).
    package func storedValue(forKey key: String) -> Any? {
        if let list = values[key] as? ToManyList {
            return isOrdered(key) ? NSOrderedSet(array: list.objects) : NSSet(array: list.objects)
        }
        return values[key]
    }

    /// Sets the attribute or relationship `key` (what `setValue(_:forKey:)`
    /// does), setting a relationship's inverse.
    package func setStoredValue(_ value: Any?, forKey key: String) {
        let value = PredicateValues.unwrapped(value)
        if let objects = Self.managedObjects(in: value), isToMany(key, value: value) {
            setToMany(key, objects)
        } else if let object = value as? NSManagedObject {
            setToOne(key, object)
        } else if value == nil, relationship(key) != nil || values[key] is NSManagedObject {
            if isToMany(key, value: nil) { setToMany(key, []) } else { setToOne(key, nil) }
        } else {
            willChangeValue(forKey: key)
            values[key] = value
            changed(key)
        }
    }

    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        values[key] = PredicateValues.unwrapped(value)
    }

    /// The objects of the to-many relationship `key`, changed in place.
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        NSMutableSet(array: list(key).objects)
    }

    // MARK: What a preview's rewritten properties call (not Apple's API)

    /// The value an `@NSManaged` property reads: what was set, else the
    /// model's default, else the type's zero (an empty string, 0, false,
    /// no objects) or `nil`.
    public func __galleyValue<Value>(forKey key: String) -> Value {
        let stored = values[key]
        if let list = stored as? ToManyList {
            if let made = (Value.self as? any ToManyValue.Type)?.__make(list.objects, ordered: isOrdered(key)) as? Value
            {
                return made
            }
        } else if let stored {
            if let value = stored as? Value { return value }
            if let number = PredicateValues.number(stored),
                let converted = (Value.self as? any ManagedNumber.Type)?.init(managedNumber: number) as? Value
            {
                return converted
            }
        }
        // A to-many relationship holds no objects, never nil.
        if stored == nil,
            let empty = (Value.self as? any ToManyValue.Type)?.__make([], ordered: isOrdered(key)) as? Value
        {
            return empty
        }
        if let zero = (Value.self as? any ManagedDefault.Type)?.managedDefault as? Value { return zero }
        fatalError("\(type(of: self)).\(key) holds no \(Value.self), and its type has no default.")
    }

    /// What an `@NSManaged` property's setter calls.
    public func __galleySetValue<Value>(_ value: Value, forKey key: String) {
        setValue(value, forKey: key)
    }

    /// What a rewritten `@NSManaged func addToTags(_:)` calls: one object,
    /// or a set of them.
    public func __galleyAdd(_ value: Any, to key: String) {
        for object in Self.managedObjects(in: value) ?? [value as? NSManagedObject].compactMap({ $0 }) {
            addToMany(key, object)
        }
    }

    /// What a rewritten `@NSManaged func removeFromTags(_:)` calls.
    public func __galleyRemove(_ value: Any, from key: String) {
        for object in Self.managedObjects(in: value) ?? [value as? NSManagedObject].compactMap({ $0 }) {
            removeFromMany(key, object)
        }
    }

    /// What a rewritten `@NSManaged func insertIntoTags(_:at:)` calls.
    public func __galleyInsert(_ value: Any, at index: Int, into key: String) {
        guard let object = value as? NSManagedObject else { return }
        addToMany(key, object)
        var current = list(key).objects
        if let from = current.firstIndex(where: { $0 === object }) {
            current.remove(at: from)
            current.insert(object, at: max(0, min(index, current.count)))
            values[key] = ToManyList(objects: current)
        }
    }

    /// What a rewritten `@NSManaged func removeFromTags(at:)` calls.
    public func __galleyRemove(at index: Int, from key: String) {
        let current = list(key).objects
        guard current.indices.contains(index) else { return }
        removeFromMany(key, current[index])
    }

    // MARK: Relationships

    func relationship(_ key: String) -> NSRelationshipDescription? { entity.relationshipsByName[key] }

    private func isOrdered(_ key: String) -> Bool { relationship(key)?.isOrdered ?? false }

    /// Whether `key` is a to-many relationship: by the model, else by what
    /// it holds (objects; an empty collection is an attribute's value).
    private func isToMany(_ key: String, value: Any?) -> Bool {
        if let relationship = relationship(key) { return relationship.isToMany }
        return values[key] is ToManyList || !(Self.managedObjects(in: value) ?? []).isEmpty
    }

    func list(_ key: String) -> ToManyList { values[key] as? ToManyList ?? ToManyList(objects: []) }

    private func changed(_ key: String) {
        changedKeys.insert(key)
        managedObjectContext?.objectChanged(self)
    }

    /// The managed objects in a set, an ordered set or an array; `nil` for anything else.
    static func managedObjects(in value: Any?) -> [NSManagedObject]? {
        guard let value, !(value is NSManagedObject), let elements = PredicateValues.elements(value) else { return nil }
        let objects = elements.compactMap { $0 as? NSManagedObject }
        guard objects.count == elements.count else { return nil }
        // A set has no order: its objects in the order they were made.
        return value is NSSet || value is any SetOfAnyObjects ? objects.sorted { $0.objectID < $1.objectID } : objects
    }

    private func inverse(_ key: String) -> String? { relationship(key)?.inverseName }

    /// Sets the to-one relationship `key` to `object`, and the inverse.
    func setToOne(_ key: String, _ object: NSManagedObject?) {
        let old = values[key] as? NSManagedObject
        guard old !== object else { return }
        willChangeValue(forKey: key)
        values[key] = object
        changed(key)
        guard let inverse = inverse(key) else { return }
        old?.detach(self, from: inverse)
        object?.attach(self, to: inverse, forwardKey: key)
    }

    /// Sets the to-many relationship `key` to `objects`, and the inverses.
    func setToMany(_ key: String, _ objects: [NSManagedObject]) {
        let old = list(key).objects
        for object in old where !objects.contains(where: { $0 === object }) { removeFromMany(key, object) }
        for object in objects { addToMany(key, object) }
    }

    func addToMany(_ key: String, _ object: NSManagedObject) {
        var current = list(key).objects
        guard !current.contains(where: { $0 === object }) else { return }
        willChangeValue(forKey: key)
        current.append(object)
        values[key] = ToManyList(objects: current)
        changed(key)
        if let inverse = inverse(key) { object.attach(self, to: inverse, forwardKey: key) }
    }

    func removeFromMany(_ key: String, _ object: NSManagedObject) {
        var current = list(key).objects
        guard let index = current.firstIndex(where: { $0 === object }) else { return }
        willChangeValue(forKey: key)
        current.remove(at: index)
        values[key] = ToManyList(objects: current)
        changed(key)
        if let inverse = inverse(key) { object.detach(self, from: inverse) }
    }

    /// The inverse side of a link: `holder` now holds this object under
    /// `forwardKey`, so this object holds `holder` under `key`.
    private func attach(_ holder: NSManagedObject, to key: String, forwardKey: String) {
        willChangeValue(forKey: key)
        if relationship(key)?.isToMany ?? (values[key] is ToManyList) {
            var current = list(key).objects
            if !current.contains(where: { $0 === holder }) { current.append(holder) }
            values[key] = ToManyList(objects: current)
        } else {
            // A to-one inverse: the object it held before lets go of this one.
            if let previous = values[key] as? NSManagedObject, previous !== holder {
                previous.detach(self, from: forwardKey)
            }
            values[key] = holder
        }
        changed(key)
    }

    /// The inverse side of an unlink: `holder` no longer held under `key`
    /// (inverses are not touched).
    private func detach(_ holder: NSManagedObject, from key: String) {
        willChangeValue(forKey: key)
        if let current = values[key] as? ToManyList {
            values[key] = ToManyList(objects: current.objects.filter { $0 !== holder })
        } else if values[key] as? NSManagedObject === holder {
            values[key] = nil
        }
        changed(key)
    }

    /// What deleting the object does to the objects it holds: a cascade
    /// deletes them, any other rule lets them go (nullify).
    func relatedForDeletion() -> (cascade: [NSManagedObject], nullify: [(String, NSManagedObject)]) {
        var cascade: [NSManagedObject] = []
        var nullify: [(String, NSManagedObject)] = []
        for key in values.keys.sorted() {
            let related = (values[key] as? ToManyList)?.objects ?? [values[key] as? NSManagedObject].compactMap { $0 }
            guard !related.isEmpty else { continue }
            if relationship(key)?.deleteRule == .cascadeDeleteRule {
                cascade += related
            } else if relationship(key)?.inverseName != nil {
                nullify += related.map { (key, $0) }
            }
        }
        return (cascade, nullify)
    }

    /// Lets go of `object` held under `key`, and the inverse.
    func nullify(_ key: String, _ object: NSManagedObject) {
        if values[key] is ToManyList { removeFromMany(key, object) } else { setToOne(key, nil) }
    }

    // MARK: Identity

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObject) === self }

    /// The identity's number, so that sets of objects iterate in the same
    /// order on every run.
    open override var hash: Int { objectID.number }

    open override var description: String {
        let name = entity.name ?? String(describing: type(of: self))
        let shown = values.keys.sorted().map { key -> String in
            if let list = values[key] as? ToManyList { return "\(key) = \(list.objects.count) objects" }
            if let object = values[key] as? NSManagedObject { return "\(key) = \(object.objectID)" }
            return "\(key) = \(values[key].map { "\($0)" } ?? "nil")"
        }
        return "<\(name): \(objectID)> { \(shown.joined(separator: "; ")) }"
    }
}

/// The objects of a to-many relationship, in the order they were added.
struct ToManyList {
    var objects: [NSManagedObject]
}

// MARK: Types a managed property can have

/// A type whose value a new object's property holds when neither code nor
/// the model set it: the zero of each type Xcode generates.
protocol ManagedDefault {
    static var managedDefault: Any { get }
}

extension Optional: ManagedDefault {
    static var managedDefault: Any { Optional<Wrapped>.none as Any }
}
extension Bool: ManagedDefault { static var managedDefault: Any { false } }
extension String: ManagedDefault { static var managedDefault: Any { "" } }
extension Int: ManagedDefault { static var managedDefault: Any { 0 } }
extension Int16: ManagedDefault { static var managedDefault: Any { Int16(0) } }
extension Int32: ManagedDefault { static var managedDefault: Any { Int32(0) } }
extension Int64: ManagedDefault { static var managedDefault: Any { Int64(0) } }
extension Double: ManagedDefault { static var managedDefault: Any { 0.0 } }
extension Float: ManagedDefault { static var managedDefault: Any { Float(0) } }
extension Decimal: ManagedDefault { static var managedDefault: Any { Decimal(0) } }
extension Date: ManagedDefault { static var managedDefault: Any { Date(timeIntervalSinceReferenceDate: 0) } }
extension UUID: ManagedDefault {
    static var managedDefault: Any { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}
extension Data: ManagedDefault { static var managedDefault: Any { Data() } }
extension Array: ManagedDefault { static var managedDefault: Any { [Element]() } }
extension Set: ManagedDefault { static var managedDefault: Any { Set<Element>() } }
extension Dictionary: ManagedDefault { static var managedDefault: Any { [Key: Value]() } }
extension NSDecimalNumber: ManagedDefault { static var managedDefault: Any { NSDecimalNumber.zero } }

/// A number type a property can have, made from a number set by key.
protocol ManagedNumber {
    init?(managedNumber: Double)
}

extension ManagedNumber where Self: BinaryInteger {
    init?(managedNumber: Double) { self.init(exactly: managedNumber.rounded(.towardZero)) }
}
extension Int: ManagedNumber {}
extension Int16: ManagedNumber {}
extension Int32: ManagedNumber {}
extension Int64: ManagedNumber {}
extension Double: ManagedNumber { init?(managedNumber: Double) { self = managedNumber } }
extension Float: ManagedNumber { init?(managedNumber: Double) { self.init(managedNumber) } }
extension Bool: ManagedNumber { init?(managedNumber: Double) { self = managedNumber != 0 } }
extension Optional: ManagedNumber where Wrapped: ManagedNumber {
    init?(managedNumber: Double) { self = Wrapped(managedNumber: managedNumber) }
}

/// A type a to-many relationship's property can have: the set Xcode
/// generates, an ordered set, or a Swift set or array of the objects.
protocol ToManyValue {
    static func __make(_ objects: [NSManagedObject], ordered: Bool) -> Self?
}

extension NSSet: ToManyValue {
    static func __make(_ objects: [NSManagedObject], ordered: Bool) -> Self? { NSSet(array: objects) as? Self }
}
extension NSOrderedSet: ToManyValue {
    static func __make(_ objects: [NSManagedObject], ordered: Bool) -> Self? { NSOrderedSet(array: objects) as? Self }
}
extension Set: ToManyValue where Element: NSManagedObject {
    static func __make(_ objects: [NSManagedObject], ordered: Bool) -> Self? {
        Set(objects.compactMap { $0 as? Element })
    }
}
extension Array: ToManyValue where Element: NSManagedObject {
    static func __make(_ objects: [NSManagedObject], ordered: Bool) -> Self? { objects.compactMap { $0 as? Element } }
}
extension Optional: ToManyValue where Wrapped: ToManyValue {
    static func __make(_ objects: [NSManagedObject], ordered: Bool) -> Self? {
        Wrapped.__make(objects, ordered: ordered).map { .some($0) }
    }
}

/// A Swift set of objects, whose order is not the one they were added in.
protocol SetOfAnyObjects {}
extension Set: SetOfAnyObjects where Element: AnyObject {}
