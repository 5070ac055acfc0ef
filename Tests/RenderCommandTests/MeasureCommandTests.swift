import Foundation
import Testing
@testable import GalleyText

@Suite("render measure")
struct MeasureCommandTests {
    @Test("--json prints one object per width with the engine's figures")
    func json() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let result = try RenderCommand.run(["measure", text, "--widths", "100:140:20", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(objects.count == 3)
        for (object, width) in zip(objects, [100.0, 120, 140]) {
            #expect(Array(object.keys).sorted() == ["lineCount", "lines", "runs", "size", "truncated", "width"])
            #expect(object["width"] as? Double == width)
            let layout = Fixtures.layout(text, width: width)
            let size = try #require(object["size"] as? [String: Double])
            #expect(size["width"].map { abs($0 - layout.width) < 0.006 } == true)
            #expect(size["height"].map { abs($0 - layout.height) < 0.006 } == true)
            #expect(object["lineCount"] as? Int == layout.lineCount)
            #expect(object["lines"] as? [String] == layout.lineStrings)
            #expect(object["truncated"] as? Bool == false)
            // Each line's runs: one Latin run in Inter, left to right, that reads as the line.
            let runs = try #require(object["runs"] as? [[[String: Any]]])
            #expect(runs.count == layout.lineCount)
            #expect(runs.map { $0.compactMap { $0["text"] as? String }.joined() } == layout.lineStrings)
            #expect(
                runs.allSatisfy {
                    $0.count == 1 && $0[0]["direction"] as? String == "leftToRight"
                        && $0[0]["face"] as? String == "Inter Regular"
                })
        }
    }

    @Test(
        "Many widths print what each width alone prints: lines kept from one width to the next, truncated ones too",
        arguments: [
            ["--json"], ["--json", "--line-limit", "2"], [],
        ])
    func widthsAsEachAlone(options: [String]) throws {
        let text = "Lines repeat from one width to the next: مرحبا بالعالم, then Latin again, and a last word."
        let all = try RenderCommand.run(["measure", text, "--widths", "60:140:1"] + options)
        #expect(all.status == 0, "\(all.error)")
        var alone = options.contains("--json") ? "[\n" : "width      size               lines  truncated\n"
        for width in 60...140 {
            let one = try RenderCommand.run(["measure", text, "--width", "\(width)"] + options)
            if options.contains("--json") {
                let object = one.output.dropFirst(2).dropLast(3) // "[\n" and "\n]\n"
                alone += (width == 60 ? "" : ",\n") + object
            } else {
                alone += one.output.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? "" // after the header
            }
        }
        if options.contains("--json") { alone += "\n]\n" }
        #expect(all.output == alone)
    }

    @Test("--layout-direction rightToLeft sets the direction of a text without letters")
    func layoutDirection() throws {
        func directions(_ arguments: [String]) throws -> [String] {
            let result = try RenderCommand.run(["measure", "(1)", "--json"] + arguments)
            #expect(result.status == 0, "\(result.error)")
            let objects = try #require(
                try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
            let runs = try #require(objects.first?["runs"] as? [[[String: Any]]])
            return runs.flatMap { $0.compactMap { $0["direction"] as? String } }
        }
        #expect(try directions([]) == ["leftToRight"])
        #expect(
            try directions(["--layout-direction", "rightToLeft"]) == ["rightToLeft", "leftToRight", "rightToLeft"])
        let bad = try RenderCommand.run(["measure", "(1)", "--layout-direction", "rtl"])
        #expect(bad.status == 2)
    }

    @Test("--json runs name each line's faces and directions in mixed-direction text")
    func runsOfMixedText() throws {
        let result = try RenderCommand.run(["measure", "Total: שלום 42 abc", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let runs = try #require(objects.first?["runs"] as? [[[String: Any]]])
        let line = try #require(runs.first)
        #expect(line.compactMap { $0["direction"] as? String } == ["leftToRight", "rightToLeft", "leftToRight"])
        #expect(line.compactMap { $0["text"] as? String }.joined() == "Total: שלום 42 abc")
        #expect(line.allSatisfy { ($0["size"] as? Double) == 17 })
    }

    @Test("infinity is the default width and gives the ideal size; line limits truncate")
    func idealAndTruncation() throws {
        let result = try RenderCommand.run(["measure", "Hello, World!", "--json"])
        #expect(result.status == 0)
        #expect(result.output.contains("\"width\": \"infinity\""))
        #expect(result.output.contains("\"lines\": [\"Hello, World!\"]"))
        let truncated = try RenderCommand.run([
            "measure", "Hello, World!", "--width", "60", "--line-limit", "1", "--truncation", "middle", "--json",
        ])
        #expect(truncated.status == 0)
        #expect(truncated.output.contains("\"truncated\": true"))
        #expect(truncated.output.contains("…"))
    }

    @Test("The table names each width and lists the lines")
    func table() throws {
        let result = try RenderCommand.run(["measure", "床前明月光，疑是地上霜", "--width", "80", "--font", "Noto Sans CJK SC"])
        #expect(result.status == 0)
        let rows = result.output.split(separator: "\n")
        #expect(rows.first?.hasPrefix("width") == true)
        #expect(rows.count >= 4)
        #expect(rows.dropFirst(2).allSatisfy { $0.hasPrefix("  │ ") })
        #expect(!result.output.contains("│ ，"))
    }

    @Test("A text file, fonts from files, weights and styles")
    func options() throws {
        let file = try RenderCommand.temporaryFile(Data("Hello from a file\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = try RenderCommand.run(["measure", "--file", file, "--json"])
        #expect(fromFile.status == 0)
        #expect(fromFile.output.contains("\"Hello from a file\""))
        let serifFile = Fixtures.testsDirectory.appendingPathComponent("../../Fonts/NotoSerif-Regular.ttf")
            .standardizedFileURL.path
        let fromFontFile = try RenderCommand.run(["measure", "Hi there", "--font", serifFile, "--size", "40", "--json"])
        #expect(fromFontFile.status == 0, "\(fromFontFile.error)")
        let byFamily = try RenderCommand.run(["measure", "Hi there", "--font", "Noto Serif", "--size", "40", "--json"])
        let regular = try RenderCommand.run(["measure", "Hi there", "--size", "40", "--json"])
        let bold = try RenderCommand.run(["measure", "Hi there", "--size", "40", "--weight", "black", "--json"])
        #expect(fromFontFile.output == byFamily.output)
        #expect(fromFontFile.output != regular.output)
        #expect(bold.output != regular.output)
    }

    @Test(
        """
        --widths makes exactly the widths it counted: a step too small to move FROM gives FROM once, a step of the \
        whole range gives both ends (issue 33, item 1)
        """,
        arguments: [
            ("5:5:1e-300", 1), ("0:1e-10:1e-10", 2), ("0:0.3:0.1", 4), ("60:140:1", 81),
        ])
    func exactWidths(range: String, count: Int) throws {
        let result = try RenderCommand.run(["measure", "Hi", "--widths", range, "--json"])
        #expect(result.status == 0, "\(result.error)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(entries.count == count)
    }

    @Test(
        "Wrong usage exits 2 with the option named",
        arguments: [
            (["measure", "x", "--width", "-5"], "--width"),
            (["measure", "x", "--width", "nan"], "--width"),
            (["measure", "x", "--width", "abc"], "--width"),
            (["measure", "x", "--widths", "10:5:1"], "--widths"),
            (["measure", "x", "--widths", "1:5:0"], "--widths"),
            (["measure", "x", "--size", "0"], "--size"),
            (["measure", "x", "--line-limit", "0"], "--line-limit"),
            (["measure"], "text"),
            (["measure", "x", "--truncation", "sideways"], "--truncation"),
            (["measure", "x", "--line-spacing", "1e17"], "--line-spacing"),
            (["measure", "x", "--tracking", "nan"], "--tracking"),
        ])
    func usage(arguments: [String], named: String) throws {
        let result = try RenderCommand.run(arguments)
        #expect(result.status == 2)
        #expect(result.error.contains(named))
        #expect(result.output.isEmpty)
    }

    @Test("Wrong input exits 1 with the input named")
    func input() throws {
        let invalid = try RenderCommand.temporaryFile(Data([0x48, 0x69, 0x20, 0xC3, 0x28, 0x21]))
        defer { try? FileManager.default.removeItem(atPath: invalid) }
        let badUTF8 = try RenderCommand.run(["measure", "--file", invalid])
        #expect(badUTF8.status == 1)
        #expect(badUTF8.error.contains(invalid))
        #expect(badUTF8.error.contains("not valid UTF-8 (first invalid byte at offset 3)"))
        let withMark = try RenderCommand.temporaryFile(Data([0xEF, 0xBB, 0xBF, 0x48, 0xFF]))
        defer { try? FileManager.default.removeItem(atPath: withMark) }
        let afterMark = try RenderCommand.run(["measure", "--file", withMark])
        #expect(afterMark.error.contains("first invalid byte at offset 4"))

        let missing = try RenderCommand.run(["measure", "--file", "/nonexistent/text.txt"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("/nonexistent/text.txt"))

        let noFont = try RenderCommand.run(["measure", "x", "--font", "/nonexistent/font.ttf"])
        #expect(noFont.status == 1)
        #expect(noFont.error.contains("/nonexistent/font.ttf"))

        let notFont = try RenderCommand.temporaryFile(Data("not a font".utf8), suffix: ".ttf")
        defer { try? FileManager.default.removeItem(atPath: notFont) }
        let notAFont = try RenderCommand.run(["measure", "x", "--font", notFont])
        #expect(notAFont.status == 1)
        #expect(notAFont.error.contains("\(notFont): not a font"))

        let unknown = try RenderCommand.run(["measure", "x", "--font", "Comic Sans"])
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("Comic Sans"))
    }

    @Test("Hostile text: controls, unassigned code points, a megabyte without breaks")
    func hostileText() throws {
        let odd = try RenderCommand.run(["measure", "a\u{7}b\u{378}c\u{1B}", "--width", "5", "--json"])
        #expect(odd.status == 0)
        let megabyte = try RenderCommand.temporaryFile(Data(String(repeating: "x", count: 1_000_000).utf8))
        defer { try? FileManager.default.removeItem(atPath: megabyte) }
        let result = try RenderCommand.run([
            "measure", "--file", megabyte, "--width", "100", "--line-limit", "2", "--json",
        ])
        #expect(result.status == 0)
        #expect(result.output.contains("\"lineCount\": 2"))
        #expect(result.output.contains("\"truncated\": true"))
    }

    @Test("An unknown --font names every bundled family, Quicksand and the script fonts too")
    func unknownFontFamily() throws {
        let result = try RenderCommand.run(["measure", "Hello", "--font", "Helvetica"])
        #expect(result.status == 1)
        let families = try #require(result.error.firstMatch(of: /\(bundled: (.*)\)/)).output.1.split(separator: ", ")
            .map(String.init)
        #expect(families.first == "Inter")
        for family in [
            "Noto Serif", "Noto Sans Mono", "Noto Sans CJK SC", "Quicksand", "Noto Sans Arabic", "Noto Color Emoji",
        ] {
            #expect(families.contains(family), "\(result.error)")
        }
        // Each one it names is one --font takes.
        for family in families {
            #expect(try RenderCommand.run(["measure", "Hello", "--font", family]).status == 0, "\(family)")
        }
    }
}
