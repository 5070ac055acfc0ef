import Foundation
import CoreData

@objc(Shelf)
public class Shelf: NSManagedObject {
    var wrappedLabel: String { label ?? "Unlabelled" }
}
