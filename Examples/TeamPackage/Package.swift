// swift-tools-version:6.0
// One manifest for iOS and Linux. On iOS (and macOS) the views import
// Apple's SwiftUI and the tests use swift-snapshot-testing on the
// Simulator; on Linux, Galley's SwiftUI and GalleySnapshotTesting. Galley's
// products are named under `.when(platforms: [.linux])`: Galley declares
// them on every platform, so no `#if os(Linux)` is needed here.
import PackageDescription

let package = Package(
    name: "TeamPackage",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "AppViews", targets: ["AppViews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // A team names Galley by its Git URL:
        //     .package(url: "<Galley's Git URL>", branch: "main"),
        // This example, inside Galley's repository, by path.
        .package(name: "galley", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppViews",
            dependencies: [
                .product(name: "SwiftUI", package: "galley", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "AppViewsTests",
            dependencies: [
                "AppViews",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(platforms: [.iOS, .macOS, .tvOS, .visionOS])),
                .product(name: "GalleySnapshotTesting", package: "galley", condition: .when(platforms: [.linux])),
            ],
            // iOS's references (card.1.png) and Linux's (card.1.linux.png) side by side.
            exclude: ["__Snapshots__"]
        ),
    ]
)
