import Foundation
import Testing
@testable import GalleyPreview

/// `Scripts/fuzz preview-scan`'s finding
/// (`Fuzz/Findings/preview-scan/timeout-nested-brackets.swift`): a file with
/// a hundred `[` open at once hung swift-syntax's parser (its lookahead is
/// exponential in the nesting).
@Suite("Fuzz findings: preview discovery")
struct SourceScanFuzzFindingTests {
    static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Findings/preview-scan").standardizedFileURL

    @Test("The fuzzer's file is refused at once with a syntax error at the thirteenth open '['")
    func nestedBracketsFinding() throws {
        let url = Self.findings.appendingPathComponent("timeout-nested-brackets.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let started = Date()
        let scan = SourceScan(file: url, text: text)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(scan.previews.isEmpty)
        let error = try #require(scan.syntaxErrors.first)
        #expect(scan.syntaxErrors.count == 1)
        #expect(error.line == 24)
        #expect(error.message.contains("more than 12 '[' open at once"))
    }

    @Test("Twelve open brackets are read; thirteen are refused", arguments: [12, 13])
    func limit(depth: Int) {
        let text = "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n#Preview { Text(\"x\") }\n"
        let scan = SourceScan(file: URL(fileURLWithPath: "/src/Deep.swift"), text: text)
        if depth <= SourceScan.maximumBracketDepth {
            #expect(scan.syntaxErrors.isEmpty)
            #expect(scan.previews.count == 1)
        } else {
            #expect(scan.syntaxErrors.map(\.column) == [9 + SourceScan.maximumBracketDepth])
            #expect(scan.previews.isEmpty)
        }
    }
}
