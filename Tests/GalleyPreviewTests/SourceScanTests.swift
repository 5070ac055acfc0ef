import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

@Suite("Finding previews in source")
struct SourceScanTests {
    func scan(_ text: String) -> SourceScan {
        SourceScan(file: URL(fileURLWithPath: "/src/ContentView.swift"), text: text)
    }

    @Test("#Preview macros: names, lines and source order")
    func macros() {
        let found = scan(
            """
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

    @Test(
        """
        The names a file shares with its module: file-scope types, functions, properties and aliases in active code, \
        not private ones, members or locals; and every identifier it uses, not those in comments or strings
        """
    )
    func moduleNames() {
        let found = scan(
            """
            import SwiftUI

            struct Card: View {
                struct Style {}
                var title = "Card"
                var body: some View { let local = 1; VStack(spacing: 2) { Text("\\(local) Badge") } }
            }
            private struct Row {}
            fileprivate func helper() {}
            enum Palette { case warm }
            typealias Tint = Color
            let (width, height) = (1, 2)
            private(set) var counter = 0
            func `default`() -> Card { Card() }
            extension Color { static let brand = Color.red }
            #if os(macOS)
            struct MacOnly {}
            #else
            class Model: ObservableObject {}
            #endif
            // uses Sidebar
            """)
        #expect(
            found.moduleNames == ["Card", "Palette", "Tint", "width", "height", "counter", "default", "Model"],
            "\(found.moduleNames)")
        #expect(found.usedNames.isSuperset(of: ["View", "Text", "Color", "ObservableObject", "local", "Card"]))
        // Labels and members after a dot name nothing of the module.
        #expect(!found.usedNames.contains("red") && !found.usedNames.contains("spacing"))
        #expect(!found.usedNames.contains("Sidebar") && !found.usedNames.contains("Badge"))
        #expect(!found.usedNames.contains("MacOnly"))
    }

    @Test("Providers: top-level, nested, private and by extension, qualified by their enclosing types")
    func providers() {
        let found = scan(
            """
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
        #expect(
            found.previews.map(\.kind) == [
                .provider(typeName: "A_Previews"), .provider(typeName: "Screens.Inner"), .provider(typeName: "Later"),
            ])
        #expect(found.previews.map(\.line) == [1, 5, 10])
    }

    private static let platformSource = """
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
        #if canImport(SwiftUI) && !os(macOS) && targetEnvironment(simulator)
        #Preview("SwiftUI") { Text("x") }
        #endif
        #if canImport(AppKit) || os(macOS) || os(watchOS)
        #Preview("Mac") { Text("x") }
        #endif
        """

    @Test(
        """
        As iOS compiles: #if DEBUG, os(iOS), canImport(UIKit) and targetEnvironment(simulator) are in; os(Linux), \
        os(macOS), canImport(AppKit) are out
        """
    )
    func iOSRegions() {
        let found = scan(Self.platformSource)
        #expect(
            found.previews.map(\.kind) == [
                .macro(name: "Debug"), .macro(name: "iOS only"), .provider(typeName: "UIKitPreviews"),
                .macro(name: "SwiftUI"),
            ])
    }

    @Test(
        """
        With --conditions linux, as Linux compiles: os(Linux) is in, os(iOS) and targetEnvironment(simulator) out, \
        and the #ifs are left to the compiler
        """
    )
    func linuxRegions() {
        let found = SourceScan(
            file: URL(fileURLWithPath: "/src/ContentView.swift"), text: Self.platformSource,
            configuration: PreviewBuildConfiguration(.linux))
        // Galley's UIKit is importable on Linux too; the simulator is not the environment.
        #expect(
            found.previews.map(\.kind) == [
                .macro(name: "Debug"), .macro(name: "Linux"), .provider(typeName: "UIKitPreviews"),
            ])
        #expect(found.rewritten(fileIndex: 0).text.contains("#if os(iOS)"))
    }

    @Test("A syntax error is reported with its line and excerpt, and the file yields no previews")
    func syntaxError() throws {
        let found = scan(
            """
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
}
