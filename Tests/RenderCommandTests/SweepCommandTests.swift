import Foundation
import GalleyCairo
import Testing

/// `render sweep`: contact sheets, checked through their layout dumps and pictures.
@Suite("render sweep")
struct SweepCommandTests {
    /// A node of a layout dump.
    struct Node {
        var type: String
        var frame: [String: Double]
        var lines: [String]?
        var children: [Node]

        init(_ object: [String: Any]) {
            type = object["type"] as? String ?? ""
            frame = (object["frame"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
            lines = (object["text"] as? [String: Any])?["lines"] as? [String]
            children = (object["children"] as? [[String: Any]] ?? []).map(Node.init)
        }

        var all: [Node] { [self] + children.flatMap(\.all) }
    }

    /// The dump's canvas and root.
    static func parse(_ dump: String) throws -> (canvas: [String: Double], root: Node) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let canvas = (object["canvas"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
        return (canvas, Node(try #require(object["root"] as? [String: Any])))
    }

    /// The cells of a sheet: each one's label lines (Text nodes before its canvas) and the swept view's text lines.
    static func cells(_ root: Node) -> [(labels: [String], content: [String])] {
        root.all.filter { $0.type == "VStack" && $0.children.contains { $0.type == "padding" } }.map { cell in
            let labels = cell.children.compactMap { $0.lines?.first }
            let canvas = cell.children.last?.all.first { $0.type == "CanvasFrame" }
            return (labels, canvas?.children.first?.all.first { $0.lines != nil }?.lines ?? [])
        }
    }

    static let sentence = "The quick brown fox jumps over the lazy dog"

    @Test("A width sweep of a text: a cell per width, labelled with the proposal and the size render measure gives; the PNG is the sheet's size")
    func widths() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let result = try RenderCommand.run(
            ["sweep", "--text", Self.sentence, "--param", "width=60:200:35", "--scale", "2", "-o", "sheet.png", "--dump"], in: folder.url
        )
        #expect(result.status == 0, "\(result.error)")
        let (canvas, root) = try Self.parse(result.output)
        let cells = Self.cells(root)
        #expect(cells.count == 5)
        // Five cells wrap to rows of three.
        #expect(root.all.filter { $0.type == "GridRow" }.map(\.children.count) == [3, 2])

        let measured = try RenderCommand.run(["measure", Self.sentence, "--widths", "60:200:35", "--scale", "2", "--json"])
        let widths = try #require(try JSONSerialization.jsonObject(with: Data(measured.output.utf8)) as? [[String: Any]])
        #expect(widths.count == 5)
        for (cell, measure) in zip(cells, widths) {
            let width = try #require((measure["width"] as? NSNumber)?.doubleValue)
            let size = try #require(measure["size"] as? [String: NSNumber])
            let label = "proposal \(Self.format(width)) × nil → size \(Self.format(size["width"]!.doubleValue)) × \(Self.format(size["height"]!.doubleValue))"
            #expect(cell.labels == ["width = \(Self.format(width))", label])
            #expect(cell.content == measure["lines"] as? [String])
        }

        let png = try RasterImage(png: try #require(folder.contents(of: "sheet.png")))
        #expect(Double(png.width) == (canvas["width"]! * 2).rounded(.up))
        #expect(Double(png.height) == (canvas["height"]! * 2).rounded(.up))
    }

    /// Two decimals at most, as labels and measure write numbers.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    @Test("Fonts and line limits side by side: one row per combination, one column per value")
    func rows() throws {
        let result = try RenderCommand.run([
            "sweep", "--text", Self.sentence, "--param", "width=100,150", "--font", "Inter", "--font", "Noto Serif",
            "--line-limit", "1", "--line-limit", "none", "--dump",
        ])
        #expect(result.status == 0, "\(result.error)")
        let root = try Self.parse(result.output).root
        #expect(root.all.filter { $0.type == "GridRow" }.map(\.children.count) == [2, 2, 2, 2])
        let cells = Self.cells(root)
        #expect(cells.map { $0.labels.first ?? "" } == [
            "font = Inter · lineLimit = 1 · width = 100", "font = Inter · lineLimit = 1 · width = 150",
            "font = Inter · lineLimit = none · width = 100", "font = Inter · lineLimit = none · width = 150",
            "font = Noto Serif · lineLimit = 1 · width = 100", "font = Noto Serif · lineLimit = 1 · width = 150",
            "font = Noto Serif · lineLimit = none · width = 100", "font = Noto Serif · lineLimit = none · width = 150",
        ])
        // One line, truncated, where the limit is 1; the whole sentence otherwise.
        for (index, cell) in cells.enumerated() {
            if index % 4 < 2 {
                #expect(cell.content.count == 1 && cell.content[0].hasSuffix("…"))
            } else {
                #expect(cell.content.count > 1 && cell.content.joined(separator: " ") == Self.sentence)
            }
        }
        // Noto Serif sets the same words differently from Inter.
        #expect(cells[2].content != cells[6].content || cells[3].content != cells[7].content)
    }

    @Test("A scene's own parameter is swept through the scene, its canvas kept")
    func sceneParameter() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(
            #"{"canvas": {"width": 200, "height": 60, "scale": 1}, "params": {"w": 100}, "root": {"Text": "Hello, World", "modifiers": [{"frame": {"width": "$w"}}]}}"#,
            to: "scene.json"
        )
        let result = try RenderCommand.run(["sweep", "scene.json", "--param", "w=40,120", "--columns", "1", "--dump"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let root = try Self.parse(result.output).root
        let cells = Self.cells(root)
        #expect(cells.map(\.labels) == [["w = 40", "proposal 200 × 60 → size 40 × 42"], ["w = 120", "proposal 200 × 60 → size 120 × 21"]])
        #expect(cells.map(\.content.count) == [2, 1])
        #expect(root.all.filter { $0.type == "GridRow" }.count == 2)
        let canvases = root.all.filter { $0.type == "CanvasFrame" }
        #expect(canvases.allSatisfy { $0.frame["width"] == 200 && $0.frame["height"] == 60 })
    }

    @Test("Mistakes are named: an unknown parameter, a bad range, too many cells, no output")
    func mistakes() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(#"{"params": {"w": 100}, "root": {"Text": "Hi"}}"#, to: "scene.json")
        let unknown = try RenderCommand.run(["sweep", "scene.json", "--param", "count=1:3:1", "-o", "out.png"], in: folder.url)
        #expect(unknown.status == 1)
        #expect(unknown.error == "render: --param count: scene.json has no parameter \"count\" (it has w); width and height sweep the root's proposal\n")
        #expect(folder.contents(of: "out.png") == nil)
        #expect(try RenderCommand.run(["sweep", "scene.json", "--param", "w=5:1:1", "-o", "out.png"], in: folder.url).status == 2)
        let many = try RenderCommand.run(["sweep", "scene.json", "--param", "width=1:999:1", "-o", "out.png"], in: folder.url)
        #expect(many.status == 1 && many.error.contains("more than 400"))
        #expect(try RenderCommand.run(["sweep", "scene.json", "--param", "w=1,2"], in: folder.url).status == 2)
        let badValue = try RenderCommand.run(["sweep", "--text", "Hi", "--param", "width=abc", "-o", "out.png"], in: folder.url)
        #expect(badValue.status == 1 && badValue.error.contains("--param width: expected lengths"))
    }
}
