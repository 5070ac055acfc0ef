// swift-tools-version:5.9
// A package the Shop package depends on by path, as apps split their own
// code into local packages: its target imports SwiftUI too.
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Products", targets: ["CatalogModels"])],
    targets: [.target(name: "CatalogModels")]
)
