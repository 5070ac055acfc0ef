import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

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

    @Test("As iOS compiles: #if DEBUG, os(iOS), canImport(UIKit) and targetEnvironment(simulator) are in; os(Linux), os(macOS), canImport(AppKit) are out")
    func iOSRegions() {
        let found = scan(Self.platformSource)
        #expect(found.previews.map(\.kind) == [
            .macro(name: "Debug"), .macro(name: "iOS only"), .provider(typeName: "UIKitPreviews"), .macro(name: "SwiftUI"),
        ])
    }

    @Test("With --conditions linux, as Linux compiles: os(Linux) is in, os(iOS) and targetEnvironment(simulator) out, and the #ifs are left to the compiler")
    func linuxRegions() {
        let found = SourceScan(file: URL(fileURLWithPath: "/src/ContentView.swift"), text: Self.platformSource, configuration: PreviewBuildConfiguration(.linux))
        // Galley's UIKit is importable on Linux too; the simulator is not the environment.
        #expect(found.previews.map(\.kind) == [.macro(name: "Debug"), .macro(name: "Linux"), .provider(typeName: "UIKitPreviews")])
        #expect(found.rewritten(fileIndex: 0).text.contains("#if os(iOS)"))
    }

    @Test("The copy settles every #if for iOS: directives and inactive code become blank lines, the rest keeps its line and column")
    func settledCopy() {
        let text = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("a")
                    #if os(iOS)
                        .padding(3)
                    #else
                        .hidden()
                    #endif
                }
            }
            #if os(macOS)
            let mac = NSColor.red
            #elseif canImport(UIKit)
            let ios = UIColor.red
            #endif
            """
        let copy = scan(text).rewritten(fileIndex: 0).text
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
        let original = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= original.count)
        #expect(lines[5] == original[5] && lines[14] == original[14])
        for index in [4, 6, 7, 8, 11, 12, 13, 15] {
            let line = lines[index]
            #expect(line.allSatisfy { $0 == " " }, "line \(index + 1): \(line)")
        }
        #expect(!copy.contains("NSColor") && !copy.contains("hidden") && !copy.contains("#"))
    }

    @Test("A file importing only Foundation sees Combine and Observation, as on Apple's platforms, on the same line")
    func foundationBringsCombine() {
        let copy = scan("import Foundation\nfinal class Model: ObservableObject { @Published var x = 0 }\n").rewritten(fileIndex: 0).text
        #expect(copy.hasPrefix("import Foundation; import Combine; import Observation\nfinal class Model"))
        let withSwiftUI = scan("import Foundation\nimport SwiftUI\n").rewritten(fileIndex: 0).text
        #expect(!withSwiftUI.contains("Combine") && !withSwiftUI.contains("Observation"))
        let withCombine = scan("import Foundation\nimport Combine\n@Observable final class Model {}\n").rewritten(fileIndex: 0).text
        #expect(withCombine.hasPrefix("import Foundation; import Observation\nimport Combine\n"))
    }

    @Test("A file naming URLSession or URLRequest imports FoundationNetworking, on its first import's line; other files, and files importing it, are left alone")
    func networkingOnlyWhereUsed() {
        let session = scan("import SwiftUI\nimport Foundation\nlet shared = URLSession.shared\n").rewritten(fileIndex: 0).text
        #expect(session.hasPrefix("import SwiftUI; import FoundationNetworking\nimport Foundation\nlet shared"))
        let configuration = scan("import Foundation\nlet c: URLSessionConfiguration = .default\n").rewritten(fileIndex: 0).text
        #expect(configuration.contains("import FoundationNetworking"))
        let request = scan("import SwiftUI\nfunc load(_ r: HTTPURLResponse) {}\n").rewritten(fileIndex: 0).text
        #expect(request.hasPrefix("import SwiftUI; import FoundationNetworking\n"))
        #expect(!scan("import SwiftUI\nlet url = URL(string: \"https://example.com\")\n").rewritten(fileIndex: 0).text.contains("Networking"))
        let already = scan("import Foundation\nimport FoundationNetworking\nlet s = URLSession.shared\n").rewritten(fileIndex: 0).text
        #expect(already.components(separatedBy: "FoundationNetworking").count == 2)
    }

    @Test("A UIKit file's #Preview brings SwiftUI, after its first active import on the same line; a file without previews, or importing SwiftUI, is left alone")
    func uikitPreviewImportsSwiftUI() {
        let copy = scan("""
            #if canImport(AppKit)
            import AppKit
            #else
            import UIKit
            #endif
            final class V: UIView {}
            #Preview { V(frame: .zero) }
            """).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(copy[3] == "import UIKit; import SwiftUI")
        #expect(copy[6].hasPrefix("@MainActor func __galleyPreview_0_0() -> SwiftUI.Preview"))
        #expect(!scan("import UIKit\nfinal class V: UIView {}\n").rewritten(fileIndex: 0).text.contains("SwiftUI"))
        let swiftUI = scan("import SwiftUI\nimport UIKit\n#Preview { Text(\"a\") }\n").rewritten(fileIndex: 0).text
        #expect(swiftUI.hasPrefix("import SwiftUI\nimport UIKit\n@MainActor"))
    }

    @Test("The copy pins the current locale to en_US: Locale.current, new formatters and formatted styles, each on its own line; optional-chained formatted() and inactive code are left as written")
    func localePinned() {
        let text = """
            import SwiftUI
            let a = Locale.current.identifier
            let b = Foundation.Locale.autoupdatingCurrent
            let c = NumberFormatter()
            let d = price.formatted(.currency(code: "USD"))
            let e = date.formatted(date: .abbreviated, time: .omitted)
            let f = date.formatted()
            let g = Text(x).environment(\\.locale, .current)
            formatter.locale = .current
            let h = Date.FormatStyle(locale: .autoupdatingCurrent)
            let i = Locale.preferredLanguages
            #if os(macOS)
            let j = Locale.current
            #endif
            let k = DateFormatter { }
            let l = item.date?.formatted()
            let m = Date.now
                .formatted()
            let n = super.formatted() + .now.formatted()
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pinned = "Locale(identifier: \"en_US\")"
        #expect(copy[1] == "let a = \(pinned).identifier")
        #expect(copy[2] == "let b = \(pinned)")
        #expect(copy[3] == "let c = GalleyFoundation.PreviewLocale.formatter(NumberFormatter())")
        #expect(copy[4] == "let d = price.formatted(GalleyFoundation.PreviewLocale.formatting(.currency(code: \"USD\")))")
        #expect(copy[5] == "let e = date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: \(pinned)))")
        #expect(copy[6] == "let f = GalleyFoundation.PreviewLocale.formatted(date, else: { $0.formatted() })")
        #expect(copy[7] == "let g = Text(x).environment(\\.locale, \(pinned))")
        #expect(copy[8] == "formatter.locale = \(pinned)")
        #expect(copy[9] == "let h = Date.FormatStyle(locale: \(pinned))")
        #expect(copy[10] == "let i = [\"en-US\"]")
        #expect(!copy.joined().contains("let j"))
        #expect(copy[14] == "let k = DateFormatter { }")
        #expect(copy[15] == "let l = item.date?.formatted()")
        #expect(copy[16] == "let m = GalleyFoundation.PreviewLocale.formatted(Date.now, else: { $0.formatted() })")
        #expect(copy[17] == "")
        #expect(copy[18] == "let n = super.formatted() + .now.formatted()")
        // Without Foundation in sight the support module is not named.
        let bare = scan("let c = NumberFormatter()\nlet a = Locale.current\n").rewritten(fileIndex: 0).text
        #expect(bare == "let c = NumberFormatter()\nlet a = \(pinned)\n")
    }

    @Test("import OSLog, import os.log and import struct os.… read GalleyOSLog, on the same line; canImport(OSLog) holds")
    func appleLogging() {
        let text = "#if canImport(OSLog)\nimport OSLog\n#endif\nimport os.log\nimport struct os.OSAllocatedUnfairLock\n@preconcurrency import os\n"
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(copy[1] == "import GalleyOSLog")
        #expect(copy[3] == "import GalleyOSLog")
        #expect(copy[4] == "import struct GalleyOSLog.OSAllocatedUnfairLock")
        #expect(copy[5] == "@preconcurrency import GalleyOSLog")
    }

    @Test("Every Apple framework in the stand-in table is imported from its Galley module, on the same line, and canImport of the Apple name holds")
    func appleFrameworkImports() {
        let text = """
            #if canImport(SwiftData)
            import SwiftData
            #endif
            import LocalAuthentication
            #if canImport(PhotosUI) && canImport(WebKit)
            import PhotosUI
            @preconcurrency import WebKit
            #else
            import AppKit
            #endif
            import class SafariServices.SFSafariViewController
            import SafariServices
            import struct UniformTypeIdentifiers.UTType
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(copy[1] == "import GalleySwiftData")
        #expect(copy[3] == "import GalleyLocalAuthentication")
        #expect(copy[5] == "import GalleyPhotosUI")
        #expect(copy[6] == "@preconcurrency import GalleyWebKit")
        #expect(copy[8].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(copy[10] == "import class GalleySafariServices.SFSafariViewController")
        #expect(copy[11] == "import GalleySafariServices")
        #expect(copy[12] == "import struct GalleyUniformTypeIdentifiers.UTType")
        #expect(copy.count == 14)
        // The build depends on the stand-ins imported, besides SwiftUI; not on Charts, MapKit or GalleyOSLog.
        #expect(PreviewSources.galleyProducts(importedBy: [scan(text)]) == [
            "GalleyLocalAuthentication", "GalleyPhotosUI", "GalleySafariServices", "GalleySwiftData",
            "GalleyUniformTypeIdentifiers", "GalleyWebKit", "SwiftUI",
        ])
        #expect(PreviewSources.galleyProducts(importedBy: [scan("import SwiftUI\nimport CoreLocation\nimport os\n")]) == ["GalleyOSLog", "MapKit", "SwiftUI"])
    }

    @Test("Qualified names of imported Apple frameworks name the stand-in (os.Logger too); not where the file declares the name, not for frameworks it does not import")
    func qualifiedFrameworkNames() {
        let text = """
            import os
            import SwiftData
            let logger = os.Logger(subsystem: "a", category: "b")
            var container: SwiftData.ModelContainer? = try? SwiftData.ModelContainer(for: Item.self)
            func make() -> [SwiftData.PersistentIdentifier] { [] }
            let web = WebKit.WKWebView()
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(copy[2] == "let logger = GalleyOSLog.Logger(subsystem: \"a\", category: \"b\")")
        #expect(copy[3] == "var container: GalleySwiftData.ModelContainer? = try? GalleySwiftData.ModelContainer(for: Item.self)")
        #expect(copy[4] == "func make() -> [GalleySwiftData.PersistentIdentifier] { [] }")
        #expect(copy[5] == "let web = WebKit.WKWebView()")
        // OSLog is also a class of that module, which Swift finds first: its members stay.
        let logging = "import OSLog\nlet log = OSLog.default\nlet category: OSLog.Category = .pointsOfInterest\n"
        #expect(scan(logging).rewritten(fileIndex: 0).text == "import GalleyOSLog\nlet log = OSLog.default\nlet category: OSLog.Category = .pointsOfInterest\n")
        // A variable named os: its members are the variable's.
        let shadowed = "import os\nlet os = Settings()\nlet name = os.name\nfunc f(os: Settings) { _ = os.name }\n"
        let kept = scan(shadowed).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(kept[0] == "import GalleyOSLog")
        #expect(kept[2] == "let name = os.name")
        #expect(kept[3] == "func f(os: Settings) { _ = os.name }")
    }

    @Test("@Model classes become observable ones holding the stand-in's state, conforming after the last line; SwiftData's property attributes and #Unique go; a bare @Query gets ()")
    func swiftDataModels() {
        let text = #"""
            import SwiftData
            import SwiftUI

            @Model
            final class Trip {
                @Attribute(.unique) var name: String
                @Relationship(deleteRule: .cascade,
                              inverse: \Stop.trip) var stops: [Stop] = []
                @Transient var isSelected = false
                #Unique<Trip>([\.name])
                init(name: String) { self.name = name }
            }

            enum SchemaV2: VersionedSchema {
                @Model public class Stop { var trip: Trip? }
            }

            struct TripList: View {
                @Query private var trips: [Trip]
                @Query(sort: \Trip.name) var sorted: [Trip]
                @Environment(\.modelContext) private var context
                var body: some View { Text("\(trips.count)") }
            }
            """#
        let found = scan(text)
        #expect(found.syntaxErrors.isEmpty)
        let rewritten = found.rewritten(fileIndex: 0).text
        let copy = rewritten.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(copy[3] == "@Observation.Observable")
        #expect(copy[4] == "final class Trip {\(SwiftDataModelRewriter.modelState)")
        // Blanked out: the properties keep their lines and columns.
        func blank(_ text: String) -> String { String(repeating: " ", count: text.count) }
        #expect(copy[5] == "    " + blank("@Attribute(.unique) ") + "var name: String")
        #expect(copy[6] == "    " + blank("@Relationship(deleteRule: .cascade,"))
        #expect(copy[7] == String(repeating: " ", count: 18) + blank(#"inverse: \Stop.trip) "#) + "var stops: [Stop] = []")
        #expect(copy[8] == "    " + blank("@Transient ") + "var isSelected = false")
        #expect(copy[9] == "    " + blank(#"#Unique<Trip>([\.name])"#))
        #expect(copy[10] == "    init(name: String) { self.name = name }")
        #expect(copy[14] == "    @Observation.Observable public class Stop {\(SwiftDataModelRewriter.modelState) var trip: Trip? }")
        #expect(copy[18] == "    @Query() private var trips: [Trip]")
        #expect(copy[19] == "    @Query(sort: \\Trip.name) var sorted: [Trip]")
        #expect(copy[23] == "extension Trip: GalleySwiftData.PersistentModel {}")
        #expect(copy[24] == "extension SchemaV2.Stop: GalleySwiftData.PersistentModel {}")
        #expect(copy.count == 26)
        // In a #Preview's body, a bare @Query gets () too; a class declared in a function is no model.
        let preview = scan("import SwiftData\n#Preview {\n    @Previewable @Query var trips: [Trip]\n    Text(\"x\")\n}\nfunc f() { @Model final class Local {} }\n")
        let previewCopy = preview.rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(previewCopy[2] == "    @Query() var trips: [Trip]")
        #expect(previewCopy[5] == "func f() { @Model final class Local {} }")
        #expect(preview.modelConformances.isEmpty)
        // Without SwiftData imported, a @Model of another library is left alone.
        let other = scan("import Other\n@Model final class A {}\n").rewritten(fileIndex: 0).text
        #expect(other == "import Other\n@Model final class A {}\n")
    }

    @Test("The copy compiles without Objective-C: @objc and Interface Builder attributes go, #selector is a Selector of the reference's text, #keyPath a string; lines keep their numbers, strings and inactive code are left alone")
    func objectiveCRewritten() {
        let text = """
            import UIKit
            @objcMembers final class Coordinator: NSObject {
                @objc func tapped(_ sender: UIButton) {}
                @objc(didPan:) private func panned(_ recognizer: UIPanGestureRecognizer) {}
                @IBOutlet weak var label: UILabel!
                @IBAction func save(_ sender: Any) {}
                @objc
                dynamic var count = 0
                @nonobjc @MainActor func plain() {}
            }
            let a = #selector(Coordinator.tapped(_:))
            let b = #selector(getter: UIView.frame)
            let c = #keyPath(Coordinator.count)
            button.addTarget(self, action: #selector(
                Coordinator.tapped(_:)
            ), for: .touchUpInside)
            #if os(macOS)
            @objc func mac() {}
            #endif
            let d = "#selector(x) @objc" // @objc func in a comment
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(copy.count == text.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
        #expect(copy[1] == "final class Coordinator: NSObject {")
        #expect(copy[2] == "    func tapped(_ sender: UIButton) {}")
        #expect(copy[3] == "    private func panned(_ recognizer: UIPanGestureRecognizer) {}")
        #expect(copy[4] == "    weak var label: UILabel!")
        #expect(copy[5] == "    func save(_ sender: Any) {}")
        #expect(copy[6] == "    ")
        #expect(copy[7] == "    dynamic var count = 0")
        #expect(copy[8] == "    @MainActor func plain() {}")
        #expect(copy[10] == "let a = Selector(\"Coordinator.tapped(_:)\")")
        #expect(copy[11] == "let b = Selector(\"getter: UIView.frame\")")
        #expect(copy[12] == "let c = \"Coordinator.count\"")
        #expect(copy[13] == "button.addTarget(self, action: Selector(\"Coordinator.tapped(_:)\")")
        #expect(copy[14] == "")
        #expect(copy[15] == ", for: .touchUpInside)")
        #expect(!copy.joined().contains("mac()"))
        #expect(copy[19] == "let d = \"#selector(x) @objc\" // @objc func in a comment")
        #expect(copy[20] == "")
        #expect(copy[21] == "class AppDelegate: UIResponder, UIApplicationDelegate {}")
    }

    @Test("An app's @UIApplicationDelegateAdaptor is given its delegate on its own line, by its argument or its type; one given already is left alone")
    func delegateAdaptorGiven() {
        let text = """
            import SwiftUI
            struct DemoApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                @UIApplicationDelegateAdaptor private var other: OtherDelegate
                @UIApplicationDelegateAdaptor(Third.self) var third = Third(name: "x")
                var body: some Scene { WindowGroup { Text("Hi") } }
            }
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(copy[2] == "    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate = AppDelegate()")
        #expect(copy[3] == "    @UIApplicationDelegateAdaptor private var other: OtherDelegate = OtherDelegate()")
        #expect(copy[4] == "    @UIApplicationDelegateAdaptor(Third.self) var third = Third(name: \"x\")")
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

@Suite("Reading a project's folders")
struct PreviewProjectFolderTests {
    @Test("A folder given as a symbolic link is read where it leads")
    func linkedFolder() throws {
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("galley-linked-cards-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: PreviewFixtures.folder.appendingPathComponent("Cards"))
        defer { try? FileManager.default.removeItem(at: link) }
        let linked = try PreviewProject(inputs: [link], scanner: PreviewFixtures.scanner)
        let direct = try PreviewFixtures.project("Cards")
        #expect(linked.previews.count == direct.previews.count && direct.previews.count == 5)
    }
}

@Suite("@Entry in previews")
struct EntryRewriteTests {
    @Test("@Entry becomes a key type and accessors, on the same lines, for EnvironmentValues; other types' @Entry-less properties are left as written")
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
        #expect(rewritten.contains("struct __GalleyEntryKey_EnvironmentValues_accent: EnvironmentKey { static var defaultValue: Color { .red } }"))
        #expect(rewritten.contains("public struct __GalleyEntryKey_EnvironmentValues_count: EnvironmentKey { static let defaultValue = 3 }"))
        #expect(rewritten.contains("struct __GalleyEntryKey_EnvironmentValues_badge: EnvironmentKey { static var defaultValue: Int? { nil } }"))
        #expect(!rewritten.contains("@Entry"))
    }
}
