import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

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
        let text =
            "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
            + "\n#Preview { Text(\"x\") }\n"
        let scan = SourceScan(file: URL(fileURLWithPath: "/src/Deep.swift"), text: text)
        if depth <= SourceScan.maximumBracketDepth {
            #expect(scan.syntaxErrors.isEmpty)
            #expect(scan.previews.count == 1)
        } else {
            #expect(scan.syntaxErrors.map(\.column) == [9 + SourceScan.maximumBracketDepth])
            #expect(scan.previews.isEmpty)
        }
    }

    @Test(
        """
        The fuzzer's file with control characters before an '=' is a syntax error at the first of them, not a \
        crash in swift-syntax
        """
    )
    func fixItWithoutChangeFinding() throws {
        let url = Self.findings.appendingPathComponent("crash-fixit-without-change.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let scan = SourceScan(file: url, text: text)
        #expect(scan.previews.isEmpty)
        #expect(scan.syntaxErrors.map(\.line) == [4])
        #expect(scan.syntaxErrors.map(\.column) == [32])
        #expect(
            scan.syntaxErrors.first?.message
                == "the character U+0001 cannot be in Swift source; the compiler refuses it too")
    }

    @Test(
        "Characters the lexer cannot place are refused wherever they are", arguments: ["\u{01}", "\u{2028}", "\u{7F}"])
    func unexpectedCharacters(character: String) {
        let text = "struct A {\n    var x: Int \(character)= 0\n}\n#Preview { Text(\"x\") }\n"
        let scan = SourceScan(file: URL(fileURLWithPath: "/src/A.swift"), text: text)
        #expect(scan.syntaxErrors.count == 1)
        #expect(scan.syntaxErrors.first?.line == 2)
        #expect(scan.syntaxErrors.first?.column == 16)
        #expect(scan.previews.isEmpty)
        // Without it the file is read.
        let clean = SourceScan(
            file: URL(fileURLWithPath: "/src/A.swift"), text: text.replacingOccurrences(of: character, with: ""))
        #expect(clean.syntaxErrors.isEmpty)
        #expect(clean.previews.count == 1)
    }

    @Test(
        "The fuzzer's file with a vertical tab before an '=' is a syntax error at the '=', not a crash in swift-syntax")
    func equalAfterVerticalTabFinding() throws {
        let url = Self.findings.appendingPathComponent("crash-equal-after-vertical-tab.swift")
        let scan = SourceScan(file: url, text: try String(contentsOf: url, encoding: .utf8))
        #expect(scan.previews.isEmpty)
        #expect(scan.syntaxErrors.map(\.line) == [5])
        #expect(scan.syntaxErrors.map(\.column) == [28])
        #expect(scan.syntaxErrors.first?.message == "'=' must have consistent whitespace on both sides")
    }

    @Test(
        "An '=' with a vertical tab or form feed on one side only is refused; spaces or none on both sides are read",
        arguments: [
            ("var x: Int \u{0B}= 0", false), ("var x: Int \u{0C}= 0", false), ("var x: Int = 0", true),
            ("var x: Int=0", true),
        ])
    func equalWhitespace(declaration: String, isRead: Bool) {
        let text = "struct A {\n    \(declaration)\n}\n#Preview { Text(\"x\") }\n"
        let scan = SourceScan(file: URL(fileURLWithPath: "/src/A.swift"), text: text)
        #expect(scan.syntaxErrors.isEmpty == isRead, "\(scan.syntaxErrors.map(\.message))")
        #expect(scan.previews.count == (isRead ? 1 : 0))
    }
}
