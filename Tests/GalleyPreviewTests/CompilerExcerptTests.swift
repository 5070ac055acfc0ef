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
