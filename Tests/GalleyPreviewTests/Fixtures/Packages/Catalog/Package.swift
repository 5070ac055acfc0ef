// swift-tools-version:5.9
// A package the Shop package depends on by path, as apps split their own
// code into local packages: its target imports SwiftUI too. Its folder is
// the package's (as Apple's Backyard Birds packages are), so this manifest
// is in it, and SwiftPM leaves it out of the sources.
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Products", targets: ["CatalogModels"])],
    targets: [.target(name: "CatalogModels", path: ".")]
)
