import Foundation
import GalleyCoreData
import GalleyTestSupport
import SwiftUI
import Testing

// Classes as a preview's copy has them: Xcode's generated shape, whose
// @NSManaged members the scanner rewrites to these accessors.
final class Pet: NSManagedObject {
    var name: String? {
        get { __galleyValue(forKey: "name") }
        set { __galleySetValue(newValue, forKey: "name") }
    }
    var age: Int16 {
        get { __galleyValue(forKey: "age") }
        set { __galleySetValue(newValue, forKey: "age") }
    }
    var born: Date? {
        get { __galleyValue(forKey: "born") }
        set { __galleySetValue(newValue, forKey: "born") }
    }
    var owner: Keeper? {
        get { __galleyValue(forKey: "owner") }
        set { __galleySetValue(newValue, forKey: "owner") }
    }
}

final class Keeper: NSManagedObject {
    var name: String? {
        get { __galleyValue(forKey: "name") }
        set { __galleySetValue(newValue, forKey: "name") }
    }
    var pets: NSSet? {
        get { __galleyValue(forKey: "pets") }
        set { __galleySetValue(newValue, forKey: "pets") }
    }
    var petSet: Set<Pet>? { __galleyValue(forKey: "pets") }
    func addToPets(_ value: Pet) { __galleyAdd(value, to: "pets") }
    func removeFromPets(_ value: Pet) { __galleyRemove(value, from: "pets") }
}

extension Pet: Identifiable {}

/// The model the previews' program registers for these classes.
private let registered: Void = {
    let pet = NSEntityDescription.__galleyEntity(
        name: "Animal", className: "Pet", parent: nil, isAbstract: false, uniqueness: [["name"]],
        properties: [
            NSAttributeDescription.__galleyAttribute(
                name: "name", type: "String", optional: true, default: nil, derivedNow: false),
            NSAttributeDescription.__galleyAttribute(
                name: "age", type: "Integer 16", optional: true, default: Int16(1), derivedNow: false),
            NSAttributeDescription.__galleyAttribute(
                name: "born", type: "Date", optional: true, default: nil, derivedNow: true),
            NSRelationshipDescription(name: "owner", destination: "Keeper", inverse: "pets", toMany: false),
        ])
    let keeper = NSEntityDescription.__galleyEntity(
        name: "Keeper", className: "Keeper", parent: nil, isAbstract: false, uniqueness: [],
        properties: [
            NSAttributeDescription.__galleyAttribute(
                name: "name", type: "String", optional: true, default: nil, derivedNow: false),
            NSRelationshipDescription(
                name: "pets", destination: "Animal", inverse: "owner", toMany: true, deleteRule: .cascadeDeleteRule),
        ])
    NSManagedObjectModel.__galleyRegister(name: "Zoo", entities: [pet, keeper])
}()

private func names(_ pets: [Pet]) -> [String] { pets.map { pet in pet.name ?? "" } }

private struct Names: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.name)], predicate: NSPredicate(format: "age >= 2"))
    var pets: FetchedResults<Pet>

    var body: some View {
        VStack {
            Text("\(pets.count) pets")
            ForEach(pets) { pet in Text(pet.name ?? "?") }
        }
    }
}

private struct Probe: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)]) var pets: FetchedResults<Pet>
    @SectionedFetchRequest(
        sectionIdentifier: \Pet.age, sortDescriptors: [SortDescriptor(\.age), SortDescriptor(\.name)])
    var byAge: SectionedFetchResults<Int16, Pet>
    // An empty list is SwiftUI's NSSortDescriptor form, as in SwiftUI.
    @FetchRequest(sortDescriptors: []) var unsorted: FetchedResults<Pet>

    var body: some View {
        let all = names(Array(pets)).joined(separator: " ")
        pets.nsPredicate = NSPredicate(format: "name BEGINSWITH[c] %@", "k")
        let filtered = names(Array(pets)).joined(separator: " ")
        var sections: [String] = []
        for section in byAge {
            sections.append("\(section.id): " + names(Array(section)).joined(separator: " "))
        }
        return VStack {
            Text("\(unsorted.count) in the order made: " + names(Array(unsorted)).joined(separator: " "))
            Text(all)
            Text(filtered)
            ForEach(sections, id: \.self) { line in Text(line) }
        }
    }
}

@Suite("CoreData stand-in", .serialized)
struct CoreDataTests {
    init() { _ = registered }

    private func container() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Zoo")
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        return container
    }

    private func insert(_ pets: [(String, Int)], into context: NSManagedObjectContext) {
        for (name, age) in pets {
            let pet = Pet(context: context)
            pet.name = name
            pet.age = Int16(age)
        }
    }

    @Test("Objects hold the model's defaults; fetches see pending inserts, sort, filter, offset and limit")
    func fetching() throws {
        let context = container().viewContext
        #expect(Pet.entity().name == "Animal")
        insert([("Rex", 4), ("ada", 2), ("Bo", 9)], into: context)
        let plain = Pet(context: context)
        #expect(plain.age == 1 && plain.name == nil && plain.isInserted && context.hasChanges)
        let request = Pet.fetchRequest() as NSFetchRequest<Pet>
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Pet.name, ascending: true)]
        let sorted = try context.fetch(request)
        #expect(names(sorted) == ["", "Bo", "Rex", "ada"])
        request.predicate = NSPredicate(format: "age > %d", 1)
        request.sortDescriptors = [NSSortDescriptor(key: "age", ascending: false)]
        let ages: [Int16] = try context.fetch(request).map(\.age)
        #expect(ages == [9, 4, 2])
        request.fetchOffset = 1
        request.fetchLimit = 1
        let page: [Int16] = try context.fetch(request).map(\.age)
        #expect(page == [4])
        let untyped: NSFetchRequest<NSFetchRequestResult> = Pet.fetchRequest()
        #expect(try context.count(for: untyped) == 4)
        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Animal")
        ids.resultType = .managedObjectIDResultType
        #expect(try context.fetch(ids).count == 4)
    }

    @Test("Saving: other contexts see only what was saved, now() dates are set, a rollback undoes changes")
    func saving() throws {
        let container = container()
        let context = container.viewContext
        let other = container.newBackgroundContext()
        let all = Pet.fetchRequest() as NSFetchRequest<Pet>
        let pet = Pet(context: context)
        pet.name = "Rex"
        #expect(try other.count(for: all) == 0)
        try context.save()
        #expect(!context.hasChanges && pet.born != nil)
        #expect(try other.count(for: all) == 1)
        pet.name = "Max"
        #expect(context.hasChanges && pet.isUpdated && context.updatedObjects.count == 1)
        context.rollback()
        #expect(pet.name == "Rex" && !context.hasChanges)
        context.delete(pet)
        #expect(try context.count(for: all) == 0)
        #expect(try other.count(for: all) == 1)
        try context.save()
        #expect(try other.count(for: all) == 0)
    }

    @Test("Relationships keep their inverses; deleting follows the delete rule; an object hashes as its identity")
    func relationships() throws {
        let context = container().viewContext
        let keeper = Keeper(context: context)
        var pets: [Pet] = []
        for index in 0..<5 {
            let pet = Pet(context: context)
            pet.name = "P\(index)"
            pets.append(pet)
        }
        pets[0].owner = keeper
        keeper.addToPets(pets[1])
        keeper.pets = NSSet(array: [pets[0], pets[1], pets[2]])
        #expect(pets[2].owner === keeper && keeper.pets?.count == 3)
        let held: [Pet] = keeper.pets?.allObjects as? [Pet] ?? []
        #expect(names(held).sorted() == ["P0", "P1", "P2"])
        #expect(pets.map(\.hashValue) == pets.map(\.objectID.hashValue))
        #expect(keeper.petSet?.count == 3)
        let second = Keeper(context: context)
        pets[1].owner = second
        #expect(keeper.pets?.count == 2 && second.pets?.count == 1)
        keeper.removeFromPets(pets[0])
        #expect(pets[0].owner == nil)
        let owned = NSFetchRequest<Pet>(entityName: "Animal")
        owned.predicate = NSPredicate(format: "owner.name == nil AND owner != nil")
        #expect(names(try context.fetch(owned)) == ["P1", "P2"])
        let anyPet = NSFetchRequest<Keeper>(entityName: "Keeper")
        anyPet.predicate = NSPredicate(format: "ANY pets.name == 'P2'")
        #expect(try context.fetch(anyPet) == [keeper])
        context.delete(keeper)
        try context.save()
        // The cascade took P2; P0 (let go) and P1 (the second keeper's) stay.
        let left: [Pet] = try context.fetch(Pet.fetchRequest())
        #expect(names(left) == ["P0", "P1", "P3", "P4"])
    }

    @Test("A uniqueness constraint fails the save by default and merges by the policy asked")
    func uniqueness() throws {
        let context = container().viewContext
        let first = Pet(context: context)
        first.name = "Rex"
        first.age = 3
        try context.save()
        let twin = Pet(context: context)
        twin.name = "Rex"
        twin.age = 7
        #expect(throws: NSError.self) { try context.save() }
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        try context.save()
        let all: [Pet] = try context.fetch(Pet.fetchRequest())
        #expect(all.count == 1 && all.first === first && first.age == 7)
    }

    @Test("Setting a property tells the object's observers; objects are identifiable, hashable and read by key")
    func observation() {
        let context = container().viewContext
        let pet = Pet(context: context)
        var changes = 0
        let subscription = pet.objectWillChange.sink { changes += 1 }
        pet.name = "Rex"
        pet.age = 2
        #expect(changes == 2)
        _ = subscription
        #expect(pet.value(forKey: "name") as? String == "Rex")
        pet.setValue(5, forKey: "age")
        #expect(pet.age == 5)
        // A collection that holds no objects is an attribute's value, set as any other.
        pet.setValue(["a"], forKey: "nicknames")
        pet.setValue([String](), forKey: "nicknames")
        #expect((pet.value(forKey: "nicknames") as? [String]) == [])
        #expect(Set([pet, pet]).count == 1 && pet.id == ObjectIdentifier(pet))
    }

    @Test("@FetchRequest reads the environment's context each time a view is drawn; none placed, no objects")
    @MainActor func fetchRequestInViews() throws {
        let context = container().viewContext
        insert([("Rex", 4), ("Ada", 2), ("Kit", 1)], into: context)
        let placed = try Render.layout(Names().environment(\.managedObjectContext, context), width: 300, height: 300)
        #expect(placed.root.texts == ["2 pets", "Ada", "Rex"])
        #expect(try Render.layout(Names(), width: 300, height: 300).root.texts == ["0 pets"])
    }

    @Test("Setting FetchedResults' predicate fetches again at once; sectioned results run by their identifier")
    @MainActor func changingRequests() throws {
        let context = container().viewContext
        insert([("Rex", 4), ("Ada", 2), ("Kit", 2)], into: context)
        let result = try Render.layout(Probe().environment(\.managedObjectContext, context), width: 300, height: 300)
        #expect(
            result.root.texts == ["3 in the order made: Rex Ada Kit", "Ada Kit Rex", "Kit", "2: Ada Kit", "4: Rex"])
    }
}
