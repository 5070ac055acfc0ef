// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Galley",
    products: [
        .library(name: "GalleyText", targets: ["GalleyText"]),
        .library(name: "Galley", targets: ["Galley"]),
        .library(name: "GalleyCairo", targets: ["GalleyCairo"]),
        .library(name: "GalleyScene", targets: ["GalleyScene"]),
        .library(name: "GalleySnapshotTesting", targets: ["GalleySnapshotTesting"]),
        // Contact sheets and breakpoint searches, and checks against
        // reference folders, of scene files and of Swift views.
        .library(name: "GalleySweep", targets: ["GalleySweep"]),
        .library(name: "GalleyCheck", targets: ["GalleyCheck"]),
        .executable(name: "render", targets: ["render"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Pinned to the minor versions whose internals GalleySnapshotTesting
        // reads (the diff tool a test chose; see FailureImages.swift).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.19.7"..<"1.20.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        // `swift package generate-documentation`: each library's DocC
        // catalogue (Sources/<Target>/<Target>.docc; Scripts/documentation).
        // A command plugin: a dependent fetches it but never builds it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
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
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // Image sets in other formats than PNG (see `EncodedImage`): JPEG
        // decoded by libjpeg-turbo. SVG and PDF are drawn as vectors through
        // Cairo by librsvg and Poppler, which GalleyCairo opens when it
        // first needs them (VectorLibraries.swift), not linked.
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(name: "CTemporaryFiles"),
        // glibc's allocator settings (malloc.h), which the Glibc module leaves out.
        .systemLibrary(name: "CMalloc"),
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
            dependencies: [
                "Galley", "GalleyText", "CCairo", "CZlib", "CDeflate", "CTemporaryFiles", "CTurboJPEG",
            ]
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
        // Finds the previews in SwiftUI source (through the preview
        // scanner), builds it against the SwiftUI module in a cached scratch
        // package and runs each preview. Links no swift-syntax.
        .target(
            name: "GalleyPreview",
            dependencies: ["Galley", "GalleyCairo", "GalleyPreviewScan", "GalleyPreviewProtocol"]
        ),
        // What render preview and its generated program say to each other:
        // the request, the pictures' reports, the declarations' endings.
        .target(name: "GalleyPreviewProtocol", dependencies: ["Galley"]),
        // What the preview scanner finds in a file, and how it is asked.
        .target(name: "GalleyPreviewScan"),
        // The preview scanner: reads Swift files with swift-syntax. render
        // builds `galley-preview-scanner` in its preview cache (against the
        // toolchain's swift-syntax when it can; see ScannerBuild), so that
        // neither render nor GalleySnapshotTesting links swift-syntax.
        .target(
            name: "GalleyPreviewScanner",
            dependencies: [
                "GalleyPreviewScan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "galley-preview-scanner",
            dependencies: ["GalleyPreviewScanner"]
        ),
        .executableTarget(
            name: "render",
            dependencies: [
                "GalleyText", "Galley", "GalleyScene", "GalleyCairo", "GalleyCheck", "GalleySweep", "GalleyPreview", "CMalloc",
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
            dependencies: ["GalleyText", "CHarfBuzz", "TestFonts"],
            exclude: ["Fonts", "UAX14"]
        ),
        .testTarget(
            name: "GalleyTests",
            dependencies: ["Galley", "GalleyTestSupport"],
            exclude: ["SeedCatalog.md"]
        ),
        .testTarget(
            name: "GalleyCairoTests",
            dependencies: ["GalleyCairo", "Galley", "CCairo"]
        ),
        .testTarget(
            name: "GalleyCheckTests",
            dependencies: ["GalleyCheck", "GalleyPreview", "GalleyTestSupport"]
        ),
        .testTarget(
            name: "GalleySnapshotTestingTests",
            dependencies: ["GalleySnapshotTesting", "GalleyScene", "GalleyCairo", "Galley", "TestFonts", "GalleyTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "GalleySweepTests",
            dependencies: ["GalleySweep", "Galley"]
        ),
        .testTarget(
            name: "GalleySceneTests",
            dependencies: ["GalleyScene", "Galley", "SceneCorpus"]
        ),
        .testTarget(
            name: "RenderCommandTests",
            dependencies: ["render", "GalleyText", "GalleyScene", "GalleyCairo", "SceneCorpus", "TestFonts", "GalleyTestSupport"]
        ),
        .testTarget(
            name: "GalleyPreviewTests",
            dependencies: [
                "GalleyPreview", "GalleyPreviewProtocol", "GalleyPreviewScanner", "GalleyScene", "GalleyCairo", "TestFonts",
                "GalleyTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // Examples/TeamPackage: its Linux run, and its Apple half as far as
        // Linux can check it (Shims: swift-snapshot-testing's iOS signatures).
        .testTarget(
            name: "TeamPackageTests",
            dependencies: ["GalleyTestSupport"],
            exclude: ["Shims"]
        ),
        // What several test targets share: finding views in a layout, the slow tag.
        .target(
            name: "GalleyTestSupport",
            dependencies: ["Galley"],
            path: "Tests/GalleyTestSupport"
        ),
        // Stand-ins for Apple's fonts, made at test time from the bundled ones.
        .target(
            name: "TestFonts",
            path: "Tests/TestFonts"
        ),
        // Broken scenes with their messages, for the decoder's and the command's tests.
        .target(
            name: "SceneCorpus",
            path: "Tests/SceneCorpus"
        ),
    ]
)

// SwiftUI's names for Galley, so that SwiftUI source compiles unchanged.
// Linux only: elsewhere the names belong to Apple's frameworks.
let linuxProducts: [(name: String, targets: [String])] = [
    ("SwiftUI", ["SwiftUI"]),
    // What `render preview`'s generated program runs previews with.
    ("GalleyPreviewRuntime", ["GalleyPreviewRuntime"]),
    // Frameworks SwiftUI code imports beside SwiftUI.
    ("Charts", ["Charts"]),
    ("MapKit", ["MapKit", "CoreLocation"]),
    // Apple's frameworks under other names: a preview's copied sources
    // read `import OSLog` (and `os`), `import SwiftData`, … from these (see
    // Sources/GalleyPreview/AppleFrameworks.swift); a module named like
    // Apple's would make `canImport` of it true for every package built.
    ("GalleyOSLog", ["GalleyOSLog"]),
    ("GalleySwiftData", ["GalleySwiftData"]),
    ("GalleyCoreData", ["GalleyCoreData"]),
    ("GalleyLocalAuthentication", ["GalleyLocalAuthentication"]),
    ("GalleyPhotosUI", ["GalleyPhotosUI"]),
    ("GalleySafariServices", ["GalleySafariServices"]),
    ("GalleyWebKit", ["GalleyWebKit"]),
    ("GalleyUniformTypeIdentifiers", ["GalleyUniformTypeIdentifiers"]),
    ("GalleyUserNotifications", ["GalleyUserNotifications"]),
    ("GalleyAVFoundation", ["GalleyAVFoundation"]),
    ("GalleyAVKit", ["GalleyAVKit"]),
    ("GalleyWidgetKit", ["GalleyWidgetKit"]),
]

#if os(Linux)
package.products += linuxProducts.map { .library(name: $0.name, targets: $0.targets) }
// swift-snapshot-testing's SwiftUI strategy, with UIKit's traits.
for target in package.targets where ["GalleySnapshotTesting", "GalleySnapshotTestingTests"].contains(target.name) {
    target.dependencies.append("UIKit")
}
package.targets += [
    // Foundation as SwiftUI code meets it on iOS (en_US, URLSession beside it).
    .target(name: "GalleyFoundation"),
    // Stand-ins for the Apple frameworks SwiftUI code imports beside it.
    .target(name: "Combine", dependencies: ["GalleyFoundation"]),
    .target(
        name: "UIKit",
        dependencies: ["Galley", "GalleyText", "GalleyFoundation", "CoreGraphics", "_Testing_UIKit"]
    ),
    // What Swift Testing's cross-import of UIKit looks for (see its source).
    .target(name: "_Testing_UIKit"),
    .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
    .target(name: "_Testing_CoreGraphics"),
    .target(
        name: "SwiftUI",
        dependencies: [
            "Galley", "GalleyText", "GalleyFoundation", "Combine", "UIKit", "CoreGraphics", "GalleyCoreData",
        ]
    ),
    .target(name: "Charts", dependencies: ["SwiftUI"]),
    .target(name: "CoreLocation"),
    .target(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation"]),
    .target(name: "GalleyOSLog"),
    .target(name: "GalleySwiftData", dependencies: ["GalleyFoundation", "SwiftUI"]),
    .target(name: "GalleyLocalAuthentication", dependencies: ["GalleyFoundation"]),
    .target(name: "GalleyPhotosUI", dependencies: ["GalleyFoundation", "UIKit", "SwiftUI"]),
    .target(name: "GalleySafariServices", dependencies: ["UIKit"]),
    .target(name: "GalleyWebKit", dependencies: ["GalleyFoundation", "UIKit"]),
    .target(name: "GalleyUniformTypeIdentifiers"),
    .target(name: "GalleyUserNotifications", dependencies: ["GalleyFoundation"]),
    .target(name: "GalleyCoreData", dependencies: ["GalleyFoundation", "Combine"]),
    .target(name: "GalleyAVFoundation", dependencies: ["GalleyFoundation"]),
    .target(name: "GalleyAVKit", dependencies: ["GalleyAVFoundation", "SwiftUI", "UIKit"]),
    .target(name: "GalleyWidgetKit", dependencies: ["SwiftUI"]),
    .target(
        name: "GalleyPreviewRuntime",
        dependencies: ["SwiftUI", "Galley", "GalleyCairo", "GalleyPreviewProtocol"]
    ),
    .testTarget(
        name: "SwiftUITests",
        dependencies: ["SwiftUI", "GalleyPreviewRuntime", "GalleyScene", "GalleyTestSupport"],
        exclude: ["Fixtures"]
    ),
    .testTarget(
        name: "FrameworkStandInTests",
        dependencies: [
            "Charts", "MapKit", "CoreLocation", "SwiftUI", "GalleyCairo", "GalleyOSLog", "GalleySwiftData",
            "GalleyLocalAuthentication", "GalleyPhotosUI", "GalleySafariServices", "GalleyWebKit", "GalleyUniformTypeIdentifiers",
            "GalleyUserNotifications", "GalleyAVFoundation", "GalleyAVKit", "GalleyWidgetKit", "GalleyCoreData",
            "GalleyTestSupport",
        ]
    ),
    // The seed articles' SwiftUI code (Examples/SwiftUI/Seeds), built and
    // run as previews, checked against the JSON scenes of the same examples.
    .testTarget(
        name: "SeedPreviewTests",
        dependencies: ["GalleyPreview", "GalleyScene", "Galley", "GalleyTestSupport"]
    ),
]
#else
// On macOS and iOS the products exist, so that a team's one manifest can
// name them for Linux alone:
//     .product(name: "SwiftUI", package: "galley", condition: .when(platforms: [.linux]))
// Named without that condition, their one target stops the build with a
// message that says so (Sources/GalleyLinuxOnly).
package.products += linuxProducts.map { .library(name: $0.name, targets: ["GalleyLinuxOnly"]) }
package.targets.append(.target(name: "GalleyLinuxOnly"))
#endif

// Preview builds: `render preview`'s scratch package, which depends on
// Galley by path, sets GALLEY_OPTIMIZE. Galley's modules are then compiled
// optimised, as in a release build, while the user's code stays a debug
// build, as Xcode's previews are. (SwiftPM takes such flags from the root
// package and from packages depended on by path only.)
// Their Foundation leaves FoundationNetworking to the files that use it
// (see Sources/GalleyFoundation/Exports.swift).
if Context.environment["GALLEY_OPTIMIZE"] != nil {
    for target in package.targets where ["Galley", "GalleyText", "GalleyCairo"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"])]
    }
    for target in package.targets where target.name == "GalleyFoundation" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("GALLEY_NETWORKING_PER_FILE")]
    }
}

// Preview builds beside a current release build of the same checkout:
// render preview then sets GALLEY_PREBUILT to a folder of its cache holding
// that build's optimised modules (`Modules/`) and their code as one object
// (`GalleyOptimised.o`; see Sources/GalleyPreview/PrebuiltModules.swift).
// The scratch package compiles none of them: the targets that imported
// them import the copies, with the C modules they need, and every program
// that links CICU (as GalleyText needed) links the object.
if Context.environment["GALLEY_OPTIMIZE"] != nil, let prebuilt = Context.environment["GALLEY_PREBUILT"] {
    let optimised: Set<String> = ["GalleyText", "Galley", "GalleyCairo"]
    func name(of dependency: Target.Dependency) -> String? {
        switch dependency {
        case .targetItem(let name, _), .byNameItem(let name, _): name
        default: nil
        }
    }
    // What the optimised modules import from C: their other dependencies.
    let cModules = Set(package.targets.filter { optimised.contains($0.name) }.flatMap { $0.dependencies.compactMap(name) })
        .subtracting(optimised).sorted()
    package.targets.removeAll { optimised.contains($0.name) }
    package.products.removeAll { product in
        ((product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []).contains(where: optimised.contains)
    }
    for target in package.targets {
        let named = target.dependencies.compactMap(name)
        guard named.contains(where: optimised.contains) else { continue }
        target.dependencies.removeAll { name(of: $0).map(optimised.contains) ?? false }
        target.dependencies += cModules.filter { !named.contains($0) }.map { .target(name: $0) }
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-I", prebuilt + "/Modules"])]
    }
    for target in package.targets where target.name == "CICU" {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags([prebuilt + "/GalleyOptimised.o"])]
    }
}

// Fuzz targets (issue 17), present only when GALLEY_FUZZ is set, as
// `Scripts/fuzz` sets it (with its own scratch path, `.build-fuzz`): the
// normal `swift build` and `swift test` never see them. Galley's own
// targets are then compiled with libFuzzer's coverage instrumentation and
// AddressSanitizer (Swift has no UndefinedBehaviorSanitizer; its own
// arithmetic and bounds traps stand in, and the C target CICU gets clang's
// UBSan in trapping mode), and `-enable-testing`, so that a fuzz target can
// reach the internal API it drives. The dependencies are built as usual.
if Context.environment["GALLEY_FUZZ"] != nil {
    let instrumented: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-enable-testing"])]
    for target in package.targets where target.type == .regular || target.type == .executable || target.type == .test {
        target.swiftSettings = (target.swiftSettings ?? []) + instrumented
    }
    if let icu = package.targets.first(where: { $0.name == "CICU" }) {
        icu.cSettings = [.unsafeFlags(["-fsanitize=fuzzer-no-link,address,undefined", "-fsanitize-trap=undefined"])]
    }
    // `render`'s parsing is fuzzed through the command's own type:
    // the executable becomes a library whose entry point has another name.
    if let index = package.targets.firstIndex(where: { $0.name == "render" }) {
        let render = package.targets[index]
        package.targets[index] = .target(
            name: "render", dependencies: render.dependencies,
            swiftSettings: instrumented + [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "render_main"])]
        )
        package.products.removeAll { $0.name == "render" }
    }
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("scene-decode", ["GalleyScene", "Galley"]),
        ("scene-paint", ["GalleyScene", "Galley", "GalleyCairo"]),
        ("text-engine", ["GalleyText"]),
        ("text-segmentation", ["GalleyText"]),
        ("render-arguments", ["render", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        ("png-decode", ["Galley", "GalleyCairo"]),
        ("preview-scan", ["GalleyPreview", "GalleyPreviewScanner"]),
        ("preview-protocol", ["GalleyPreviewProtocol"]),
        ("project-readers", ["GalleyPreview", "UIKit"]),
    ]
    for fuzz in fuzzTargets {
        package.targets.append(.executableTarget(
            name: "fuzz-\(fuzz.name)", dependencies: fuzz.dependencies + ["FuzzSupport"], path: "Fuzz/Sources/\(fuzz.name)",
            swiftSettings: instrumented, linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ))
        package.products.append(.executable(name: "fuzz-\(fuzz.name)", targets: ["fuzz-\(fuzz.name)"]))
    }
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Sources/FuzzSupport", swiftSettings: instrumented))
}
