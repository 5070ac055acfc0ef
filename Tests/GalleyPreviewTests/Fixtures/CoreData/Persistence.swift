import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        let ann = Author(context: viewContext)
        ann.name = "Ann"
        let shelf = Shelf(context: viewContext)
        shelf.label = "Kitchen"
        for (index, title) in ["Dune", "Anathem", "Cryptonomicon", "Blindsight"].enumerated() {
            let book = CDBook(context: viewContext)
            book.title = title
            book.added = Date(timeIntervalSinceReferenceDate: Double(index) * 86_400)
            if index < 3 { book.author = ann }
            if index == 1 { book.rating = 5 }
            if index % 2 == 0 { shelf.addToBooks(book) }
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Bookshelf")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}
