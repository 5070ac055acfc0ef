// swift-tools-version:5.9
// A package as an iOS team writes one, for render preview's tests: targets
// that import one another, resources, a third-party dependency, and targets
// that cannot be built (one does not compile, one depends on it, one needs
// a package that does not resolve).
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Storefront", targets: ["Storefront"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/nobody/nothing-here", from: "1.0.0"),
        .package(path: "../Catalog"),
    ],
    targets: [
        .target(
            name: "Theme",
            exclude: ["Legacy"],
            resources: [.process("Resources")],
            swiftSettings: [.define("THEME_BADGES"), .define("THEME_MAC", .when(platforms: [.macOS]))]
        ),
        .target(
            name: "Storefront",
            dependencies: ["Theme", .product(name: "OrderedCollections", package: "swift-collections"), .product(name: "Products", package: "Catalog")]
        ),
        .target(name: "Broken", dependencies: ["Theme"]),
        .target(name: "NeedsBroken", dependencies: ["Broken"]),
        .target(name: "Remote", dependencies: [.product(name: "Nothing", package: "nothing-here")]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme"]),
    ]
)
