import Foundation
import GalleySwiftData
import SwiftUI
import Testing
import GalleyTestSupport

// Models as a preview's copy declares them: `@Model final class Task { … }`
// becomes an observable class holding the stand-in's state, conforming to
// PersistentModel after the file's last line (see SwiftDataModelRewriter).

@Observable final class Chore {
    public let __galleyModel = GalleySwiftData.ModelState();
    var title: String
    var isDone: Bool
    var priority: Int
    var due: Date?
    var tags: [Tag] = []
    var list: ChoreList?

    init(title: String, isDone: Bool = false, priority: Int = 0, due: Date? = nil) {
        self.title = title
        self.isDone = isDone
        self.priority = priority
        self.due = due
    }
}

@Observable final class Tag {
    public let __galleyModel = GalleySwiftData.ModelState();
    var name: String
    init(name: String) { self.name = name }
}

@Observable final class ChoreList {
    public let __galleyModel = GalleySwiftData.ModelState();
    var name: String
    var chores: [Chore] = []
    init(name: String) { self.name = name }
}

extension Chore: GalleySwiftData.PersistentModel {}
extension Tag: GalleySwiftData.PersistentModel {}
extension ChoreList: GalleySwiftData.PersistentModel {}

/// A to-do list as learners write one: `@Query` sorted by title, rows of titles.
private struct ChoreListView: View {
    @Query(sort: \Chore.title) private var chores: [Chore]

    var body: some View {
        List {
            ForEach(chores) { chore in
                Text(chore.title)
            }
        }
    }
}

/// Only what is left to do, most urgent first.
private struct OpenChores: View {
    @Query(filter: #Predicate<Chore> { !$0.isDone }, sort: [SortDescriptor(\Chore.priority, order: .reverse)]) private
        var chores: [Chore]

    var body: some View {
        VStack {
            ForEach(chores) { Text($0.title) }
        }
    }
}

/// Inserts into the environment's context when it appears, as an empty
/// state's "Add sample data" does.
private struct SeedingList: View {
    @Environment(\.modelContext) private var context
    // A bare `@Query` is `@Query()` in a preview's copy (Swift infers the
    // model type only from an argument list).
    @Query() private var chores: [Chore]

    var body: some View {
        VStack {
            Text("\(chores.count) chores")
            ForEach(chores) { Text($0.title) }
        }
        .onAppear {
            context.insert(Chore(title: "Water plants"))
            context.insert(Chore(title: "Feed cat"))
        }
    }
}

@Suite("SwiftData stand-in")
@MainActor
struct SwiftDataTests {
    private func container() throws -> ModelContainer {
        try ModelContainer(
            for: Chore.self, Tag.self, ChoreList.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test(
        """
        A context fetches what it inserted: filtered by #Predicate, sorted by SortDescriptors, from an offset, at \
        most a limit; counted
        """
    )
    func fetch() throws {
        let context = try container().mainContext
        for (title, priority) in [("b", 2), ("a", 3), ("c", 1), ("d", 5)] {
            context.insert(Chore(title: title, isDone: title == "d", priority: priority))
        }
        #expect(try context.fetch(FetchDescriptor<Chore>()).map(\.title) == ["b", "a", "c", "d"])
        let open = FetchDescriptor<Chore>(
            predicate: #Predicate { !$0.isDone }, sortBy: [SortDescriptor(\.priority, order: .reverse)])
        #expect(try context.fetch(open).map(\.title) == ["a", "b", "c"])
        var page = FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.title)])
        page.fetchOffset = 1
        page.fetchLimit = 2
        #expect(try context.fetch(page).map(\.title) == ["b", "c"])
        #expect(try context.fetchCount(open) == 3)
        #expect(try context.fetch(FetchDescriptor<Tag>()).isEmpty)
    }

    @Test(
        """
        Insertions and deletions are pending until saved: the context sees them, another context of the container \
        only after save; rollback forgets them
        """
    )
    func saving() throws {
        let container = try container()
        let main = container.mainContext
        let other = ModelContext(container)
        let first = Chore(title: "first")
        main.insert(first)
        #expect(first.modelContext === main && main.hasChanges && first.hasChanges)
        #expect(try other.fetchCount(FetchDescriptor<Chore>()) == 0)
        try main.save()
        #expect(!main.hasChanges && !first.hasChanges)
        #expect(try other.fetch(FetchDescriptor<Chore>()).map(\.title) == ["first"])
        main.delete(first)
        #expect(first.isDeleted)
        #expect(try main.fetchCount(FetchDescriptor<Chore>()) == 0)
        #expect(try other.fetchCount(FetchDescriptor<Chore>()) == 1)
        main.rollback()
        #expect(!first.isDeleted)
        #expect(try main.fetchCount(FetchDescriptor<Chore>()) == 1)
        try main.delete(model: Chore.self, where: #Predicate { $0.title == "first" })
        try main.save()
        #expect(try other.fetchCount(FetchDescriptor<Chore>()) == 0)
        let unsaved = Chore(title: "unsaved")
        other.insert(unsaved)
        other.delete(unsaved)
        #expect(!other.hasChanges)
    }

    @Test(
        """
        Inserting a model inserts the models its properties hold; a model put into one later is found by the next \
        fetch and saved
        """
    )
    func relationships() throws {
        let container = try container()
        let context = container.mainContext
        let home = ChoreList(name: "Home")
        let dishes = Chore(title: "Dishes")
        dishes.tags = [Tag(name: "kitchen"), Tag(name: "daily")]
        home.chores = [dishes]
        context.insert(home)
        #expect(
            try context.fetch(FetchDescriptor<Tag>(sortBy: [SortDescriptor(\.name)])).map(\.name) == [
                "daily", "kitchen",
            ])
        #expect(dishes.modelContext === context)
        home.chores.append(Chore(title: "Laundry"))
        #expect(
            try context.fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.title)])).map(\.title) == [
                "Dishes", "Laundry",
            ])
        try context.save()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Chore>()) == 2)
        // A model is equal only to itself; its identifier names its class.
        #expect(dishes != Chore(title: "Dishes") && dishes.persistentModelID.entityName == "Chore")
        let registered: Chore? = context.registeredModel(for: dishes.persistentModelID)
        #expect(registered === dishes)
    }

    @Test(
        """
        @Query in a List shows the container's models, sorted, after .modelContainer(_:), as a preview that \
        inserts samples does
        """
    )
    func queryDraws() throws {
        let container = try ModelContainer(
            for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for title in ["Mop floor", "Buy milk", "Call mum"] { container.mainContext.insert(Chore(title: title)) }
        let view = ChoreListView().modelContainer(container)
        let result = try Render.layout(view, width: 300, height: 400)
        #expect(result.root.texts == ["Buy milk", "Call mum", "Mop floor"])
        // Real text is drawn: the rows' ink is dark on the list's background.
        let pixels = try Render.pixels(view, width: 300, height: 400)
        #expect(pixels.count(of: 0x000000) > 50)
        // Without a container, a query finds nothing.
        #expect(try Render.layout(ChoreListView(), width: 300, height: 400).root.texts.isEmpty)
    }

    @Test("@Query(filter: #Predicate, sort: [SortDescriptor]) shows only the matching models, in order")
    func queryFilters() throws {
        let container = try container()
        container.mainContext.insert(Chore(title: "Low", priority: 1))
        container.mainContext.insert(Chore(title: "Done", isDone: true, priority: 9))
        container.mainContext.insert(Chore(title: "High", priority: 5))
        let result = try Render.layout(OpenChores().modelContainer(container), width: 300, height: 200)
        #expect(result.root.texts == ["High", "Low"])
    }

    @Test(
        """
        .modelContainer(for:inMemory:) makes a container once: what onAppear inserts is drawn when Galley lays the \
        view out again
        """
    )
    func insertsOnAppear() throws {
        let proposal = ProposedViewSize(width: 300, height: 300)
        let settled = try FirstAppearance.settle(SeedingList().modelContainer(for: Chore.self, inMemory: true)) {
            try Render.engine.layout($0, proposal: proposal)
        }
        #expect(settled.root.texts == ["2 chores", "Water plants", "Feed cat"])
        let first = try FirstAppearance.settle(
            SeedingList().modelContainer(for: Chore.self, inMemory: true), runsActions: false
        ) {
            try Render.engine.layout($0, proposal: proposal)
        }
        #expect(first.root.texts == ["0 chores"])
    }

    @Test(
        """
        Containers and configurations take every form apps write; the schema names the classes; versioned schemas \
        and migration plans compile
        """
    )
    func containers() throws {
        let schema = Schema([Chore.self, Tag.self])
        #expect(schema.entities.map(\.name) == ["Chore", "Tag"])
        let memory = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
        #expect(memory.url.path == "/dev/null" && memory.name == "default")
        let fromArray = try ModelContainer(for: schema, configurations: [memory])
        let fromList = try ModelContainer(for: schema, configurations: memory)
        let plain = try ModelContainer(for: Chore.self)
        #expect(fromArray.configurations == [memory] && fromList.schema == schema)
        #expect(plain.configurations.count == 1 && !plain.configurations[0].isStoredInMemoryOnly)
        let migrating = try ModelContainer(
            for: Schema(versionedSchema: ChoresV2.self), migrationPlan: ChoresPlan.self, configurations: memory)
        #expect(migrating.schema.version == Schema.Version(2, 0, 0) && migrating.migrationPlan != nil)
        let typed = ModelConfiguration(for: Chore.self, isStoredInMemoryOnly: true)
        #expect(typed.schema?.entities.map(\.name) == ["Chore"])
        fromArray.mainContext.insert(Chore(title: "x"))
        try fromArray.mainContext.save()
        fromArray.deleteAllData()
        #expect(try fromArray.mainContext.fetchCount(FetchDescriptor<Chore>()) == 0)
    }
}

private enum ChoresV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Chore.self] }
}

private enum ChoresV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Chore.self, Tag.self] }
}

private enum ChoresPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ChoresV1.self, ChoresV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: ChoresV1.self, toVersion: ChoresV2.self)] }
}
