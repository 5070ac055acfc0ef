import Foundation
import GalleyPreviewScan

extension SourceScan {
    /// The file as the preview build compiles it: each `#Preview` a function
    /// returning the same `Preview`, `@Previewable` and `@main` dropped, and
    /// a function per provider listing its pictures, `@Entry` key types and
    /// `@Model` conformances after the last line.
    /// Lines keep their numbers, so the compiler's and `fatalError`'s lines
    /// are the user's (their paths are mapped back by ``SourceMap``).
    ///
    /// `symbols` are the generated functions, one per ``items`` entry;
    /// `public` when the program's entry point is in another module.
    func rewritten(fileIndex: Int, public: Bool = false) -> (text: String, symbols: [String]) {
        let access = `public` ? "public " : ""
        var edits = edits
        var symbols: [String] = []
        var appended = ""
        for (number, item) in items.enumerated() {
            let symbol = "__galleyPreview_\(fileIndex)_\(number)"
            symbols.append(symbol)
            switch item {
            case .macro(let start, let end):
                let header = "@MainActor \(access)func \(symbol)() -> SwiftUI.Preview { return SwiftUI.Preview"
                edits.append(Edit(range: start..<(start + "#Preview".utf8.count), replacement: header))
                edits.append(Edit(range: end..<end, replacement: " }"))
            case .provider(let typeName):
                appended +=
                    "@MainActor \(access)func \(symbol)() -> [SwiftUI.PreviewInstance] { \(typeName).instances() }\n"
            }
        }
        var bytes = Array(text.utf8)
        // Back to front; of two insertions at one place, the later-made first,
        // so the one made first (the outer, for nested code) comes first.
        let order = edits.indices.sorted { a, b in
            (edits[a].range.lowerBound, edits[a].range.upperBound, a) > (
                edits[b].range.lowerBound, edits[b].range.upperBound, b
            )
        }
        for index in order {
            bytes.replaceSubrange(edits[index].range, with: Array(edits[index].replacement.utf8))
        }
        var body = String(decoding: bytes, as: UTF8.self)
        if !body.hasSuffix("\n") { body += "\n" }
        for declaration in entryKeys + modelConformances { appended += declaration + "\n" }
        return (body + appended, symbols)
    }
}
