import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

@Suite("@Entry in previews")
struct EntryRewriteTests {
    @Test(
        """
        @Entry becomes a key type and accessors, on the same lines, for EnvironmentValues; other types' \
        @Entry-less properties are left as written
        """
    )
    func environmentEntry() {
        let text = """
            import SwiftUI

            extension EnvironmentValues {
                @Entry var accent: Color = .red
                @Entry public var count = 3
                @Entry var badge: Int?
                var plain: Int { 1 }
            }
            struct After {}

            """
        let scan = SourceScan(file: URL(fileURLWithPath: "/src/Theme.swift"), text: text)
        let rewritten = scan.rewritten(fileIndex: 0).text
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        // The declarations keep their lines; what follows keeps its number.
        #expect(lines[3].contains("var accent: Color { get { self[__GalleyEntryKey_EnvironmentValues_accent.self] }"))
        #expect(lines[4].contains("public var count: __GalleyEntryKey_EnvironmentValues_count.Value {"))
        #expect(lines[5].contains("var badge: Int? {"))
        #expect(lines[6] == "    var plain: Int { 1 }")
        #expect(lines[8] == "struct After {}")
        #expect(
            rewritten.contains(
                """
                struct __GalleyEntryKey_EnvironmentValues_accent: EnvironmentKey { static var defaultValue: Color \
                { .red } }
                """
            ))
        #expect(
            rewritten.contains(
                "public struct __GalleyEntryKey_EnvironmentValues_count: EnvironmentKey { static let defaultValue = 3 }"
            ))
        #expect(
            rewritten.contains(
                """
                struct __GalleyEntryKey_EnvironmentValues_badge: EnvironmentKey { static var defaultValue: Int? { \
                nil } }
                """
            ))
        #expect(!rewritten.contains("@Entry"))
    }
}
