import Foundation
import CoreData

extension Shelf {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Shelf> {
        return NSFetchRequest<Shelf>(entityName: "Shelf")
    }

    @NSManaged public var label: String?
    @NSManaged public var books: NSSet?

    public var bookArray: [CDBook] {
        let set = books as? Set<CDBook> ?? []
        return set.sorted { ($0.title ?? "") < ($1.title ?? "") }
    }
}

// MARK: Generated accessors for books
extension Shelf {

    @objc(addBooksObject:)
    @NSManaged public func addToBooks(_ value: CDBook)

    @objc(removeBooksObject:)
    @NSManaged public func removeFromBooks(_ value: CDBook)

    @objc(addBooks:)
    @NSManaged public func addToBooks(_ values: NSSet)

    @objc(removeBooks:)
    @NSManaged public func removeFromBooks(_ values: NSSet)

}

extension Shelf : Identifiable {

}
