import Foundation
import Testing

@testable import GalleyPreview

@Suite("Core Data models read and written as Xcode generates them")
struct CoreDataModelsTests {
    private static let fixture = PreviewFixtures.folder.appendingPathComponent("CoreData")

    @Test("A model's entities, attributes, relationships, codegen and constraints are read from its current version")
    func reading() throws {
        let models = CoreDataModels.models(under: [Self.fixture])
        let model = try #require(models.first)
        #expect(models.count == 1 && model.name == "Bookshelf")
        #expect(model.entities.map(\.name) == ["Author", "Book", "Shelf"])
        #expect(model.entities.map(\.className) == ["Author", "CDBook", "Shelf"])
        #expect(model.entities.map(\.codegen) == [.classDefinition, .classDefinition, .manual])
        let book = model.entities[1]
        #expect(book.attributes.map(\.name) == ["added", "genre", "rating", "title", "isRead"])
        #expect(book.attributes[2].defaultValue == "3" && book.attributes[2].usesScalar == true)
        #expect(book.relationships.map(\.name) == ["author", "shelf"])
        #expect(model.entities[0].relationships.first?.isToMany == true)
        #expect(model.entities[0].relationships.first?.deleteRule == "Cascade")
        #expect(model.entities[2].uniqueness == [["label"]])
    }

    @Test(".xccurrentversion names the version read; without it, the latest version is (Model 2 after Model)")
    func versions() throws {
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Store.xcdatamodeld")
        for (version, entity) in [("Model", "Old"), ("Model 2", "New")] {
            let path = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            try Data("<model><entity name=\"\(entity)\" codeGenerationType=\"class\"/></model>".utf8)
                .write(to: path.appendingPathComponent("contents"))
        }
        #expect(CoreDataModels.models(under: [folder]).first?.entities.map(\.name) == ["New"])
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Model.xcdatamodel</string></dict></plist>
            """
        try Data(plist.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        #expect(CoreDataModels.models(under: [folder]).first?.entities.map(\.name) == ["Old"])
    }

    @Test("The source declares Xcode's classes and properties with its types, to-many accessors and the registrar")
    func writing() throws {
        let models = CoreDataModels.models(under: [Self.fixture])
        let source = CoreDataModels.source(for: models, module: "Shelf App")
        #expect(source.contains("public class Author: NSManagedObject {}"))
        #expect(source.contains("public class CDBook: NSManagedObject {}"))
        // Manual/None: the project has the class; nothing is written for it.
        #expect(!source.contains("public class Shelf"))
        #expect(!source.contains("extension Shelf {"))
        #expect(source.contains("NSFetchRequest<CDBook>(entityName: \"Book\")"))
        #expect(source.contains("public var title: String? { get { __galleyValue(forKey: \"title\") }"))
        #expect(source.contains("public var rating: Int16 {"))
        #expect(source.contains("public var isRead: Bool {"))
        #expect(source.contains("public var added: Date? {"))
        #expect(source.contains("public var author: Author? {"))
        #expect(source.contains("public var books: NSSet? {"))
        #expect(source.contains("public func addToBooks(_ value: CDBook) { __galleyAdd(value, to: \"books\") }"))
        #expect(source.contains("public enum __GalleyCoreDataModels_Shelf_App {"))
        #expect(source.contains("default: Int16(3)"))
        #expect(source.contains("default: \"Fiction\""))
        #expect(source.contains("deleteRule: .cascadeDeleteRule"))
        #expect(source.contains("uniqueness: [[\"label\"]]"))
        // A class the module declares itself is not declared again.
        let declared = CoreDataModels.source(for: models, module: "App", declared: ["Author"])
        #expect(!declared.contains("public class Author") && declared.contains("extension Author {"))
        #expect(CoreDataModels.source(for: [], module: "App").isEmpty)
        // A sub-entity's class inherits its parent's Identifiable; defaults its type cannot hold are none;
        // names NSManagedObject has, and keywords, are left out.
        let xml = """
            <model>
              <entity name="Animal" codeGenerationType="class">
                <attribute name="legs" attributeType="Integer 16" defaultValueString="40000" usesScalarValueType="YES"/>
                <attribute name="weight" attributeType="Float" defaultValueString="1e300" usesScalarValueType="YES"/>
                <attribute name="entity" attributeType="String"/>
              </entity>
              <entity name="Dog" parentEntity="Animal" codeGenerationType="class"/>
            </model>
            """
        let zoo = try CoreDataModels.read(Data(xml.utf8), name: "Zoo")
        #expect(zoo.entities.map(\.name) == ["Animal", "Dog"])
        let written = CoreDataModels.source(for: [zoo], module: "App")
        #expect(written.contains("public class Dog: Animal {}"))
        #expect(
            written.contains("extension Animal: Identifiable {}") && !written.contains("extension Dog: Identifiable"))
        #expect(written.contains("name: \"legs\", type: \"Integer 16\", optional: false, default: nil"))
        #expect(written.contains("name: \"weight\", type: \"Float\", optional: false, default: nil"))
        #expect(!written.contains("public var entity:"))
        let keyword = "<model><entity name=\"class\" codeGenerationType=\"class\"/></model>"
        #expect(throws: CoreDataModels.ReadError.self) { try CoreDataModels.read(Data(keyword.utf8), name: "M") }
    }

    @Test(
        "Types follow Xcode's: scalars unless the model says not, optionals for objects, custom transformable classes")
    func types() {
        func type(_ kind: String, scalar: Bool? = nil, custom: String? = nil) -> String {
            CoreDataModels.swiftType(
                of: .init(
                    name: "a", type: kind, isOptional: true, usesScalar: scalar, defaultValue: nil, customClass: custom)
            )
        }
        #expect(type("Integer 32") == "Int32")
        #expect(type("Integer 64", scalar: false) == "NSNumber?")
        #expect(type("Double") == "Double")
        #expect(type("Decimal") == "NSDecimalNumber?")
        #expect(type("UUID") == "UUID?")
        #expect(type("URI") == "URL?")
        #expect(type("Binary", custom: "UIImage") == "Data?")
        #expect(type("Transformable", custom: "[String]") == "[String]?")
        #expect(type("Transformable", custom: "UIKit.UIImage") == "UIKit.UIImage?")
        #expect(type("Transformable", custom: "X}; evil() ; struct Y {") == "NSObject?")
        #expect(type("Transformable") == "NSObject?")
    }

    @Test("Names that are not identifiers are left out and strings are escaped: a model cannot write code")
    func hostile() throws {
        let xml = """
            <model>
              <entity name="Bad{}; func x() {" codeGenerationType="class"/>
              <entity name="Note" representedClassName="Note&quot;; evil()" codeGenerationType="class">
                <attribute name="text&#10;}" attributeType="String"/>
                <attribute name="body" attributeType="String" defaultValueString="a&quot;) ; evil(&quot;\\"/>
                <relationship name="owner" destinationEntity="Person{}" toMany="NO"/>
              </entity>
            </model>
            """
        #expect(throws: CoreDataModels.ReadError.self) { try CoreDataModels.read(Data(xml.utf8), name: "M") }
        let fine = xml.replacingOccurrences(
            of: "<entity name=\"Bad{}; func x() {\" codeGenerationType=\"class\"/>", with: "")
        let model = try CoreDataModels.read(Data(fine.utf8), name: "M\"x")
        #expect(model.entities.map(\.className) == ["Note"])
        #expect(model.entities[0].attributes.map(\.name) == ["body"])
        #expect(model.entities[0].relationships.isEmpty)
        let source = CoreDataModels.source(for: [model], module: "App")
        #expect(source.contains(#"default: "a\") ; evil(\"\\""#))
        #expect(source.contains(#"name: "M\"x""#))
        #expect(!source.contains("evil()"))
    }

    @Test("Malformed XML is refused with a message, never a crash")
    func malformed() {
        for text in ["<model", "<entity name=>", "<entity name=\"a", "<!-- open", "<a b=c>", "< >", "<a x></a>"] {
            #expect(throws: CoreDataModels.ReadError.self, "\(text)") {
                try CoreDataModels.read(Data(text.utf8), name: "M")
            }
        }
        var state: UInt64 = 7
        let alphabet = Array("<>/=\"' !-?&;#x1aentityattribute".utf8)
        for _ in 0..<3_000 {
            let bytes = (0..<40).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return alphabet[Int(state >> 33) % alphabet.count]
            }
            _ = try? CoreDataModels.read(Data(bytes), name: "M")
        }
        #expect(XMLTags.decoded("a&amp;b&lt;&#65;&#x42;&bogus;&") == "a&b<AB&bogus;&")
    }
}
