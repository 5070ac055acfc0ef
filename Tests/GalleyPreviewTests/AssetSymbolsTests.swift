import Foundation
@testable import GalleyPreview
import Testing

@Suite("Xcode 15's generated asset symbols")
struct AssetSymbolsTests {
    /// SwiftUITests' asset catalogue, and the symbols generated for it,
    /// which that target compiles and uses.
    static let swiftUITests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftUITests")
    static let catalog = swiftUITests.appendingPathComponent("Fixtures/Assets.xcassets")
    static let generated = swiftUITests.appendingPathComponent("GeneratedAssetSymbols.swift")

    /// A new folder holding empty colour and image sets of these names.
    static func catalog(colors: [String] = [], images: [String] = [], files: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-symbols-\(UUID().uuidString)/Assets.xcassets")
        for name in colors {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("\(name).colorset"), withIntermediateDirectories: true)
        }
        for name in images {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("\(name).imageset"), withIntermediateDirectories: true)
        }
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test(
        """
        Names as Xcode makes them: lower camel case, a trailing Color or Image dropped, a leading digit after an \
        underscore, keywords in backticks
        """,
        arguments: [
            ("BrandRed", AssetSymbols.Kind.color, "brandRed"),
            ("brand-red", .color, "brandRed"),
            ("Brand Red", .color, "brandRed"),
            ("brand_red", .color, "brandRed"),
            ("AccentColor", .color, "accent"),
            ("Color", .color, "color"),
            ("ButtonPrimaryBgColor", .color, "buttonPrimaryBg"),
            ("ProfImage", .image, "prof"),
            ("bostonFernImage", .image, "bostonFern"),
            ("BackGroundImageV4", .image, "backGroundImageV4"),
            ("GetStartedBG", .image, "getStartedBG"),
            ("AVR_Red_Smarthome", .image, "avrRedSmarthome"),
            ("URLIcon", .image, "urlIcon"),
            ("weather-clear", .image, "weatherClear"),
            ("LogoColor", .image, "logoColor"),
            ("3dots", .image, "_3dots"),
            ("default", .image, "`default`"),
            ("Return", .color, "`return`"),
            ("café", .image, "café"),
        ])
    func names(asset: String, kind: AssetSymbols.Kind, expected: String) {
        #expect(AssetSymbols.identifier(forAsset: asset, kind: kind) == expected)
    }

    @Test("Names that cannot be symbols are left out", arguments: ["", "---", "self", "init", "  ", "\u{1F600}"])
    func unusableNames(asset: String) {
        #expect(AssetSymbols.identifier(forAsset: asset, kind: .image) == nil)
    }

    @Test("No catalogues, or catalogues without colour or image sets, generate nothing")
    func empty() throws {
        #expect(AssetSymbols.source(forCatalogs: [], bundle: ".main") == "")
        let root = try Self.catalog(files: ["AppIcon.appiconset/Contents.json": "{}"])
        #expect(AssetSymbols.source(forCatalogs: [root], bundle: ".main") == "")
    }

    @Test(
        """
        Sorted, each name once (the first in sorted order wins), weird names escaped or skipped, conveniences \
        SwiftUI already has left out
        """
    )
    func generatedText() throws {
        let root = try Self.catalog(
            colors: ["Zeta", "BrandRed", "brand-red", "Red", "Quote\"Slash\\", "Label"],
            images: ["b", "a", "Checkmark", "self"]
        )
        let source = AssetSymbols.source(forCatalogs: [root, root], bundle: ".module")
        #expect(source.contains("static let brandRed = ColorResource(name: \"BrandRed\", bundle: .module)"))
        #expect(!source.contains("name: \"brand-red\""))
        #expect(source.contains("static let quoteSlash = ColorResource(name: \"Quote\\\"Slash\\\\\", bundle: .module)"))
        #expect(source.range(of: "static let brandRed")!.lowerBound < source.range(of: "static let zeta")!.lowerBound)
        #expect(source.range(of: "static let a =")!.lowerBound < source.range(of: "static let b =")!.lowerBound)
        // `Color.red` and `UIColor.label` exist: the resources only.
        #expect(source.contains("static let red = ColorResource"))
        #expect(!source.contains("static var red: Color"))
        #expect(source.contains("static var red: UIColor") == false)
        #expect(source.contains("static var label: Color"))
        #expect(!source.contains("static var label: UIColor"))
        #expect(source.contains("static let checkmark = ImageResource"))
        #expect(!source.contains("static var checkmark: UIImage"))
        #expect(!source.contains("\"self\""))
        #expect(source == AssetSymbols.source(forCatalogs: [root], bundle: ".module"))
    }

    @Test("Groups are searched; a group that provides a namespace is left out")
    func groups() throws {
        let root = try Self.catalog(files: [
            "Colors/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "Colors/Brand/Primary.colorset/Contents.json": "{}",
            "Flags/Contents.json": #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#,
            "Flags/France.imageset/Contents.json": "{}",
        ])
        let source = AssetSymbols.source(forCatalogs: [root], bundle: ".main")
        #expect(source.contains("static let primary = ColorResource(name: \"Primary\""))
        #expect(!source.contains("France"))
    }

    @Test("Catalogues are found under a folder, hidden and build folders skipped")
    func findsCatalogs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("galley-find-\(UUID().uuidString)")
        for path in [
            "App/Assets.xcassets", "App/Preview Content/Preview Assets.xcassets", ".build/checkouts/X/Y.xcassets",
            ".hidden/Z.xcassets", "build/W.xcassets",
        ] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let found = AssetSymbols.catalogs(under: root).map {
            $0.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
        }
        #expect(found == ["App/Assets.xcassets", "App/Preview Content/Preview Assets.xcassets"])
        #expect(AssetSymbols.catalogs(under: root.appendingPathComponent("missing")).isEmpty)
    }

    /// SwiftUITests compiles `GeneratedAssetSymbols.swift` and draws with
    /// it; this checks it is what the generator makes of the fixture
    /// catalogue. `GALLEY_RECORD_ASSET_SYMBOLS=1` rewrites it.
    @Test("The fixture catalogue's symbols are the file SwiftUITests compiles")
    func fixtureSymbols() throws {
        let source = AssetSymbols.source(
            forCatalogs: AssetSymbols.catalogs(under: Self.catalog.deletingLastPathComponent()), bundle: ".main")
        if ProcessInfo.processInfo.environment["GALLEY_RECORD_ASSET_SYMBOLS"] != nil {
            try Data(source.utf8).write(to: Self.generated)
        }
        let committed = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(source == committed)
        for symbol in [
            "static let brandRed", "static let accent", "static let brandBlue", "static let photo", "static let badge",
            "static let stamp", "static let logo", "static let star",
        ] {
            #expect(source.contains(symbol), "\(symbol)")
        }
    }

    @Test("The generated text parses as Swift (swiftc -parse), weird names and all")
    func parses() throws {
        let root = try Self.catalog(
            colors: ["BrandRed", "default", "3D", "Quote\"Slash\\", "new\nline", "Red"],
            images: ["ProfImage", "class", "é-t-é", "Tab\tName"]
        )
        let source = AssetSymbols.source(forCatalogs: [root], bundle: ".main")
        let file = root.deletingLastPathComponent().appendingPathComponent("GeneratedAssetSymbols.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            withKnownIssue("swiftc is not on PATH") { throw error }
            return
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: output, as: UTF8.self))\n\(source)")
        #expect(source.contains("static let `default` = ColorResource"))
        #expect(source.contains("static let _3D = ColorResource"))
        #expect(source.contains("static let `class` = ImageResource"))
    }
}
