import Foundation
import Testing
@testable import GalleyPreview

@Suite("Finding previews in source")
struct SourceScanTests {
    private func scan(_ text: String) -> SourceScan {
        SourceScan(file: URL(fileURLWithPath: "/src/ContentView.swift"), text: text)
    }

    @Test("#Preview macros: names, lines and source order")
    func macros() {
        let found = scan("""
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("Hi") }
            }

            #Preview("Light") {
                ContentView()
            }

            #Preview(traits: .sizeThatFitsLayout) { ContentView() }
            #Preview { ContentView() }
            """)
        #expect(found.syntaxErrors.isEmpty)
        #expect(found.previews.map(\.kind) == [.macro(name: "Light"), .macro(name: nil), .macro(name: nil)])
        #expect(found.previews.map(\.line) == [7, 11, 12])
        #expect(found.previews[0].title == "#Preview \"Light\"")
    }

    @Test("Providers: top-level, nested, private and by extension, qualified by their enclosing types")
    func providers() {
        let found = scan("""
            struct A_Previews: PreviewProvider {
                static var previews: some View { Text("A") }
            }
            enum Screens {
                private struct Inner: SwiftUI.PreviewProvider {
                    static var previews: some View { Text("B") }
                }
            }
            struct Later {}
            extension Later: PreviewProvider {
                static var previews: some View { Text("C") }
            }
            struct NotAPreview: View { var body: some View { Text("D") } }
            """)
        #expect(found.previews.map(\.kind) == [
            .provider(typeName: "A_Previews"), .provider(typeName: "Screens.Inner"), .provider(typeName: "Later"),
        ])
        #expect(found.previews.map(\.line) == [1, 5, 10])
    }

    @Test("Only code Linux compiles: #if DEBUG is in, #if os(iOS) and canImport(UIKit) are out")
    func activeRegions() {
        let found = scan("""
            #if DEBUG
            #Preview("Debug") { Text("x") }
            #endif
            #if os(iOS)
            #Preview("iOS only") { Text("x") }
            #elseif os(Linux)
            #Preview("Linux") { Text("x") }
            #endif
            #if canImport(UIKit)
            struct UIKitPreviews: PreviewProvider { static var previews: some View { Text("x") } }
            #endif
            #if canImport(SwiftUI) && !os(macOS)
            #Preview("SwiftUI") { Text("x") }
            #endif
            """)
        #expect(found.previews.map(\.kind) == [.macro(name: "Debug"), .macro(name: "Linux"), .macro(name: "SwiftUI")])
    }

    @Test("A syntax error is reported with its line and excerpt, and the file yields no previews")
    func syntaxError() throws {
        let found = scan("""
            import SwiftUI
            struct Oops: View {
                var body: some View {
                    Text("x"
                }
            }
            #Preview { Oops() }
            """)
        let error = try #require(found.syntaxErrors.first)
        #expect(error.line == 4)
        #expect(error.message.contains("expected ')'"))
        #expect(error.description.hasPrefix("/src/ContentView.swift:4:"))
        #expect(error.description.contains("4 |         Text(\"x\""))
        #expect(found.previews.isEmpty)
    }

    @Test("The rewrite keeps every line where it was and turns each #Preview into a function")
    func rewriteKeepsLines() {
        let source = """
            import SwiftUI

            @main
            struct MyApp: App {
                var body: some Scene { WindowGroup { Text("x") } }
            }

            #Preview("Counter") {
                @Previewable @State var count = 3
                Text("\\(count)")
            }
            struct P: PreviewProvider { static var previews: some View { Text("p") } }
            """
        let (text, symbols) = scan(source).rewritten(fileIndex: 4)
        #expect(symbols == ["__galleyPreview_4_0", "__galleyPreview_4_1"])
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        let rewritten = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rewritten[7] == "@MainActor func __galleyPreview_4_0() -> SwiftUI.Preview { return SwiftUI.Preview(\"Counter\") {")
        #expect(rewritten[8].trimmingCharacters(in: .whitespaces) == "@State var count = 3")
        #expect(rewritten[10] == "} }")
        #expect(rewritten[2].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(rewritten[3] == original[3])
        #expect(rewritten[12] == "@MainActor func __galleyPreview_4_1() -> [SwiftUI.PreviewInstance] { P.instances() }")
        // Lines between the edits are the user's own.
        for line in [0, 1, 4, 5, 6, 9, 11] {
            #expect(rewritten[line] == original[line])
        }
    }
}
