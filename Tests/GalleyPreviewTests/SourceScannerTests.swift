import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

/// render's preview scanner: built in the preview cache, run as a process,
/// its scans kept per file.
@Suite("The preview scanner", .serialized)
struct SourceScannerTests {
    /// A fresh cache whose scanner is built once for the suite's tests.
    static let cache: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-scanner-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static let sources = [
        "Cards/Card.swift", "Platforms/Screens.swift", "Runaway/Runaway.swift",
    ].map { PreviewFixtures.folder.appendingPathComponent($0) }

    static func request(_ files: [URL], conditions: PreviewConditions = .iOS) throws -> [ScanRequest.File] {
        try files.map {
            ScanRequest.File(
                file: $0, text: try String(contentsOf: $0, encoding: .utf8),
                configuration: PreviewBuildConfiguration(conditions))
        }
    }

    @Test("The scanner process finds what the scanner module finds, and an unchanged file is not read again")
    func scannerMatchesModuleAndCaches() throws {
        let files = try Self.request(Self.sources)
        let scanner = SourceScanner(cacheDirectory: Self.cache)
        let scanned = try scanner.scan(files)
        #expect(scanned.count == files.count)
        for (scan, file) in zip(scanned, files) {
            let direct = SourceScan(file: file.file, text: file.text, configuration: file.configuration)
            #expect(scan.file == direct.file)
            #expect(scan.text == direct.text)
            #expect(scan.previews == direct.previews)
            #expect(scan.syntaxErrors == direct.syntaxErrors)
            #expect(scan.rewritten(fileIndex: 3).text == direct.rewritten(fileIndex: 3).text)
            #expect(scan.inactiveDeclarations == direct.inactiveDeclarations)
            #expect(!scan.previews.isEmpty)
        }
        // Without its executable, the same files are read from the kept scans.
        let scannerFolder = Self.cache.appendingPathComponent("scanner")
        let built = try #require(
            try FileManager.default.contentsOfDirectory(atPath: scannerFolder.path).first { $0.count == 16 })
        try FileManager.default.removeItem(at: scannerFolder.appendingPathComponent(built))
        let again = try scanner.scan(files)
        #expect(again.map(\.previews) == scanned.map(\.previews))
        #expect(!FileManager.default.fileExists(atPath: scannerFolder.appendingPathComponent(built).path))
        // Other conditions are another scan: the scanner is built again to read them.
        let linux = try scanner.scan(try Self.request([Self.sources[1]], conditions: .linux))
        #expect(
            FileManager.default.fileExists(
                atPath: scannerFolder.appendingPathComponent("\(built)/galley-preview-scanner").path))
        let direct = SourceScan(
            file: Self.sources[1], text: files[1].text, configuration: PreviewBuildConfiguration(.linux))
        #expect(linux.first?.previews == direct.previews)
        #expect(linux.first?.rewritten(fileIndex: 0).text == direct.rewritten(fileIndex: 0).text)
    }

    @Test("A syntax error comes back with its line, column and excerpt")
    func syntaxErrors() throws {
        let file = URL(fileURLWithPath: "/src/Broken.swift")
        let text = "import SwiftUI\n\nstruct A: View {\n    var body: some View { Text(\"a\" }\n}\n#Preview { A() }\n"
        let request = [ScanRequest.File(file: file, text: text, configuration: PreviewBuildConfiguration(.iOS))]
        let scan = try #require(try SourceScanner(cacheDirectory: Self.cache).scan(request).first)
        let direct = SourceScan(file: file, text: text)
        #expect(!scan.syntaxErrors.isEmpty)
        #expect(scan.syntaxErrors == direct.syntaxErrors)
        #expect(scan.syntaxErrors.first?.line == 4)
        #expect(scan.syntaxErrors.first?.excerpt?.contains("Text(\"a\" }") == true)
    }

    @Test("A kept scan that is damaged is read again")
    func damagedScan() throws {
        let files = try Self.request([Self.sources[0]])
        let scanner = SourceScanner(cacheDirectory: Self.cache)
        let first = try scanner.scan(files)
        let scans = Self.cache.appendingPathComponent("scans")
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: scans.path).first)
        for name in try FileManager.default.contentsOfDirectory(atPath: scans.appendingPathComponent(folder).path) {
            try Data("{\"file\": 1".utf8).write(to: scans.appendingPathComponent("\(folder)/\(name)"))
        }
        let again = try scanner.scan(files)
        #expect(again.map(\.previews) == first.map(\.previews))
        #expect(!again[0].previews.isEmpty)
    }

    @Test(
        """
        Two scanners sharing an empty cache build the scanner once and both read the files; a half-built scanner \
        left behind is built again
        """
    )
    func sharedCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-scanner-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let files = try Self.request(Self.sources)
        let results = ScanOutcomes()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            do {
                results.add(try SourceScanner(cacheDirectory: cache).scan(index == 0 ? files : files.reversed()))
            } catch {
                results.fail("\(error)")
            }
        }
        #expect(results.errors.isEmpty, "\(results.errors)")
        #expect(results.scans.count == 2)
        let expected = files.map { SourceScan(file: $0.file, text: $0.text, configuration: $0.configuration).previews }
        for scans in results.scans {
            #expect(Set(scans.map(\.file)) == Set(files.map(\.file)))
            for scan in scans { #expect(expected.contains(scan.previews)) }
        }
        // One scanner, built aside and moved in: no staging folder is left.
        let scanner = cache.appendingPathComponent("scanner")
        let entries = try FileManager.default.contentsOfDirectory(atPath: scanner.path).filter {
            $0 != ".lock" && $0 != "module-cache"
        }
        #expect(entries.count == 1)
        // A build stopped halfway leaves only its staging folder, which is
        // not taken for a scanner: the next run builds one.
        let built = try #require(entries.first)
        try FileManager.default.moveItem(
            at: scanner.appendingPathComponent(built), to: scanner.appendingPathComponent("building-\(built)"))
        try FileManager.default.removeItem(
            at: scanner.appendingPathComponent("building-\(built)/galley-preview-scanner"))
        try FileManager.default.removeItem(at: cache.appendingPathComponent("scans"))
        let again = try SourceScanner(cacheDirectory: cache).scan(files)
        #expect(again.map(\.previews) == expected)
        #expect(
            FileManager.default.isExecutableFile(
                atPath: scanner.appendingPathComponent("\(built)/galley-preview-scanner").path))
        #expect(!FileManager.default.fileExists(atPath: scanner.appendingPathComponent("building-\(built)").path))
    }
}

/// What concurrent scans gave.
private final class ScanOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [[SourceScan]] = []
    private var failures: [String] = []

    func add(_ scans: [SourceScan]) { lock.withLock { found.append(scans) } }
    func fail(_ message: String) { lock.withLock { failures.append(message) } }
    var scans: [[SourceScan]] { lock.withLock { found } }
    var errors: [String] { lock.withLock { failures } }
}
