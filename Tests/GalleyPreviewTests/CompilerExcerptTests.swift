import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

// Compile errors show the user's lines, not the rewritten copy's (issue 33, item 8).
extension CompilerMessagesTests {
    @Test("An error on a #Preview line shows the user's line, with the column and mark moved to the same code")
    func excerptOfRewrittenLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("excerpt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            import SwiftUI

            #Preview("Broken") { Text(undefinedThing) }

            #Preview {
                Text("a").padding(nonsense: 3)
            }

            """
        let user = folder.appendingPathComponent("Broken.swift")
        let copy = folder.appendingPathComponent("0_Broken.swift")
        try text.write(to: user, atomically: true, encoding: .utf8)
        let rewritten = SourceScan(file: user, text: text).rewritten(fileIndex: 0).text
        try rewritten.write(to: copy, atomically: true, encoding: .utf8)
        // The compiler's column on the copy's line 3: where `undefinedThing` is there.
        let copyLine = rewritten.split(separator: "\n", omittingEmptySubsequences: false)[2]
        #expect(copyLine.contains("__galleyPreview"))
        let column = try #require(copyLine.range(of: "undefinedThing")).lowerBound.utf16Offset(in: copyLine) + 1
        var map = SourceMap()
        map.add(copy: copy, module: "Previews_1", of: user)
        var messages = CompilerMessages(sources: map)
        let marks = String(repeating: " ", count: column - 1)
        for line in [
            "\(copy.path):3:\(column): error: cannot find 'undefinedThing' in scope",
            "1 | import SwiftUI",
            "2 | ",
            "3 | \(copyLine)",
            "  | \(marks)`- error: cannot find 'undefinedThing' in scope",
            "4 | ",
            "\(copy.path):6:22: error: extraneous argument label 'nonsense:' in call",
            "5 | @MainActor func __galleyPreview_0_1() -> SwiftUI.Preview { return SwiftUI.Preview {",
            "6 |     Text(\"a\").padding(nonsense: 3)",
            "  |                      `- error: extraneous argument label 'nonsense:' in call",
            "7 | } }",
        ] { messages.read(line) }
        let read = messages.message()
        let message = try #require(read)
        #expect(!message.contains("__galleyPreview") && !message.contains("SwiftUI.Preview"), "\(message)")
        #expect(message.contains("Broken.swift:3:27: error: cannot find 'undefinedThing' in scope"))
        #expect(message.contains("\n3 | #Preview(\"Broken\") { Text(undefinedThing) }\n"))
        #expect(message.contains("\n  |                           `- error: cannot find 'undefinedThing' in scope"))
        // Unchanged lines keep their text, columns and marks.
        #expect(message.contains("Broken.swift:6:22: error: extraneous argument label"))
        #expect(message.contains("\n5 | #Preview {\n6 |     Text(\"a\").padding(nonsense: 3)\n"))
        #expect(message.contains("\n  |                      `- error: extraneous argument label"))
        #expect(message.contains("\n7 | }"))
    }

    @Test("An error whose note is far above it keeps its own lines after the excerpt's gap (issue 33, item 8)")
    func excerptWithDistantNote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("excerpt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let declarations = (0..<30).map { "let v\($0) = \($0)" }
        let text = (["func h(y: Int) {}"] + declarations + ["func k() { h() }", ""]).joined(separator: "\n")
        let user = folder.appendingPathComponent("Far.swift")
        let copy = folder.appendingPathComponent("0_Far.swift")
        try text.write(to: user, atomically: true, encoding: .utf8)
        try text.write(to: copy, atomically: true, encoding: .utf8)
        var map = SourceMap()
        map.add(copy: copy, module: "Previews_1", of: user)
        var messages = CompilerMessages(sources: map)
        // As swiftc 6 prints it.
        for line in [
            "\(copy.path):32:14: error: missing argument for parameter 'y' in call",
            " 1 | func h(y: Int) {}",
            "   |      `- note: 'h(y:)' declared here",
            " 2 | let v0 = 0",
            " 3 | let v1 = 1",
            "   :",
            "30 | let v28 = 28",
            "31 | let v29 = 29",
            "32 | func k() { h() }",
            "   |              `- error: missing argument for parameter 'y' in call",
            "33 | ",
        ] { messages.read(line) }
        let read = messages.message()
        let message = try #require(read)
        #expect(message.hasPrefix("\(user.path):32:14: error: missing argument"), "\(message)")
        #expect(message.contains(" 3 | let v1 = 1\n   :\n30 | let v28 = 28\n"), "\(message)")
        #expect(message.contains("\n32 | func k() { h() }\n   |              `- error: missing argument"), "\(message)")
        #expect(message.hasSuffix("\n33 | "), "\(message)")
    }

    @Test(
        """
        An error in a preview compiled in a part, with a note on the line above: the excerpt is numbered from the \
        error's line, not the note's, and shows the file's lines, not the part's directives (issue 33, item 8)
        """
    )
    func excerptInPartWithNote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("excerpt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = "import SwiftUI\n\nstruct Row: View {\n    var body: some View { Text(\"Row\") }\n}\n"
        for number in 0..<200 { text += "#Preview(\"\(number)\") {\n    Row()\n}\n" }
        text += "#Preview(\"Greeting\") {\n    func greeting(name: String) -> String { name }\n"
        text += "    return Text(greeting())\n}\n"
        let user = folder.appendingPathComponent("Rows.swift")
        let copy = folder.appendingPathComponent("0_Rows.swift")
        try text.write(to: user, atomically: true, encoding: .utf8)
        let scan = SourceScan(file: user, text: text)
        #expect(scan.compilesPreviewsApart(besides: []))
        let apart = scan.rewrittenApart(fileIndex: 0, public: false, copy: copy.path)
        try apart.text.write(to: copy, atomically: true, encoding: .utf8)
        let userLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let callLine = try #require(userLines.firstIndex { $0.contains("Text(greeting())") }) + 1
        // The part's own lines, as the compiler numbers the excerpt.
        let part = try #require(apart.parts.last).split(separator: "\n", omittingEmptySubsequences: false)
        let physical = try #require(part.firstIndex { $0.contains("Text(greeting())") }) + 1
        #expect(physical != callLine)
        func excerpt(_ number: Int) -> String { "\(number) | \(part[number - 1])" }
        var map = SourceMap()
        map.add(copy: copy, module: "Previews_1", of: user, compiled: apart.compiled)
        var messages = CompilerMessages(sources: map)
        for line in [
            "\(copy.path):\(callLine):29: error: missing argument for parameter 'name' in call",
            excerpt(physical - 3), excerpt(physical - 2), excerpt(physical - 1),
            "   |          `- note: 'greeting(name:)' declared here",
            excerpt(physical),
            "   |                             `- error: missing argument for parameter 'name' in call",
            excerpt(physical + 1), excerpt(physical + 2),
        ] { messages.read(line) }
        let read = messages.message()
        let message = try #require(read)
        #expect(!message.contains("#sourceLocation") && !message.contains("__galleyPreview"), "\(message)")
        #expect(message.hasPrefix("\(user.path):\(callLine):29: error:"), "\(message)")
        #expect(
            message.contains(
                """
                \(callLine - 1) |     func greeting(name: String) -> String { name }
                    |          `- note: 'greeting(name:)' declared here
                \(callLine) |     return Text(greeting())
                    |                             `- error: missing argument
                """
            ), "\(message)")
        #expect(message.contains("\n\(callLine - 2) | #Preview(\"Greeting\") {\n"), "\(message)")
        #expect(message.contains("\n\(callLine + 1) | }\n"), "\(message)")

        // Two marks on the error's line: the error's reads `|- error:`.
        var marked = CompilerMessages(sources: map)
        for line in [
            "\(copy.path):\(callLine):5: error: cannot use explicit 'return' statement",
            excerpt(physical - 1), excerpt(physical),
            "   |     |- error: cannot use explicit 'return' statement",
            "   |     `- note: remove 'return' statements to apply the result builder",
            excerpt(physical + 1),
        ] { marked.read(line) }
        let secondRead = marked.message()
        let second = try #require(secondRead)
        #expect(
            second.contains(
                """
                \(callLine) |     return Text(greeting())
                    |     |- error: cannot use explicit 'return' statement
                """
            ), "\(second)")
        #expect(second.contains("\n\(callLine - 1) |     func greeting(name: String)"), "\(second)")
    }

    @Test("Columns follow the code they point at, through insertions on both sides")
    func columnMap() {
        let map = ColumnMap(
            from: Array("@Main func f() { Preview(\"A\") { Text(x) } }"), to: Array("#Preview(\"A\") { Text(x) }"))
        // `x`: column 38 in the first, 22 in the second.
        #expect(map.column(38) == 22)
        // Inside inserted code: the next code both share.
        #expect(map.column(1) == 2)
        // Past both ends.
        #expect(map.column(100) == 26)
    }
}
