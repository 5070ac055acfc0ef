import Foundation
import GalleyPreview

/// The seed folders of Examples/SwiftUI/Seeds, each built once through
/// `PreviewBuilder` (in the package's preview cache, so later runs reuse the
/// build) and run once with layout dumps, shared by every test.
enum SeedRuns {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seedsFolder = repository.appendingPathComponent("Examples/SwiftUI/Seeds")
    static let examplesFolder = repository.appendingPathComponent("Examples")
    static let cache = repository.appendingPathComponent(".build/preview-cache")

    static let seeds = ["000", "001", "002", "003", "004"]

    /// The variants a seed file previews besides its own example (the same
    /// view on another device): its `#Preview("<seed>-<file>-<variant>")` names.
    static func variantPreviews(seed: String, file: String) -> [String] {
        let url = seedsFolder.appendingPathComponent("Seed\(seed)/\(file).swift")
        guard let source = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let prefix = "#Preview(\"\(seed)-\(file)-"
        return source.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: prefix) else { return nil }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return "\(seed)-\(file)-\(rest[..<end])"
        }
    }

    /// Each folder's run, made the first time it is asked for.
    static func run(_ seed: String) -> SeedRun {
        store.run(seed)
    }

    private static let store = Store()

    private final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var runs: [String: SeedRun] = [:]

        func run(_ seed: String) -> SeedRun {
            // One build at a time: the scratch package is shared.
            lock.withLock {
                if let run = runs[seed] { return run }
                let run = SeedRun(seed: seed)
                runs[seed] = run
                return run
            }
        }
    }
}

/// One seed folder's build and the outcome of running all its previews.
struct SeedRun: Sendable {
    let seed: String
    let folder: URL
    /// The Swift files of the folder, without `.swift`.
    let fileNames: [String]
    /// Why the folder did not build.
    let buildError: String?
    let outcomes: [PreviewOutcome]

    init(seed: String) {
        self.seed = seed
        folder = SeedRuns.seedsFolder.appendingPathComponent("Seed\(seed)")
        fileNames = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-seed-previews-\(seed)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let program = try PreviewBuilder(cacheDirectory: SeedRuns.cache).build(
                PreviewProject(inputs: [folder], scanner: SourceScanner(cacheDirectory: SeedRuns.cache)))
            outcomes = program.run(into: output, options: PreviewProgram.Options(dump: true, timeLimit: 60))
            buildError = nil
        } catch {
            outcomes = []
            buildError = "\(error)"
        }
    }

    /// The one picture of the preview named `id`.
    func picture(_ id: String) -> RenderedPreview? {
        outcomes.flatMap(\.pictures).first { $0.name == id }
    }

    /// The layout dump of the preview named `id`.
    func dump(_ id: String) throws -> LayoutDumpTree {
        guard let url = picture(id)?.dump else { throw SeedTestError("\(id): no layout dump") }
        return try LayoutDumpTree(data: Data(contentsOf: url))
    }
}

struct SeedTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
