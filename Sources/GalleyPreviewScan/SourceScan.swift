import Foundation

/// One Swift file read for previews: the declarations found in its active
/// code, its syntax errors, and the edits that make it compile as a plain
/// Swift file (Apple's `#Preview` macro exists only with Xcode).
///
/// The preview scanner (`galley-preview-scanner`, built from
/// GalleyPreviewScanner with swift-syntax) fills it in; render and
/// GalleySnapshotTesting read it, and link no swift-syntax.
package struct SourceScan: Sendable, Codable {
    package let file: URL
    /// The file's text; not written with the rest (the reader has it).
    package var text: String = ""
    package var previews: [PreviewDeclaration] = []
    package var syntaxErrors: [SourceDiagnostic] = []
    /// Replacements of byte ranges of `text`, none overlapping.
    package var edits: [Edit] = []
    /// The `#Preview`s and providers, in source order, with what the rewrite needs.
    package var items: [Item] = []
    /// The modules the file imports, by their first name.
    package var imports: Set<String> = []
    /// The key types of its `@Entry` properties, declared after its last line.
    package var entryKeys: [String] = []
    /// The conformances of its `@Model` classes to the SwiftData stand-in's
    /// `PersistentModel`, declared after its last line.
    package var modelConformances: [String] = []
    /// The names its active code declares for the other files of its module
    /// (not `private` or `fileprivate`, and not members), and every
    /// identifier it uses: a file that does not compile leaves out of the
    /// preview build the files that use what it declares.
    package var moduleNames: Set<String> = []
    package var usedNames: Set<String> = []
    /// Names declared only in `#if` clauses the configuration leaves out, with their lines.
    package var inactiveDeclarations: [String: Int] = [:]
    /// What gives declarations file scope, and the imports: read only for a
    /// file of more than ``previewsPerPart`` `#Preview`s, whose previews the
    /// build compiles in files of their own (`rewrittenApart(fileIndex:public:copy:)`, in GalleyPreview).
    package var fileScope: FileScope?

    /// The most `#Preview`s the preview build compiles in one file: a
    /// compiler holds what it has type-checked of its file until it ends
    /// (about 0.15 MB a preview), so a file of more is compiled in parts,
    /// and the compiler's memory stays flat in the number of previews.
    package static let previewsPerPart = 200

    /// The byte ranges of a file's `fileprivate`s and top-level `private`s,
    /// the names those declare, and its imports.
    package struct FileScope: Sendable, Codable {
        package var modifiers: [Range<Int>] = []
        package var names: Set<String> = []
        package var imports: [Range<Int>] = []

        package init() {}
    }

    /// The file with nothing found in it yet: where a scan starts.
    package init(unscanned file: URL, text: String) {
        self.file = file
        self.text = text
    }

    package struct Edit: Sendable, Codable {
        package var range: Range<Int>
        package var replacement: String

        package init(range: Range<Int>, replacement: String) {
            self.range = range
            self.replacement = replacement
        }

        /// Whether applying both would change the same text: one replaces
        /// bytes the other replaces too, or inserts inside them.
        package func overlaps(_ other: Edit) -> Bool {
            func inside(_ offset: Int, _ range: Range<Int>) -> Bool {
                range.lowerBound < offset && offset < range.upperBound
            }
            if range.isEmpty { return inside(range.lowerBound, other.range) }
            if other.range.isEmpty { return inside(other.range.lowerBound, range) }
            return range.overlaps(other.range)
        }
    }

    package enum Item: Sendable, Codable {
        case macro(start: Int, end: Int)
        case provider(typeName: String)
    }

    private enum CodingKeys: String, CodingKey {
        case file, previews, syntaxErrors, edits, items, imports, entryKeys, modelConformances, inactiveDeclarations
        case fileScope, moduleNames, usedNames
    }
}

/// A compiler's or parser's message about a place in a file.
public struct SourceDiagnostic: Sendable, Equatable, Codable, CustomStringConvertible {
    public var file: URL
    public var line: Int
    public var column: Int
    public var message: String

    /// The source line it is about, numbered, with a mark under the column.
    public var excerpt: String?

    package init(file: URL, line: Int, column: Int, message: String, excerpt: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.excerpt = excerpt
    }

    public var description: String {
        "\(WorkingFolder.relative(file.path)):\(line):\(column): error: \(message)" + (excerpt.map { "\n" + $0 } ?? "")
    }
}
