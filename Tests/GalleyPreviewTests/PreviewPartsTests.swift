import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
import GalleyTestSupport

// A file of more previews than one compiler is given (issue 33: the
// compiler's memory stays flat in the number of previews).
extension PreviewBuildTests {
    @Test(
        """
        A file of 204 previews compiles in parts that still see its private declarations; #line, a trap and a \
        compile error in a part name the user's lines (issue 33)
        """
    )
    func previewsInParts() throws {
        let program = try PreviewFixtures.build("ManyPreviews")
        #expect(program.previews.count == 204)
        let copy = try #require(program.sources.copies.first { $0.value.file.lastPathComponent == "Gallery.swift" })
        let folder = URL(fileURLWithPath: copy.key).deletingLastPathComponent()
        let stem = URL(fileURLWithPath: copy.key).deletingPathExtension().lastPathComponent
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(
            Set(files.filter { $0.hasPrefix(stem + "_previews") }) == [
                stem + "_previews0.swift", stem + "_previews1.swift",
            ])
        let pictures = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let outcomes = program.run(into: pictures, options: PreviewProgram.Options(dump: true, jobs: 2))
        func outcome(_ title: String) throws -> PreviewOutcome {
            try #require(outcomes.first { $0.declaration.title == "#Preview \"\(title)\"" })
        }
        for title in (1...201).map(String.init) + ["Sample", "Line"] {
            let drawn = try outcome(title)
            #expect(drawn.failure == nil && drawn.pictures.count == 1, "\(title)")
        }
        let line = try String(contentsOf: try #require(try outcome("Line").pictures.first?.dump), encoding: .utf8)
        #expect(line.contains("\"lines\": [\"line 227\"]"))
        let sample = try String(contentsOf: try #require(try outcome("Sample").pictures.first?.dump), encoding: .utf8)
        #expect(sample.contains("\"lines\": [\"Sample\"]"))
        let trap = try #require(try outcome("Trap").failure)
        #expect(trap.contains("Fatal error: Index out of range") && trap.hasSuffix("/Gallery.swift:232"), "\(trap)")

        // A compile error in a part: the user's file, line and column, and the user's line.
        let broken = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: broken) }
        for name in ["Gallery.swift", "Palette.swift"] {
            var text = try String(
                contentsOf: PreviewFixtures.folder.appendingPathComponent("ManyPreviews/\(name)"), encoding: .utf8)
            text = text.replacingOccurrences(of: "    Swatch.sample\n", with: "    Swatch.sampel\n")
            // An error whose note is on the line above it, in the same part.
            text = text.replacingOccurrences(
                of: "    let values: [Int] = []\n    return Text(\"\\(values[1])\")\n",
                with: "    func label(count: Int) -> String { \"\\(count)\" }\n    Text(label())\n")
            try text.write(to: broken.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let project = try PreviewProject(inputs: [broken], scanner: PreviewFixtures.scanner)
        #expect {
            _ = try PreviewBuilder(cacheDirectory: PreviewFixtures.cache).build(project)
        } throws: { error in
            guard case .compile(let message) = error as? PreviewError else { return false }
            return message.contains("Gallery.swift:223:12: error: type 'Swatch' has no member 'sampel'")
                && message.contains("223 |     Swatch.sampel")
                // Numbered from the error's line, not the note's (issue 33, item 8).
                && message.contains("Gallery.swift:232:16: error: missing argument for parameter 'count' in call")
                && message.contains("231 |     func label(count: Int) -> String")
                && message.contains("232 |     Text(label())")
        }
    }
}

extension SourceScanTests {
    @Test(
        """
        A file of more than 200 previews: each part holds at most 200, under #sourceLocation at the preview's own \
        line; the file keeps its lines, its private declarations become internal, column for column (issue 33)
        """
    )
    func previewsApart() throws {
        var text = "import SwiftUI\n#if os(iOS)\nimport UIKit\n#endif\n\nprivate struct Row: View {\n"
        text += "    fileprivate static let title = \"Row\"\n    var body: some View { Text(Row.title) }\n}\n"
        for number in 0..<205 { text += "#Preview(\"\(number)\") {\n    Row()\n}\n" }
        let scan = scan(text)
        #expect(scan.compilesPreviewsApart(besides: ["struct Column {}"]))
        #expect(!scan.compilesPreviewsApart(besides: ["let x = Row()"]))
        #expect(!scan.compilesPreviewsApart(besides: ["// the title"]))
        let whole = scan.rewritten(fileIndex: 3).text
        let apart = scan.rewrittenApart(fileIndex: 3, public: false, copy: "/tmp/3_Rows.swift")
        #expect(apart.symbols == (0..<205).map { "__galleyPreview_3_\($0)" })
        let lines = apart.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == whole.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[5] == "        struct Row: View {" && lines[6] == "                static let title = \"Row\"")
        let emptied = lines[9...].allSatisfy { $0.isEmpty }
        #expect(emptied)
        #expect(apart.parts.count == 2)
        #expect(apart.parts[0].components(separatedBy: "#sourceLocation(file:").count - 1 == 200)
        #expect(apart.parts[1].components(separatedBy: "#sourceLocation(file:").count - 1 == 5)
        for part in apart.parts { #expect(part.hasPrefix("import SwiftUI\nimport SwiftUI\nimport UIKit\n")) }
        #expect(
            apart.parts[1].contains(
                """
                #sourceLocation(file: "/tmp/3_Rows.swift", line: 610)
                @MainActor func __galleyPreview_3_200() -> SwiftUI.Preview { return SwiftUI.Preview("200") {
                    Row()
                } }
                #sourceLocation()
                """
            ))
        // 200 previews compile in the file, as written.
        let few = self.scan(text.components(separatedBy: "#Preview(\"200\")")[0])
        #expect(few.fileScope == nil && !few.compilesPreviewsApart(besides: []))
    }
}
