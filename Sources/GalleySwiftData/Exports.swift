// SwiftData as SwiftUI apps use it, kept in memory: `import SwiftData` in
// a preview's copied sources reads this module instead (a module named
// SwiftData in the build would make `canImport(SwiftData)` true for every
// package in it). `@Model` classes are rewritten in the copy to
// `@Observable` ones conforming to ``PersistentModel`` (no macro plugin:
// one would put swift-syntax in every preview build); see
// Sources/GalleyPreviewScanner/SwiftDataModelRewriter.swift.
//
// Apple's SwiftData brings Foundation, and models are observable.
@_exported import GalleyFoundation
@_exported import Observation
