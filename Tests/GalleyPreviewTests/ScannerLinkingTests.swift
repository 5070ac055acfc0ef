import Foundation
import Testing
@testable import GalleyPreview

/// render and GalleySnapshotTesting link no swift-syntax (issue 30): only
/// the preview scanner, built in the preview cache, does.
@Suite("What links swift-syntax")
struct ScannerLinkingTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each target's dependencies in Galley's manifest, as SwiftPM reads it.
    static func dependencies() throws -> [String: [String]] {
        // A scratch folder of its own: `swift test` holds the package's.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("galley-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (status, output, errors) = try CommandRunner.capture(
            "swift", ["package", "dump-package", "--scratch-path", scratch.path], in: root, timeLimit: 300
        )
        #expect(status == 0, "\(errors)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var graph: [String: [String]] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            graph[name] = dependencies.compactMap { dependency in
                if let byName = dependency["byName"] as? [Any] { return byName.first as? String }
                if let target = dependency["target"] as? [Any] { return target.first as? String }
                if let product = dependency["product"] as? [Any], let name = product.first as? String {
                    return "\(product.count > 1 ? (product[1] as? String ?? "") : ""):\(name)"
                }
                return nil
            }
        }
        return graph
    }

    static func closure(of target: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [], pending = [target]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return seen
    }

    @Test(
        "render and GalleySnapshotTesting depend on no swift-syntax module; the scanner does",
        arguments: ["render", "GalleySnapshotTesting"])
    func noSwiftSyntax(target: String) throws {
        let graph = try Self.dependencies()
        let linked = Self.closure(of: target, in: graph)
        #expect(linked.contains("GalleyPreview"))
        #expect(!linked.contains { $0.hasPrefix("swift-syntax:") })
        #expect(!linked.contains("GalleyPreviewScanner"))
        #expect(Self.closure(of: "galley-preview-scanner", in: graph).contains("swift-syntax:SwiftParser"))
    }

    /// Galley's fingerprint in the preview cache leaves these modules out.
    @Test("No module a preview program can depend on depends on the modules Galley's preview fingerprint leaves out")
    func previewsNeedNoneOfTheLeftOutModules() throws {
        let graph = try Self.dependencies()
        let modules = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path)
        #expect(modules.contains("SwiftUI") && modules.contains("GalleyPreviewRuntime"))
        #expect(GalleySource.outsidePreviews.isSubset(of: Set(modules)))
        for module in modules where !GalleySource.outsidePreviews.contains(module) {
            let reached = Self.closure(of: module, in: graph).intersection(GalleySource.outsidePreviews)
            #expect(reached.isEmpty, "\(module) depends on \(reached.sorted())")
        }
    }
}
