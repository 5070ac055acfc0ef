// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Galley",
    products: [
        .library(name: "GalleyText", targets: ["GalleyText"]),
        .library(name: "Galley", targets: ["Galley"]),
        .library(name: "GalleyCairo", targets: ["GalleyCairo"]),
        .library(name: "GalleySnapshotTesting", targets: ["GalleySnapshotTesting"]),
        .executable(name: "render", targets: ["render"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(name: "CTemporaryFiles"),
        .target(
            name: "GalleyText",
            dependencies: ["CFreeType", "CHarfBuzz", "CICU"]
        ),
        .target(
            name: "Galley",
            dependencies: ["GalleyText"]
        ),
        .target(
            name: "GalleyCairo",
            dependencies: ["Galley", "GalleyText", "CCairo", "CFreeType", "CZlib", "CTemporaryFiles"]
        ),
        .target(
            name: "GalleyScene",
            dependencies: ["Galley"]
        ),
        .target(
            name: "GalleyCheck",
            dependencies: ["GalleyScene", "GalleyCairo"]
        ),
        .target(
            name: "GalleySweep",
            dependencies: ["Galley", "GalleyScene", "GalleyText"]
        ),
        .target(
            name: "GalleySnapshotTesting",
            dependencies: [
                "Galley", "GalleyScene", "GalleyCairo", "GalleyPreview",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Finds the previews in SwiftUI source, builds it against the SwiftUI
        // module in a cached scratch package and runs each preview.
        .target(
            name: "GalleyPreview",
            dependencies: [
                "Galley",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "render",
            dependencies: [
                "GalleyText", "Galley", "GalleyScene", "GalleyCairo", "GalleyCheck", "GalleySweep", "GalleyPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "galley-bench",
            dependencies: ["Galley", "GalleyText", "CHarfBuzz"],
            path: "Benchmarks/galley-bench"
        ),
        .testTarget(
            name: "GalleyTextTests",
            dependencies: ["GalleyText", "CHarfBuzz"],
            exclude: ["Fonts", "UAX14"]
        ),
        .testTarget(
            name: "GalleyTests",
            dependencies: ["Galley"],
            exclude: ["SeedCatalog.md"]
        ),
        .testTarget(
            name: "GalleyCairoTests",
            dependencies: ["GalleyCairo", "Galley", "CCairo"]
        ),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["GalleyCheck", "GalleyPreview"]
        ),
        .testTarget(
            name: "GalleySnapshotTestingTests",
            dependencies: ["GalleySnapshotTesting", "GalleyScene", "GalleyCairo", "Galley"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "GalleySceneTests",
            dependencies: ["GalleyScene", "Galley", "SceneCorpus"]
        ),
        .testTarget(
            name: "RenderCommandTests",
            dependencies: ["render", "GalleyText", "GalleyScene", "GalleyCairo", "SceneCorpus"]
        ),
        .testTarget(
            name: "GalleyPreviewTests",
            dependencies: ["GalleyPreview", "GalleyScene"],
            exclude: ["Fixtures"]
        ),
        // Broken scenes with their messages, for the decoder's and the command's tests.
        .target(
            name: "SceneCorpus",
            path: "Tests/SceneCorpus"
        ),
    ]
)

// SwiftUI's names for Galley, so that SwiftUI source compiles unchanged.
// Linux only: elsewhere the name belongs to Apple's framework.
#if os(Linux)
package.products += [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    // What `render preview`'s generated program runs previews with.
    .library(name: "GalleyPreviewRuntime", targets: ["GalleyPreviewRuntime"]),
]
package.targets += [
    .target(
        name: "SwiftUI",
        dependencies: ["Galley", "GalleyText"]
    ),
    .target(
        name: "GalleyPreviewRuntime",
        dependencies: ["SwiftUI", "Galley", "GalleyScene", "GalleyCairo"]
    ),
    .testTarget(
        name: "SwiftUITests",
        dependencies: ["SwiftUI", "GalleyPreviewRuntime", "GalleyScene"]
    ),
    // The seed articles' SwiftUI code (Examples/SwiftUI/Seeds), built and
    // run as previews, checked against the JSON scenes of the same examples.
    .testTarget(
        name: "SeedPreviewTests",
        dependencies: ["GalleyPreview", "GalleyScene", "Galley"]
    ),
]
#endif
