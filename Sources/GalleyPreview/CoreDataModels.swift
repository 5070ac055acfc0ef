import Foundation

/// A target's Core Data models (`Name.xcdatamodeld`), read from their XML
/// and written as the Swift that Xcode generates from them: for each
/// entity whose codegen is "Class Definition", its class and properties
/// (Xcode never puts these in the project); for "Category/Extension", its
/// properties; for "Manual/None", nothing (the project has the class, and
/// the preview scanner rewrites its `@NSManaged` members). Each model is
/// registered with the CoreData stand-in under its name before the
/// previews run, with its entities' default values, relationships and
/// uniqueness constraints.
///
/// Types follow Xcode's: text, dates, UUIDs, URLs, data and decimals are
/// optional whatever the model says; numbers and Booleans that use scalar
/// types are not; a transformable attribute has its custom class; a to-one
/// relationship is its class, optional; a to-many one an `NSSet` (an
/// `NSOrderedSet` if ordered), with `addTo…` and `removeFrom…`.
enum CoreDataModels {
    struct Model: Equatable, Sendable {
        /// The `.xcdatamodeld` folder's name: what `NSPersistentContainer(name:)` asks for.
        var name: String
        var entities: [Entity]
    }

    enum Codegen: Equatable, Sendable { case classDefinition, category, manual }

    struct Entity: Equatable, Sendable {
        var name: String
        var className: String
        var codegen: Codegen
        var parent: String?
        var isAbstract = false
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
        var uniqueness: [[String]] = []
    }

    struct Attribute: Equatable, Sendable {
        var name: String
        var type: String
        var isOptional: Bool
        var usesScalar: Bool?
        var defaultValue: String?
        var customClass: String?
        var isDerivedNow = false
    }

    struct Relationship: Equatable, Sendable {
        var name: String
        var destination: String
        var inverse: String?
        var isToMany: Bool
        var isOrdered: Bool
        var deleteRule: String
    }

    /// The largest model file read; a larger one is left out.
    static let maximumBytes = 4 << 20

    // MARK: Finding

    /// The models in `folders` (searched as asset catalogues are), each read
    /// from its current version; those that do not read are left out.
    static func models(under folders: [URL]) -> [Model] {
        var found: [String: Model] = [:]
        for bundle in bundles(under: folders) {
            let name = bundle.deletingPathExtension().lastPathComponent
            guard found[name] == nil, let contents = currentVersion(of: bundle),
                let data = try? Data(contentsOf: contents), data.count <= maximumBytes,
                let model = try? read(data, name: name)
            else { continue }
            found[name] = model
        }
        return found.keys.sorted().compactMap { found[$0] }
    }

    /// The `.xcdatamodeld` folders in `folders`, sorted by path.
    static func bundles(under folders: [URL]) -> [URL] {
        var bundles: Set<URL> = []
        for folder in folders {
            guard
                let walker = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                if url.pathExtension == "xcdatamodeld" {
                    bundles.insert(url.standardizedFileURL)
                    walker.skipDescendants()
                } else if MainBundle.isSkipped(folder: url.lastPathComponent),
                    (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
                {
                    walker.skipDescendants()
                }
            }
        }
        return bundles.sorted { $0.path < $1.path }
    }

    /// The `contents` file of a bundle's current version: the one
    /// `.xccurrentversion` names, else the latest by name.
    static func currentVersion(of bundle: URL) -> URL? {
        let manager = FileManager.default
        if let data = try? Data(contentsOf: bundle.appendingPathComponent(".xccurrentversion")),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let version = plist["_XCCurrentVersionName"] as? String, !version.contains("/"), !version.hasPrefix(".")
        {
            let contents = bundle.appendingPathComponent(version).appendingPathComponent("contents")
            if manager.fileExists(atPath: contents.path) { return contents }
        }
        // The latest version: "Model 2" after "Model", "Model 10" after "Model 9".
        let versions = ((try? manager.contentsOfDirectory(atPath: bundle.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted { $0.dropLast(12).compare($1.dropLast(12), options: .numeric) == .orderedAscending }
        return versions.last.map { bundle.appendingPathComponent($0).appendingPathComponent("contents") }
    }

    // MARK: Writing

    /// The name of the enumeration whose `register()` registers a module's
    /// models, which the preview program's entry point calls.
    static func registrarName(module: String) -> String {
        "__GalleyCoreDataModels_" + String(module.unicodeScalars.map { isIdentifier(String($0)) ? Character($0) : "_" })
    }

    /// Swift source declaring the classes Xcode generates for `models` and
    /// the registrar of `module`; empty when there are no models. Classes
    /// named in `declared` (types the module's own code declares) get no
    /// class, as with "Category/Extension".
    static func source(for models: [Model], module: String, declared: Set<String> = []) -> String {
        guard !models.isEmpty else { return "" }
        var lines = [
            "// Generated by Galley as Xcode generates Core Data classes (codegen \"Class Definition\").",
            "import Foundation",
            "import GalleyCoreData",
            "",
        ]
        let classNames = Dictionary(
            models.flatMap(\.entities).map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        var written: Set<String> = []
        for entity in models.flatMap(\.entities) where entity.codegen != .manual && !written.contains(entity.className)
        {
            written.insert(entity.className)
            lines += classSource(
                for: entity, classNames: classNames,
                declaresClass: entity.codegen == .classDefinition && !declared.contains(entity.className))
        }
        lines.append("public enum \(registrarName(module: module)) {")
        lines.append("    public static func register() {")
        for model in models {
            let name = AssetSymbols.literal(model.name)
            lines.append("        NSManagedObjectModel.__galleyRegister(name: \(name), entities: [")
            for entity in model.entities { lines += registration(of: entity).map { "            " + $0 } }
            lines.append("        ])")
        }
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func classSource(for entity: Entity, classNames: [String: String], declaresClass: Bool) -> [String] {
        let name = entity.className
        var lines: [String] = []
        if declaresClass {
            let parent = entity.parent.flatMap { classNames[$0] } ?? "NSManagedObject"
            lines.append("public class \(name): \(parent) {}")
        }
        lines.append("extension \(name) {")
        lines.append(
            "    public class func fetchRequest() -> NSFetchRequest<\(name)> { "
                + "NSFetchRequest<\(name)>(entityName: \(AssetSymbols.literal(entity.name))) }")
        for attribute in entity.attributes where !reservedNames.contains(attribute.name) {
            lines.append(property(attribute.name, type: swiftType(of: attribute)))
        }
        for relationship in entity.relationships where !reservedNames.contains(relationship.name) {
            let destination = classNames[relationship.destination] ?? relationship.destination
            let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : destination + "?"
            lines.append(property(relationship.name, type: type))
        }
        lines.append("}")
        for relationship in entity.relationships where relationship.isToMany {
            let destination = classNames[relationship.destination] ?? relationship.destination
            let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
            let key = AssetSymbols.literal(relationship.name)
            let set = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            lines.append("extension \(name) {")
            lines.append("    public func addTo\(suffix)(_ value: \(destination)) { __galleyAdd(value, to: \(key)) }")
            lines.append(
                "    public func removeFrom\(suffix)(_ value: \(destination)) { __galleyRemove(value, from: \(key)) }")
            lines.append("    public func addTo\(suffix)(_ values: \(set)) { __galleyAdd(values, to: \(key)) }")
            lines.append(
                "    public func removeFrom\(suffix)(_ values: \(set)) { __galleyRemove(values, from: \(key)) }")
            if relationship.isOrdered {
                lines.append(
                    "    public func insertInto\(suffix)(_ value: \(destination), at idx: Int) { "
                        + "__galleyInsert(value, at: idx, into: \(key)) }")
                lines.append(
                    "    public func removeFrom\(suffix)(at idx: Int) { __galleyRemove(at: idx, from: \(key)) }")
                lines.append(
                    "    public func replace\(suffix)(at idx: Int, with value: \(destination)) { "
                        + "__galleyRemove(at: idx, from: \(key)); __galleyInsert(value, at: idx, into: \(key)) }")
            }
            lines.append("}")
        }
        // A sub-entity's class inherits its parent's conformance.
        if entity.parent == nil { lines.append("extension \(name): Identifiable {}") }
        lines.append("")
        return lines
    }

    private static func property(_ name: String, type: String) -> String {
        let key = AssetSymbols.literal(name)
        return "    public var \(swiftName(name)): \(type) { get { __galleyValue(forKey: \(key)) } "
            + "set { __galleySetValue(newValue, forKey: \(key)) } }"
    }

    /// The type Xcode gives an attribute's property.
    static func swiftType(of attribute: Attribute) -> String {
        let scalar = attribute.usesScalar ?? true
        switch attribute.type {
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "String": return "String?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Transformable": return (attribute.customClass.flatMap(typeExpression) ?? "NSObject") + "?"
        case "Object ID": return "NSManagedObjectID?"
        default: return "Any?"
        }
    }

    /// A custom class name as a Swift type, if it is one (`[String]`,
    /// `UIKit.UIImage`, `[String: Int]`); `nil` for anything else.
    private static func typeExpression(_ text: String) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]:<>, ")
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 200, trimmed.allSatisfy(allowed.contains),
            trimmed.filter({ $0 == "[" }).count == trimmed.filter({ $0 == "]" }).count,
            trimmed.filter({ $0 == "<" }).count == trimmed.filter({ $0 == ">" }).count,
            !trimmed.hasPrefix("."), !trimmed.hasSuffix(".")
        else { return nil }
        return trimmed
    }

    /// The registration of one entity: its description, its properties and their defaults.
    private static func registration(of entity: Entity) -> [String] {
        let q = AssetSymbols.literal
        let uniqueness = entity.uniqueness.map { "[" + $0.map(q).joined(separator: ", ") + "]" }
        var lines = [
            "NSEntityDescription.__galleyEntity(name: \(q(entity.name)), className: \(q(entity.className)), "
                + "parent: \(entity.parent.map(q) ?? "nil"), isAbstract: \(entity.isAbstract), "
                + "uniqueness: [\(uniqueness.joined(separator: ", "))], properties: ["
        ]
        for attribute in entity.attributes {
            let value = defaultValue(of: attribute)
            lines.append(
                "    NSAttributeDescription.__galleyAttribute(name: \(q(attribute.name)), type: \(q(attribute.type)), "
                    + "optional: \(attribute.isOptional), default: \(value), derivedNow: \(attribute.isDerivedNow)),")
        }
        for relationship in entity.relationships {
            lines.append(
                "    NSRelationshipDescription(name: \(q(relationship.name)), "
                    + "destination: \(q(relationship.destination)), inverse: \(relationship.inverse.map(q) ?? "nil"), "
                    + "toMany: \(relationship.isToMany), ordered: \(relationship.isOrdered), "
                    + "deleteRule: \(deleteRule(relationship.deleteRule))),")
        }
        lines.append("]),")
        return lines
    }

    private static func deleteRule(_ name: String) -> String {
        switch name {
        case "Cascade": ".cascadeDeleteRule"
        case "Deny": ".denyDeleteRule"
        case "No Action": ".noActionDeleteRule"
        default: ".nullifyDeleteRule"
        }
    }

    /// The Swift expression of an attribute's default value, typed as its
    /// property is; `nil` when it has none or it does not read.
    static func defaultValue(of attribute: Attribute) -> String {
        guard let text = attribute.defaultValue?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return "nil"
        }
        let scalar = attribute.usesScalar ?? true
        // Only a value the type holds is written: `Int16(40000)` would not compile.
        func number(_ type: String, _ literal: String?) -> String {
            guard let literal else { return "nil" }
            return scalar ? "\(type)(\(literal))" : "NSNumber(value: \(type)(\(literal)))"
        }
        switch attribute.type {
        case "Integer 16": return number("Int16", Int16(text).map { "\($0)" })
        case "Integer 32": return number("Int32", Int32(text).map { "\($0)" })
        case "Integer 64": return number("Int64", Int64(text).map { "\($0)" })
        case "Double": return number("Double", Double(text).flatMap { $0.isFinite ? "\($0)" : nil })
        case "Float": return number("Float", Float(text).flatMap { $0.isFinite ? "\($0)" : nil })
        case "Decimal":
            return Double(text).map { "NSDecimalNumber(string: \(AssetSymbols.literal(String($0))))" } ?? "nil"
        case "Boolean":
            let value = ["YES", "TRUE", "1"].contains(text.uppercased())
            return scalar ? "\(value)" : "NSNumber(value: \(value))"
        case "String":
            // Xcode keeps a string's default as typed; `""` is the empty string.
            return AssetSymbols.literal(text == "\"\"" ? "" : text)
        case "Date":
            return Double(text).map { $0.isFinite ? "Date(timeIntervalSinceReferenceDate: \($0))" : "nil" } ?? "nil"
        case "UUID":
            return UUID(uuidString: text).map { "UUID(uuidString: \(AssetSymbols.literal($0.uuidString)))" } ?? "nil"
        case "URI": return "URL(string: \(AssetSymbols.literal(text)))"
        default: return "nil"
        }
    }

    /// Names `NSManagedObject` has already, which Xcode refuses for properties.
    static let reservedNames: Set<String> = [
        "entity", "objectID", "managedObjectContext", "isInserted", "isUpdated", "isDeleted", "hasChanges",
        "isFault", "hash", "description", "objectWillChange", "values", "hasPersistentChangedValues",
    ]

    /// `name` as an identifier, in backticks when it is a keyword.
    private static func swiftName(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    // MARK: Reading

    /// Why a model file does not read.
    struct ReadError: Error, Equatable {
        let message: String
    }

    /// The model in a version's `contents` XML.
    static func read(_ data: Data, name: String) throws(ReadError) -> Model {
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(message: "not UTF-8") }
        var entities: [Entity] = []
        var current: Entity?
        var constraint: [String]?
        for tag in try XMLTags(text) {
            switch (tag.name, tag.isClosing) {
            case ("entity", false):
                guard let entityName = tag.attributes["name"], isIdentifier(entityName) else {
                    throw ReadError(message: "an entity has no usable name")
                }
                let className = tag.attributes["representedClassName"].map(unqualified) ?? entityName
                let codegen: Codegen =
                    switch tag.attributes["codeGenerationType"] {
                    case "class": .classDefinition
                    case "category": .category
                    default: .manual
                    }
                let entity = Entity(
                    name: entityName, className: isIdentifier(className) ? className : entityName, codegen: codegen,
                    parent: tag.attributes["parentEntity"].flatMap { isIdentifier($0) ? $0 : nil },
                    isAbstract: tag.attributes["isAbstract"] == "YES")
                if tag.isEmpty { entities.append(entity) } else { current = entity }
            case ("entity", true):
                if let entity = current { entities.append(entity) }
                current = nil
            case ("attribute", false):
                guard let attributeName = tag.attributes["name"], isIdentifier(attributeName) else { continue }
                current?.attributes.append(
                    Attribute(
                        name: attributeName, type: tag.attributes["attributeType"] ?? "Undefined",
                        isOptional: tag.attributes["optional"] == "YES",
                        usesScalar: tag.attributes["usesScalarValueType"].map { $0 == "YES" },
                        defaultValue: tag.attributes["defaultValueString"]
                            ?? tag.attributes["defaultDateTimeInterval"],
                        customClass: tag.attributes["customClassName"],
                        isDerivedNow: tag.attributes["derived"] == "YES"
                            && tag.attributes["derivationExpression"]?.lowercased() == "now()"))
            case ("relationship", false):
                guard let relationshipName = tag.attributes["name"], isIdentifier(relationshipName),
                    let destination = tag.attributes["destinationEntity"], isIdentifier(destination)
                else { continue }
                current?.relationships.append(
                    Relationship(
                        name: relationshipName, destination: destination,
                        inverse: tag.attributes["inverseName"].flatMap { isIdentifier($0) ? $0 : nil },
                        isToMany: tag.attributes["toMany"] == "YES", isOrdered: tag.attributes["ordered"] == "YES",
                        deleteRule: tag.attributes["deletionRule"] ?? "Nullify"))
            case ("uniquenessConstraint", false):
                constraint = []
            case ("constraint", false):
                if let value = tag.attributes["value"], isIdentifier(value) { constraint?.append(value) }
            case ("uniquenessConstraint", true):
                if let keys = constraint, !keys.isEmpty { current?.uniqueness.append(keys) }
                constraint = nil
            default:
                continue
            }
        }
        return Model(name: name, entities: entities)
    }

    private static func unqualified(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// Whether `name` is a Swift identifier (letters, digits and `_`, not
    /// starting with a digit), so that it can be written into source.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !(first.properties.numericType != nil), name.count <= 200,
            name != "_", !keywords.contains(name)
        else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0 == "_"))
                || ("0"..."9").contains($0)
        }
    }
}

/// The tags of an XML document, in order: each element's name, its
/// attributes (entities decoded) and whether it closes or is empty. Text,
/// comments, processing instructions and declarations are skipped.
struct XMLTags: Sequence {
    struct Tag {
        var name: String
        var attributes: [String: String]
        var isClosing: Bool
        var isEmpty: Bool
    }

    private let tags: [Tag]

    init(_ text: String) throws(CoreDataModels.ReadError) {
        let bytes = Array(text.utf8)
        var tags: [Tag] = []
        var i = 0
        func fail(_ message: String) -> CoreDataModels.ReadError {
            CoreDataModels.ReadError(message: "\(message) at byte \(i)")
        }
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            i = open + 1
            guard i < bytes.count else { throw fail("a tag is not closed") }
            if bytes[i...].starts(with: Array("!--".utf8)) {
                guard let end = Self.find(Array("-->".utf8), in: bytes, from: i) else {
                    throw fail("a comment is not closed")
                }
                i = end + 3
                continue
            }
            if bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!") {
                guard let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { throw fail("a tag is not closed") }
                i = end + 1
                continue
            }
            var tag = Tag(name: "", attributes: [:], isClosing: false, isEmpty: false)
            if bytes[i] == UInt8(ascii: "/") {
                tag.isClosing = true
                i += 1
            }
            let nameStart = i
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/")
            {
                i += 1
            }
            tag.name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            guard !tag.name.isEmpty else { throw fail("a tag has no name") }
            while true {
                while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count else { throw fail("a tag is not closed") }
                if bytes[i] == UInt8(ascii: ">") {
                    i += 1
                    break
                }
                if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") {
                    tag.isEmpty = true
                    i += 2
                    break
                }
                let keyStart = i
                while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="),
                    bytes[i] != UInt8(ascii: ">")
                {
                    i += 1
                }
                let key = String(decoding: bytes[keyStart..<i], as: UTF8.self)
                while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
                guard !key.isEmpty, i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                    throw fail("an attribute has no value")
                }
                i += 1
                while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                    throw fail("an attribute's value is not quoted")
                }
                let quote = bytes[i]
                guard let close = bytes[(i + 1)...].firstIndex(of: quote) else { throw fail("a value is not closed") }
                tag.attributes[key] = Self.decoded(String(decoding: bytes[(i + 1)..<close], as: UTF8.self))
                i = close + 1
            }
            tags.append(tag)
        }
        self.tags = tags
    }

    func makeIterator() -> IndexingIterator<[Tag]> { tags.makeIterator() }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// `text` with its character references and the five named entities decoded.
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            let scalar: Unicode.Scalar? =
                switch entity {
                case "quot": "\""
                case "amp": "&"
                case "lt": "<"
                case "gt": ">"
                case "apos": "'"
                default:
                    if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                        UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                    } else if entity.hasPrefix("#") {
                        UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
                    } else {
                        nil
                    }
                }
            if let scalar {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return result + rest
    }
}
