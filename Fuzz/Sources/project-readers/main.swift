// What `render preview` reads of a project besides its Swift files: the
// first byte picks the reader, the rest is its input.
//   0: SwiftPM's JSON description of a package (`dump-package`), and what
//      the preview build asks of its targets;
//   1: a colour set's Contents.json, for the default and dark appearances;
//   2: an image set's Contents.json, its images ranked;
//   3: asset names, one a line, made into Swift symbols (`Color.brandRed`);
//   4: a Core Data model's XML (`.xcdatamodel/contents`), and the Swift
//      written from it, whose every line must close the strings it opens.
import FuzzSupport
import Foundation
@testable import GalleyPreview
@testable import UIKit

let root = URL(fileURLWithPath: "/fuzz/Package")

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var choices = FuzzChoices(fuzzBytes(data, size))
    let reader = choices.byte() % 5
    let bytes = Data(choices.rest)
    switch reader {
    case 0:
        guard let package = try? SwiftPackage(dump: bytes, root: root) else { return 0 }
        _ = package.remoteDependencies
        for target in package.targets {
            _ = (target.defines(on: "ios"), target.defines(on: "linux"), target.dependencyNames(on: "ios"))
            _ = target.excludes(target.folder.appendingPathComponent("Sources/A.swift").path)
            _ = package.target(containing: target.folder.appendingPathComponent("View.swift"))
        }
    case 1:
        _ = ColorSetParser.color(in: bytes, dark: false)
        _ = ColorSetParser.color(in: bytes, dark: true)
    case 2:
        let candidates = ImageSetContents.ranked(ImageSetContents.candidates(listedIn: bytes))
        for candidate in candidates where candidate.file.contains("/") || candidate.file == ".." {
            fatalError("\(candidate.file) leaves its image set")
        }
    case 4:
        guard let model = try? CoreDataModels.read(bytes, name: "Model") else { return 0 }
        let source = CoreDataModels.source(for: [model], module: "App")
        for line in source.split(separator: "\n") {
            var quotes = 0
            var escaped = false
            for character in line.utf8 {
                if escaped {
                    escaped = false
                } else if character == UInt8(ascii: "\\") {
                    escaped = true
                } else if character == UInt8(ascii: "\"") {
                    quotes += 1
                }
            }
            if quotes % 2 != 0 { fatalError("a model wrote an open string: \(line)") }
        }
    default:
        let names = Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init))
        for kind in [AssetSymbols.Kind.color, .image] {
            for symbol in AssetSymbols.symbols(for: names, kind: kind) { _ = AssetSymbols.literal(symbol.name) }
        }
    }
    return 0
}

runFuzzer(testOneInput)
