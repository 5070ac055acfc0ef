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

    @Test(
        """
        A width sweep of a text: a cell per width, labelled with the proposal and the size render measure gives; \
        the PNG is the sheet's size
        """
    )
    func widths() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let result = try RenderCommand.run(
            [
                "sweep", "--text", Self.sentence, "--param", "width=60:200:35", "--scale", "2", "-o", "sheet.png",
                "--dump",
            ], in: folder.url
        )
        #expect(result.status == 0, "\(result.error)")
        let (canvas, root) = try Self.parse(result.output)
        let cells = Self.cells(root)
        #expect(cells.count == 5)
        // Five cells wrap to rows of three.
        #expect(root.all.filter { $0.type == "GridRow" }.map(\.children.count) == [3, 2])

        let measured = try RenderCommand.run([
            "measure", Self.sentence, "--widths", "60:200:35", "--scale", "2", "--json",
        ])
        let widths = try #require(
            try JSONSerialization.jsonObject(with: Data(measured.output.utf8)) as? [[String: Any]])
        #expect(widths.count == 5)
        for (cell, measure) in zip(cells, widths) {
            let width = try #require((measure["width"] as? NSNumber)?.doubleValue)
            let size = try #require(measure["size"] as? [String: NSNumber])
            let label =
                """
                proposal \(Self.format(width)) × nil → size \(Self.format(size["width"]!.doubleValue)) × \
                \(Self.format(size["height"]!.doubleValue))
                """
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
        #expect(
            cells.map { $0.labels.first ?? "" } == [
                "font = Inter · lineLimit = 1 · width = 100", "font = Inter · lineLimit = 1 · width = 150",
                "font = Inter · lineLimit = none · width = 100", "font = Inter · lineLimit = none · width = 150",
                "font = Noto Serif · lineLimit = 1 · width = 100", "font = Noto Serif · lineLimit = 1 · width = 150",
                "font = Noto Serif · lineLimit = none · width = 100",
                "font = Noto Serif · lineLimit = none · width = 150",
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
            #"""
            {"canvas": {"width": 200, "height": 60, "scale": 1}, "params": {"w": 100}, "root": {"Text": "Hello, \#
            World", "modifiers": [{"frame": {"width": "$w"}}]}}
            """#,
            to: "scene.json"
        )
        let result = try RenderCommand.run(
            ["sweep", "scene.json", "--param", "w=40,120", "--columns", "1", "--dump"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let root = try Self.parse(result.output).root
        let cells = Self.cells(root)
        #expect(
            cells.map(\.labels) == [
                ["w = 40", "proposal 200 × 60 → size 40 × 43"], ["w = 120", "proposal 200 × 60 → size 120 × 21"],
            ])
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
        let unknown = try RenderCommand.run(
            ["sweep", "scene.json", "--param", "count=1:3:1", "-o", "out.png"], in: folder.url)
        #expect(unknown.status == 1)
        #expect(
            unknown.error
                == """
                render: --param count: scene.json has no parameter \"count\" (it has w); width and height sweep \
                the root's proposal\n
                """
        )
        #expect(folder.contents(of: "out.png") == nil)
        #expect(
            try RenderCommand.run(["sweep", "scene.json", "--param", "w=5:1:1", "-o", "out.png"], in: folder.url).status
                == 2)
        let many = try RenderCommand.run(
            ["sweep", "scene.json", "--param", "width=1:300:1", "--param", "w=1,2", "-o", "out.png"], in: folder.url)
        #expect(
            many.status == 1 && many.error.contains("the sheet would have 600 cells, more than 400"), "\(many.error)")
        #expect(try RenderCommand.run(["sweep", "scene.json", "--param", "w=1,2"], in: folder.url).status == 2)
        let badValue = try RenderCommand.run(
            ["sweep", "--text", "Hi", "--param", "width=abc", "-o", "out.png"], in: folder.url)
        #expect(badValue.status == 1 && badValue.error.contains("--param width: expected lengths"))
    }

    @Test("Limits are met before any work: 1,001 values name the limit and a step that fits")
    func tooManyValues() throws {
        let result = try RenderCommand.run([
            "sweep", "--text", "Hi", "--param", "width=50:1050:1", "-o", "/nonexistent/out.png",
        ])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                """
                'width=50:1050:1' is invalid for '--param <spec>': 50 to 1050 by 1 makes 1001 values; a sheet \
                holds at most 400 cells (a STEP of 2.6 makes 385)
                """
            ), "\(result.error)")
        // A step too small to count the values by is refused as plainly; a small range gets a step of its own size.
        let tiny = try RenderCommand.run(["sweep", "--text", "Hi", "--param", "width=0:1:1e-300", "--dump"])
        #expect(
            tiny.status == 2 && tiny.error.contains("0 to 1 by 1e-300 makes more values than can be counted"),
            "\(tiny.error)")
        let small = try RenderCommand.run(["sweep", "--text", "Hi", "--param", "width=0:1:0.001", "--dump"])
        #expect(
            small.status == 2
                && small.error.contains(
                    "makes 1001 values; a sheet holds at most 400 cells (a STEP of 0.0026 makes 385)"),
            "\(small.error)")
        // A range too narrow for a step that can be written gets no step to try, and no crash (issue 33, item 1).
        let narrow = try RenderCommand.run([
            "sweep", "--text", "Hi", "--param", "width=100:100.0000000001:1e-300", "--dump",
        ])
        #expect(
            narrow.status == 2
                && narrow.error.contains(
                    """
                    100 to 100.0000000001 by 1e-300 makes more values than can be counted; a sheet holds at most \
                    400 cells
                    """
                ))
        #expect(!narrow.error.contains("a STEP of"), "\(narrow.error)")
        let list = try RenderCommand.run([
            "sweep", "--text", "Hi", "--param", "width=" + (1...401).map(String.init).joined(separator: ","), "--dump",
        ])
        #expect(list.status == 2 && list.error.contains("401 values; a sheet holds at most 400 cells"), "\(list.error)")
        // The limit the values are held to is the sheet's: 400 values of one parameter make a sheet.
        let most = try RenderCommand.run(["sweep", "--text", "Hi", "--param", "width=1:400:1", "--dump"])
        #expect(most.status == 0, "\(most.error)")
        #expect(Self.cells(try Self.parse(most.output).root).count == 400)
    }

    @Test(
        "--columns wraps every row; a sheet too large to paint is refused before painting, saying how many columns fit")
    func wrapsEveryRow() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(
            #"""
            {"canvas": {"width": 300, "height": 200}, "params": {"pad": 4, "w": 100}, "root": {"Text": "Hello", \#
            "modifiers": [{"padding": "$pad"}, {"frame": {"width": "$w"}}]}}
            """#,
            to: "scene.json"
        )
        // Two rows of 150: 48,624 pixels wide, over Cairo's 32,767.
        let arguments = ["sweep", "scene.json", "--param", "w=100:398:2", "--param", "pad=1:2:1", "-o", "sheet.png"]
        let refused = try RenderCommand.run(arguments, in: folder.url)
        #expect(refused.status == 1)
        let advice = try #require(
            refused.error.firstMatch(of: /the canvas is 48624 × 556 pixels; .* wrap it with --columns (\d+)\n/),
            "\(refused.error)")
        #expect(folder.contents(of: "sheet.png") == nil)

        let columns = String(advice.output.1)
        let wrapped = try RenderCommand.run(arguments + ["--columns", columns, "--dump"], in: folder.url)
        #expect(wrapped.status == 0, "\(wrapped.error)")
        let rows = try Self.parse(wrapped.output).root.all.filter { $0.type == "GridRow" }.map(\.children.count)
        // Each row of 150 values wraps on its own, into rows of at most that many columns.
        let width = try #require(Int(columns))
        let perRow = Array(repeating: width, count: 150 / width) + (150 % width == 0 ? [] : [150 % width])
        #expect(rows == perRow + perRow)
        let png = try RasterImage(png: try #require(folder.contents(of: "sheet.png")))
        #expect(png.width <= 32_767 && png.height <= 32_767)
    }

    @Test("A sheet of no finite size is refused with the painter's reason, not advice it cannot take")
    func sheetOfNoFiniteSize() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(#"{"root": {"Color": "red", "modifiers": [{"frame": {"height": 1e300}}]}}"#, to: "scene.json")
        let result = try RenderCommand.run(
            ["sweep", "scene.json", "--param", "width=100,200", "-o", "sheet.png"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error.contains("render: the sheet: "), "\(result.error)")
        #expect(!result.error.contains("--columns") && folder.contents(of: "sheet.png") == nil, "\(result.error)")
    }

    @Test("--line-limit wins over the scene's own lineLimit, and the label says the limit the text had")
    func lineLimitWins() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(
            #"""
            {"canvas": {"width": 120, "height": 200}, "root": {"VStack": {"content": [{"Text": \#
            "\#(Self.sentence)", "modifiers": [{"lineLimit": 3}]}]}, "modifiers": [{"lineLimit": 2}]}}
            """#,
            to: "scene.json"
        )
        let result = try RenderCommand.run(
            ["sweep", "scene.json", "--line-limit", "1", "--line-limit", "none", "--dump"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let cells = Self.cells(try Self.parse(result.output).root)
        #expect(cells.map { $0.labels.first ?? "" } == ["lineLimit = 1", "lineLimit = none"])
        #expect(cells.first?.content.count == 1 && cells.first?.content.first?.hasSuffix("…") == true)
        #expect(cells.last.map { $0.content.count > 3 && $0.content.joined(separator: " ") == Self.sentence } == true)
        // Without a sweep the scene's own limit holds.
        let alone = try RenderCommand.run(["scene.json", "--dump"], in: folder.url)
        #expect(try Self.parse(alone.output).root.all.first { $0.lines != nil }?.lines?.count == 3)
    }

    @Test(
        """
        Progress is plain lines on standard error off a terminal, --verbose lists each cell, and a summary ends \
        the run
        """
    )
    func progress() throws {
        let arguments = ["sweep", "--text", "Hello", "--param", "width=40:130:10", "--dump"]
        let quiet = try RenderCommand.run(arguments)
        #expect(quiet.status == 0)
        let lines = quiet.error.split(separator: "\n").map(String.init)
        #expect(
            lines.dropLast().map { $0.replacing(/, [0-9.]+ s$/, with: "") }
                == (1...9).map { "laid out \($0) of 10 cells (\($0 * 10)%)" })
        #expect(lines.last?.contains(/^10 cells in 3 rows of up to 4, in [0-9.]+ s$/) == true, "\(quiet.error)")
        let verbose = try RenderCommand.run(arguments + ["--verbose"])
        #expect(verbose.error.contains("width = 40: proposal 40 × nil → size "))
        #expect(verbose.error.contains("width = 130: proposal 130 × nil → size "))
        #expect(verbose.output == quiet.output)
    }
}
