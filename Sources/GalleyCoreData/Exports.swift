// Core Data as SwiftUI apps use it, kept in memory: `import CoreData` in a
// preview's copied sources reads this module instead (a module named
// CoreData in the build would make `canImport(CoreData)` true for every
// package in it). `@NSManaged` members are rewritten in the copy to read
// and write what each object keeps, and the classes Xcode generates from
// a model ("Class Definition") are written from the project's
// `.xcdatamodeld`.
//
// Apple's Core Data brings Foundation, with NSPredicate(format:) and
// NSSortDescriptor(key:ascending:), which GalleyFoundation has; and Apple's
// Foundation brings Combine and Observation (a data controller importing
// only CoreData is an ObservableObject).
@_exported import Combine
@_exported import GalleyFoundation
@_exported import Observation
