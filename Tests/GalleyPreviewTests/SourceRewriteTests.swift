import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

// How the copy is rewritten to compile on Linux, every line kept where it was.
extension SourceScanTests {
    @Test(
        """
        The copy settles every #if for iOS: directives and inactive code become blank lines, the rest keeps its \
        line and column
        """
    )
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

    @Test(
        """
        @Model classes become observable ones holding the stand-in's state, conforming after the last line; \
        SwiftData's property attributes and #Unique go; a bare @Query gets ()
        """
    )
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
        #expect(
            copy[7] == String(repeating: " ", count: 18) + blank(#"inverse: \Stop.trip) "#) + "var stops: [Stop] = []")
        #expect(copy[8] == "    " + blank("@Transient ") + "var isSelected = false")
        #expect(copy[9] == "    " + blank(#"#Unique<Trip>([\.name])"#))
        #expect(copy[10] == "    init(name: String) { self.name = name }")
        let state = SwiftDataModelRewriter.modelState
        #expect(copy[14] == "    @Observation.Observable public class Stop {\(state) var trip: Trip? }")
        #expect(copy[18] == "    @Query() private var trips: [Trip]")
        #expect(copy[19] == "    @Query(sort: \\Trip.name) var sorted: [Trip]")
        #expect(copy[23] == "extension Trip: GalleySwiftData.PersistentModel {}")
        #expect(copy[24] == "extension SchemaV2.Stop: GalleySwiftData.PersistentModel {}")
        #expect(copy.count == 26)
        // In a #Preview's body, a bare @Query gets () too; a class declared in a function is no model.
        let preview = scan(
            """
            import SwiftData\n#Preview {\n    @Previewable @Query var trips: [Trip]\n    Text(\"x\")\n}\nfunc f() \
            { @Model final class Local {} }\n
            """
        )
        let previewCopy = preview.rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        #expect(previewCopy[2] == "    @Query() var trips: [Trip]")
        #expect(previewCopy[5] == "func f() { @Model final class Local {} }")
        #expect(preview.modelConformances.isEmpty)
        // Without SwiftData imported, a @Model of another library is left alone.
        let other = scan("import Other\n@Model final class A {}\n").rewritten(fileIndex: 0).text
        #expect(other == "import Other\n@Model final class A {}\n")
    }

    @Test(
        """
        Core Data's @NSManaged members become accessors of what the object keeps, in classes and extensions: \
        properties by their names, Xcode's to-many accessors by the relationship they name; NSPredicate's \
        `as CVarArg` arguments become `as Any`; other code, strings and inactive clauses are left alone, and \
        lines keep their numbers
        """
    )
    func managedPropertiesRewritten() {
        let text = """
            import CoreData
            extension Shelf {
                @NSManaged public var label: String?
                @NSManaged var `default`: Bool
                @objc(addBooksObject:)
                @NSManaged public func addToBooks(_ value: Book)
                @NSManaged public func removeFromBooks(_ values: NSSet)
                @NSManaged public func insertIntoChapters(_ value: Chapter, at idx: Int)
                @NSManaged public func removeFromChapters(at idx: Int)
                @NSManaged public func replaceChapters(at idx: Int, with value: Chapter)
                @NSManaged func other(_ x: Int)
                var computed: Int { 1 }
            }
            let note = "@NSManaged var x: Int"
            let p = NSPredicate(format: "id == %@ AND day > %@", id as CVarArg, day as CVarArg); let s = x as CVarArg
            #if os(macOS)
            class Mac: NSManagedObject { @NSManaged var y: Int }
            #endif
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let get = { (key: String) in
            "{ get { __galleyValue(forKey: \"\(key)\") } set { __galleySetValue(newValue, forKey: \"\(key)\") } }"
        }
        #expect(copy[2] == "    public var label: String? \(get("label"))")
        #expect(copy[3] == "    var `default`: Bool \(get("default"))")
        #expect(copy[4] == "    ")
        #expect(copy[5] == "    public func addToBooks(_ value: Book) { __galleyAdd(value, to: \"books\") }")
        #expect(
            copy[6] == "    public func removeFromBooks(_ values: NSSet) { __galleyRemove(values, from: \"books\") }")
        #expect(
            copy[7]
                == "    public func insertIntoChapters(_ value: Chapter, at idx: Int) { "
                + "__galleyInsert(value, at: idx, into: \"chapters\") }"
        )
        #expect(
            copy[8] == "    public func removeFromChapters(at idx: Int) { __galleyRemove(at: idx, from: \"chapters\") }"
        )
        #expect(
            copy[9].hasSuffix(
                "{ __galleyRemove(at: idx, from: \"chapters\"); __galleyInsert(value, at: idx, into: \"chapters\") }"))
        #expect(copy[10] == "    func other(_ x: Int) {  }")
        #expect(copy[11] == "    var computed: Int { 1 }")
        #expect(copy[13] == "let note = \"@NSManaged var x: Int\"")
        #expect(
            copy[14]
                == "let p = NSPredicate(format: \"id == %@ AND day > %@\", id as Any, day as Any); "
                + "let s = x as CVarArg")
        #expect(!copy.joined().contains("forKey: \"y\""))
    }

    @Test(
        """
        The copy compiles without Objective-C: @objc and Interface Builder attributes go, #selector is a Selector \
        of the reference's text, #keyPath a string; lines keep their numbers, strings and inactive code are left \
        alone
        """
    )
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
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
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

    @Test(
        """
        An app's @UIApplicationDelegateAdaptor is given its delegate on its own line, by its argument or its type; \
        one given already is left alone
        """
    )
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
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(copy[2] == "    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate = AppDelegate()")
        #expect(copy[3] == "    @UIApplicationDelegateAdaptor private var other: OtherDelegate = OtherDelegate()")
        #expect(copy[4] == "    @UIApplicationDelegateAdaptor(Third.self) var third = Third(name: \"x\")")
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
        #expect(
            rewritten[7]
                == "@MainActor func __galleyPreview_4_0() -> SwiftUI.Preview { return SwiftUI.Preview(\"Counter\") {")
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
