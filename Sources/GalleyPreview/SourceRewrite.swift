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
        let rewrite = Rewrite(self, fileIndex: fileIndex, public: `public`, fileScopeDropped: false)
        return (rewrite.text, rewrite.symbols)
    }

    /// Whether the build compiles the file's `#Preview`s apart from it
    /// (``rewrittenApart(fileIndex:public:copy:)``): it has a ``fileScope``
    /// (the scanner reads one only past ``previewsPerPart`` `#Preview`s), and
    /// no name its `private` and `fileprivate` declarations declare is a
    /// word of `others`, the other files of its module. Those declarations
    /// become internal, where such a name could clash with another file's,
    /// or hide a framework's from it.
    func compilesPreviewsApart(besides others: [String]) -> Bool {
        guard let scope = fileScope else { return false }
        let words = Set(
            others.flatMap { text in
                text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            })
        return scope.names.isDisjoint(with: words)
    }

    /// The file as ``rewritten(fileIndex:public:)`` makes it, but with its
    /// `#Preview`s in `parts`, at most ``previewsPerPart`` a part, so that
    /// no compiler holds more at once. Each part imports what the file
    /// does; each preview in it is placed by `#sourceLocation` at its own
    /// line of `copy` (the file's compiled copy), and its lines in `text`
    /// are left empty, so every line still has its number. `private` and
    /// `fileprivate` become internal, for the parts to see what they hide.
    /// `compiled` is the file with its previews in place: the lines its
    /// compilers see, for the excerpts of their messages.
    func rewrittenApart(
        fileIndex: Int, public: Bool, copy: String
    ) -> (
        text: String, parts: [String], symbols: [String], compiled: String
    ) {
        let rewrite = Rewrite(self, fileIndex: fileIndex, public: `public`, fileScopeDropped: true)
        var bytes = rewrite.bytes
        let imports = (fileScope?.imports ?? []).map { range in
            String(
                decoding: bytes[rewrite.position(of: range.lowerBound)..<rewrite.position(of: range.upperBound)],
                as: UTF8.self)
        }
        let head = (["import SwiftUI"] + imports).joined(separator: "\n") + "\n"
        let location = ScratchPackage.literal(copy)
        var previews: [String] = []
        // The spans are in order: the lines are counted once, as they go.
        var line = 1, counted = 0
        for span in rewrite.previews {
            line += bytes[counted..<span.lowerBound].count(where: { $0 == UInt8(ascii: "\n") })
            counted = span.lowerBound
            let column = span.lowerBound - ((bytes[..<span.lowerBound].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1)
            let code = String(decoding: bytes[span], as: UTF8.self)
            previews.append(
                "#sourceLocation(file: \(location), line: \(line))\n"
                    + String(repeating: " ", count: column) + code + "\n#sourceLocation()\n")
        }
        // Back to front, each span's lines kept, emptied.
        for span in rewrite.previews.reversed() {
            bytes.replaceSubrange(span, with: bytes[span].filter { $0 == UInt8(ascii: "\n") })
        }
        let parts = stride(from: 0, to: previews.count, by: Self.previewsPerPart).map { start in
            head + previews[start..<min(start + Self.previewsPerPart, previews.count)].joined()
        }
        return (String(decoding: bytes, as: UTF8.self), parts, rewrite.symbols, rewrite.text)
    }
}

/// A scan's edits applied, front to back, with where each `#Preview`'s function ended up.
private struct Rewrite {
    var bytes: [UInt8] = []
    var symbols: [String] = []
    /// The `#Preview` functions' bytes in ``bytes``, in source order.
    var previews: [Range<Int>] = []
    /// The edits applied: where each began in the source, and how much longer it made the text.
    private var shifts: [(end: Int, shift: Int)] = []

    init(_ scan: SourceScan, fileIndex: Int, public: Bool, fileScopeDropped: Bool) {
        let access = `public` ? "public " : ""
        var edits = scan.edits
        var appended = ""
        var macroEdits: [(header: Int, end: Int)] = []
        for (number, item) in scan.items.enumerated() {
            let symbol = "__galleyPreview_\(fileIndex)_\(number)"
            symbols.append(symbol)
            switch item {
            case .macro(let start, let end):
                let header = "@MainActor \(access)func \(symbol)() -> SwiftUI.Preview { return SwiftUI.Preview"
                macroEdits.append((edits.count, edits.count + 1))
                edits.append(SourceScan.Edit(range: start..<(start + "#Preview".utf8.count), replacement: header))
                edits.append(SourceScan.Edit(range: end..<end, replacement: " }"))
            case .provider(let typeName):
                appended +=
                    "@MainActor \(access)func \(symbol)() -> [SwiftUI.PreviewInstance] { \(typeName).instances() }\n"
            }
        }
        if fileScopeDropped, let scope = scan.fileScope {
            // Spaces keep every column.
            let taken = edits
            for range in scope.modifiers {
                let edit = SourceScan.Edit(range: range, replacement: String(repeating: " ", count: range.count))
                if !taken.contains(where: { $0.overlaps(edit) }) { edits.append(edit) }
            }
        }
        let source = Array(scan.text.utf8)
        // Front to back; of two insertions at one place, the one made first
        // (the outer, for nested code) first.
        let order = edits.indices.sorted { a, b in
            (edits[a].range.lowerBound, edits[a].range.upperBound, a) < (
                edits[b].range.lowerBound, edits[b].range.upperBound, b
            )
        }
        var starts: [Int: Int] = [:], ends: [Int: Int] = [:]
        var cursor = 0
        for index in order {
            let edit = edits[index]
            bytes += source[cursor..<max(cursor, edit.range.lowerBound)]
            starts[index] = bytes.count
            bytes += Array(edit.replacement.utf8)
            ends[index] = bytes.count
            cursor = max(cursor, edit.range.upperBound)
            shifts.append((edit.range.upperBound, bytes.count - cursor))
        }
        bytes += source[cursor...]
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        for declaration in scan.entryKeys + scan.modelConformances { appended += declaration + "\n" }
        bytes += Array(appended.utf8)
        previews = macroEdits.compactMap { edit in
            guard let start = starts[edit.header], let end = ends[edit.end] else { return nil }
            return start..<end
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Where the source's byte `offset`, outside every edit or at one's
    /// end, is in ``bytes``: after what was inserted there.
    func position(of offset: Int) -> Int {
        offset + (shifts.last(where: { $0.end <= offset })?.shift ?? 0)
    }
}
