import Foundation
import Galley
import GalleyCairo
import Testing

// README.md: begin
struct Badge: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "star.fill")
                .foregroundColor(.orange)
            VStack(alignment: .leading) {
                Text("Galley").font(.headline)
                Text("SwiftUI's layout, on Linux").foregroundColor(.secondary)
            }
        }
        .padding()
        .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
    }
}
// README.md: end

/// README.md's "Paint a Swift view to PNG" is this file's code, and does
/// what README.md says: the snippet there is the code between the
/// `README.md: begin` and `end` markers here, word for word (imports first,
/// and the file it writes named `badge.png` in the current folder).
@Suite("README's tour")
struct ReadmeTourTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The code between the markers in this file, each stretch dedented by
    /// its first line's indentation.
    static func marked() throws -> [String] {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        var stretches: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "// README.md: begin" {
                current = []
            } else if trimmed == "// README.md: end", let lines = current {
                let indent = lines.first?.prefix { $0 == " " }.count ?? 0
                stretches.append(
                    lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(
                        separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return stretches
    }

    @Test("README.md shows this file's code verbatim: the imports, Badge, then the three lines that paint it")
    func snippetIsVerbatim() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let stretches = try Self.marked()
        try #require(stretches.count == 2)
        let paint = stretches[1].replacingOccurrences(
            of: "to: output)", with: "to: URL(fileURLWithPath: \"badge.png\"))"
        )
        let snippet =
            "```swift\nimport Foundation\nimport Galley\nimport GalleyCairo\n\n" + stretches[0] + "\n\n" + paint
            + "\n```"
        #expect(readme.contains(snippet), "README.md should hold, word for word:\n\(snippet)")
    }

    @Test("The snippet writes a 640 × 200-pixel PNG that is not blank: a 320 × 100-point canvas at scale 2")
    func snippetPaints() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ReadmeTourTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("badge.png")

        // README.md: begin
        let canvas = Canvas(size: .fixed(width: 320, height: 100), scale: 2)
        let layout = try canvas.layout(Badge(), using: LayoutEngine())
        try Painter().write(layout, to: output)
        // README.md: end

        let bitmap = try Bitmap(png: try Data(contentsOf: output))
        #expect(bitmap.width == 640)
        #expect(bitmap.height == 200)
        // The canvas is white; the badge draws its yellow card, an orange star and text over it.
        let ink = bitmap.ink()
        #expect(ink.count > 10_000, "\(ink.count) pixels not white")
        let colours = Set(bitmap.pixels.map { "\($0.color)" })
        #expect(colours.count > 20, "\(colours.count) colours")
        #expect(layout.result.warnings.isEmpty, "\(layout.result.warnings)")
    }
}
