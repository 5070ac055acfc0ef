import Foundation
import GalleyFoundation

/// The entities of a data model (`Name.xcdatamodeld`), as a preview reads
/// them: `render preview` reads a project's models and registers each
/// under its name before the previews run, so that
/// `NSPersistentContainer(name:)` finds its entities, their default values
/// and their relationships' inverses.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities, by name.
    open private(set) var entitiesByName: [String: NSEntityDescription]
    /// The model's entities, in the model's order.
    open private(set) var entities: [NSEntityDescription]

    public override init() {
        entitiesByName = [:]
        entities = []
        super.init()
    }

    public init(entities: [NSEntityDescription]) {
        self.entities = entities
        entitiesByName = Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        super.init()
    }

    /// The model registered under the name of the folder `url` names
    /// (`…/Main.momd`), as iOS reads a compiled model.
    public convenience init?(contentsOf url: URL) {
        let name = url.deletingPathExtension().lastPathComponent
        guard let model = ManagedObjectModels.model(named: name) else { return nil }
        self.init(entities: model.entities)
    }

    /// Every registered model's entities together.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        ManagedObjectModels.merged()
    }

    /// The entity whose objects are of `type`: the one whose class is named
    /// so in a registered model, else one made for the class.
    static func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
        ManagedObjectModels.entity(for: type)
    }

    // MARK: What render preview registers

    /// Registers the model `name` (the `.xcdatamodeld` folder's name
    /// without its extension) for the previews: what `render preview`
    /// writes into each program whose project has models. Not Apple's API.
    public static func __galleyRegister(name: String, entities: [NSEntityDescription]) {
        let byName = Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        // A sub-entity has its parent's properties before its own.
        func inherited(_ entity: NSEntityDescription, depth: Int) -> [NSPropertyDescription] {
            guard depth < 32, let parent = entity.parentName.flatMap({ byName[$0] }), parent !== entity else {
                return []
            }
            entity.superentity = parent
            return inherited(parent, depth: depth + 1) + parent.ownProperties
        }
        for entity in entities {
            let own = entity.ownProperties
            entity.properties = inherited(entity, depth: 0) + own
            entity.ownProperties = own
        }
        ManagedObjectModels.register(NSManagedObjectModel(entities: entities), named: name)
    }
}

/// An entity: its name, the class of its objects, its attributes and relationships.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    /// The unqualified name of the class of the entity's objects.
    open var managedObjectClassName: String!
    open var isAbstract = false
    open private(set) var attributesByName: [String: NSAttributeDescription] = [:]
    open private(set) var relationshipsByName: [String: NSRelationshipDescription] = [:]
    open var uniquenessConstraints: [[Any]] = []
    open weak var superentity: NSEntityDescription?
    /// The name of the parent entity, before the model is registered.
    var parentName: String?
    /// The properties the entity declares itself, not its parent's.
    lazy var ownProperties: [NSPropertyDescription] = orderedProperties

    /// The attributes and relationships, in order.
    open var properties: [NSPropertyDescription] {
        get { orderedProperties }
        set {
            orderedProperties = newValue
            attributesByName = Dictionary(
                newValue.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) },
                uniquingKeysWith: { first, _ in first })
            relationshipsByName = Dictionary(
                newValue.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) },
                uniquingKeysWith: { first, _ in first })
        }
    }
    private var orderedProperties: [NSPropertyDescription] = []

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(orderedProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public override init() { super.init() }

    /// An entity named `name` whose objects are of the class `className`.
    public init(name: String, className: String, properties: [NSPropertyDescription] = []) {
        self.name = name
        managedObjectClassName = className
        super.init()
        self.properties = properties
    }

    /// An entity as `render preview` registers it from a model. Not Apple's API.
    public static func __galleyEntity(
        name: String, className: String, parent: String?, isAbstract: Bool, uniqueness: [[String]],
        properties: [NSPropertyDescription]
    ) -> NSEntityDescription {
        let entity = NSEntityDescription(name: name, className: className, properties: properties)
        entity.parentName = parent
        entity.isAbstract = isAbstract
        entity.uniquenessConstraints = uniqueness
        return entity
    }

    /// The entity named `entityName` in the model of `context`'s container.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
    {
        context.model.entitiesByName[entityName] ?? ManagedObjectModels.merged()?.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    open class func insertNewObject(
        forEntityName entityName: String, into context: NSManagedObjectContext
    )
        -> NSManagedObject
    {
        let entity =
            entity(forEntityName: entityName, in: context)
            ?? NSEntityDescription(name: entityName, className: entityName)
        return NSManagedObject(entity: entity, insertInto: context)
    }

    open override var description: String { "(<NSEntityDescription>) name \(name ?? "nil")" }
}

/// What attributes and relationships share: a name.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name: String
    open var isOptional = true
    open var isTransient = false
    open weak var entity: NSEntityDescription?

    public init(name: String) {
        self.name = name
        super.init()
    }

    public override convenience init() { self.init(name: "") }
}

/// The types of attribute a model declares.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case uuidAttributeType = 1100
    case uriAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

/// An attribute: its type and the value a new object starts with.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// What a new object holds before code sets it (the model's default).
    open var defaultValue: Any?
    open var attributeValueClassName: String?
    /// `now()` for a date the store sets on each save; not Apple's API.
    var isDerivedNow = false

    /// An attribute of `type` whose new objects start at `defaultValue`.
    public init(name: String, type: NSAttributeType, defaultValue: Any? = nil, isOptional: Bool = true) {
        super.init(name: name)
        attributeType = type
        self.defaultValue = defaultValue
        self.isOptional = isOptional
    }

    /// An attribute as `render preview` registers it from a model: its type
    /// as the model names it ("Integer 16", "String"…), and whether it is
    /// derived from `now()` (the date of the last save). Not Apple's API.
    public static func __galleyAttribute(
        name: String, type: String, optional: Bool, default value: Any?, derivedNow: Bool
    ) -> NSAttributeDescription {
        let types: [String: NSAttributeType] = [
            "Integer 16": .integer16AttributeType, "Integer 32": .integer32AttributeType,
            "Integer 64": .integer64AttributeType, "Decimal": .decimalAttributeType, "Double": .doubleAttributeType,
            "Float": .floatAttributeType, "String": .stringAttributeType, "Boolean": .booleanAttributeType,
            "Date": .dateAttributeType, "Binary": .binaryDataAttributeType, "UUID": .uuidAttributeType,
            "URI": .uriAttributeType, "Transformable": .transformableAttributeType, "Object ID": .objectIDAttributeType,
        ]
        let attribute = NSAttributeDescription(
            name: name, type: types[type] ?? .undefinedAttributeType, defaultValue: value, isOptional: optional)
        attribute.isDerivedNow = derivedNow
        return attribute
    }
}

/// What happens to the objects a relationship holds when its object is deleted.
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

/// A relationship: the entity it holds, whether it holds many, and its inverse.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The name of the entity the relationship holds.
    open var destinationEntityName: String?
    open var inverseName: String?
    open var isToMany: Bool { maxCount != 1 }
    open var maxCount = 1
    open var minCount = 0
    open var isOrdered = false
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule

    public init(
        name: String, destination: String, inverse: String?, toMany: Bool, ordered: Bool = false,
        deleteRule: NSDeleteRule = .nullifyDeleteRule
    ) {
        destinationEntityName = destination
        inverseName = inverse
        maxCount = toMany ? 0 : 1
        isOrdered = ordered
        self.deleteRule = deleteRule
        super.init(name: name)
    }
}

/// The models registered for the previews, and the entity found for each
/// class: a cache behind a lock.
enum ManagedObjectModels {
    private struct State {
        var models: [String: NSManagedObjectModel] = [:]
        var order: [String] = []
        var entities: [ObjectIdentifier: NSEntityDescription] = [:]
    }

    private static let state = Locked(State())

    static func register(_ model: NSManagedObjectModel, named name: String) {
        state.withLock { state in
            if state.models[name] == nil { state.order.append(name) }
            state.models[name] = model
            state.entities = [:]
        }
    }

    static func model(named name: String) -> NSManagedObjectModel? {
        state.withLock { $0.models[name] }
    }

    /// Every registered model's entities together; `nil` when none is registered.
    static func merged() -> NSManagedObjectModel? {
        state.withLock { state in
            guard !state.order.isEmpty else { return nil }
            return NSManagedObjectModel(entities: state.order.flatMap { state.models[$0]?.entities ?? [] })
        }
    }

    static func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
        let key = ObjectIdentifier(type)
        let className = String(describing: type)
        return state.withLock { state in
            if let found = state.entities[key] { return found }
            let models = state.models
            let registered = state.order.compactMap { models[$0] }.flatMap(\.entities)
            let entity =
                registered.first { $0.managedObjectClassName == className }
                ?? registered.first { $0.name == className && $0.managedObjectClassName == "NSManagedObject" }
                ?? NSEntityDescription(name: className, className: className)
            state.entities[key] = entity
            return entity
        }
    }
}

/// A value behind a lock: the registry's state.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
