// swift-tools-version:5.9
// A package of the app's own views, beside the app's folder (Xcode's local
// package), for render preview's tests.
import PackageDescription

let package = Package(
    name: "Kit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: [.target(name: "Kit")]
)
